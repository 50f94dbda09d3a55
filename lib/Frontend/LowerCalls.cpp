//===- LowerCalls.cpp - Calls and inlining --------------------------------===//
//
// Calls to <cmath> functions and std::min/max stay calls; calls to
// functions defined in the same file are inlined, as an expression when
// the callee is a single return, else as statements, with array arguments
// bound to their parameters.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include <map>
#include <set>

using namespace clang;

namespace loopgen {

const char *const MathFunctions[] = {
    "sqrt",       "sqrtf",  "cbrt",    "cbrtf",     "exp",        "expf",
    "exp2",       "exp2f",  "expm1",   "expm1f",    "log",        "logf",
    "log2",       "log2f",  "log10",   "log10f",    "log1p",      "log1pf",
    "pow",        "powf",   "sin",     "sinf",      "cos",        "cosf",
    "tan",        "tanf",   "asin",    "asinf",     "acos",       "acosf",
    "atan",       "atanf",  "atan2",   "atan2f",    "sinh",       "sinhf",
    "cosh",       "coshf",  "tanh",    "tanhf",     "fabs",       "fabsf",
    "abs",        "floor",  "floorf",  "ceil",      "ceilf",      "round",
    "roundf",     "trunc",  "truncf",  "fmin",      "fminf",      "fmax",
    "fmaxf",      "fma",    "fmaf",    "erf",       "erff",       "erfc",
    "erfcf",      "hypot",  "hypotf",  "fmod",      "fmodf",      "copysign",
    "copysignf",  "min",    "max",     "rint",      "rintf",      "nearbyint",
    "nearbyintf", "lround", "lroundf", "remainder", "remainderf", "asinh",
    "asinhf",     "acosh",  "acoshf",  "atanh",     "atanhf",     "tgamma",
    "tgammaf",    "lgamma", "lgammaf", "isnan",     "isinf",      "isfinite",
    "signbit"};

bool isMathFunction(llvm::StringRef Name) {
  for (const char *M : MathFunctions)
    if (Name == M)
      return true;
  return false;
}

/// The object a call of a method is made on: `f` of `f(x)` or `s.g(x)`.
static const clang::Expr *objectOf(const CallExpr *CE) {
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(CE))
    return MCE->getImplicitObjectArgument();
  if (isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(CE->getCalleeDecl()))
    return CE->getArg(0);
  return nullptr;
}

std::string Lowering::calleeName(const CallExpr *CE) {
  const auto *FD = CE->getDirectCallee();
  if (FD && FD->getDeclName().isIdentifier())
    return FD->getNameAsString();
  // operator(): the variable it is called on (a lambda's, a functor's).
  const clang::Expr *Object = objectOf(CE);
  if (const auto *DRE = dyn_cast_or_null<DeclRefExpr>(
          Object ? Object->IgnoreParenImpCasts() : nullptr))
    return DRE->getDecl()->getNameAsString();
  return "call";
}

const clang::Expr *Lowering::callArg(const CallExpr *CE, unsigned I) {
  // An operator call's first argument is the object it is made on.
  bool Object =
      isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(CE->getCalleeDecl());
  return CE->getArg(I + Object);
}

const FunctionDecl *Lowering::inlinableCallee(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD)
    return nullptr;
  // Methods: a lambda's call, or a method (operator() of a functor too) of
  // a struct of the file, made on a struct variable; a static one as a
  // free function.
  // Operators of structs of the file (`a + b` of a vec3) are calls too;
  // subscripts and assignments have their own lowerings.
  const auto *OCE = dyn_cast<CXXOperatorCallExpr>(CE);
  if (OCE && (OCE->getOperator() == OO_Subscript ||
              OCE->getOperator() == OO_Equal || OCE->getOperator() == OO_Arrow))
    return nullptr;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD)) {
    if (!OCE && !isa<CXXMemberCallExpr>(CE) && !MD->isStatic())
      return nullptr;
    if (MD->isVirtual() || SM.isInSystemHeader(MD->getLocation()))
      return nullptr;
  }
  const FunctionDecl *Def = nullptr;
  if (!FD->hasBody(Def) || SM.isInSystemHeader(Def->getLocation()))
    return nullptr;
  return Def;
}

