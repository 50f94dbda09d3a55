//===- OutputFiles.h - What the driver writes and where it looks -*- C++ -*-===//
//
// Internal to the driver: writing an output without leaving half of it
// behind, the Make rule of --depfile, the #line directives of
// --line-directives. (Where the runtime and Clang headers are found is
// public: Pipeline.h.)
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_DRIVER_OUTPUTFILES_H
#define LOOPGEN_DRIVER_OUTPUTFILES_H

#include "clang/Basic/SourceManager.h"
#include <string>
#include <vector>

namespace loopgen {

/// Writes Text to Path ("-": stdout) through a temporary renamed on
/// success; reports a failure on stderr unless Quiet.
bool writeAtomically(const std::string &Path, const std::string &Text,
                     bool Quiet = false);

/// A Make rule: Target depends on every file in Inputs.
bool writeDepFile(const std::string &Path, const std::string &Target,
                  const std::vector<std::string> &Inputs);

/// The emitters' line markers (CodeGen's lineMarker) in Unit as #line
/// directives: a statement's code at its line of the source, what follows
/// it at its own line of the output, OutputName.
std::string resolveLineMarkers(const std::string &Unit,
                               clang::SourceManager &SM,
                               const std::string &OutputName);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_OUTPUTFILES_H
