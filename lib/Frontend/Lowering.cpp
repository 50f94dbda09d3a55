//===- Lowering.cpp - Clang AST to LoopIR ---------------------------------===//

#include "loopgen/Frontend/Lowering.h"
#include "loopgen/IR/Walk.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include <cctype>
#include <set>

using namespace clang;

namespace loopgen {

namespace {

const char *const MathFunctions[] = {
    "sqrt",  "sqrtf",  "cbrt",     "cbrtf",     "exp",   "expf",   "exp2",
    "exp2f", "expm1",  "expm1f",   "log",       "logf",  "log2",   "log2f",
    "log10", "log10f", "log1p",    "log1pf",    "pow",   "powf",   "sin",
    "sinf",  "cos",    "cosf",     "tan",       "tanf",  "asin",   "asinf",
    "acos",  "acosf",  "atan",     "atanf",     "atan2", "atan2f", "sinh",
    "sinhf", "cosh",   "coshf",    "tanh",      "tanhf", "fabs",   "fabsf",
    "abs",   "floor",  "floorf",   "ceil",      "ceilf", "round",  "roundf",
    "trunc", "truncf", "fmin",     "fminf",     "fmax",  "fmaxf",  "fma",
    "fmaf",  "erf",    "erff",     "erfc",      "erfcf", "hypot",  "hypotf",
    "fmod",  "fmodf",  "copysign", "copysignf", "min",   "max"};

bool isMathFunction(llvm::StringRef Name) {
  for (const char *M : MathFunctions)
    if (Name == M)
      return true;
  return false;
}

/// A tiny parser for the dimension texts of `#pragma loopgen array`.
class DimParser {
public:
  DimParser(const std::string &Text,
            std::function<ExprPtr(const std::string &)> Lookup)
      : Text(Text), Lookup(std::move(Lookup)) {}

  /// The expression, or null with Error set.
  ExprPtr parse() {
    ExprPtr E = parseBinary(0);
    skipSpace();
    if (E && Pos != Text.size()) {
      Error = "unexpected '" + Text.substr(Pos) + "'";
      return nullptr;
    }
    return E;
  }
  std::string Error;

private:
  const std::string &Text;
  std::function<ExprPtr(const std::string &)> Lookup;
  size_t Pos = 0;

  void skipSpace() {
    while (Pos < Text.size() && std::isspace((unsigned char)Text[Pos]))
      ++Pos;
  }

  static int prec(char C) {
    return C == '+' || C == '-'                 ? 1
           : (C == '*' || C == '/' || C == '%') ? 2
                                                : 0;
  }

  ExprPtr parseBinary(int MinPrec) {
    ExprPtr L = parsePrimary();
    while (L) {
      skipSpace();
      if (Pos >= Text.size() || prec(Text[Pos]) == 0 ||
          prec(Text[Pos]) <= MinPrec)
        return L;
      char Op = Text[Pos++];
      ExprPtr R = parseBinary(prec(Op));
      if (!R)
        return nullptr;
      ScalarType Ty = L->Ty.Bits >= R->Ty.Bits ? L->Ty : R->Ty;
      L = Expr::binary(std::string(1, Op), std::move(L), std::move(R), Ty);
    }
    return L;
  }

  ExprPtr parsePrimary() {
    skipSpace();
    if (Pos >= Text.size()) {
      Error = "expected an expression";
      return nullptr;
    }
    char C = Text[Pos];
    if (C == '(') {
      ++Pos;
      ExprPtr E = parseBinary(0);
      skipSpace();
      if (!E || Pos >= Text.size() || Text[Pos] != ')') {
        if (Error.empty())
          Error = "expected ')'";
        return nullptr;
      }
      ++Pos;
      return E;
    }
    if (std::isdigit((unsigned char)C)) {
      size_t Start = Pos;
      while (Pos < Text.size() && std::isalnum((unsigned char)Text[Pos]))
        ++Pos;
      std::string Lit = Text.substr(Start, Pos - Start);
      char *End = nullptr;
      long long V = std::strtoll(Lit.c_str(), &End, 0);
      while (*End == 'u' || *End == 'U' || *End == 'l' || *End == 'L')
        ++End;
      if (*End) {
        Error = "'" + Lit + "' is not an integer";
        return nullptr;
      }
      return Expr::intLit(V, ScalarType::get(ScalarType::Integer, "int", 32));
    }
    if (std::isalpha((unsigned char)C) || C == '_') {
      size_t Start = Pos;
      while (Pos < Text.size() &&
             (std::isalnum((unsigned char)Text[Pos]) || Text[Pos] == '_'))
        ++Pos;
      std::string Name = Text.substr(Start, Pos - Start);
      ExprPtr E = Lookup(Name);
      if (!E)
        Error = "unknown name '" + Name +
                "': a shape may use the function's integer parameters and "
                "integer constants";
      return E;
    }
    Error = std::string("unexpected '") + C + "'";
    return nullptr;
  }
};

class Lowering {
public:
  Lowering(const FunctionDecl &FD, ASTContext &Ctx,
           const std::vector<PragmaInfo *> &FnPragmas, PragmaTargets &Targets,
           Diagnostics &D)
      : Top(FD), Ctx(Ctx), SM(Ctx.getSourceManager()), FnPragmas(FnPragmas),
        Targets(Targets), D(D) {}

  std::unique_ptr<Function> run();

private:
  const FunctionDecl &Top;
  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<PragmaInfo *> &FnPragmas;
  PragmaTargets &Targets;
  Diagnostics &D;
  std::unique_ptr<Function> F;
  bool Failed = false;

  llvm::DenseMap<const ValueDecl *, Variable *> Vars;
  llvm::DenseMap<const ValueDecl *, Array *> Arrays;
  /// An array, or a row of one (the subscripts that select the row).
  struct ArrayView {
    Array *A = nullptr;
    std::vector<ExprPtr> Prefix;
  };
  /// Parameters bound to a row of an array: `tridag(..., u[j], ...)`.
  std::map<const ValueDecl *, ArrayView> Rows;
  /// The members of a struct variable: scalars of a local struct are
  /// variables; everything else is an array (scalars of a struct parameter
  /// have zero dimensions).
  struct Aggregate {
    std::map<const FieldDecl *, Variable *> Scalars;
    std::map<const FieldDecl *, Array *> Arrays;
  };
  std::vector<std::unique_ptr<Aggregate>> AggregateStore;
  llvm::DenseMap<const ValueDecl *, Aggregate *> Aggregates;
  /// Parameters of functions inlined as expressions: their arguments.
  llvm::DenseMap<const ValueDecl *, const Expr *> ExprArgs;
  std::vector<const FunctionDecl *> CallStack;
  std::vector<const Variable *> EnclosingIndices;
  /// Arguments that inlined parameters stand for.
  std::vector<ExprPtr> InlineArgs;
  /// Loop-index declarations made outside their loops (`int i; for (i=...`):
  /// the variable outside must stay unused.
  std::set<const Variable *> OuterLoopVars;
  std::vector<PragmaInfo::Shape> Shapes;
  std::set<std::string> UsedShapes;
  unsigned ControlDepth = 0;

  ExprPtr fail(SourceLocation L, const std::string &Msg) {
    D.error(L, Msg);
    Failed = true;
    return nullptr;
  }

  std::string label(SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (P.isInvalid())
      return "<unknown>";
    std::string File = P.getFilename();
    size_t Slash = File.find_last_of('/');
    if (Slash != std::string::npos)
      File = File.substr(Slash + 1);
    return File + ":" + std::to_string(P.getLine()) + ":" +
           std::to_string(P.getColumn());
  }

  std::string typeName(QualType T) {
    return T.getAsString(Ctx.getPrintingPolicy());
  }

  std::optional<ScalarType> scalarType(QualType T);
  const Type *vectorElement(QualType T, QualType &Elem);

  void pruneDecls(BlockStmt &B);
  bool lowerParams();
  bool applyShapes();
  ExprPtr parseDim(const PragmaInfo::Shape &S, const std::string &Text);

  void lowerStmt(const clang::Stmt *S, BlockStmt &Out);
  std::unique_ptr<BlockStmt> lowerBody(const clang::Stmt *S);
  void lowerDecl(const VarDecl *VD, BlockStmt &Out);
  void lowerFor(const clang::ForStmt *FS, BlockStmt &Out);
  void lowerExprStmt(const clang::Expr *E, BlockStmt &Out);

