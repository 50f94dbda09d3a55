//===- SameValueStores.h - Arrays a loop only marks -------------*- C++ -*-===//
//
// A breadth-first search's frontier step marks what it discovers:
//
//   for (v ...)                          // parallel
//     for (e = off[v]; e < off[v + 1]; ++e)
//       if (level[adj[e]] == -1) { level[adj[e]] = d + 1; next[adj[e]] = 1; }
//
// Iterations may reach the same element, but every store into `level` and
// `next` is of one value the loop does not change, and `level` is read only
// to test whether that element is marked yet, guarding only more such
// marks of the same element (and flags: `changed = true`). Whichever
// iteration marks an element first, and however many see it unmarked, the
// loop leaves the same values as its sequential order: its iterations are
// independent apart from these arrays.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_SAMEVALUESTORES_H
#define LOOPGEN_ANALYSIS_SAMEVALUESTORES_H

#include "loopgen/IR/IR.h"
#include <vector>

namespace loopgen {

/// The arrays L's body writes only by plain stores of one value that does
/// not change in L, and reads only in conditions of ifs without an else
/// whose branch holds nothing but such stores at the element read (or
/// stores to scalars).
std::vector<const Array *> sameValueArrays(const ForStmt &L);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_SAMEVALUESTORES_H
