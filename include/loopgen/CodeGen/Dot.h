//===- Dot.h - A mapped function as a Graphviz graph -----------*- C++ -*-===//
//
// --emit=dot: what loopgen made of an offloaded function, for people to
// look at (`dot -Tsvg`): its kernels in launch order (band kernels with
// their grids, scans, single-thread code), the host loops around them as
// clusters (marked where they run as one persistent kernel), and the arrays
// each kernel reads (an edge into it) and writes (an edge out of it).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_DOT_H
#define LOOPGEN_CODEGEN_DOT_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

/// F, placed by the pipeline, as a Graphviz digraph.
std::string emitDot(const Function &F);

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_DOT_H