  ExprPtr lowerExpr(const clang::Expr *E);
  ExprPtr lowerLValue(const clang::Expr *E);
  ExprPtr lowerAccess(const clang::Expr *E);
  ExprPtr lowerCall(const CallExpr *CE);
  std::optional<ArrayView> view(const clang::Expr *E);
  Aggregate *aggregateOf(const clang::Expr *E);
  const CXXRecordDecl *structOf(QualType T);
  unsigned vectorDepth(QualType T, QualType &Scalar);
  Array *memberArray(const std::string &Base, const std::string &Host,
                     const FieldDecl *FD, bool Const, SourceLocation L);
  void sizeVariables(Array &A);
  std::optional<std::vector<ExprPtr>> vectorShape(const clang::Expr *Init);
  bool lowerStructDecl(const VarDecl *VD, const CXXRecordDecl *RD,
                       BlockStmt &Out);
  Aggregate *copyAggregate(const Aggregate &From, const std::string &Base,
                           SourceLocation L, BlockStmt &Out);
  Array *copyArray(const ArrayView &From, const std::string &Name,
                   SourceLocation L, BlockStmt &Out);

  const FunctionDecl *inlinableCallee(const CallExpr *CE);
  const clang::ReturnStmt *singleReturn(const FunctionDecl *FD);
  ExprPtr inlineAsExpr(const CallExpr *CE, const FunctionDecl *FD);
  void inlineAsStmts(const CallExpr *CE, const FunctionDecl *FD, ExprPtr Target,
                     BlockStmt &Out);
  bool bindArrayParam(const ParmVarDecl *P, const clang::Expr *Arg,
                      BlockStmt *Out);
};

std::optional<ScalarType> Lowering::scalarType(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  const auto *BT = T->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  unsigned Bits = Ctx.getTypeSize(T);
  std::string Spelling = typeName(T);
  if (BT->isBooleanType())
    return ScalarType::get(ScalarType::Bool, Spelling, Bits);
  if (BT->isInteger())
    return ScalarType::get(ScalarType::Integer, Spelling, Bits);
  if (BT->getKind() == BuiltinType::Float ||
      BT->getKind() == BuiltinType::Double)
    return ScalarType::get(ScalarType::Floating, Spelling, Bits);
  return std::nullopt;
}

/// The record type of std::vector<T> with Elem set to T, or null.
const Type *Lowering::vectorElement(QualType T, QualType &Elem) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!RD || RD->getName() != "vector" || !RD->isInStdNamespace())
    return nullptr;
  Elem = RD->getTemplateArgs()[0].getAsType();
  return T.getTypePtr();
}

/// How many std::vector levels wrap a scalar: 1 for std::vector<T>, 2 for
/// std::vector<std::vector<T>>, 0 otherwise.
unsigned Lowering::vectorDepth(QualType T, QualType &Scalar) {
  QualType Elem, Inner;
  if (!vectorElement(T, Elem))
    return 0;
  if (scalarType(Elem)) {
    Scalar = Elem;
    return 1;
  }
  if (vectorElement(Elem, Inner) && scalarType(Inner)) {
    Scalar = Inner;
    return 2;
  }
  return 0;
}

const CXXRecordDecl *Lowering::structOf(QualType T) {
  const auto *RD = T.getNonReferenceType()->getAsCXXRecordDecl();
  if (!RD || !RD->hasDefinition() || RD->isInStdNamespace() || RD->isUnion())
    return nullptr;
  return RD->getDefinition();
}

/// Dimensions of a vector parameter given by its size() at run time.
void Lowering::sizeVariables(Array &A) {
  auto Size = [&](const std::string &Suffix, const std::string &Host) {
    Variable *V = F->newVar(
        Variable::VectorSize, F->freshName(A.Name + Suffix),
        ScalarType::get(ScalarType::Integer, "unsigned long", 64), A.Loc);
    V->HostInit = Host;
    A.Dims.push_back(Expr::var(V));
  };
  if (!A.Nested) {
    Size("_size", A.HostExpr + ".size()");
    return;
  }
  Size("_rows", A.HostExpr + ".size()");
  Size("_cols",
       "(" + A.HostExpr + ".empty() ? 0ul : " + A.HostExpr + "[0].size())");
}

Array *Lowering::memberArray(const std::string &Base, const std::string &Host,
                             const FieldDecl *FD, bool Const,
                             SourceLocation L) {
  QualType T = FD->getType(), Scalar;
  std::string Name = F->freshName(Base + "_" + FD->getNameAsString());
  Array *A = nullptr;
  if (auto Ty = scalarType(T)) {
    A = F->newArray(Array::ScalarRefParam, Name, *Ty, L);
  } else if (unsigned Depth = vectorDepth(T, Scalar)) {
    A = F->newArray(Array::VectorParam, Name, *scalarType(Scalar), L);
    A->Nested = Depth == 2;
  } else {
    fail(FD->getLocation(),
         "member '" + FD->getNameAsString() + "' of type '" + typeName(T) +
             "' is not supported: struct members may be scalars, "
             "std::vector<T> and std::vector<std::vector<T>>");
    return nullptr;
  }
  A->HostExpr = Host + "." + FD->getNameAsString();
  A->IsConst = Const || T.isConstQualified();
  return A;
}

/// The sizes a std::vector is constructed with: v(n) or
/// v(rows, std::vector<T>(cols)).
std::optional<std::vector<ExprPtr>>
Lowering::vectorShape(const clang::Expr *Init) {
  if (!Init)
    return std::nullopt;
  const clang::Expr *E = Init->IgnoreImplicit();
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    E = FC->getSubExpr()->IgnoreImplicit();
  const auto *CE = dyn_cast<CXXConstructExpr>(E);
  if (!CE)
    return std::nullopt;
  std::vector<const clang::Expr *> Args;
  for (const clang::Expr *A : CE->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  if (Args.empty() || Args.size() > 2 || !Args[0]->getType()->isIntegerType())
    return std::nullopt;
  std::vector<ExprPtr> Dims;
  ExprPtr Size = lowerExpr(Args[0]);
  if (!Size)
    return std::nullopt;
  Dims.push_back(std::move(Size));
  if (Args.size() == 2) {
    QualType Elem;
    if (!vectorElement(Args[1]->getType(), Elem))
      return std::nullopt; // v(n, value): not yet.
    auto Inner = vectorShape(Args[1]);
    if (!Inner || Inner->size() != 1)
      return std::nullopt;
    Dims.push_back(std::move((*Inner)[0]));
  }
  return Dims;
}

std::optional<Lowering::ArrayView> Lowering::view(const clang::Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  // A by-value argument is a copy of the array it names.
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
    if (CE->getConstructor()->isCopyOrMoveConstructor())
      return view(CE->getArg(0));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (Array *A = Arrays.lookup(DRE->getDecl()))
      return ArrayView{A, {}};
    auto It = Rows.find(DRE->getDecl());
    if (It == Rows.end())
      return std::nullopt;
    ArrayView V{It->second.A, {}};
    for (const ExprPtr &P : It->second.Prefix)
      V.Prefix.push_back(P->clone());
    return V;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    Aggregate *Agg = aggregateOf(ME->getBase());
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!Agg || !FD)
      return std::nullopt;
    auto It = Agg->Arrays.find(FD);
    if (It == Agg->Arrays.end() || It->second->rank() == 0)
      return std::nullopt;
    return ArrayView{It->second, {}};
  }
  // A row of a nested vector: u[j].
  const clang::Expr *Base = nullptr, *Idx = nullptr;
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
      OCE && OCE->getOperator() == OO_Subscript) {
    Base = OCE->getArg(0);
    Idx = OCE->getArg(1);
  } else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    Base = ASE->getBase();
    Idx = ASE->getIdx();
  }
  if (!Base)
    return std::nullopt;
  auto V = view(Base);
  if (!V || V->Prefix.size() + 1 >= V->A->rank())
    return std::nullopt;
  ExprPtr I = lowerExpr(Idx);
  if (!I)
    return std::nullopt;
  V->Prefix.push_back(std::move(I));
  return V;
}

Lowering::Aggregate *Lowering::aggregateOf(const clang::Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
    if (CE->getConstructor()->isCopyOrMoveConstructor())
      return aggregateOf(CE->getArg(0));
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE ? Aggregates.lookup(DRE->getDecl()) : nullptr;
}

