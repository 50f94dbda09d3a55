//===- OpenMPPragmas.cpp - OpenMP's directives as loopgen pragmas ---------===//

#include "loopgen/Frontend/OpenMPPragmas.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/StringSet.h"
#include <cctype>

using namespace clang;

namespace loopgen {

namespace {

/// The words of OpenMP's directive names (5.2), combined ones included.
const llvm::StringSet<> DirectiveWords = {
    "parallel", "for",      "simd",     "target",    "teams",   "distribute",
    "loop",     "data",     "enter",    "exit",      "update",  "declare",
    "end",      "atomic",   "critical", "single",    "master",  "masked",
    "barrier",  "taskwait", "flush",    "task",      "taskloop", "sections",
    "section",  "threadprivate", "requires", "taskgroup", "taskyield",
    "scan",     "scope",    "workshare", "reduction", "variant", "mapper",
    "read",     "write",    "capture",  "compare",   "ordered", "metadirective",
    "dispatch", "interop",  "allocate", "assumes",   "tile",    "unroll"};

/// Words that make a directive a loop construct.
bool loopWord(llvm::StringRef W) {
  return W == "for" || W == "simd" || W == "loop" || W == "distribute" ||
         W == "taskloop";
}

class Reader {
public:
  explicit Reader(llvm::StringRef Text) : Text(Text) {}

  void skipSpace() {
    while (At < Text.size() && isspace((unsigned char)Text[At]))
      ++At;
  }
  bool atEnd() {
    skipSpace();
    return At >= Text.size();
  }
  /// An identifier, or "" (nothing consumed).
  llvm::StringRef word() {
    skipSpace();
    size_t B = At;
    while (At < Text.size() &&
           (isalnum((unsigned char)Text[At]) || Text[At] == '_'))
      ++At;
    return Text.slice(B, At);
  }
  bool peek(char C) {
    skipSpace();
    return At < Text.size() && Text[At] == C;
  }
  /// The text inside the parentheses that start here (balanced), or
  /// nothing when none start here.
  std::optional<llvm::StringRef> parenthesized() {
    if (!peek('('))
      return std::nullopt;
    size_t B = ++At;
    int Depth = 1;
    for (; At < Text.size(); ++At) {
      if (Text[At] == '(')
        ++Depth;
      else if (Text[At] == ')' && --Depth == 0)
        return Text.slice(B, At++);
    }
    return Text.slice(B, At);
  }
  /// Skips a character that is neither a word nor a parenthesis (a comma
  /// between clauses).
  void skipOne() { ++At; }

private:
  llvm::StringRef Text;
  size_t At = 0;
};

/// Splits a list at its top-level commas, each item trimmed.
std::vector<llvm::StringRef> splitList(llvm::StringRef List) {
  std::vector<llvm::StringRef> Out;
  int Depth = 0;
  size_t B = 0;
  for (size_t I = 0; I <= List.size(); ++I) {
    char C = I < List.size() ? List[I] : ',';
    if (C == '(' || C == '[')
      ++Depth;
    else if (C == ')' || C == ']')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Out.push_back(List.slice(B, I).trim());
      B = I + 1;
    }
  }
  return Out;
}

/// How a clause's arrays move: map's type (tofrom where none is given),
/// target update's to and from; none for a reduction.
PragmaInfo::Shape::Movement movement(llvm::StringRef Clause,
                                     llvm::StringRef MapType) {
  using Shape = PragmaInfo::Shape;
  if (Clause == "to")
    return Shape::ToDevice;
  if (Clause == "from")
    return Shape::ToHost;
  if (Clause != "map")
    return Shape::None;
  llvm::SmallVector<llvm::StringRef, 4> Words;
  MapType.split(Words, ',');
  Shape::Movement M = Shape::Copy;
  for (llvm::StringRef W : Words) {
    W = W.trim();
    if (W == "to")
      M = Shape::CopyIn;
    else if (W == "from")
      M = Shape::CopyOut;
    else if (W == "alloc" || W == "release" || W == "delete")
      M = Shape::Create;
  }
  return M;
}

/// The array sections of a map(...), to(...), from(...) or reduction(...)
/// list (`a[0:n]`, `A[0:n][0:m]`, `b[:n]`) as shapes: each extent the
/// section's end.
void parseSections(llvm::StringRef List, SourceLocation Loc,
                   PragmaInfo::Shape::Movement Moves,
                   std::vector<PragmaInfo::Shape> &Shapes) {
  for (llvm::StringRef Item : splitList(List)) {
    size_t Open = Item.find('[');
    if (Open == llvm::StringRef::npos)
      continue;
    PragmaInfo::Shape S;
    S.Name = Item.take_front(Open).trim().str();
    S.Loc = Loc;
    S.FromOpenMP = true;
    S.Moves = Moves;
    if (S.Name.empty() || !llvm::all_of(S.Name, [](char C) {
          return isalnum((unsigned char)C) || C == '_';
        }))
      continue;
    llvm::StringRef Rest = Item.drop_front(Open);
    bool OK = true;
    while (OK && Rest.consume_front("[")) {
      size_t Close = Rest.find(']');
      llvm::StringRef Section = Rest.take_front(Close);
      auto [Lo, Len] = Section.split(':');
      Lo = Lo.trim();
      Len = Len.trim();
      OK = Close != llvm::StringRef::npos && Section.contains(':') &&
           !Len.empty() && !Len.contains(':');
      if (OK)
        S.Dims.push_back(Lo.empty() || Lo == "0"
                             ? Len.str()
                             : "(" + Lo.str() + ") + (" + Len.str() + ")");
      Rest = Rest.drop_front(Close + 1).ltrim();
    }
    if (OK && Rest.empty() && !S.Dims.empty())
      Shapes.push_back(std::move(S));
  }
}

/// reduction([modifier,] op: list): the scalars of the list, with op as
/// loopgen spells it. Array sections (a[0:n]) are left to the analysis,
/// which finds arrays only added to; user-declared operators too.
void parseReduction(llvm::StringRef Args, LoopAnnotation &Loop) {
  // The first colon outside brackets: a section has its own (a[0:n]).
  size_t Colon = llvm::StringRef::npos;
  int Depth = 0;
  for (size_t I = 0; I < Args.size(); ++I) {
    if (Args[I] == '[')
      ++Depth;
    else if (Args[I] == ']')
      --Depth;
    else if (Args[I] == ':' && Depth == 0) {
      Colon = I;
      break;
    }
  }
  if (Colon == llvm::StringRef::npos)
    return;
  llvm::StringRef Head = Args.take_front(Colon),
                  List = Args.drop_front(Colon + 1);
  llvm::StringRef Op = Head.rsplit(',').second.trim();
  if (Op.empty())
    Op = Head.trim();
  if (Op == "-")
    Op = "+"; // OpenMP's - reduction adds the partial results.
  static const llvm::StringSet<> Ops = {"+", "*", "min", "max", "&",
                                        "|", "^", "&&",  "||"};
  if (!Ops.contains(Op))
    return;
  for (llvm::StringRef Item : splitList(List)) {
    bool Scalar = !Item.empty() && llvm::all_of(Item, [](char C) {
      return isalnum((unsigned char)C) || C == '_';
    });
    if (Scalar)
      Loop.Reductions.push_back({Op.str(), Item.str()});
  }
}

} // namespace

