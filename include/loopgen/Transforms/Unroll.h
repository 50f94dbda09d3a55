//===- Unroll.h - Parallel-loop unrolling (thread coarsening) --*- C++ -*-===//
//
// Volkov's technique (seed 000): a grid-mapped loop marked unroll(k) gives
// each thread k of its iterations, blockDim apart so that every warp's
// accesses stay as coalesced as before, or adjacent when every access that
// depends on the copy walks a row, so that full tiles move them with 8- or
// 16-byte vector accesses (and inner loops walking rows read 4 elements per
// vector load). The copies are jammed: a sequential
// loop in the body whose bounds do not depend on the copy runs once, with
// every copy's statements inside it, so that operands the copies share are
// loaded once and reused from registers (identical loads of read-only
// arrays become one), and each copy's private scalars are registers of
// their own. Statements of copies past the loop's end are skipped, so any
// size works; threads whose copies are all inside their loops take a second
// version of the body without those guards. unroll(k1, k2) on a loop
// unrolls it by k1 and the band loop directly inside by k2. Unless --no-auto-unroll,
// a 2-D kernel without a request whose y copies would share loads in a
// loop gets a second, 4-times unrolled version, launched where the grid
// still fills the GPU.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_UNROLL_H
#define LOOPGEN_TRANSFORMS_UNROLL_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void unrollParallelLoops(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_UNROLL_H