Array *Lowering::copyArray(const ArrayView &From, const std::string &Name,
                           SourceLocation L, BlockStmt &Out) {
  Array *A =
      F->newArray(Array::LocalVector, F->freshName(Name), From.A->Elem, L);
  for (size_t D = From.Prefix.size(); D < From.A->rank(); ++D)
    A->Dims.push_back(From.A->Dims[D]->clone());
  A->Nested = A->rank() == 2;
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Arr = A;
  Out.Body.push_back(std::move(Decl));
  // for (...) copy[i][j] = from[prefix..., i, j];
  std::vector<ExprPtr> To, Src;
  for (const ExprPtr &P : From.Prefix)
    Src.push_back(P->clone());
  BlockStmt *Into = &Out;
  for (size_t D = 0; D < A->rank(); ++D) {
    auto Loop = std::make_unique<ForStmt>(L);
    Loop->Index = F->newVar(Variable::LoopIndex,
                            F->freshName(Name + "_i" + std::to_string(D)),
                            ScalarType::get(ScalarType::Integer, "long", 64));
    Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
    Loop->End = A->Dims[D]->clone();
    Loop->Label = label(L);
    Loop->Body = std::make_unique<BlockStmt>(L);
    To.push_back(Expr::var(Loop->Index));
    Src.push_back(Expr::var(Loop->Index));
    BlockStmt *Next = Loop->Body.get();
    Into->Body.push_back(std::move(Loop));
    Into = Next;
  }
  Into->Body.push_back(
      std::make_unique<AssignStmt>(Expr::access(A, std::move(To), L), "",
                                   Expr::access(From.A, std::move(Src), L), L));
  return A;
}

Lowering::Aggregate *Lowering::copyAggregate(const Aggregate &From,
                                             const std::string &Base,
                                             SourceLocation L, BlockStmt &Out) {
  auto Copy = std::make_unique<Aggregate>();
  auto Scalar = [&](const FieldDecl *FD, ExprPtr Value) {
    Variable *V = F->newVar(Variable::Local,
                            F->freshName(Base + "_" + FD->getNameAsString()),
                            Value->Ty, L);
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Var = V;
    Decl->Init = std::move(Value);
    Out.Body.push_back(std::move(Decl));
    Copy->Scalars[FD] = V;
  };
  for (auto &[FD, V] : From.Scalars)
    Scalar(FD, Expr::var(V, L));
  for (auto &[FD, A] : From.Arrays) {
    if (A->rank() == 0)
      Scalar(FD, Expr::access(A, {}, L));
    else
      Copy->Arrays[FD] = copyArray(ArrayView{A, {}},
                                   Base + "_" + FD->getNameAsString(), L, Out);
  }
  AggregateStore.push_back(std::move(Copy));
  return AggregateStore.back().get();
}

/// `S s(args)`: the members as the constructor's initializer list makes
/// them. The constructor body must be empty.
bool Lowering::lowerStructDecl(const VarDecl *VD, const CXXRecordDecl *RD,
                               BlockStmt &Out) {
  std::string Name = VD->getNameAsString();
  SourceLocation L = VD->getLocation();
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(
      VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
  const CXXConstructorDecl *Ctor = CE ? CE->getConstructor() : nullptr;
  if (Ctor && Ctor->isCopyOrMoveConstructor()) {
    Aggregate *From = aggregateOf(CE->getArg(0));
    if (!From) {
      fail(L, "'" + Name + "' must be copied from a struct variable");
      return false;
    }
    Aggregates[VD] = copyAggregate(*From, Name, L, Out);
    return true;
  }
  const FunctionDecl *Def = nullptr;
  if (!Ctor || !Ctor->hasBody(Def) ||
      !cast<CompoundStmt>(Def->getBody())->body_empty()) {
    fail(L, "struct variable '" + Name +
                "' must be made by a constructor "
                "whose initializer list sizes its vectors and whose body is "
                "empty, as S(int n) : v(n) {}");
    return false;
  }
  const auto *CD = cast<CXXConstructorDecl>(Def);
  std::vector<ExprPtr> Owned;
  for (unsigned I = 0; I < CD->getNumParams(); ++I) {
    ExprPtr A = lowerExpr(CE->getArg(I));
    if (!A)
      return false;
    ExprArgs[CD->getParamDecl(I)] = A.get();
    Owned.push_back(std::move(A));
  }
  auto Agg = std::make_unique<Aggregate>();
  for (const FieldDecl *FD : RD->fields()) {
    const clang::Expr *Init = nullptr;
    for (const CXXCtorInitializer *I : CD->inits())
      if (I->getMember() == FD)
        Init = I->getInit();
    if (Init && isa<CXXDefaultInitExpr>(Init->IgnoreImplicit()))
      Init = FD->getInClassInitializer();
    std::string Member = F->freshName(Name + "_" + FD->getNameAsString());
    QualType Scalar;
    if (auto Ty = scalarType(FD->getType())) {
      Variable *V = F->newVar(Variable::Local, Member, *Ty, L);
      auto Decl = std::make_unique<DeclStmt>(L);
      Decl->Var = V;
      if (Init && !isa<ImplicitValueInitExpr>(Init->IgnoreImplicit()))
        Decl->Init = lowerExpr(Init);
      Out.Body.push_back(std::move(Decl));
      Agg->Scalars[FD] = V;
      continue;
    }
    unsigned Depth = vectorDepth(FD->getType(), Scalar);
    auto Shape = Depth ? vectorShape(Init) : std::nullopt;
    if (!Shape || Shape->size() != Depth) {
      fail(FD->getLocation(),
           "member '" + FD->getNameAsString() + "' of '" + Name +
               "' must be a scalar or a std::vector sized in the "
               "constructor's initializer list, as " +
               FD->getNameAsString() + "(n)");
      continue;
    }
    Array *A = F->newArray(Array::LocalVector, Member, *scalarType(Scalar), L);
    A->Dims = std::move(*Shape);
    A->Nested = Depth == 2;
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Arr = A;
    Out.Body.push_back(std::move(Decl));
    Agg->Arrays[FD] = A;
  }
  for (unsigned I = 0; I < CD->getNumParams(); ++I)
    ExprArgs.erase(CD->getParamDecl(I));
  Aggregates[VD] = Agg.get();
  AggregateStore.push_back(std::move(Agg));
  return !Failed;
}

ExprPtr Lowering::parseDim(const PragmaInfo::Shape &S,
                           const std::string &Text) {
  DimParser P(Text, [&](const std::string &Name) -> ExprPtr {
    for (const Param &Prm : F->Params)
      if (Prm.Name == Name && Prm.Var && Prm.Var->Ty.isIntegral())
        return Expr::var(Prm.Var);
    return nullptr;
  });
  ExprPtr E = P.parse();
  if (!E)
    return fail(S.Loc, "in the shape of '" + S.Name + "': " + P.Error);
  return E;
}

bool Lowering::lowerParams() {
  for (const ParmVarDecl *P : Top.parameters()) {
    Param Prm;
    Prm.Name = P->getNameAsString();
    Prm.TypeSpelling = typeName(P->getOriginalType());
    SourceLocation L = P->getLocation();
    if (Prm.Name.empty()) {
      fail(L, "parameters of an offloaded function must be named");
      continue;
    }
    QualType T = P->getType();
    QualType Elem;
    if (auto Ty = scalarType(T)) {
      Prm.Var = F->newVar(Variable::Param, Prm.Name, *Ty, L);
      Vars[P] = Prm.Var;
    } else if (T->isReferenceType() && scalarType(T->getPointeeType())) {
      auto Ty = *scalarType(T->getPointeeType());
      if (T->getPointeeType().isConstQualified()) {
        Prm.Var = F->newVar(Variable::Param, Prm.Name, Ty, L);
        Vars[P] = Prm.Var;
      } else {
        Prm.Arr = F->newArray(Array::ScalarRefParam, Prm.Name, Ty, L);
        Arrays[P] = Prm.Arr;
      }
    } else if (unsigned Depth = vectorDepth(T, Elem)) {
      Prm.Arr = F->newArray(Array::VectorParam, Prm.Name, *scalarType(Elem), L);
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->Nested = Depth == 2;
      Prm.Arr->CopyBack = T->isReferenceType();
      Arrays[P] = Prm.Arr;
    } else if (vectorElement(T, Elem)) {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "': std::vector holds scalars or std::vectors of scalars");
      continue;
    } else if (P->getOriginalType()->isArrayType() ||
               (T->isPointerType() && T->getPointeeType()->isArrayType())) {
      // T A[N][M], T A[][M] or T (*A)[M].
      QualType Cur = P->getOriginalType();
      std::vector<ExprPtr> Dims;
      if (T->isPointerType() && !Cur->isArrayType()) {
        Dims.push_back(nullptr);
        Cur = T->getPointeeType();
      }
      bool Bad = false;
      while (const ArrayType *AT = Ctx.getAsArrayType(Cur)) {
        if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
          Dims.push_back(
              Expr::intLit(CAT->getSize().getSExtValue(),
                           ScalarType::get(ScalarType::Integer, "int", 32)));
        else if (isa<IncompleteArrayType>(AT) && Dims.empty())
          Dims.push_back(nullptr);
        else
          Bad = true;
        Cur = AT->getElementType();
      }
      auto Ty = scalarType(Cur);
      if (Bad || !Ty) {
        fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                    "' is not supported: C arrays need constant inner "
                    "dimensions and a scalar element type");
        continue;
      }
      Prm.Arr = F->newArray(Array::CArrayParam, Prm.Name, *Ty, L);
      Prm.Arr->Dims = std::move(Dims);
      Prm.Arr->IsConst = Cur.isConstQualified();
      Arrays[P] = Prm.Arr;
    } else if (T->isPointerType() && scalarType(T->getPointeeType())) {
      Prm.Arr = F->newArray(Array::PointerParam, Prm.Name,
                            *scalarType(T->getPointeeType()), L);
      Prm.Arr->IsConst = T->getPointeeType().isConstQualified();
      Arrays[P] = Prm.Arr;
    } else if (const CXXRecordDecl *RD = structOf(T)) {
      bool Const = T.getNonReferenceType().isConstQualified();
      auto Agg = std::make_unique<Aggregate>();
      for (const FieldDecl *FD : RD->fields())
        if (Array *A = memberArray(Prm.Name, Prm.Name, FD, Const, L)) {
          A->CopyBack = T->isReferenceType();
          Agg->Arrays[FD] = A;
          Prm.Members.push_back(A);
        }
      Aggregates[P] = Agg.get();
      AggregateStore.push_back(std::move(Agg));
      Prm.StructType = RD->getQualifiedNameAsString();
    } else {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "' is not supported: loopgen takes scalars, pointers to "
                  "scalars with an array shape, C arrays, std::vector and "
                  "structs of those");
      continue;
    }
    if (Prm.Arr)
      Prm.Arr->HostExpr = Prm.Name;
    F->Params.push_back(std::move(Prm));
  }
  return !Failed;
}

