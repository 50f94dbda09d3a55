//===- ParallelScans.h - Sequential loops that run as scans ----*- C++ -*-===//
//
// Marks the sequential loops outside parallel loops that are scans
// (Analysis/Scans.h): map-to-grid places each as one kernel that runs a
// single-pass parallel scan, each iteration then running the rest of the
// body from its running value. A loop with several running values, whose
// top-level statements each touch one of them and whose groups share no
// array one writes, is first split into one loop per value when each part
// is a scan. A remark says which value is scanned, or why a loop that looks
// like a scan is none.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PARALLELSCANS_H
#define LOOPGEN_TRANSFORMS_PARALLELSCANS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void parallelizeScans(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PARALLELSCANS_H
