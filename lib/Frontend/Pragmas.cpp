//===- Pragmas.cpp - The #pragma loopgen language -------------------------===//

#include "loopgen/Frontend/Pragmas.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

using namespace clang;

namespace loopgen {

std::string pragmaName(const PragmaInfo &P) {
  if (P.OpenMP)
    return "#pragma omp " + P.Loop.Directive;
  switch (P.K) {
  case PragmaInfo::Offload:
    return "#pragma loopgen offload";
  case PragmaInfo::ArrayShapes:
    return "#pragma loopgen array";
  case PragmaInfo::ValidateValues:
    return "#pragma loopgen validate";
  case PragmaInfo::Parallel:
    return "#pragma loopgen parallel";
  case PragmaInfo::Sequential:
    return "#pragma loopgen sequential";
  case PragmaInfo::Data:
    return "#pragma loopgen data";
  case PragmaInfo::Update:
    return "#pragma loopgen update";
  case PragmaInfo::OpenMPDirective:
    break;
  }
  return "#pragma loopgen";
}

namespace {
/// Recursive-descent parser over the tokens of one pragma line.
class PragmaParser {
public:
  PragmaParser(Preprocessor &PP, PragmaInfo &P) : PP(PP), P(P) { PP.Lex(Tok); }

  bool parse();

  /// After a failed parse: drop the rest of the line, the error is out.
  void skipToEnd() {
    while (!is(tok::eod) && !is(tok::eof))
      next();
  }

private:
  Preprocessor &PP;
  PragmaInfo &P;
  Token Tok;

  std::string spelling() { return PP.getSpelling(Tok); }
  bool is(tok::TokenKind K) { return Tok.is(K); }
  void next() { PP.Lex(Tok); }

  bool fail(const std::string &Msg) { return failAt(Tok.getLocation(), Msg); }

  bool failAt(SourceLocation Loc, const std::string &Msg) {
    DiagnosticsEngine &D = PP.getDiagnostics();
    D.Report(Loc, D.getCustomDiagID(DiagnosticsEngine::Error, "%0")) << Msg;
    return false;
  }

  bool expect(tok::TokenKind K, const char *What) {
    if (!is(K))
      return fail(std::string("expected ") + What + " in '" + pragmaName(P) +
                  "'" + (is(tok::eod) ? "" : ", found '" + spelling() + "'"));
    next();
    return true;
  }

  /// An identifier, or a keyword spelled like one: the clause 'private' is
  /// the C++ keyword's token.
  bool identifier(std::string &Out, const char *What) {
    if (!Tok.getIdentifierInfo())
      return fail(std::string("expected ") + What + " in '" + pragmaName(P) +
                  "'" + (is(tok::eod) ? "" : ", found '" + spelling() + "'"));
    Out = spelling();
    next();
    return true;
  }

  /// Tokens up to the bracket or comma that closes this level, as text.
  bool balancedText(std::string &Out, tok::TokenKind Close) {
    int Depth = 0;
    while (!is(tok::eod)) {
      if (Depth == 0 &&
          (is(Close) || (Close == tok::r_paren && is(tok::comma))))
        break;
      if (is(tok::l_paren) || is(tok::l_square))
        ++Depth;
      if (is(tok::r_paren) || is(tok::r_square))
        --Depth;
      Out += (Out.empty() ? "" : " ") + spelling();
      next();
    }
    if (Out.empty())
      return fail("expected an expression in '" + pragmaName(P) + "'");
    return true;
  }