bool Lowering::applyShapes() {
  for (const PragmaInfo::Shape &S : Shapes) {
    Array *A = nullptr;
    for (Param &P : F->Params) {
      if (P.Name == S.Name)
        A = P.Arr;
      for (Array *M : P.Members)
        if (M->HostExpr == S.Name)
          A = M;
    }
    if (!A) {
      // May name a local array; checked when it is declared.
      continue;
    }
    UsedShapes.insert(S.Name);
    if (A->K == Array::ScalarRefParam) {
      fail(S.Loc, "'" + S.Name + "' is a scalar reference and has no shape");
      continue;
    }
    if (A->K == Array::VectorParam && S.Dims.size() != (A->Nested ? 2u : 1u)) {
      fail(S.Loc, "'" + S.Name + "' is a std::vector" +
                      (A->Nested ? " of std::vectors: its shape has two "
                                   "dimensions"
                                 : ": its shape has one dimension"));
      continue;
    }
    if (A->K == Array::CArrayParam && S.Dims.size() != A->Dims.size()) {
      fail(S.Loc, "shape of '" + S.Name + "' has " +
                      std::to_string(S.Dims.size()) +
                      " dimensions but its type has " +
                      std::to_string(A->Dims.size()));
      continue;
    }
    std::vector<ExprPtr> Dims;
    for (const std::string &T : S.Dims)
      if (ExprPtr E = parseDim(S, T))
        Dims.push_back(std::move(E));
    if (Dims.size() != S.Dims.size())
      continue;
    A->Dims = std::move(Dims);
    A->DimsFromPragma = true;
  }
  for (const auto &Owned : F->Arrays) {
    Array &A = *Owned;
    if (!A.isParam())
      continue;
    bool Missing = A.K == Array::PointerParam && A.Dims.empty();
    for (const ExprPtr &Dim : A.Dims)
      Missing |= !Dim;
    if (Missing)
      fail(A.Loc, "pointer parameter '" + A.Name +
                      "' needs a shape: add '#pragma loopgen array(" + A.Name +
                      "[n])' before the function, with its real extents");
    else if (A.K == Array::VectorParam && A.Dims.empty())
      sizeVariables(A);
  }
  return !Failed;
}

std::unique_ptr<Function> Lowering::run() {
  F = std::make_unique<Function>();
  F->Name = Top.getNameAsString();
  F->Loc = Top.getLocation();
  F->FileName = SM.getFilename(SM.getExpansionLoc(Top.getLocation())).str();
  QualType RT = Top.getReturnType();
  if (RT->isVoidType()) {
    F->ReturnTy = ScalarType::voidTy();
  } else if (auto Ty = scalarType(RT)) {
    F->ReturnTy = *Ty;
  } else {
    fail(Top.getLocation(), "offloaded function '" + F->Name + "' returns '" +
                                typeName(RT) +
                                "': only void and scalar results are "
                                "supported");
    return nullptr;
  }
  if (Top.isVariadic())
    fail(Top.getLocation(), "variadic functions cannot be offloaded");
  if (isa<CXXMethodDecl>(Top))
    fail(Top.getLocation(), "member functions cannot be offloaded yet; "
                            "offload a free function");
  for (PragmaInfo *P : FnPragmas) {
    if (P->K == PragmaInfo::ArrayShapes)
      Shapes.insert(Shapes.end(), P->Shapes.begin(), P->Shapes.end());
    if (P->K == PragmaInfo::ValidateValues) {
      if (F->Validate.Present)
        D.error(P->Loc, "more than one '#pragma loopgen validate' for '" +
                            F->Name + "'");
      F->Validate = P->Validate;
    }
  }
  if (!lowerParams() || !applyShapes())
    return nullptr;

  CallStack.push_back(&Top);
  F->Body = std::make_unique<BlockStmt>();
  const auto *Body = cast<CompoundStmt>(Top.getBody());
  for (auto It = Body->body_begin(); It != Body->body_end(); ++It) {
    if (const auto *R = dyn_cast<clang::ReturnStmt>(*It)) {
      if (std::next(It) != Body->body_end()) {
        fail(R->getBeginLoc(), "statements after 'return' are not supported");
        break;
      }
      auto Ret = std::make_unique<ReturnStmt>(R->getBeginLoc());
      if (R->getRetValue()) {
        Ret->Value = lowerExpr(R->getRetValue());
        if (Ret->Value && Ret->Value->Ty != F->ReturnTy)
          Ret->Value = Expr::cast(F->ReturnTy, std::move(Ret->Value));
      }
      F->Body->Body.push_back(std::move(Ret));
      continue;
    }
    lowerStmt(*It, *F->Body);
  }

  for (const PragmaInfo::Shape &S : Shapes)
    if (!UsedShapes.count(S.Name))
      fail(S.Loc, "'" + S.Name +
                      "' in '#pragma loopgen array' is not an "
                      "array parameter or local array of '" +
                      F->Name + "'");
  // Outer declarations of loop indices must not be used outside the loops.
  if (!OuterLoopVars.empty())
    walkAllExprs(*F->Body, [&](const Expr &E) {
      if (E.K == Expr::VarRef && OuterLoopVars.count(E.Var))
        fail(E.Loc, "'" + E.Var->Name +
                        "' is used outside the loops it indexes; declare the "
                        "loop index in the for statement");
    });
  if (Failed)
    return nullptr;
  // Drop the now unused declarations of those outer loop indices.
  pruneDecls(*F->Body);
  return std::move(F);
}

void Lowering::pruneDecls(BlockStmt &B) {
  auto Unused = [&](const StmtPtr &S) {
    return S->K == Stmt::Decl && static_cast<DeclStmt &>(*S).Var &&
           OuterLoopVars.count(static_cast<DeclStmt &>(*S).Var);
  };
  B.Body.erase(std::remove_if(B.Body.begin(), B.Body.end(), Unused),
               B.Body.end());
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::For)
      pruneDecls(*static_cast<ForStmt &>(*S).Body);
    if (S->K == Stmt::If) {
      auto &I = static_cast<IfStmt &>(*S);
      pruneDecls(*I.Then);
      if (I.Else)
        pruneDecls(*I.Else);
    }
  }
}

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

std::unique_ptr<BlockStmt> Lowering::lowerBody(const clang::Stmt *S) {
  auto B = std::make_unique<BlockStmt>(S->getBeginLoc());
  ++ControlDepth;
  lowerStmt(S, *B);
  --ControlDepth;
  return B;
}

