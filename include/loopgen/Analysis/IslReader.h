//===- IslReader.h - Read loopgen's isl set text quickly -------*- C++ -*-===//
//
// isl's own reader (isl_set_read_from_str) builds a piecewise affine
// expression for each side of each comparison and intersects sets one
// constraint at a time: it was nearly all of loopgen's time on the inputs
// that ask isl many questions (wavefronts, right-looking steps). The sets
// loopgen writes (IslBuilder) are affine comparisons combined by and, or,
// not and exists; this reader turns them into a union of conjunctions and
// builds each conjunction from its constraint matrices in one step. Text
// outside that language, or whose union would have too many conjunctions,
// goes to isl's reader.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_ISLREADER_H
#define LOOPGEN_ANALYSIS_ISLREADER_H

#include <string>

struct isl_ctx;
struct isl_set;

namespace loopgen {

/// The set "[p, ...] -> { [d, ...] : formula }" of Text, or null where
/// isl's reader also fails. The same set as isl_set_read_from_str's.
isl_set *readIslSet(isl_ctx *Ctx, const std::string &Text);

/// The fast path alone: null for any text it does not read itself (for
/// tests, which compare it with isl's reader).
isl_set *readIslSetDirectly(isl_ctx *Ctx, const std::string &Text);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_ISLREADER_H
