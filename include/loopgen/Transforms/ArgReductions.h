//===- ArgReductions.h - argmin and argmax as two reductions ---*- C++ -*-===//
//
// A loop that keeps the best value and where it was,
//
//   for (i = b; i < e; ++i) { d = ...; if (d < best) { best = d; at = i; } }
//
// (any of <, <=, >, >=; the value computed from the iteration's own
// scalars and from arrays the loop does not write) runs as a min (max)
// reduction m of the values, then, where m beats best, a min (max, for
// <= and >=) reduction of the indices whose value equals m: the first
// index of the best value, as the sequential loop finds it (the last, for
// <= and >=). The loop's own statements run again in the second loop;
// accumulations of other scalars beside the search (`sum += x[i]`, read
// nowhere else in the loop) run in the first only.
// Done only on loops that grow with the input and lie in no loop that
// could run in parallel (there each thread runs its own search).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_ARGREDUCTIONS_H
#define LOOPGEN_TRANSFORMS_ARGREDUCTIONS_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

void splitArgReductions(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_ARGREDUCTIONS_H