static const char *unsupportedStmtName(const clang::Stmt *S) {
  switch (S->getStmtClass()) {
  case clang::Stmt::WhileStmtClass:
    return "'while' loops are not supported in offloaded functions; write a "
           "canonical for loop";
  case clang::Stmt::DoStmtClass:
    return "'do'-'while' loops are not supported in offloaded functions; "
           "write a canonical for loop";
  case clang::Stmt::GotoStmtClass:
  case clang::Stmt::IndirectGotoStmtClass:
    return "'goto' is not supported in offloaded functions";
  case clang::Stmt::LabelStmtClass:
    return "labels are not supported in offloaded functions";
  case clang::Stmt::SwitchStmtClass:
    return "'switch' is not supported in offloaded functions; use if/else";
  case clang::Stmt::BreakStmtClass:
    return "'break' is not supported in offloaded functions: loops must run "
           "their whole iteration space";
  case clang::Stmt::ContinueStmtClass:
    return "'continue' is not supported in offloaded functions; use if";
  case clang::Stmt::CXXForRangeStmtClass:
    return "range-based for loops are not supported yet; write a canonical "
           "for loop over an index";
  case clang::Stmt::CXXTryStmtClass:
    return "exceptions are not supported in offloaded functions";
  case clang::Stmt::GCCAsmStmtClass:
  case clang::Stmt::MSAsmStmtClass:
    return "inline assembly is not supported in offloaded functions";
  default:
    return nullptr;
  }
}

void Lowering::lowerStmt(const clang::Stmt *S, BlockStmt &Out) {
  if (!S)
    return;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const clang::Stmt *Child : CS->body())
      lowerStmt(Child, Out);
    return;
  }
  if (isa<NullStmt>(S))
    return;
  if (const auto *DS = dyn_cast<clang::DeclStmt>(S)) {
    for (const clang::Decl *Dcl : DS->decls()) {
      if (const auto *VD = dyn_cast<VarDecl>(Dcl))
        lowerDecl(VD, Out);
      else if (!isa<TypedefNameDecl>(Dcl) && !isa<StaticAssertDecl>(Dcl))
        fail(Dcl->getLocation(),
             "this declaration is not supported in offloaded functions");
    }
    return;
  }
  if (const auto *FS = dyn_cast<clang::ForStmt>(S)) {
    lowerFor(FS, Out);
    return;
  }
  if (const auto *IS = dyn_cast<clang::IfStmt>(S)) {
    if (IS->getInit() || IS->getConditionVariable() || IS->isConstexpr()) {
      fail(IS->getBeginLoc(), "if statements with an initializer, a "
                              "condition variable or constexpr are not "
                              "supported");
      return;
    }
    auto If = std::make_unique<IfStmt>(IS->getBeginLoc());
    If->Cond = lowerExpr(IS->getCond());
    If->Then = lowerBody(IS->getThen());
    if (IS->getElse())
      If->Else = lowerBody(IS->getElse());
    if (If->Cond)
      Out.Body.push_back(std::move(If));
    return;
  }
  if (const auto *R = dyn_cast<clang::ReturnStmt>(S)) {
    fail(R->getBeginLoc(), CallStack.size() > 1
                               ? "'return' must be the last statement of an "
                                 "inlined function"
                               : "'return' inside a loop or branch of an "
                                 "offloaded function is not supported");
    return;
  }
  if (const auto *E = dyn_cast<clang::Expr>(S)) {
    lowerExprStmt(E, Out);
    return;
  }
  if (const char *Msg = unsupportedStmtName(S)) {
    fail(S->getBeginLoc(), Msg);
    return;
  }
  fail(S->getBeginLoc(), std::string("statement '") + S->getStmtClassName() +
                             "' is not supported in offloaded functions");
}

void Lowering::lowerDecl(const VarDecl *VD, BlockStmt &Out) {
  SourceLocation L = VD->getLocation();
  std::string Name = VD->getNameAsString();
  if (!VD->isLocalVarDecl() || VD->isStaticLocal()) {
    fail(L, "static or extern variable '" + Name +
                "' is not supported in offloaded functions");
    return;
  }
  QualType T = VD->getType();
  if (T->isReferenceType()) {
    fail(L, "reference variable '" + Name +
                "' is not supported in offloaded functions; use the array "
                "element or variable directly");
    return;
  }
  if (auto Ty = scalarType(T)) {
    Variable *V = F->newVar(Variable::Local, F->freshName(Name), *Ty, L);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = V;
    const clang::Expr *Init = VD->getInit();
    if (Init) {
      const auto *CE =
          dyn_cast<CallExpr>(Init->IgnoreParenImpCasts()->IgnoreImplicit());
      const FunctionDecl *Callee = CE ? inlinableCallee(CE) : nullptr;
      if (Callee && !singleReturn(Callee)) {
        Out.Body.push_back(std::move(DS));
        Vars[VD] = V;
        inlineAsStmts(CE, Callee, Expr::var(V, L), Out);
        return;
      }
      DS->Init = lowerExpr(Init);
    }
    Vars[VD] = V;
    Out.Body.push_back(std::move(DS));
    return;
  }
  QualType Elem;
  if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    std::vector<ExprPtr> Dims;
    QualType Cur = T;
    while ((AT = Ctx.getAsArrayType(Cur))) {
      const auto *CAT = dyn_cast<ConstantArrayType>(AT);
      if (!CAT) {
        fail(L, "local array '" + Name +
                    "' needs constant dimensions; use "
                    "std::vector<T> " +
                    Name + "(n)");
        return;
      }
      Dims.push_back(
          Expr::intLit(CAT->getSize().getSExtValue(),
                       ScalarType::get(ScalarType::Integer, "int", 32)));
      Cur = AT->getElementType();
    }
    auto Ty = scalarType(Cur);
    if (!Ty) {
      fail(L, "local array '" + Name + "' must have a scalar element type");
      return;
    }
    if (VD->getInit()) {
      fail(VD->getInit()->getBeginLoc(),
           "initializers of local arrays are not supported; assign the "
           "elements in a loop");
      return;
    }
    Array *A = F->newArray(Array::LocalCArray, F->freshName(Name), *Ty, L);
    A->Dims = std::move(Dims);
    Arrays[VD] = A;
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
    return;
  }
  if (unsigned Depth = vectorDepth(T, Elem)) {
    auto Shape = vectorShape(VD->getInit());
    if (!Shape || Shape->size() != Depth) {
      fail(L, "local std::vector '" + Name +
                  "' must be constructed with its "
                  "size alone: std::vector<float> " +
                  Name + "(n), or " + Name +
                  "(rows, std::vector<float>(cols))");
      return;
    }
    Array *A = F->newArray(Array::LocalVector, F->freshName(Name),
                           *scalarType(Elem), L);
    A->Dims = std::move(*Shape);
    A->Nested = Depth == 2;
    Arrays[VD] = A;
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
    return;
  }
  if (const CXXRecordDecl *RD = structOf(T)) {
    lowerStructDecl(VD, RD, Out);
    return;
  }
  fail(L, "variable '" + Name + "' of type '" + typeName(T) +
              "' is not supported in offloaded functions");
}

static bool isIndexRef(const clang::Expr *E, const ValueDecl *Idx) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && DRE->getDecl() == Idx;
}

