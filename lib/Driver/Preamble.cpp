//===- Preamble.cpp - The precompiled headers a source starts with --------===//

#include "Preamble.h"
#include "OutputFiles.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/xxhash.h"
#include <set>
#include <sstream>

using namespace clang;

namespace loopgen {

namespace {

/// The `#include <...>` lines Text starts with, before anything but blank
/// lines and comments, one per line; empty when there are none.
std::string preambleOf(llvm::StringRef Text) {
  std::string Includes;
  bool InComment = false;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    llvm::StringRef L = Line.trim();
    if (InComment) {
      size_t End = L.find("*/");
      if (End == L.npos)
        continue;
      InComment = false;
      L = L.drop_front(End + 2).trim();
    }
    if (L.starts_with("/*")) {
      size_t End = L.find("*/", 2);
      if (End == L.npos) {
        InComment = true;
        continue;
      }
      L = L.drop_front(End + 2).trim();
    }
    if (L.empty() || L.starts_with("//"))
      continue;
    if (!L.consume_front("#"))
      break;
    L = L.ltrim();
    if (!L.consume_front("include"))
      break;
    L = L.ltrim();
    size_t Close = L.find('>');
    if (!L.starts_with("<") || Close == L.npos)
      break;
    llvm::StringRef After = L.drop_front(Close + 1).trim();
    if (!After.empty() && !After.starts_with("//"))
      break;
    Includes += "#include " + L.take_front(Close + 1).str() + "\n";
  }
  return Includes;
}

std::string cacheFolder() {
  llvm::SmallString<256> Path;
  if (std::optional<std::string> Dir =
          llvm::sys::Process::GetEnv("LOOPGEN_CACHE_DIR")) {
    if (*Dir == "off" || Dir->empty())
      return "";
    Path = *Dir;
    llvm::sys::fs::make_absolute(Path);
    return std::string(Path);
  }
  if (std::optional<std::string> Xdg =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME");
      Xdg && !Xdg->empty())
    Path = *Xdg;
  else if (!llvm::sys::path::home_directory(Path))
    return "";
  else
    llvm::sys::path::append(Path, ".cache");
  llvm::sys::path::append(Path, "loopgen");
  return std::string(Path);
}

/// "size mtime path" for each file, one per line.
std::string manifestOf(const std::vector<std::string> &Files) {
  std::ostringstream OS;
  for (const std::string &F : Files) {
    llvm::sys::fs::file_status St;
    if (llvm::sys::fs::status(F, St))
      return "";
    OS << St.getSize() << " "
       << St.getLastModificationTime().time_since_epoch().count() << " " << F
       << "\n";
  }
  return OS.str();
}

/// The files of a manifest, when each still has its size and time.
std::optional<std::vector<std::string>>
unchangedFiles(const std::string &Path) {
  auto Buffer = llvm::MemoryBuffer::getFile(Path);
  if (!Buffer)
    return std::nullopt;
  std::vector<std::string> Files;
  llvm::SmallVector<llvm::StringRef> Lines;
  (*Buffer)->getBuffer().split(Lines, '\n', -1, false);
  for (llvm::StringRef Line : Lines) {
    auto [Size, Rest] = Line.split(' ');
    auto [Time, File] = Rest.split(' ');
    Files.push_back(File.str());
  }
  std::string Now = manifestOf(Files);
  if (Files.empty() || Now != (*Buffer)->getBuffer())
    return std::nullopt;
  return Files;
}

/// Writes the precompiled header and notes the files it read.
class BuildPreamble : public GeneratePCHAction {
public:
  explicit BuildPreamble(std::vector<std::string> &Files) : Files(Files) {}

private:
  std::vector<std::string> &Files;
  void EndSourceFileAction() override {
    SourceManager &SM = getCompilerInstance().getSourceManager();
    for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
      llvm::SmallString<256> Path(It->first.getName());
      llvm::sys::fs::make_absolute(Path);
      llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
      Files.push_back(std::string(Path));
    }
    std::sort(Files.begin(), Files.end());
    GeneratePCHAction::EndSourceFileAction();
  }
};

} // namespace

