//===- RecordLoads.h - Records read with one vector load -------*- C++ -*-===//
//
// Arrays of small records (atoms[4 * a + 0..3] as x, y, z, charge; complex
// numbers as pairs) are read one field at a time as written. When one
// iteration of a loop in a kernel reads every field of an aligned group of
// 8 or 16 bytes, the group becomes one vector load at the iteration's start
// and the fields are registers: one memory instruction instead of two or
// four, whatever style the loop was written in.
//
// Legal for arrays the kernel does not write, whose device buffers are
// loopgen's own (aligned as cudaMalloc's); every field must be read
// unconditionally in the iteration, so that the vector load touches only
// what the original reads, and its subscript must not change within it.
// The group starts at a multiple of its width: every variable term of the
// offset has a coefficient that is a multiple of the width.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_RECORDLOADS_H
#define LOOPGEN_TRANSFORMS_RECORDLOADS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Reads whole records of the kernels' loop iterations (sequential loops
/// and the per-thread bodies) with vector loads, with a remark for each.
/// Tiled kernels keep their operands in shared memory and are left alone.
void loadRecordsAsVectors(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_RECORDLOADS_H