void Lowering::lowerFor(const clang::ForStmt *FS, BlockStmt &Out) {
  auto Loop = std::make_unique<ForStmt>(FS->getBeginLoc());
  Loop->Label = label(FS->getBeginLoc());
  unsigned Offset = SM.getFileOffset(SM.getExpansionLoc(FS->getBeginLoc()));
  auto It = Targets.find(Offset);
  if (It != Targets.end())
    for (PragmaInfo *P : It->second) {
      if (P->K != PragmaInfo::Parallel && P->K != PragmaInfo::Sequential)
        continue;
      if (P->Consumed)
        continue;
      if (Loop->Annot.K != LoopAnnotation::None) {
        fail(P->Loc, "a loop takes one of '#pragma loopgen parallel' and "
                     "'#pragma loopgen sequential', once");
        continue;
      }
      Loop->Annot = P->Loop;
      P->Consumed = true;
    }

  const char *Canonical = "loopgen needs a canonical for loop here: 'for "
                          "(int i = begin; i < end; ++i)' or a constant step";
  // Init: `int i = b` or `i = b`.
  const ValueDecl *IdxDecl = nullptr;
  const clang::Expr *BeginE = nullptr;
  Variable *Outer = nullptr;
  if (const auto *DS = dyn_cast_or_null<clang::DeclStmt>(FS->getInit())) {
    const auto *VD =
        DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (VD && VD->getInit()) {
      IdxDecl = VD;
      BeginE = VD->getInit();
    }
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getInit())) {
    const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens());
    if (BO->getOpcode() == BO_Assign && DRE) {
      IdxDecl = DRE->getDecl();
      BeginE = BO->getRHS();
      Outer = Vars.lookup(IdxDecl);
    }
  }
  std::optional<ScalarType> IdxTy =
      IdxDecl ? scalarType(IdxDecl->getType()) : std::nullopt;
  if (!IdxDecl || !IdxTy || IdxTy->K != ScalarType::Integer) {
    fail(FS->getBeginLoc(), std::string(Canonical) +
                                " (the loop must declare or assign one "
                                "integer index)");
    return;
  }
  Loop->Begin = lowerExpr(BeginE);
  // A for statement scopes its index, so the source name stays unless it
  // would shadow an enclosing loop's index (or a function-level name).
  std::string IdxName = IdxDecl->getNameAsString();
  bool Clash = false;
  for (const Variable *V : EnclosingIndices)
    Clash |= V->Name == IdxName;
  for (const Param &P : F->Params)
    Clash |= P.Name == IdxName;
  Variable *Idx =
      F->newVar(Variable::LoopIndex, Clash ? F->freshName(IdxName) : IdxName,
                *IdxTy, IdxDecl->getLocation());
  Loop->Index = Idx;
  if (Outer)
    OuterLoopVars.insert(Outer);

  // Increment.
  const clang::Expr *Inc =
      FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr;
  bool StepOK = false;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (UO->isIncrementDecrementOp() && isIndexRef(UO->getSubExpr(), IdxDecl)) {
      Loop->Step = UO->isIncrementOp() ? 1 : -1;
      StepOK = true;
    }
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc)) {
    clang::Expr::EvalResult R;
    if ((BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) &&
        isIndexRef(BO->getLHS(), IdxDecl) &&
        BO->getRHS()->EvaluateAsInt(R, Ctx)) {
      int64_t C = R.Val.getInt().getSExtValue();
      Loop->Step = BO->getOpcode() == BO_AddAssign ? C : -C;
      StepOK = C != 0;
    } else if (BO->getOpcode() == BO_Assign &&
               isIndexRef(BO->getLHS(), IdxDecl)) {
      const auto *Add =
          dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
      if (Add && (Add->getOpcode() == BO_Add || Add->getOpcode() == BO_Sub) &&
          isIndexRef(Add->getLHS(), IdxDecl) &&
          Add->getRHS()->EvaluateAsInt(R, Ctx)) {
        int64_t C = R.Val.getInt().getSExtValue();
        Loop->Step = Add->getOpcode() == BO_Add ? C : -C;
        StepOK = C != 0;
      }
    }
  }
  if (!StepOK) {
    fail(Inc ? Inc->getBeginLoc() : FS->getBeginLoc(),
         std::string(Canonical) + " (the increment must change the index by "
                                  "a non-zero constant)");
    return;
  }

  // Condition: `i < e`, `i <= e`, `i > e`, `i >= e`, `i != e`, or mirrored.
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      FS->getCond() ? FS->getCond()->IgnoreParenImpCasts() : nullptr);
  const clang::Expr *Bound = nullptr;
  BinaryOperatorKind Op = BO_LT;
  if (Cond && Cond->isComparisonOp()) {
    Op = Cond->getOpcode();
    if (isIndexRef(Cond->getLHS(), IdxDecl)) {
      Bound = Cond->getRHS();
    } else if (isIndexRef(Cond->getRHS(), IdxDecl)) {
      Bound = Cond->getLHS();
      Op = BinaryOperator::reverseComparisonOp(Op);
    }
  }
  bool Up = Loop->Step > 0;
  bool OpOK = (Up && (Op == BO_LT || Op == BO_LE)) ||
              (!Up && (Op == BO_GT || Op == BO_GE)) ||
              (Op == BO_NE && (Loop->Step == 1 || Loop->Step == -1));
  if (!Bound || !OpOK) {
    fail(FS->getCond() ? FS->getCond()->getBeginLoc() : FS->getBeginLoc(),
         std::string(Canonical) + " (the condition must compare the index "
                                  "with a bound in the direction of the step)");
    return;
  }
  // Bounds are evaluated outside the loop's own index.
  Loop->End = lowerExpr(Bound);
  if (!Loop->Begin || !Loop->End)
    return;
  // `i <= e` is `i < e + 1`; literals are folded.
  if (Op == BO_LE || Op == BO_GE) {
    int64_t Delta = Op == BO_LE ? 1 : -1;
    if (Loop->End->K == Expr::IntLit)
      Loop->End->IntValue += Delta;
    else
      Loop->End = Expr::binary(Delta > 0 ? "+" : "-", std::move(Loop->End),
                               Expr::intLit(1, *IdxTy), Loop->End->Ty);
  }

  Variable *Saved = Vars.lookup(IdxDecl);
  Vars[IdxDecl] = Idx;
  EnclosingIndices.push_back(Idx);
  Loop->Body = lowerBody(FS->getBody());
  EnclosingIndices.pop_back();
  if (Saved)
    Vars[IdxDecl] = Saved;
  else
    Vars.erase(IdxDecl);
  Out.Body.push_back(std::move(Loop));
}

void Lowering::lowerExprStmt(const clang::Expr *E, BlockStmt &Out) {
  E = E->IgnoreParens();
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
    E = EWC->getSubExpr()->IgnoreParens();
  SourceLocation L = E->getBeginLoc();
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp()) {
      ExprPtr Target = lowerLValue(BO->getLHS());
      std::string Op;
      if (BO->isCompoundAssignmentOp()) {
        Op = BinaryOperator::getOpcodeStr(BO->getOpcode()).str();
        Op.pop_back();
      }
      const auto *CE = dyn_cast<CallExpr>(BO->getRHS()->IgnoreParenImpCasts());
      const FunctionDecl *Callee = CE ? inlinableCallee(CE) : nullptr;
      if (Target && Op.empty() && Callee && !singleReturn(Callee)) {
        inlineAsStmts(CE, Callee, std::move(Target), Out);
        return;
      }
      ExprPtr Value = lowerExpr(BO->getRHS());
      if (Target && Value)
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), Op, std::move(Value), BO->getOperatorLoc()));
      return;
    }
    if (BO->getOpcode() == BO_Comma) {
      lowerExprStmt(BO->getLHS(), Out);
      lowerExprStmt(BO->getRHS(), Out);
      return;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->isIncrementDecrementOp()) {
      ExprPtr Target = lowerLValue(UO->getSubExpr());
      if (Target)
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), UO->isIncrementOp() ? "+" : "-",
            Expr::intLit(1, ScalarType::get(ScalarType::Integer, "int", 32)),
            L));
      return;
    }
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    if (const FunctionDecl *Callee = inlinableCallee(CE)) {
      inlineAsStmts(CE, Callee, nullptr, Out);
      return;
    }
    if (!isa<CXXOperatorCallExpr>(CE)) {
      lowerCall(CE); // Reports what is wrong with it.
      if (!Failed)
        D.warning(L, "the result of this call is unused; it is dropped");
      return;
    }
  }
  fail(L, "this expression statement is not supported in offloaded "
          "functions: expected an assignment, ++/--, or a call of a function "
          "defined in this file");
}

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

ExprPtr Lowering::lowerAccess(const clang::Expr *E) {
  SourceLocation L = E->getBeginLoc();
  std::vector<const clang::Expr *> Subs;
  const clang::Expr *Base = E;
  while (true) {
    Base = Base->IgnoreParenImpCasts();
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Base)) {
      Subs.push_back(ASE->getIdx());
      Base = ASE->getBase();
    } else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(Base);
               OCE && OCE->getOperator() == OO_Subscript) {
      Subs.push_back(OCE->getArg(1));
      Base = OCE->getArg(0);
    } else {
      break;
    }
  }
  std::reverse(Subs.begin(), Subs.end());
  auto V = view(Base);
  if (!V) {
    if (isa<BinaryOperator>(Base->IgnoreParenImpCasts()))
      return fail(Base->getBeginLoc(),
                  "pointer arithmetic is not supported in offloaded "
                  "functions; index the array instead");
    return fail(Base->getBeginLoc(), "subscripted value is not an array "
                                     "parameter, local array or member");
  }
  Array *A = V->A;
  size_t Given = V->Prefix.size() + Subs.size();
  bool Linear = V->Prefix.empty() && Subs.size() == 1 && !A->Nested &&
                (A->K == Array::PointerParam || A->K == Array::VectorParam);
  if (Given != A->rank() && !Linear)
    return fail(L, "'" + A->Name + "' has " + std::to_string(A->rank()) +
                       " dimensions but is subscripted with " +
                       std::to_string(Given) +
                       "; partial subscripts are not supported here");
  std::vector<ExprPtr> Ops = std::move(V->Prefix);
  for (const clang::Expr *S : Subs) {
    ExprPtr Sub = lowerExpr(S);
    if (!Sub)
      return nullptr;
    if (!Sub->Ty.isIntegral())
      return fail(S->getBeginLoc(), "array subscript is not an integer");
    Ops.push_back(std::move(Sub));
  }
  return Expr::access(A, std::move(Ops), L);
}

