//===- IR.cpp - LoopIR construction and cloning ---------------------------===//

#include "loopgen/IR/IR.h"
#include "loopgen/IR/Walk.h"
#include <cassert>

namespace loopgen {

ExprPtr Expr::make(Kind K, ScalarType Ty, SourceLocation L) {
  switch (K) {
#define LOOPGEN_MAKE(Class, Kind)                                              \
  case Kind:                                                                   \
    return std::make_unique<Class>(std::move(Ty), L);
    LOOPGEN_MAKE(IntLitExpr, IntLit)
    LOOPGEN_MAKE(FloatLitExpr, FloatLit)
    LOOPGEN_MAKE(BoolLitExpr, BoolLit)
    LOOPGEN_MAKE(VarRefExpr, VarRef)
    LOOPGEN_MAKE(AccessExpr, Access)
    LOOPGEN_MAKE(UnaryExpr, Unary)
    LOOPGEN_MAKE(BinaryExpr, Binary)
    LOOPGEN_MAKE(FnCallExpr, Call)
    LOOPGEN_MAKE(ConvertExpr, Cast)
    LOOPGEN_MAKE(SelectExpr, Select)
#undef LOOPGEN_MAKE
  }
  return nullptr;
}

ExprPtr Expr::intLit(int64_t V, ScalarType Ty, SourceLocation L) {
  auto E = make(IntLit, std::move(Ty), L);
  E->IntValue = V;
  return E;
}

ExprPtr Expr::floatLit(std::string Spelling, ScalarType Ty, SourceLocation L) {
  auto E = make(FloatLit, std::move(Ty), L);
  E->Text = std::move(Spelling);
  return E;
}

ExprPtr Expr::boolLit(bool V, SourceLocation L) {
  auto E = make(BoolLit, ScalarType::get(ScalarType::Bool, "bool", 8), L);
  E->IntValue = V;
  return E;
}

ExprPtr Expr::var(Variable *V, SourceLocation L) {
  auto E = make(VarRef, V->Ty, L);
  E->Var = V;
  return E;
}

ScalarType Array::typeAt(const std::vector<ExprPtr> &Subscripts) const {
  if (SlotTypes.empty() || Subscripts.size() != rank())
    return Elem;
  const Expr &Sub = *Subscripts[SlotDim < 0 ? rank() - 1 : SlotDim];
  if (Sub.K != Expr::IntLit)
    return Elem;
  int64_t Slot = Sub.IntValue;
  return Slot >= 0 && Slot < (int64_t)SlotTypes.size() ? SlotTypes[Slot] : Elem;
}

ExprPtr Expr::access(Array *A, std::vector<ExprPtr> Subscripts,
                     SourceLocation L) {
  auto E = make(Access, A->typeAt(Subscripts), L);
  E->Arr = A;
  E->Ops = std::move(Subscripts);
  return E;
}

ExprPtr Expr::unary(std::string Op, ExprPtr Sub, ScalarType Ty,
                    SourceLocation L) {
  auto E = make(Unary, std::move(Ty), L);
  E->Text = std::move(Op);
  E->Ops.push_back(std::move(Sub));
  return E;
}

ExprPtr Expr::binary(std::string Op, ExprPtr LHS, ExprPtr RHS, ScalarType Ty,
                     SourceLocation L) {
  auto E = make(Binary, std::move(Ty), L);
  E->Text = std::move(Op);
  E->Ops.push_back(std::move(LHS));
  E->Ops.push_back(std::move(RHS));
  return E;
}

ExprPtr Expr::call(std::string Callee, std::vector<ExprPtr> Args, ScalarType Ty,
                   SourceLocation L) {
  auto E = make(Call, std::move(Ty), L);
  E->Text = std::move(Callee);
  E->Ops = std::move(Args);
  return E;
}

ExprPtr Expr::cast(ScalarType To, ExprPtr Sub, SourceLocation L) {
  auto E = make(Cast, std::move(To), L);
  E->Ops.push_back(std::move(Sub));
  return E;
}

ExprPtr Expr::select(ExprPtr C, ExprPtr T, ExprPtr F, ScalarType Ty,
                     SourceLocation L) {
  auto E = make(Select, std::move(Ty), L);
  E->Ops.push_back(std::move(C));
  E->Ops.push_back(std::move(T));
  E->Ops.push_back(std::move(F));
  return E;
}

ExprPtr Expr::clone() const {
  auto E = make(K, Ty, Loc);
  E->IntValue = IntValue;
  E->Text = Text;
  E->Var = Var;
  E->Arr = Arr;
  for (const ExprPtr &Op : Ops)
    E->Ops.push_back(Op->clone());
  return E;
}

bool Expr::sameAs(const Expr &O) const {
  if (K != O.K || Ty != O.Ty || IntValue != O.IntValue || Text != O.Text ||
      Var != O.Var || Arr != O.Arr || Ops.size() != O.Ops.size())
    return false;
  for (size_t I = 0; I < Ops.size(); ++I)
    if (!Ops[I]->sameAs(*O.Ops[I]))
      return false;
  return true;
}

bool Expr::isComparison() const {
  return K == Binary && (Text == "<" || Text == "<=" || Text == ">" ||
                         Text == ">=" || Text == "==" || Text == "!=");
}

static std::unique_ptr<BlockStmt> cloneBlock(const BlockStmt *B) {
  if (!B)
    return nullptr;
  auto C = std::make_unique<BlockStmt>(B->Loc);
  for (const StmtPtr &S : B->Body)
    C->Body.push_back(S->clone());
  return C;
}

std::unique_ptr<ScanInfo> ScanInfo::clone() const {
  auto C = std::make_unique<ScanInfo>();
  C->Var = Var;
  C->Op = Op;
  C->Update = Update;
  C->InThen = InThen;
  C->IntoArray = IntoArray;
  C->Element = Element->clone();
  C->Init = Init->clone();
  C->LocalsBefore = LocalsBefore;
  if (Cub)
    C->Cub = Cub->clone();
  return C;
}

std::unique_ptr<CubScan> CubScan::clone() const {
  auto C = std::make_unique<CubScan>();
  C->In = In;
  C->Out = Out;
  C->Init = Init ? Init->clone() : nullptr;
  C->FromIdentity = FromIdentity;
  C->Recurrence = Recurrence;
  return C;
}

const ScalarType &scanType(const ScanInfo &Info) {
  return Info.Var ? Info.Var->Ty : Info.Init->Arr->Elem;
}

std::unique_ptr<TilePlan> TilePlan::clone() const {
  auto C = std::make_unique<TilePlan>();
  for (const Read &R : Reads)
    C->Reads.push_back({R.Access->clone(), R.Dim});
  C->Shapes = Shapes;
  C->Forced = Forced;
  C->GuardsIterations = GuardsIterations;
  return C;
}

std::unique_ptr<KernelPlan> KernelPlan::clone() const {
  auto C = std::make_unique<KernelPlan>();
  // Plans that point into the kernel (or its partner) are not copied.
  bool PointsIn = Kind == KernelKind::TwoWayRows ||
                    Kind == KernelKind::TwoWayColumns ||
                    Kind == KernelKind::SharedRows;
  C->Kind = PointsIn ? KernelKind::Plain : Kind;
  C->Depth = Depth;
  if (Tiling)
    C->Tiling = Tiling->clone();
  C->StreamedLoop = StreamedLoop;
  C->SweepX = SweepX;
  C->SweepY = SweepY;
  C->RunsSerialCode = RunsSerialCode;
  if (Reduce)
    C->Reduce = std::make_unique<ReductionPlan>(*Reduce);
  return C;
}

// ForFields.def's copies: HEADER fields go with the loop's header,
// VALUE and DEEP ones with a whole clone.
#define LOOPGEN_COPY_HEADER(Name) C->Name = Name;
#define LOOPGEN_COPY_VALUE(Name)
#define LOOPGEN_COPY_DEEP(Name)
#define LOOPGEN_COPY_NOT_COPIED(Name)

std::string ForStmt::describe() const {
  if (LeftByBreak)
    return "loop left by 'break'";
  if (Wavefront) // Its index is loopgen's own.
    return "loop over the wavefronts";
  if (While)
    return TestAfter ? "'do'-'while' loop" : "'while' loop";
  return "loop over '" + Index->userName() + "'";
}

std::unique_ptr<ForStmt> ForStmt::cloneHeader() const {
  auto C = std::make_unique<ForStmt>(Loc);
  C->Index = Index;
  C->Begin = Begin->clone();
  C->End = End->clone();
  C->Step = Step;
  C->While = While ? While->clone() : nullptr;
  C->TestAfter = TestAfter;
  C->LeftByBreak = LeftByBreak;
#define LOOPGEN_FOR_FIELD(Name, Copy, Show) LOOPGEN_COPY_##Copy(Name)
#include "loopgen/IR/ForFields.def"
  C->Body = std::make_unique<BlockStmt>(Body ? Body->Loc : Loc);
  return C;
}

StmtPtr Stmt::clone() const {
  StmtPtr C = cloneNode();
  C->Place = Place;
  C->VectorGroup = VectorGroup;
  return C;
}

StmtPtr Stmt::cloneNode() const {
  switch (K) {
  case Block:
    return cloneBlock(cast<BlockStmt>(this));
  case For: {
    auto *F = cast<ForStmt>(this);
    std::unique_ptr<ForStmt> C = F->cloneHeader();
#undef LOOPGEN_COPY_HEADER
#undef LOOPGEN_COPY_VALUE
#undef LOOPGEN_COPY_DEEP
#define LOOPGEN_COPY_HEADER(Name) // Copied by cloneHeader.
#define LOOPGEN_COPY_VALUE(Name) C->Name = F->Name;
#define LOOPGEN_COPY_DEEP(Name)                                                \
  if (F->Name)                                                                 \
    C->Name = F->Name->clone();
#define LOOPGEN_FOR_FIELD(Name, Copy, Show) LOOPGEN_COPY_##Copy(Name)
#include "loopgen/IR/ForFields.def"
    C->Body = cloneBlock(F->Body.get());
    return C;
  }
  case Assign: {
    auto *A = cast<AssignStmt>(this);
    return std::make_unique<AssignStmt>(A->Target->clone(), A->Op,
                                        A->Value->clone(), Loc);
  }
  case If: {
    auto *I = cast<IfStmt>(this);
    auto C = std::make_unique<IfStmt>(Loc);
    C->Cond = I->Cond->clone();
    C->Then = cloneBlock(I->Then.get());
    C->Else = cloneBlock(I->Else.get());
    C->Made = I->Made;
    return C;
  }
  case Decl: {
    auto *D = cast<DeclStmt>(this);
    auto C = std::make_unique<DeclStmt>(Loc);
    C->Var = D->Var;
    C->Arr = D->Arr;
    C->Init = D->Init ? D->Init->clone() : nullptr;
    C->ReadsCovered = D->ReadsCovered;
    return C;
  }
  case Return: {
    auto *R = cast<ReturnStmt>(this);
    auto C = std::make_unique<ReturnStmt>(Loc);
    C->Value = R->Value ? R->Value->clone() : nullptr;
    return C;
  }
  }
  assert(false && "unknown statement kind");
  return nullptr;
}

ExprPtr ForStmt::tripCount() const {
  ScalarType Ty = Index->Ty;
  bool ZeroBegin = Begin->K == Expr::IntLit && Begin->IntValue == 0;
  if (ZeroBegin && Step == 1)
    return End->clone();
  ExprPtr Span = Step > 0 ? Expr::binary("-", End->clone(), Begin->clone(), Ty)
                          : Expr::binary("-", Begin->clone(), End->clone(), Ty);
  int64_t S = Step > 0 ? Step : -Step;
  if (S == 1)
    return Span;
  return Expr::binary(
      "/", Expr::binary("+", std::move(Span), Expr::intLit(S - 1, Ty), Ty),
      Expr::intLit(S, Ty), Ty);
}

ExprPtr ForStmt::position() const {
  ScalarType Ty = Index->Ty;
  ExprPtr I = Expr::var(Index);
  bool ZeroBegin = Begin->K == Expr::IntLit && Begin->IntValue == 0;
  if (!ZeroBegin || Step < 0)
    I = Step > 0 ? Expr::binary("-", std::move(I), Begin->clone(), Ty)
                 : Expr::binary("-", Begin->clone(), std::move(I), Ty);
  int64_t S = Step > 0 ? Step : -Step;
  if (S != 1)
    I = Expr::binary("/", std::move(I), Expr::intLit(S, Ty), Ty);
  return I;
}

Variable *Function::newVar(Variable::Kind K, std::string N, ScalarType Ty,
                           SourceLocation L) {
  Vars.push_back(std::make_unique<Variable>(
      Variable{K, std::move(N), std::move(Ty), L, "", false}));
  return Vars.back().get();
}

Array *Function::newArray(Array::Kind K, std::string N, ScalarType Elem,
                          SourceLocation L) {
  auto A = std::make_unique<Array>();
  A->K = K;
  A->Name = std::move(N);
  A->Elem = std::move(Elem);
  A->Loc = L;
  Arrays.push_back(std::move(A));
  return Arrays.back().get();
}

bool Function::hasName(const std::string &N) const {
  for (const auto &V : Vars)
    if (V->Name == N)
      return true;
  for (const auto &A : Arrays)
    if (A->Name == N)
      return true;
  return false;
}

std::string Function::freshName(const std::string &Base) const {
  if (!hasName(Base))
    return Base;
  for (unsigned I = 1;; ++I) {
    std::string N = Base + "_" + std::to_string(I);
    if (!hasName(N))
      return N;
  }
}

std::vector<std::pair<const Array *, const Array *>>
Function::overlapPairs() const {
  std::vector<const Array *> Params;
  for (const auto &A : Arrays) {
    if (!A->isParam() || A->K == Array::ScalarRefParam || A->Nested)
      continue;
    bool Used = false;
    walkAllExprs(*Body, [&](const Expr &E) {
      Used |= E.K == Expr::Access && E.Arr == A.get();
    });
    if (Used)
      Params.push_back(A.get());
  }
  std::vector<std::pair<const Array *, const Array *>> Pairs;
  for (size_t I = 0; I < Params.size(); ++I)
    for (size_t J = I + 1; J < Params.size(); ++J)
      if (writesArray(*this, *Params[I]) || writesArray(*this, *Params[J]))
        Pairs.push_back({Params[I], Params[J]});
  return Pairs;
}

bool Array::sizedFromData() const {
  bool FromData = false;
  for (const ExprPtr &Dim : Dims)
    walkExpr(*Dim, [&](const Expr &X) {
      FromData |= X.K == Expr::VarRef && X.Var->K == Variable::DataExtent;
    });
  return FromData;
}

} // namespace loopgen