bool Lowering::isSimpleArgument(const Expr &A) {
  return A.K == Expr::VarRef || A.K == Expr::IntLit || A.K == Expr::FloatLit ||
         (A.K == Expr::Cast &&
          (A.Ops[0]->K == Expr::VarRef || A.Ops[0]->K == Expr::IntLit));
}

const clang::ReturnStmt *Lowering::singleReturn(const FunctionDecl *FD) {
  const auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body || Body->size() != 1)
    return nullptr;
  return dyn_cast<clang::ReturnStmt>(Body->body_front());
}

/// The OpenMP API's functions that an offloaded function may call:
/// loopgen runs its code as one OpenMP thread would (a correct OpenMP
/// program computes the same with any number of threads) and its parallel
/// loops on the grid. Their values as one thread sees them; the setters
/// change nothing.
static const std::map<std::string, int> &openMPValues() {
  static const std::map<std::string, int> Values = {
      {"omp_get_thread_num", 0},   {"omp_get_team_num", 0},
      {"omp_in_parallel", 0},      {"omp_get_level", 0},
      {"omp_get_active_level", 0}, {"omp_get_ancestor_thread_num", 0},
      {"omp_get_num_threads", 1},  {"omp_get_max_threads", 1},
      {"omp_get_num_teams", 1},    {"omp_get_team_size", 1},
      {"omp_get_thread_limit", 1}, {"omp_get_num_procs", 1},
      {"omp_is_initial_device", 1}};
  return Values;
}

static bool isOpenMPAPI(const FunctionDecl *FD) {
  return FD && FD->isExternC() && FD->getName().starts_with("omp_");
}

bool Lowering::isOpenMPSetting(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  static const std::set<std::string> Setters = {
      "omp_set_num_threads", "omp_set_dynamic", "omp_set_nested",
      "omp_set_max_active_levels", "omp_set_schedule"};
  return isOpenMPAPI(FD) && Setters.count(FD->getName().str());
}