ExprPtr Lowering::lowerLValue(const clang::Expr *E) {
  const clang::Expr *Stripped = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Stripped)) {
    if (Variable *V = Vars.lookup(DRE->getDecl())) {
      if (V->K == Variable::LoopIndex)
        return fail(DRE->getLocation(), "loop index '" + V->Name +
                                            "' is modified in the loop body");
      return Expr::var(V, DRE->getLocation());
    }
    if (Array *A = Arrays.lookup(DRE->getDecl()); A && A->rank() == 0)
      return Expr::access(A, {}, DRE->getLocation());
    if (ExprArgs.count(DRE->getDecl()))
      return fail(DRE->getLocation(),
                  "a parameter of a function inlined as an expression cannot "
                  "be assigned");
  }
  if (isa<ArraySubscriptExpr>(Stripped) || isa<CXXOperatorCallExpr>(Stripped))
    return lowerAccess(Stripped);
  if (isa<MemberExpr>(Stripped))
    return lowerExpr(Stripped);
  return fail(E->getBeginLoc(), "cannot assign to this expression in an "
                                "offloaded function");
}

ExprPtr Lowering::lowerExpr(const clang::Expr *E) {
  SourceLocation L = E->getBeginLoc();
  E = E->IgnoreParens();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E))
    return lowerExpr(ICE->getSubExpr());
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return lowerExpr(FE->getSubExpr());
  if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
    return lowerExpr(MTE->getSubExpr());
  if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
    return lowerExpr(BTE->getSubExpr());
  if (const auto *SNT = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return lowerExpr(SNT->getReplacement());

  std::optional<ScalarType> Ty = scalarType(E->getType());

  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return Expr::intLit(IL->getValue().getSExtValue(), *Ty, L);
  if (const auto *CL = dyn_cast<CharacterLiteral>(E))
    return Expr::intLit(CL->getValue(), *Ty, L);
  if (const auto *BL = dyn_cast<CXXBoolLiteralExpr>(E))
    return Expr::boolLit(BL->getValue(), L);
  if (isa<FloatingLiteral>(E)) {
    std::string Spelling = Lexer::getSourceText(CharSourceRange::getTokenRange(
                                                    E->getSourceRange()),
                                                SM, Ctx.getLangOpts())
                               .str();
    return Expr::floatLit(Spelling, *Ty, L);
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *VD = DRE->getDecl();
    if (Variable *V = Vars.lookup(VD))
      return Expr::var(V, L);
    if (const Expr *Arg = ExprArgs.lookup(VD))
      return Arg->clone();
    if (Array *A = Arrays.lookup(VD)) {
      if (A->rank() == 0)
        return Expr::access(A, {}, L);
      return fail(L, "array '" + A->Name +
                         "' used as a value; only its "
                         "elements can be read");
    }
    if (const auto *ECD = dyn_cast<EnumConstantDecl>(VD))
      return Expr::intLit(ECD->getInitVal().getSExtValue(), *Ty, L);
    if (Ty) {
      clang::Expr::EvalResult R;
      if (E->EvaluateAsRValue(R, Ctx) && R.Val.isInt())
        return Expr::intLit(R.Val.getInt().getSExtValue(), *Ty, L);
      if (E->EvaluateAsRValue(R, Ctx) && R.Val.isFloat() && Ty->isFloating()) {
        llvm::SmallString<32> S;
        R.Val.getFloat().toString(S, 0, 0);
        std::string Lit = S.str().str();
        if (Lit.find_first_of(".eE") == std::string::npos)
          Lit += ".0";
        return Expr::floatLit(Lit + (Ty->Bits == 32 ? "f" : ""), *Ty, L);
      }
    }
    return fail(L, "'" + VD->getNameAsString() +
                       "' is a global variable or not a value loopgen can "
                       "offload; pass it as a parameter");
  }
  if (isa<ArraySubscriptExpr>(E))
    return lowerAccess(E);
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (OCE->getOperator() == OO_Subscript)
      return lowerAccess(E);
    return fail(L, "overloaded operator calls are not supported in "
                   "offloaded functions");
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    Aggregate *Agg = aggregateOf(ME->getBase());
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (Agg && FD) {
      if (Variable *V = Agg->Scalars.count(FD) ? Agg->Scalars[FD] : nullptr)
        return Expr::var(V, L);
      if (Agg->Arrays.count(FD) && Agg->Arrays[FD]->rank() == 0)
        return Expr::access(Agg->Arrays[FD], {}, L);
      return fail(L, "member '" + FD->getNameAsString() +
                         "' is an array; only its elements can be read");
    }
    return fail(L, "member access is supported on struct variables and "
                   "parameters only");
  }
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E)) {
    auto V = view(MCE->getImplicitObjectArgument());
    if (V && MCE->getMethodDecl()->getName() == "size" &&
        V->Prefix.size() < V->A->rank()) {
      ExprPtr Size = V->A->Dims[V->Prefix.size()]->clone();
      if (Size->Ty != *Ty)
        Size = Expr::cast(*Ty, std::move(Size), L);
      return Size;
    }
    return fail(L, "member function calls are not supported in offloaded "
                   "functions, except size() of a std::vector");
  }
  if (!Ty)
    return fail(L, "expression of type '" + typeName(E->getType()) +
                       "' is not supported in offloaded functions");
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp())
      return fail(BO->getOperatorLoc(),
                  "assignment used as a value is not supported; make it a "
                  "statement of its own");
    if (BO->getOpcode() == BO_Comma || BO->isPtrMemOp())
      return fail(BO->getOperatorLoc(), "this operator is not supported in "
                                        "offloaded functions");
    ExprPtr LHS = lowerExpr(BO->getLHS());
    ExprPtr RHS = lowerExpr(BO->getRHS());
    if (!LHS || !RHS)
      return nullptr;
    return Expr::binary(BO->getOpcodeStr().str(), std::move(LHS),
                        std::move(RHS), *Ty, BO->getOperatorLoc());
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    switch (UO->getOpcode()) {
    case UO_Minus:
    case UO_Plus:
    case UO_LNot:
    case UO_Not:
      if (ExprPtr Sub = lowerExpr(UO->getSubExpr()))
        return Expr::unary(UnaryOperator::getOpcodeStr(UO->getOpcode()).str(),
                           std::move(Sub), *Ty, L);
      return nullptr;
    case UO_PreInc:
    case UO_PreDec:
    case UO_PostInc:
    case UO_PostDec:
      return fail(L, "'++' and '--' inside an expression are not supported; "
                     "make them a statement of their own");
    default:
      return fail(L, "pointer operations ('&', '*') are not supported in "
                     "offloaded functions");
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    ExprPtr C = lowerExpr(CO->getCond());
    ExprPtr T = lowerExpr(CO->getTrueExpr());
    ExprPtr Fl = lowerExpr(CO->getFalseExpr());
    if (!C || !T || !Fl)
      return nullptr;
    return Expr::select(std::move(C), std::move(T), std::move(Fl), *Ty, L);
  }
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
    if (ExprPtr Sub = lowerExpr(Cast->getSubExpr()))
      return Expr::cast(*Ty, std::move(Sub), L);
    return nullptr;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return lowerCall(CE);
  if (const auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    clang::Expr::EvalResult R;
    if (UE->EvaluateAsInt(R, Ctx))
      return Expr::intLit(R.Val.getInt().getSExtValue(), *Ty, L);
  }
  return fail(L, std::string("expression '") + E->getStmtClassName() +
                     "' is not supported in offloaded functions");
}

//===----------------------------------------------------------------------===//
// Calls and inlining
//===----------------------------------------------------------------------===//

const FunctionDecl *Lowering::inlinableCallee(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || isa<CXXOperatorCallExpr>(CE) || isa<CXXMemberCallExpr>(CE))
    return nullptr;
  const FunctionDecl *Def = nullptr;
  if (!FD->hasBody(Def) || SM.isInSystemHeader(Def->getLocation()))
    return nullptr;
  return Def;
}