bool parseOpenMPPragma(llvm::StringRef Text, SourceLocation Loc,
                       PragmaInfo &Out) {
  Reader R(Text);
  if (R.word() != "omp")
    return false;
  Out = PragmaInfo();
  Out.OpenMP = true;
  Out.Loc = Loc;
  Out.K = PragmaInfo::OpenMPDirective;
  bool Loop = false;
  std::string Directive;
  // The directive's words, up to its first clause.
  while (!R.atEnd()) {
    Reader Save = R;
    llvm::StringRef W = R.word();
    // `ordered` is a directive only as the first word (a clause after).
    if (W.empty() || !DirectiveWords.contains(W) ||
        (W == "ordered" && !Directive.empty()) ||
        (W == "reduction" && Directive != "declare") ||
        ((W == "tile" || W == "unroll") && !Directive.empty())) {
      R = Save;
      break;
    }
    Directive += (Directive.empty() ? "" : " ") + W.str();
    Loop |= loopWord(W);
    if (W == "critical" || W == "flush" || W == "scan") // critical(name)
      R.parenthesized();
  }
  if (Directive.empty())
    return false;
  Out.Loop.Directive = Directive;
  Out.Loop.Loc = Loc;
  // A construct of declarations, not of a loop: `declare simd`.
  Loop &= !llvm::StringRef(Directive).starts_with("declare") &&
          !llvm::StringRef(Directive).starts_with("end");
  bool Ordered = false, Bounded = false;
  while (!R.atEnd()) {
    llvm::StringRef Clause = R.word();
    std::optional<llvm::StringRef> Args = R.parenthesized();
    if (Clause.empty()) {
      if (!Args)
        R.skipOne();
      continue;
    }
    if (Clause == "reduction" && Args)
      parseReduction(*Args, Out.Loop);
    if ((Clause == "map" || Clause == "to" || Clause == "from" ||
         Clause == "reduction") &&
        Args) {
      bool Typed = Args->contains(':') &&
                   !Args->take_front(Args->find(':')).contains('[');
      parseSections(
          Typed ? Args->drop_front(Args->find(':') + 1) : *Args, Loc,
          movement(Clause, Typed ? Args->take_front(Args->find(':')) : ""),
          Out.Shapes);
    } else if (Clause == "collapse" && Args) {
      unsigned N;
      if (!Args->trim().getAsInteger(10, N) && N >= 1 && N <= 8)
        Out.Loop.Collapse = N;
    } else if (Clause == "ordered" || Clause == "safelen") {
      // safelen(k): iterations k apart may depend on each other; the
      // analysis decides, as for a loop without a claim.
      Ordered |= Clause == "ordered";
      Bounded |= Clause == "safelen";
    } else if ((Clause == "private" || Clause == "firstprivate") && Args) {
      for (llvm::StringRef Item : splitList(*Args))
        (Clause == "private" ? Out.Loop.Private : Out.Loop.FirstPrivate)
            .push_back(Item.str());
    } else if (Clause == "lastprivate" && Args) {
      // conditional: the last iteration that assigns it (refused later).
      bool Conditional = Args->contains(':');
      for (llvm::StringRef Item :
           splitList(Conditional ? Args->split(':').second : *Args))
        Out.Loop.LastPrivate.push_back((Conditional ? "conditional:" : "") +
                                       Item.str());
    }
  }
  if (Loop && Bounded && !Ordered)
    Loop = false; // No claim: a directive.
  if (Loop) {
    Out.K = Ordered ? PragmaInfo::Sequential : PragmaInfo::Parallel;
    Out.Loop.K =
        Ordered ? LoopAnnotation::Sequential : LoopAnnotation::Parallel;
    Out.Loop.OpenMP = true;
  }
  return true;
}

