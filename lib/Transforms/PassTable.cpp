//===- PassTable.cpp - The table of passes from Passes.def ----------------===//

#include "loopgen/Transforms/Pass.h"

namespace loopgen {

// The entry of every pass, declared from the table itself: a new pass is
// its file, its header and a line of Passes.def.
#define LOOPGEN_PASS(Name, Entry, Summary) void Entry(Function &, PassContext &);
#include "loopgen/Transforms/Passes.def"

llvm::ArrayRef<PassInfo> passTable() {
  static const PassInfo Table[] = {
#define LOOPGEN_FRONTEND(Name, Summary) {Name, nullptr, Summary},
#define LOOPGEN_PASS(Name, Entry, Summary) {Name, Entry, Summary},
#include "loopgen/Transforms/Passes.def"
  };
  return Table;
}

const PassInfo *findPass(llvm::StringRef Name) {
  for (const PassInfo &P : passTable())
    if (Name == P.Name)
      return &P;
  return nullptr;
}

} // namespace loopgen