/// Whether FD's body assigns (or increments) its parameter P.
static bool assigns(const FunctionDecl *FD, const ParmVarDecl *P) {
  bool Found = false;
  std::function<void(const clang::Stmt *)> Visit = [&](const clang::Stmt *S) {
    if (!S || Found)
      return;
    const clang::Expr *Target = nullptr;
    if (const auto *BO = dyn_cast<BinaryOperator>(S);
        BO && BO->isAssignmentOp())
      Target = BO->getLHS();
    if (const auto *UO = dyn_cast<UnaryOperator>(S);
        UO && UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
    if (Target)
      if (const auto *DRE =
              dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
        Found |= DRE->getDecl() == P;
    for (const clang::Stmt *Child : S->children())
      Visit(Child);
  };
  Visit(FD->getBody());
  return Found;
}

const clang::ReturnStmt *Lowering::singleReturn(const FunctionDecl *FD) {
  const auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body || Body->size() != 1)
    return nullptr;
  return dyn_cast<clang::ReturnStmt>(Body->body_front());
}

ExprPtr Lowering::lowerCall(const CallExpr *CE) {
  SourceLocation L = CE->getBeginLoc();
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD)
    return fail(L, "indirect calls are not supported in offloaded functions");
  std::optional<ScalarType> Ty = scalarType(CE->getType());
  std::string Name = FD->getNameAsString();
  if (const FunctionDecl *Def = inlinableCallee(CE)) {
    if (singleReturn(Def))
      return inlineAsExpr(CE, Def);
    return fail(L, "call to '" + Name +
                       "' can be inlined only as a statement of its own or as "
                       "the whole right-hand side of an assignment");
  }
  bool FromLibrary =
      SM.isInSystemHeader(FD->getLocation()) || FD->isInStdNamespace();
  if (!FromLibrary || !isMathFunction(Name) || !Ty)
    return fail(L, "call to '" + FD->getQualifiedNameAsString() +
                       "', which is neither defined in this file nor a "
                       "<cmath> function or std::min/std::max, cannot be "
                       "offloaded");
  std::vector<ExprPtr> Args;
  for (const clang::Expr *A : CE->arguments()) {
    ExprPtr Arg = lowerExpr(A);
    if (!Arg)
      return nullptr;
    Args.push_back(std::move(Arg));
  }
  if (Name == "abs" && Ty->isFloating())
    Name = "fabs";
  if (FD->isInStdNamespace() && (Name == "min" || Name == "max"))
    Name = "std::" + Name; // Printed as min/max on the device.
  return Expr::call(Name, std::move(Args), *Ty, L);
}

bool Lowering::bindArrayParam(const ParmVarDecl *P, const clang::Expr *Arg,
                              BlockStmt *Out) {
  std::string Name = P->getNameAsString();
  if (structOf(P->getType())) {
    Aggregate *From = aggregateOf(Arg);
    if (!From) {
      fail(Arg->getBeginLoc(), "argument for struct parameter '" + Name +
                                   "' must be a struct variable");
      return false;
    }
    if (P->getType()->isReferenceType()) {
      Aggregates[P] = From;
      return true;
    }
    if (!Out) {
      fail(Arg->getBeginLoc(), "a struct passed by value can be copied only "
                               "when the call is a statement of its own");
      return false;
    }
    Aggregates[P] = copyAggregate(*From, Name, Arg->getBeginLoc(), *Out);
    return true;
  }
  auto V = view(Arg);
  if (!V) {
    fail(Arg->getBeginLoc(), "argument for array parameter '" + Name +
                                 "' must name an array or a row of one");
    return false;
  }
  QualType Elem;
  bool ByValue =
      vectorDepth(P->getType(), Elem) && !P->getType()->isReferenceType();
  if (ByValue) {
    if (!Out) {
      fail(Arg->getBeginLoc(), "a std::vector passed by value can be copied "
                               "only when the call is a statement of its own");
      return false;
    }
    Arrays[P] = copyArray(*V, Name, Arg->getBeginLoc(), *Out);
    return true;
  }
  if (V->Prefix.empty())
    Arrays[P] = V->A;
  else
    Rows[P] = std::move(*V);
  return true;
}

ExprPtr Lowering::inlineAsExpr(const CallExpr *CE, const FunctionDecl *FD) {
  SourceLocation L = CE->getBeginLoc();
  if (std::find(CallStack.begin(), CallStack.end(), FD) != CallStack.end())
    return fail(L, "recursive call to '" + FD->getNameAsString() +
                       "' cannot be offloaded");
  std::vector<ExprPtr> Owned;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const clang::Expr *Arg = CE->getArg(I);
    if (auto PTy = scalarType(P->getType().getNonReferenceType())) {
      ExprPtr A = lowerExpr(Arg);
      if (!A)
        return nullptr;
      if (A->Ty != *PTy)
        A = Expr::cast(*PTy, std::move(A), A->Loc);
      ExprArgs[P] = A.get();
      Owned.push_back(std::move(A));
    } else if (!bindArrayParam(P, Arg, nullptr)) {
      return nullptr;
    }
  }
  CallStack.push_back(FD);
  ExprPtr Result = lowerExpr(singleReturn(FD)->getRetValue());
  CallStack.pop_back();
  for (unsigned I = 0; I < FD->getNumParams(); ++I)
    ExprArgs.erase(FD->getParamDecl(I));
  auto RTy = scalarType(FD->getReturnType());
  if (Result && RTy && Result->Ty != *RTy)
    Result = Expr::cast(*RTy, std::move(Result), L);
  return Result;
}

void Lowering::inlineAsStmts(const CallExpr *CE, const FunctionDecl *FD,
                             ExprPtr Target, BlockStmt &Out) {
  SourceLocation L = CE->getBeginLoc();
  if (std::find(CallStack.begin(), CallStack.end(), FD) != CallStack.end()) {
    fail(L, "recursive call to '" + FD->getNameAsString() +
                "' cannot be offloaded");
    return;
  }
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const clang::Expr *Arg = CE->getArg(I);
    QualType PT = P->getType();
    auto PTy = scalarType(PT.getNonReferenceType());
    if (PTy && PT->isReferenceType() &&
        !PT.getNonReferenceType().isConstQualified()) {
      // T &x: alias the caller's scalar variable.
      const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
      Variable *V = DRE ? Vars.lookup(DRE->getDecl()) : nullptr;
      Array *A = DRE ? Arrays.lookup(DRE->getDecl()) : nullptr;
      if (V && V->K != Variable::LoopIndex)
        Vars[P] = V;
      else if (A && A->rank() == 0)
        Arrays[P] = A;
      else {
        fail(Arg->getBeginLoc(), "argument for reference parameter '" +
                                     P->getNameAsString() +
                                     "' must be a local variable");
        return;
      }
    } else if (PTy) {
      ExprPtr A = lowerExpr(Arg);
      if (!A)
        return;
      if (A->Ty != *PTy)
        A = Expr::cast(*PTy, std::move(A), A->Loc);
      // A parameter the callee never assigns can stand for a simple
      // argument itself; a copy would only hide that it is invariant.
      bool Simple = A->K == Expr::VarRef || A->K == Expr::IntLit ||
                    A->K == Expr::FloatLit ||
                    (A->K == Expr::Cast && (A->Ops[0]->K == Expr::VarRef ||
                                            A->Ops[0]->K == Expr::IntLit));
      if (Simple && !assigns(FD, P)) {
        ExprArgs[P] = A.get();
        InlineArgs.push_back(std::move(A));
        continue;
      }
      Variable *V =
          F->newVar(Variable::Local, F->freshName(P->getNameAsString()), *PTy,
                    P->getLocation());
      auto DS = std::make_unique<DeclStmt>(Arg->getBeginLoc());
      DS->Var = V;
      DS->Init = std::move(A);
      Out.Body.push_back(std::move(DS));
      Vars[P] = V;
    } else if (!bindArrayParam(P, Arg, &Out)) {
      return;
    }
  }
  CallStack.push_back(FD);
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  for (auto It = Body->body_begin(); It != Body->body_end(); ++It) {
    const auto *R = dyn_cast<clang::ReturnStmt>(*It);
    if (!R) {
      lowerStmt(*It, Out);
      continue;
    }
    if (std::next(It) != Body->body_end()) {
      fail(R->getBeginLoc(), "'return' must be the last statement of an "
                             "inlined function");
      break;
    }
    if (Target && R->getRetValue()) {
      ExprPtr V = lowerExpr(R->getRetValue());
      if (V && V->Ty != Target->Ty)
        V = Expr::cast(Target->Ty, std::move(V), V->Loc);
      if (V)
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), "", std::move(V), R->getBeginLoc()));
    }
  }
  CallStack.pop_back();
  // The parameters' bindings end with the call.
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    Vars.erase(FD->getParamDecl(I));
    ExprArgs.erase(FD->getParamDecl(I));
  }
}

} // namespace

std::unique_ptr<Function>
lowerFunction(const FunctionDecl &FD, ASTContext &Ctx,
              const std::vector<PragmaInfo *> &FnPragmas,
              PragmaTargets &Targets, Diagnostics &D) {
  return Lowering(FD, Ctx, FnPragmas, Targets, D).run();
}

} // namespace loopgen
