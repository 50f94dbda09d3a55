//===- OutputFiles.cpp - What the driver writes and where it looks --------===//

#include "OutputFiles.h"
#include "loopgen/Driver/Pipeline.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <sstream>

using namespace clang;

namespace loopgen {

bool writeAtomically(const std::string &Path, const std::string &Text,
                     bool Quiet) {
  if (Path == "-") {
    llvm::outs() << Text;
    llvm::outs().flush();
    return true;
  }
  // Not a file (/dev/null, a pipe): written as it is. Renaming a file over
  // it would replace the device with a file, for good when run as root.
  using llvm::sys::fs::file_type;
  llvm::sys::fs::file_status Status;
  if (!llvm::sys::fs::status(Path, Status) &&
      (Status.type() == file_type::character_file ||
       Status.type() == file_type::block_file ||
       Status.type() == file_type::fifo_file)) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    if (!EC)
      OS << Text;
    if (EC || (OS.close(), OS.has_error())) {
      OS.clear_error();
      if (!Quiet)
        llvm::errs() << "loopgen: error: cannot write '" << Path << "'\n";
      return false;
    }
    return true;
  }
  llvm::SmallString<256> Tmp;
  int FD;
  if (std::error_code EC =
          llvm::sys::fs::createUniqueFile(Path + "-%%%%%%.tmp", FD, Tmp)) {
    if (!Quiet)
      llvm::errs() << "loopgen: error: cannot write '" << Path
                   << "': " << EC.message() << "\n";
    return false;
  }
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.close();
    if (OS.has_error()) {
      llvm::sys::fs::remove(Tmp);
      if (!Quiet)
        llvm::errs() << "loopgen: error: cannot write '" << Path << "'\n";
      return false;
    }
  }
  if (std::error_code EC = llvm::sys::fs::rename(Tmp, Path)) {
    llvm::sys::fs::remove(Tmp);
    if (!Quiet)
      llvm::errs() << "loopgen: error: cannot write '" << Path
                   << "': " << EC.message() << "\n";
    return false;
  }
  return true;
}

/// `#line "string"`: backslashes and quotes escaped.
static std::string quoted(llvm::StringRef Path) {
  std::string Q = "\"";
  for (char C : Path) {
    if (C == '\\' || C == '"')
      Q += '\\';
    Q += C;
  }
  return Q + "\"";
}

std::string resolveLineMarkers(const std::string &Unit, SourceManager &SM,
                               const std::string &OutputName) {
  std::istringstream In(Unit);
  std::string Line, Out;
  static const std::string Mark = "//@loopgen-line ",
                           Resume = "//@loopgen-resume";
  for (unsigned N = 1; std::getline(In, Line); ++N) {
    llvm::StringRef Text = llvm::StringRef(Line).ltrim(); // Maybe indented.
    if (Text.starts_with(Mark)) {
      SourceLocation L = SM.getExpansionLoc(SourceLocation::getFromRawEncoding(
          (SourceLocation::UIntTy)std::stoull(Text.substr(Mark.size()).str())));
      llvm::SmallString<256> File(SM.getFilename(L));
      llvm::sys::fs::make_absolute(File);
      Line = "#line " + std::to_string(SM.getExpansionLineNumber(L)) + " " +
             quoted(File);
    } else if (Text == Resume) {
      Line = "#line " + std::to_string(N + 1) + " " + quoted(OutputName);
    }
    Out += Line + "\n";
  }
  return Out;
}

/// The prefix an installed loopgen lives under (PREFIX/bin/loopgen).
static std::string installPrefix() {
  std::string Exe = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  return llvm::sys::path::parent_path(llvm::sys::path::parent_path(Exe)).str();
}

/// The runtime headers: the environment's LOOPGEN_RUNTIME_INCLUDE, those
/// installed beside the binary, else the source tree's.
std::string runtimeIncludeDir() {
  if (const char *Env = std::getenv("LOOPGEN_RUNTIME_INCLUDE"))
    return Env;
  llvm::SmallString<256> Installed(installPrefix());
  llvm::sys::path::append(Installed, "include");
  if (llvm::sys::fs::exists(Installed + "/loopgen/runtime/cuda_emulation.h"))
    return std::string(Installed);
  return LOOPGEN_SOURCE_DIR "/include";
}

/// Clang's resource directory (its builtin headers): the copy installed
/// beside the binary, else the one of the Clang loopgen was built with.
std::string resourceDir() {
  llvm::SmallString<256> Installed(installPrefix());
  llvm::sys::path::append(Installed, "lib", "loopgen", "clang");
  if (llvm::sys::fs::exists(Installed + "/include/stddef.h"))
    return std::string(Installed);
  return LOOPGEN_RESOURCE_DIR;
}

bool writeDepFile(const std::string &Path, const std::string &Target,
                  const std::vector<std::string> &Inputs) {
  auto Escape = [](const std::string &P) {
    std::string E;
    for (char C : P) {
      if (C == ' ' || C == '#')
        E += '\\';
      if (C == '$')
        E += '$';
      E += C;
    }
    return E;
  };
  std::string Rule = Escape(Target) + ":";
  for (const std::string &I : Inputs)
    Rule += " \\\n  " + Escape(I);
  return writeAtomically(Path, Rule + "\n");
}

} // namespace loopgen
