//===- Transpose.h - Transposed copies for coalesced reads -----*- C++ -*-===//
//
// When no loop order makes a kernel's reads of an array coalesced (seed
// 002: "in those cases use transposition"), the kernel can read a
// transposed copy instead. For every read-only array parameter of rank 2,
// or of rank 3 read as a batch of matrices (a segmented transposition), the
// pass asks the cost model, kernel by kernel, what its reads of the array
// cost as laid out and in the copy; a kernel whose reads go from at least 8
// memory segments per warp to at most 2 reads the copy. The copy is made
// once per call, right after the array reaches the device (so also hoisted
// out of host loops), by a loop nest that code generation turns into a
// tiled shared-memory transposition; every kernel that benefits shares it.
//
// A written array has one layout for all its kernels: when the model says
// the kernels save more than two transpositions cost, every kernel uses a
// transposed copy, made on entry and transposed back before the array is
// copied out. Each choice is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_TRANSPOSE_H
#define LOOPGEN_TRANSFORMS_TRANSPOSE_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Transposed copies where --transpose allows them (always: judging
/// accesses without the caches' help, for GPUs whose caches are smaller
/// than the model assumes); with its remarks on, a remark for every access
/// of a kernel that stays uncoalesced (8 or more memory segments per warp),
/// saying why.
void transpose(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_TRANSPOSE_H
