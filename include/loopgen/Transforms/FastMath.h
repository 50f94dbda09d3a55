//===- FastMath.h - Cheaper arithmetic under --fast-math -------*- C++ -*-===//
//
// With --fast-math (off by default), `x / sqrt(y)` becomes `x * rsqrt(y)`
// (one reciprocal square root instead of a square root and a division),
// the harness builds with nvcc's --use_fast_math, and the default
// validation tolerance for float becomes 1e-3.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_FASTMATH_H
#define LOOPGEN_TRANSFORMS_FASTMATH_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void useFastMath(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_FASTMATH_H