ExprPtr Lowering::lowerCall(const CallExpr *CE) {
  SourceLocation L = CE->getBeginLoc();
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD)
    return fail(L, "indirect calls are not supported in offloaded functions");
  if (isOpenMPAPI(FD)) {
    auto It = openMPValues().find(FD->getName().str());
    F->QueriesOpenMPThreads |= It != openMPValues().end();
    if (It != openMPValues().end())
      return Expr::intLit(It->second, ScalarType::intTy(), L);
    return fail(L, "'" + FD->getName().str() +
                       "' cannot be called in an offloaded function: of the "
                       "OpenMP API, loopgen takes the thread and team "
                       "queries (as one thread sees them) and the setters "
                       "of the team's size");
  }
  std::optional<ScalarType> Ty = scalarType(CE->getType());
  std::string Name = calleeName(CE);
  if (const FunctionDecl *Def = inlinableCallee(CE)) {
    if (singleReturn(Def))
      return inlineAsExpr(CE, Def);
    // Run before the statement, into a temporary: where it changes nothing
    // the statement reads and the statement would run it anyway. A method
    // of a local struct may change the struct's scalars (`rng.next() % n`):
    // C++ sequences the call before or after the rest of the expression,
    // and before is one of its orders.
    const auto *MCE = dyn_cast<CXXMemberCallExpr>(CE);
    Aggregate *Object =
        MCE ? aggregateOf(MCE->getImplicitObjectArgument()) : nullptr;
    bool Own = changesOnlyItsOwn(Def, {}, Object && !Object->Scalars.empty()) ||
               changesOnlyThroughArguments(CE, Def);
    if (Prelude && !InBranch && Ty && Own) {
      Variable *R = F->newVar(Variable::Local, F->freshName(Name), *Ty, L);
      auto DS = std::make_unique<DeclStmt>(L);
      DS->Var = R;
      Prelude->Body.push_back(std::move(DS));
      BlockStmt *Into = std::exchange(Prelude, nullptr); // Its own statements.
      inlineAsStmts(CE, Def, Expr::var(R, L), *Into);
      Prelude = Into;
      return Failed ? nullptr : Expr::var(R, L);
    }
    std::string Why = !Own       ? "it changes more than its own locals"
                      : InBranch ? "it is under ?:, && or ||"
                                 : "it is not in a statement";
    return fail(L, "call to '" + Name +
                       "' can be inlined only as a statement of its own, as "
                       "the whole right-hand side of an assignment, or inside "
                       "an expression that runs it before its statement: " +
                       Why);
  }
  bool FromLibrary = SM.isInSystemHeader(FD->getLocation()) ||
                     FD->isInStdNamespace() || FD->getBuiltinID();
  if (FromLibrary && Ty) // INFINITY, std::numeric_limits<T>::max().
    if (ExprPtr C = constantValue(CE, *Ty))
      return C;
  // std::clamp(v, lo, hi): v < lo ? lo : hi < v ? hi : v, as <algorithm>
  // defines it.
  if (FromLibrary && FD->isInStdNamespace() && Name == "clamp" && Ty &&
      CE->getNumArgs() == 3) {
    ExprPtr V = lowerExpr(CE->getArg(0)), Lo = lowerExpr(CE->getArg(1)),
            Hi = lowerExpr(CE->getArg(2));
    if (!V || !Lo || !Hi)
      return nullptr;
    ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
    ExprPtr Above =
        Expr::select(Expr::binary("<", Hi->clone(), V->clone(), Bool, L),
                     Hi->clone(), V->clone(), *Ty, L);
    ExprPtr Below = Expr::binary("<", V->clone(), Lo->clone(), Bool, L);
    return Expr::select(std::move(Below), std::move(Lo), std::move(Above), *Ty,
                        L);
  }
  if (!FromLibrary || !isMathFunction(Name) || !Ty)
    return fail(L, "call to '" + FD->getQualifiedNameAsString() +
                       "', which is neither defined in this file nor a "
                       "<cmath> function, std::min, std::max or std::clamp, "
                       "cannot be offloaded");
  bool MinMax = FD->isInStdNamespace() && (Name == "min" || Name == "max");
  std::vector<const clang::Expr *> Operands(CE->arg_begin(), CE->arg_end());
  // std::max({a, b, c}): the list's elements, folded pairwise below.
  const clang::InitListExpr *List = nullptr;
  if (MinMax && CE->getNumArgs() == 1)
    if (auto *IL = dyn_cast<CXXStdInitializerListExpr>(
            CE->getArg(0)->IgnoreImplicit()))
      List = dyn_cast<InitListExpr>(IL->getSubExpr()->IgnoreImplicit());
  if (List)
    Operands.assign(List->inits().begin(), List->inits().end());
  std::vector<ExprPtr> Args;
  for (const clang::Expr *A : Operands) {
    ExprPtr Arg = lowerExpr(A);
    if (!Arg)
      return nullptr;
    Args.push_back(std::move(Arg));
  }
  // A literal prints without its suffix: std::max(1L, n) must not become
  // std::max(1, n), which no overload takes.
  for (ExprPtr &A : Args)
    if (MinMax && A->K == Expr::IntLit && A->Ty != ScalarType::intTy()) {
      SourceLocation At = A->Loc;
      ScalarType ATy = A->Ty;
      A = Expr::cast(ATy, std::move(A), At);
    }
  if (List) {
    if (Args.empty())
      return fail(L, "std::" + Name + " of an empty list");
    ExprPtr Acc = std::move(Args[0]);
    for (size_t I = 1; I < Args.size(); ++I) {
      std::vector<ExprPtr> Pair;
      Pair.push_back(std::move(Acc));
      Pair.push_back(std::move(Args[I]));
      Acc = Expr::call("std::" + Name, std::move(Pair), *Ty, L);
    }
    return Acc;
  }
  if (Name == "abs" && Ty->isFloating())
    Name = "fabs";
  // Classifications by their std:: names on the host (C++'s <cmath> need
  // not declare ::isnan); kernels call CUDA's isnan.
  if (Name == "isnan" || Name == "isinf" || Name == "isfinite" ||
      Name == "signbit")
    Name = "std::" + Name;
  bool MinMaxOf = Name == "min" || Name == "max";
  if (FD->isInStdNamespace() && MinMaxOf)
    Name = "std::" + Name; // Printed as min/max on the device.
  // The precision the call was resolved to: an argument converted to the
  // parameter's type (`sqrt(x)` of a float x calls C's double sqrt), and
  // the float overload of a <cmath> function (`std::pow(float, float)`)
  // named by its float name, which host compilers and CUDA resolve alike.
  if (!MinMaxOf && !List && Args.size() == FD->getNumParams()) {
    bool AllFloat = Ty->isFloating() && Ty->Bits == 32;
    for (unsigned I = 0; I < Args.size(); ++I) {
      std::optional<ScalarType> PTy =
          scalarType(FD->getParamDecl(I)->getType());
      AllFloat &= PTy && PTy->isFloating() && PTy->Bits == 32;
      if (PTy && Args[I]->Ty != *PTy) {
        SourceLocation At = Args[I]->Loc; // Read before the move.
        Args[I] = Expr::cast(*PTy, std::move(Args[I]), At);
      }
    }
    if (AllFloat && Name.back() != 'f' && isMathFunction(Name + "f"))
      Name += "f";
  }
  return Expr::call(Name, std::move(Args), *Ty, L);
}

