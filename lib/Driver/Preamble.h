//===- Preamble.h - The precompiled headers a source starts with -*- C++
//-*-===//
//
// Internal to the driver. Parsing <vector> and <cmath> takes Clang most of
// half a second on a small machine, several times what loopgen then does
// with a small file. The `#include <...>` lines a source file starts with
// (its preamble: nothing but those, blank lines and comments) are compiled
// once into a precompiled header, kept in a cache folder under a key of the
// preamble and the compiler's flags, and read by every later run whose file
// starts the same way. A cached header is used only while every file it
// was built from is unchanged (the time and size each had).
//
// The cache folder is $LOOPGEN_CACHE_DIR, else $XDG_CACHE_HOME/loopgen,
// else ~/.cache/loopgen; LOOPGEN_CACHE_DIR=off turns the cache off.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_DRIVER_PREAMBLE_H
#define LOOPGEN_DRIVER_PREAMBLE_H

#include "clang/Tooling/CompilationDatabase.h"
#include <optional>
#include <string>
#include <vector>

namespace loopgen {

struct Preamble {
  std::string PCH;                  ///< The precompiled header's path.
  std::vector<std::string> Headers; ///< The files it was built from.
};

/// Source's preamble, precompiled (now, or by an earlier run) with the
/// flags of its compile command plus ExtraArgs, or none: no preamble, the
/// cache is off or not writable, or the headers did not compile (the
/// parse of the file itself then reports why).
std::optional<Preamble>
precompiledPreamble(const clang::tooling::CompilationDatabase &DB,
                    const std::string &Source,
                    const std::vector<std::string> &ExtraArgs);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_PREAMBLE_H