/// Text with the object-like macros it names replaced by their bodies,
/// parenthesized, as the preprocessor knows them now (to a depth of 8).
static std::string expandMacros(llvm::StringRef Text, const Preprocessor &PP,
                                unsigned Depth = 0) {
  std::string Out;
  for (size_t K = 0; K < Text.size();) {
    char C = Text[K];
    if (!isalpha((unsigned char)C) && C != '_') {
      // A number's letters (1e3, 10u) are not names.
      size_t End = K + 1;
      if (isdigit((unsigned char)C))
        while (End < Text.size() && isalnum((unsigned char)Text[End]))
          ++End;
      Out += Text.slice(K, End);
      K = End;
      continue;
    }
    size_t End = K;
    while (End < Text.size() &&
           (isalnum((unsigned char)Text[End]) || Text[End] == '_'))
      ++End;
    llvm::StringRef Name = Text.slice(K, End);
    K = End;
    const IdentifierInfo *II = PP.getIdentifierInfo(Name);
    const MacroInfo *MI = II ? PP.getMacroInfo(II) : nullptr;
    if (!MI || !MI->isObjectLike() || Depth >= 8) {
      Out += Name;
      continue;
    }
    std::string Body;
    for (const Token &T : MI->tokens())
      Body += (Body.empty() ? "" : " ") + PP.getSpelling(T);
    Out += "(" + expandMacros(Body, PP, Depth + 1) + ")";
  }
  return Out;
}

void OpenMPPragmaCollector::PragmaDirective(SourceLocation Loc,
                                            PragmaIntroducerKind Introducer) {
  const SourceManager &SM = PP.getSourceManager();
  if (Introducer != PIK_HashPragma || !Loc.isFileID() ||
      !SM.isWrittenInMainFile(Loc))
    return;
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Loc));
  size_t B = SM.getFileOffset(Loc), E = B;
  // The line, with its continuations.
  std::string Line;
  while (E < Buf.size() && Buf[E] != '\n') {
    if (Buf[E] == '\\' && E + 1 < Buf.size() &&
        (Buf[E + 1] == '\n' || Buf[E + 1] == '\r')) {
      E += Buf[E + 1] == '\r' && E + 2 < Buf.size() ? 3 : 2;
      Line += ' ';
      continue;
    }
    Line += Buf[E++];
  }
  llvm::StringRef Text = llvm::StringRef(Line).ltrim();
  if (!Text.consume_front("#"))
    return;
  Text = Text.ltrim();
  if (!Text.consume_front("pragma"))
    return;
  // Comments end the directive.
  if (size_t C = Text.find("//"); C != llvm::StringRef::npos)
    Text = Text.take_front(C);
  if (size_t C = Text.find("/*"); C != llvm::StringRef::npos)
    Text = Text.take_front(C);
  PragmaInfo P;
  if (!parseOpenMPPragma(Text, Loc, P))
    return;
  for (PragmaInfo::Shape &S : P.Shapes)
    for (std::string &Dim : S.Dims)
      Dim = expandMacros(Dim, PP);
  P.EndLoc = Loc.getLocWithOffset(E - B);
  Pragmas.push_back(std::move(P));
}

} // namespace loopgen