std::optional<Lowering::Aggregate *>
Lowering::callObject(const CallExpr *CE, const FunctionDecl *FD,
                     BlockStmt *Out) {
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  if (!MD || MD->isStatic())
    return nullptr;
  // A lambda's body names what it captures directly (`this` as the
  // enclosing method does); a method's names its struct's members through
  // `this`, the struct variable it is called on.
  if (MD->getParent()->isLambda())
    return ThisObjects.empty() ? nullptr : ThisObjects.back();
  const clang::Expr *Obj = objectOf(CE);
  if (Aggregate *Object = aggregateOf(Obj))
    return Object;
  // A struct value (`(a + b).dot(c)`), or a record of an array a const
  // method reads (`pts[i].length()`): a struct variable of its own.
  std::optional<RecordPlace> P = recordValue(Obj, Out);
  BlockStmt *Into = Out ? Out : (!InBranch ? Prelude : nullptr);
  if (P && P->Agg)
    return P->Agg;
  if (P && MD->isConst() && Into && isPlainRecord(MD->getParent())) {
    Aggregate *Copy =
        newRecordLocal(MD->getParent(), MD->getParent()->getName().str(),
                       Obj->getBeginLoc(), *Into);
    if (copyRecord(RecordPlace{Copy, {}, 0}, *P, MD->getParent(),
                   Obj->getBeginLoc(), *Into))
      return Copy;
  }
  if (!Failed)
    fail(Obj->getBeginLoc(),
         "the method '" + MD->getNameAsString() +
             "' must be called on a struct variable of the function, or a "
             "struct value");
  return std::nullopt;
}

