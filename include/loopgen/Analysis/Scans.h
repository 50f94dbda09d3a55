//===- Scans.h - Loops whose only dependence is a running value -*- C++ -*-===//
//
// Recognizes scans (seed 001's parallel prefix): a sequential loop (of any
// constant step when the value is a scalar, so suffix sums too; of step 1
// for a recurrence into an array) whose only loop-carried dependence is a value that one top-level statement
// of its body updates with an associative and commutative operator, and
// that other statements read:
//   s += x[i]; out[i] = s;          (inclusive: read after the update)
//   out[i] = s; s += x[i];          (exclusive: read before it)
//   if (x[i] > 0) n++; idx[i] = n;  (a conditional count: stream compaction)
//   if (c) s += a; else s += b;    (one operator, two amounts: c ? a : b)
//   a[i] = a[i-1] + b[i];           (a first-order recurrence, into an array)
// with the update forms the reductions accept (+ - * & | ^, min and max in
// their call, ?: and if forms). Iteration i depends on the earlier ones only
// through the prefix Init Op Element(Begin) Op ... Op Element(i - 1), which a
// parallel scan computes; the rest of the body must then carry no
// dependence, which the exact test decides.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_SCANS_H
#define LOOPGEN_ANALYSIS_SCANS_H

#include "loopgen/IR/IR.h"
#include <memory>
#include <string>
#include <vector>

namespace loopgen {

/// The scalars declared outside L that its body writes, in order: a scan
/// has one (or none, for a recurrence into an array).
std::vector<const Variable *> runningValues(const ForStmt &L);

/// The scan that L runs, or null: then WhyNot says why L is no scan when it
/// looks like one (a running value read in the loop), and is empty when it
/// does not.
std::unique_ptr<ScanInfo> findScan(const Function &F, const ForStmt &L,
                                   std::string &WhyNot);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_SCANS_H