std::optional<Preamble>
precompiledPreamble(const tooling::CompilationDatabase &DB,
                    const std::string &Source,
                    const std::vector<std::string> &ExtraArgs) {
  std::string Folder = cacheFolder();
  auto Text = llvm::MemoryBuffer::getFile(Source);
  if (Folder.empty() || !Text)
    return std::nullopt;
  std::string Includes = preambleOf((*Text)->getBuffer());
  std::vector<tooling::CompileCommand> Commands = DB.getCompileCommands(Source);
  if (Includes.empty() || Commands.empty())
    return std::nullopt;
  // The command as ClangTool will run it, without the source: the header
  // is compiled with exactly the flags the source is.
  const tooling::CompileCommand &Cmd = Commands.front();
  tooling::CommandLineArguments Args = tooling::getClangStripOutputAdjuster()(
      tooling::getClangStripDependencyFileAdjuster()(Cmd.CommandLine,
                                                     Cmd.Filename),
      Cmd.Filename);
  size_t Before = Args.size();
  llvm::erase_if(Args, [&](const std::string &A) {
    return A == Cmd.Filename || A == Source;
  });
  if (Args.size() + 1 != Before || Args.empty())
    return std::nullopt;
  Args.insert(Args.end(), ExtraArgs.begin(), ExtraArgs.end());
  std::string KeyText = Includes + getClangFullVersion();
  for (const std::string &A : llvm::ArrayRef(Args).drop_front())
    KeyText += '\0' + A;
  std::string Key = llvm::utohexstr(llvm::xxh3_64bits(KeyText), true, 16);
  llvm::SmallString<256> Base(Folder);
  llvm::sys::path::append(Base, "preamble-" + Key);
  std::string PCH = (Base + ".pch").str(), Manifest = (Base + ".inputs").str();
  // What the user's build depends on: the headers, not the cache's own.
  auto Usable = [&](std::vector<std::string> Files) {
    llvm::erase_if(Files, [&](const std::string &F) {
      return llvm::StringRef(F).starts_with(Base.str().str() + "-");
    });
    return Preamble{PCH, std::move(Files)};
  };
  if (auto Files = unchangedFiles(Manifest);
      Files && llvm::sys::fs::exists(PCH))
    return Usable(*Files);
  // Build it: the header, then the precompiled header under a temporary
  // name, renamed when complete; the manifest last, which marks it usable.
  // Each build writes a header of its own, never touched again: a
  // precompiled header records its header's time, and runs that build the
  // same one side by side would otherwise change it under each other.
  llvm::SmallString<256> Header;
  llvm::sys::fs::createUniquePath(Base + "-%%%%%%%%.h", Header, false);
  if (llvm::sys::fs::create_directories(Folder) ||
      !writeAtomically(std::string(Header), Includes, /*Quiet=*/true))
    return std::nullopt;
  llvm::SmallString<256> Unique;
  llvm::sys::fs::createUniquePath(PCH + "-%%%%%%.tmp", Unique, false);
  std::string Temporary(Unique);
  Args.insert(
      Args.end(),
      {"-x",
       llvm::StringRef(Source).ends_with(".c") ? "c-header" : "c++-header",
       std::string(Header), "-o", Temporary});
  std::vector<std::string> Files;
  IntrusiveRefCntPtr<FileManager> FM(new FileManager(FileSystemOptions()));
  tooling::ToolInvocation Build(Args, std::make_unique<BuildPreamble>(Files),
                                FM.get());
  IgnoringDiagConsumer Quiet;
  Build.setDiagnosticConsumer(&Quiet);
  bool Built = Build.run() && llvm::sys::fs::exists(Temporary);
  if (!Built || llvm::sys::fs::rename(Temporary, PCH)) {
    llvm::sys::fs::remove(Temporary);
    return std::nullopt;
  }
  std::string Listed = manifestOf(Files);
  if (Listed.empty() || !writeAtomically(Manifest, Listed, /*Quiet=*/true))
    return std::nullopt;
  return Usable(Files);
}

} // namespace loopgen