ExprPtr Lowering::inlineAsExpr(const CallExpr *CE, const FunctionDecl *FD) {
  std::vector<ExprPtr> Owned;
  SavedParams Saved(*this, FD);
  if (!bindExprArgs(CE, FD, Owned))
    return nullptr;
  CallStack.push_back(FD);
  ExprPtr Result = lowerExpr(singleReturn(FD)->getRetValue());
  CallStack.pop_back();
  if (isa<CXXMethodDecl>(FD))
    ThisObjects.pop_back();
  auto RTy = scalarType(FD->getReturnType());
  if (Result && RTy && Result->Ty != *RTy)
    Result = Expr::cast(*RTy, std::move(Result), CE->getBeginLoc());
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
  SavedParams Saved(*this, FD);
  // C++ evaluates the object before the arguments.
  std::optional<Aggregate *> Object = callObject(CE, FD, &Out);
  if (!Object)
    return;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const clang::Expr *Arg = callArg(CE, I);
    QualType PT = P->getType();
    auto PTy = scalarType(PT.getNonReferenceType());
    if (complexElement(PT)) {
      if (!bindComplexParam(P, Arg, InlineArgs, &Out))
        return;
      continue;
    }
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
      if (A->Ty != *PTy) {
        SourceLocation Loc = A->Loc; // Read before A is moved from.
        A = Expr::cast(*PTy, std::move(A), Loc);
      }
      // A parameter the callee never assigns can stand for a simple
      // argument itself; a copy would only hide that it is invariant.
      if (isSimpleArgument(*A) && !assignsParam(FD, P)) {
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
      if (!IterationScalars.empty()) // A local of the caller's iteration.
        IterationScalars.back().insert(V);
    } else if (!bindPointee(P, Arg) && !bindArrayParam(P, Arg, &Out)) {
      return;
    }
  }
  if (isa<CXXMethodDecl>(FD))
    ThisObjects.push_back(*Object);
  CallStack.push_back(FD);
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  std::pair<Variable *, Variable *> *Complex =
      std::exchange(ComplexResult, nullptr);
  const RecordPlace *Record = std::exchange(RecordResult, nullptr);
  const ValueDecl *Vector = std::exchange(VectorResult, nullptr);
  Array *ArrayInto = std::exchange(ArrayResult, nullptr);
  lowerExiting({Body->body_begin(), Body->body_end()}, Out,
               [&](const clang::ReturnStmt *R, BlockStmt &Into) {
                 if (Complex && R->getRetValue()) {
                   auto P = lowerComplex(R->getRetValue(), Complex->first->Ty);
                   if (!P)
                     return;
                   Into.Body.push_back(std::make_unique<AssignStmt>(
                       Expr::var(Complex->first), "", std::move(P->first),
                       R->getBeginLoc()));
                   Into.Body.push_back(std::make_unique<AssignStmt>(
                       Expr::var(Complex->second), "", std::move(P->second),
                       R->getBeginLoc()));
                   return;
                 }
                 if (Vector && R->getRetValue()) {
                   // The local vector it returns becomes the caller's,
                   // declared where the call was.
                   const clang::Expr *V = R->getRetValue()->IgnoreImplicit();
                   if (const auto *CE = dyn_cast<CXXConstructExpr>(V);
                       CE && CE->getNumArgs() == 1) // Moved out.
                     V = CE->getArg(0)->IgnoreImplicit();
                   const auto *DRE = dyn_cast<DeclRefExpr>(V->IgnoreParens());
                   const auto *Local =
                       DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
                   Array *A = Local && Local->getDeclContext() == FD
                                  ? Arrays.lookup(Local)
                                  : nullptr;
                   bool Bound = Arrays.count(Vector);
                   if (A && !Bound) // Known even when refused.
                     Arrays[Vector] = A;
                   if ((!A || &Into != &Out || Bound) && !Failed)
                     fail(R->getBeginLoc(),
                          "a helper that makes a std::vector is inlined "
                          "where it returns one local vector, once, at its "
                          "end");
                   return;
                 }
                 if (ArrayInto && R->getRetValue()) {
                   initializeArray(*ArrayInto, R->getRetValue(), Into);
                   return;
                 }
                 if (Record && R->getRetValue()) {
                   storeRecord(*Record, structOf(FD->getReturnType()),
                               R->getRetValue(), Into);
                   return;
                 }
                 if (!Target || !R->getRetValue())
                   return;
                 // A statement of its own: helpers it calls run right
                 // before it (`return clampi(t, 0, 40);`).
                 lowerAdvancing(R, Into, [&](BlockStmt &Body) {
                   ExprPtr V = lowerExpr(R->getRetValue());
                   if (V && V->Ty != Target->Ty) {
                     SourceLocation Loc = V->Loc; // Read before V is moved.
                     V = Expr::cast(Target->Ty, std::move(V), Loc);
                   }
                   if (V)
                     Body.Body.push_back(std::make_unique<AssignStmt>(
                         Target->clone(), "", std::move(V), R->getBeginLoc()));
                 });
               });
  CallStack.pop_back();
  if (isa<CXXMethodDecl>(FD))
    ThisObjects.pop_back();
}

} // namespace loopgen
