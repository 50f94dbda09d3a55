//===- SharedTiling.h - Shared-memory tiling of band kernels ---*- C++ -*-===//
//
// Seed 001's tiled matrix product. In a 2-D band kernel whose body runs one
// sequential loop, a read that moves with the loop's index and with only
// one of the band's indices (A[i][k] in C[i][j] += A[i][k] * B[k][j]) is
// the same element for every thread of a block row (or column): read from
// global memory, each element is loaded 16 to 128 times per block. Tiled,
// the block copies each operand's tile of `depth` iterations into shared
// memory once, cooperatively and coalesced, between two __syncthreads(),
// and every thread reads it from there; each thread computes a Y x X block
// of adjacent outputs (register blocking), its operands for one iteration
// loaded from the tile into registers once and reused Y or X times.
//
// The cost model: a kernel is tiled when some read is shared by the
// block's threads and the tiles fit in 48 KB of shared memory; the register
// block depends on the element size (8 x 8 for 4-byte, 4 x 4 for 8-byte
// operands) and shrinks at run time until the grid has a block per
// multiprocessor (64x64 and 32x32 outputs per block); where even the
// smallest leaves multiprocessors idle, the host launches the kernel as
// written. `tile` on a band loop forces tiling (`tile(depth)` also sets the
// depth), `notile` and --no-tiling forbid it, and unroll(y, x) on the band
// sets the register block.
//
// Stencils: a 2-D band kernel without an inner loop that reads an array
// it does not write at three rows or more (A[i - 1][j], A[i][j],
// A[i + 1][j]) streams its rows instead (KernelKind::RowsStreamed): each
// thread runs 8 consecutive rows where the grid is large, so that the rows
// read again come from registers and 8 rows' loads are in flight. On an
// H100 that beats a halo tile in shared memory (bench/RESULTS.md), which
// is why stencils are not tiled there.
//
// Legal when the tiled arrays are not written in the kernel, the loop has
// step 1 and bounds affine in the band's indices (a triangle's threads
// load the union of their iterations and each skips those outside its
// own), and the band has no reduction, histogram or scan.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_SHAREDTILING_H
#define LOOPGEN_TRANSFORMS_SHAREDTILING_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Makes the band kernels worth tiling Tiled kernels and stencil kernels
/// RowsStreamed ones (KernelPlan), with a remark for each decision; none
/// under --no-tiling.
void tileSharedMemory(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_SHAREDTILING_H