  bool parseShapes();
  bool parseDataClauses();
  bool parseUpdateClauses();
  bool parseValidate();
  bool parseLoopClauses();
  bool positiveInt(unsigned &Out);
};
} // namespace

bool PragmaParser::positiveInt(unsigned &Out) {
  if (!is(tok::numeric_constant))
    return fail("expected a positive integer in '" + pragmaName(P) + "'");
  std::string S = spelling();
  char *End = nullptr;
  unsigned long V = std::strtoul(S.c_str(), &End, 10);
  if (*End || V == 0 || V > 1024)
    return fail("'" + S + "' is not a positive integer of at most 1024");
  Out = V;
  next();
  return true;
}

bool PragmaParser::parseShapes() {
  if (!expect(tok::l_paren, "'('"))
    return false;
  do {
    PragmaInfo::Shape S;
    S.Loc = Tok.getLocation();
    if (!identifier(S.Name, "an array name"))
      return false;
    while (is(tok::period)) {
      next();
      std::string Member;
      if (!identifier(Member, "a member name"))
        return false;
      S.Name += "." + Member;
    }
    if (!is(tok::l_square))
      return fail("expected '[' after '" + S.Name +
                  "': give every dimension, as in A[n][m]");
    while (is(tok::l_square)) {
      next();
      std::string Dim;
      if (!balancedText(Dim, tok::r_square) || !expect(tok::r_square, "']'"))
        return false;
      S.Dims.push_back(Dim);
    }
    P.Shapes.push_back(S);
    if (!is(tok::comma))
      break;
    next();
  } while (true);
  return expect(tok::r_paren, "')'");
}

bool PragmaParser::parseDataClauses() {
  using Shape = PragmaInfo::Shape;
  static const std::pair<const char *, Shape::Movement> Clauses[] = {
      {"copyin", Shape::CopyIn},
      {"copy", Shape::Copy},
      {"copyout", Shape::CopyOut},
      {"create", Shape::Create}};
  if (is(tok::eod))
    return fail("expected 'copyin', 'copy', 'copyout' or 'create' in "
                "'#pragma loopgen data'");
  while (!is(tok::eod)) {
    std::string Clause;
    SourceLocation ClauseLoc = Tok.getLocation();
    if (!identifier(Clause, "'copyin', 'copy', 'copyout' or 'create'"))
      return false;
    auto It = llvm::find_if(Clauses,
                            [&](const auto &C) { return Clause == C.first; });
    if (It == std::end(Clauses))
      return failAt(ClauseLoc, "unknown clause '" + Clause +
                                   "' on '#pragma loopgen data'; expected "
                                   "'copyin', 'copy', 'copyout' or 'create'");
    size_t First = P.Shapes.size();
    if (!parseShapes())
      return false;
    for (size_t I = First; I < P.Shapes.size(); ++I)
      P.Shapes[I].Moves = It->second;
  }
  return true;
}

bool PragmaParser::parseUpdateClauses() {
  if (is(tok::eod))
    return fail("expected 'host' or 'device' in '#pragma loopgen update'");
  while (!is(tok::eod)) {
    std::string Clause;
    SourceLocation ClauseLoc = Tok.getLocation();
    if (!identifier(Clause, "'host' or 'device'"))
      return false;
    if (Clause != "host" && Clause != "device")
      return failAt(ClauseLoc, "unknown clause '" + Clause +
                                   "' on '#pragma loopgen update'; expected "
                                   "'host' or 'device'");
    if (!expect(tok::l_paren, "'('"))
      return false;
    do {
      PragmaInfo::Shape S;
      S.Loc = Tok.getLocation();
      S.Moves = Clause == "host" ? PragmaInfo::Shape::ToHost
                                 : PragmaInfo::Shape::ToDevice;
      if (!identifier(S.Name, "an array name"))
        return false;
      P.Shapes.push_back(S);
      if (!is(tok::comma))
        break;
      next();
    } while (true);
    if (!expect(tok::r_paren, "')'"))
      return false;
  }
  return true;
}

bool PragmaParser::parseValidate() {
  P.Validate.Present = true;
  P.Validate.Loc = P.Loc;
  if (!expect(tok::l_paren, "'('"))
    return false;
  while (!is(tok::r_paren)) {
    std::string Name, Value;
    if (!identifier(Name, "a parameter name"))
      return false;
    while (is(tok::period)) { // A struct parameter's member: s.n = 64.
      next();
      std::string Member;
      if (!identifier(Member, "a member name"))
        return false;
      Name += "." + Member;
    }
    if (!expect(tok::equal, "'='"))
      return false;
    if (!balancedText(Value, tok::r_paren))
      return false;
    P.Validate.Values.push_back({Name, Value});
    if (!is(tok::comma))
      break;
    next();
  }
  if (!expect(tok::r_paren, "')'"))
    return false;
  while (!is(tok::eod)) {
    std::string Clause;
    SourceLocation ClauseLoc = Tok.getLocation();
    if (!identifier(Clause, "'init' or 'tolerance'"))
      return false;
    if (Clause == "init") {
      if (!expect(tok::l_paren, "'('") ||
          !identifier(P.Validate.InitFunction, "a function name") ||
          !expect(tok::r_paren, "')'"))
        return false;
    } else if (Clause == "tolerance") {
      if (!expect(tok::l_paren, "'('") ||
          !balancedText(P.Validate.Tolerance, tok::r_paren) ||
          !expect(tok::r_paren, "')'"))
        return false;
    } else {
      return failAt(ClauseLoc, "unknown clause '" + Clause +
                                   "' on '#pragma loopgen validate'; "
                                   "expected 'init' or 'tolerance'");
    }
  }
  return true;
}

bool PragmaParser::parseLoopClauses() {
  P.Loop.Loc = P.Loc;
  while (!is(tok::eod)) {
    std::string Clause;
    SourceLocation ClauseLoc = Tok.getLocation();
    if (!identifier(Clause, "a clause"))
      return false;
    if (Clause == "unroll") {
      if (!P.Loop.Unroll.empty())
        return fail("unroll is given twice");
      if (!expect(tok::l_paren, "'('"))
        return false;
      do {
        unsigned K;
        if (!positiveInt(K))
          return false;
        if (K > 64)
          return fail("unroll factors are at most 64, as with --unroll");
        P.Loop.Unroll.push_back(K);
        if (!is(tok::comma))
          break;
        next();
      } while (true);
      if (P.Loop.Unroll.size() > 2)
        return fail("unroll takes one or two factors");
      if (!expect(tok::r_paren, "')'"))
        return false;
    } else if (Clause == "private") {
      if (!expect(tok::l_paren, "'('"))
        return false;
      do {
        std::string V;
        if (!identifier(V, "a variable name"))
          return false;
        P.Loop.Private.push_back(V);
        if (!is(tok::comma))
          break;
        next();
      } while (true);
      if (!expect(tok::r_paren, "')'"))
        return false;
    } else if (Clause == "reduction") {
      if (!expect(tok::l_paren, "'('"))
        return false;
      std::string Op = spelling();
      static const char *Ops[] = {"+", "*", "min", "max", "&",
                                  "|", "^", "&&",  "||"};
      if (std::find(std::begin(Ops), std::end(Ops), Op) == std::end(Ops))
        return fail("expected a reduction operator (+, *, min, max, &, |, ^, "
                    "&&, ||), found '" +
                    Op + "'");
      next();
      if (!expect(tok::colon, "':'"))
        return false;
      do {
        std::string V;
        if (!identifier(V, "a variable name"))
          return false;
        P.Loop.Reductions.push_back({Op, V});
        if (!is(tok::comma))
          break;
        next();
      } while (true);
      if (!expect(tok::r_paren, "')'"))
        return false;
    } else if (Clause == "tile" || Clause == "notile") {
      if (P.Loop.Tile != LoopAnnotation::TileAuto)
        return fail("tile or notile is given twice");
      P.Loop.Tile = Clause == "tile" ? LoopAnnotation::TileForce
                                     : LoopAnnotation::TileNever;
      if (Clause == "tile" && is(tok::l_paren)) {
        next();
        unsigned Depth;
        if (!positiveInt(Depth))
          return false;
        if (Depth > 64)
          return fail("a tile is at most 64 iterations deep");
        P.Loop.TileDepth = Depth;
        if (!expect(tok::r_paren, "')'"))
          return false;
      }
    } else {
      return failAt(ClauseLoc, "unknown clause '" + Clause +
                                   "' on '#pragma loopgen parallel'; "
                                   "expected 'unroll', 'private', "
                                   "'reduction', 'tile' or 'notile'");
    }
  }
  return true;
}

bool PragmaParser::parse() {
  std::string Kind;
  if (is(tok::eod))
    return fail("expected 'offload', 'array', 'validate', 'parallel', "
                "'sequential', 'data' or 'update' after '#pragma loopgen'");
  Kind = spelling();
  Token KindTok = Tok;
  next();
  if (Kind == "offload") {
    P.K = PragmaInfo::Offload;
  } else if (Kind == "array") {
    P.K = PragmaInfo::ArrayShapes;
    if (!parseShapes())
      return false;
  } else if (Kind == "validate") {
    P.K = PragmaInfo::ValidateValues;
    if (!parseValidate())
      return false;
  } else if (Kind == "parallel") {
    P.K = PragmaInfo::Parallel;
    P.Loop.K = LoopAnnotation::Parallel;
    if (!parseLoopClauses())
      return false;
  } else if (Kind == "sequential") {
    P.K = PragmaInfo::Sequential;
    P.Loop.K = LoopAnnotation::Sequential;
    P.Loop.Loc = P.Loc;
  } else if (Kind == "data") {
    P.K = PragmaInfo::Data;
    if (!parseDataClauses())
      return false;
  } else if (Kind == "update") {
    P.K = PragmaInfo::Update;
    if (!parseUpdateClauses())
      return false;
  } else {
    // Reported where the directive is; Tok stays the token after it, so
    // that skipToEnd does not lex past the end of the line.
    return failAt(KindTok.getLocation(),
                  "unknown '#pragma loopgen " + Kind +
                      "'; expected 'offload', 'array', 'validate', 'parallel', "
                      "'sequential', 'data' or 'update'");
  }
  if (!is(tok::eod))
    return fail("unexpected '" + spelling() + "' at the end of '" +
                pragmaName(P) + "'");
  P.EndLoc = Tok.getLocation();
  return true;
}

void LoopgenPragmaHandler::HandlePragma(Preprocessor &PP,
                                        PragmaIntroducer Intro,
                                        Token &FirstToken) {
  PragmaInfo P;
  P.K = PragmaInfo::Offload;
  P.Loc = FirstToken.getLocation();
  PragmaParser Parser(PP, P);
  if (Parser.parse()) {
    Pragmas.push_back(std::move(P));
    return;
  }
  Parser.skipToEnd();
}

} // namespace loopgen
