//===- CInput.h - C input, emitted as the C++ that nvcc reads --*- C++ -*-===//
//
// A .c file is parsed as C; the output keeps its code outside the offloaded
// functions, and the harness compiles the originals, both as CUDA C++.
// Where C and C++ differ on code people write, text is inserted to make it
// mean the same in C++.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_CINPUT_H
#define LOOPGEN_FRONTEND_CINPUT_H

#include <string>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace loopgen {

/// An edit of the main file: Length characters at Offset become Text.
struct Edit {
  unsigned Offset, Length;
  std::string Text;
};

/// The edits that make the main file compile under nvcc: an OpenMP atomic
/// update `x = x + e` written `x += e` (nvcc's front end rewrites the first
/// into a form GCC refuses); and for C input, what makes it C++: a cast
/// where C converts `void *` to another object pointer implicitly (`float
/// *p = malloc(n * sizeof *p);`), and a prototype for a K&R definition.
/// Sorted by offset.
std::vector<Edit> cxxCompatibility(clang::ASTContext &Ctx);

/// Sorts edits by offset, keeping the order of those at one offset.
void sortEdits(std::vector<Edit> &Edits);

/// The text of the main file Buf from Begin to End with the edits of Edits
/// (sorted by offset) that lie in that range made.
std::string textWithEdits(const std::string &Buf, unsigned Begin, unsigned End,
                          const std::vector<Edit> &Edits);

/// What C input needs before its code in the output: C's keywords restrict
/// and _Bool as nvcc's __restrict__ and bool.
const char *cxxCompatibilityPrelude();

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_CINPUT_H
