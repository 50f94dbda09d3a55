//===- Wavefront.h - Skewed nests run as parallel wavefronts ----*- C++ -*-===//
//
// A Gauss-Seidel sweep (PolyBench's seidel-2d) updates A[i][j] in place
// from its eight neighbours, over time steps t: every loop of the nest
// carries a dependence. Its iterations on a hyperplane
// w = h_1*x_1 + ... + h_(d-1)*x_(d-1) + x_d, though, depend on none of each
// other when every dependence goes from a smaller w to a larger one: then
// the nest runs as a sequential loop over w (the wavefronts) around the
// first d-1 loops, parallel, with the innermost index computed from w.
//
// For a perfect nest of sequential loops of step 1 and bounds that do not
// move with the nest, around one assignment to an array element, the pass
// tries the hyperplanes of small non-negative coefficients, fewest first,
// and takes the first that isl proves legal: the set of pairs of
// iterations a before b (in the original order) touching one element, one
// of them writing it, with h.(b - a) <= 0, is empty. Such an h also makes
// each wavefront parallel (two iterations that conflict have different w).
// The first d-1 loops keep their ranges, the innermost index is tested
// inside them. Each decision is a remark.
//
// The pass also asks isl whether no dependence goes back along x_1, nor,
// of three loops, along y = x_2 + s*x_1 for the least s in 0..4 (a time-
// skewed sweep needs s = 1): then boxes of (x_1, w) or (x_1, y, w) are
// tiles (ForStmt::TilableWaves, TileWaves.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_WAVEFRONT_H
#define LOOPGEN_TRANSFORMS_WAVEFRONT_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

/// Skews the sequential perfect nests that isl proves run as wavefronts.
void runAsWavefronts(Function &F, PassContext &C);

/// y = x1 + Skew * x0 as a user reads it, each index counted in its
/// loop's direction: "i + t", "i + 2*t", "i - t" where t counts down.
std::string skewedIndexName(const ForStmt &X0, const ForStmt &X1,
                            unsigned Skew);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_WAVEFRONT_H
