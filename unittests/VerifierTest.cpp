//===- VerifierTest.cpp - The verifier finds broken LoopIR ----------------===//

#include "loopgen/IR/Verifier.h"
#include "gtest/gtest.h"

using namespace loopgen;

namespace {

ScalarType Int = ScalarType::intTy();
ScalarType Float = ScalarType::get(ScalarType::Floating, "float", 32);

/// for (i = 0; i < n; ++i) { float t = x[i]; y[i] = t; }
struct Copy {
  std::unique_ptr<Function> F = std::make_unique<Function>();
  Variable *N, *T;
  Array *X, *Y;
  ForStmt *Loop;
  Copy() {
    F->Name = "copy";
    N = F->newVar(Variable::Param, "n", Int);
    T = F->newVar(Variable::Local, "t", Float);
    X = F->newArray(Array::PointerParam, "x", Float);
    X->Dims.push_back(Expr::var(N));
    Y = F->newArray(Array::PointerParam, "y", Float);
    Y->Dims.push_back(Expr::var(N));
    auto L = std::make_unique<ForStmt>();
    L->Index = F->newVar(Variable::LoopIndex, "i", Int);
    L->Begin = Expr::intLit(0, Int);
    L->End = Expr::var(N);
    L->Body = std::make_unique<BlockStmt>();
    auto D = std::make_unique<DeclStmt>();
    D->Var = T;
    D->Init = Expr::access(X, subscript(L->Index));
    L->Body->Body.push_back(std::move(D));
    L->Body->Body.push_back(std::make_unique<AssignStmt>(
        Expr::access(Y, subscript(L->Index)), "", Expr::var(T)));
    Loop = L.get();
    F->Body = std::make_unique<BlockStmt>();
    F->Body->Body.push_back(std::move(L));
  }
  static std::vector<ExprPtr> subscript(Variable *I) {
    std::vector<ExprPtr> S;
    S.push_back(Expr::var(I));
    return S;
  }
};

TEST(VerifierTest, AcceptsWellFormed) { EXPECT_EQ(verifyFunction(*Copy().F), ""); }

TEST(VerifierTest, LocalOutOfScope) {
  Copy C;
  // y[0] = t after the loop, where t's declaration is not in scope.
  std::vector<ExprPtr> Zero;
  Zero.push_back(Expr::intLit(0, Int));
  C.F->Body->Body.push_back(std::make_unique<AssignStmt>(
      Expr::access(C.Y, std::move(Zero)), "", Expr::var(C.T)));
  EXPECT_EQ(verifyFunction(*C.F), "'t' is used in an assigned value where no "
                                  "declaration of it is in scope");
}

TEST(VerifierTest, SubscriptsPerDimension) {
  Copy C;
  // y is now 3-D, its access 2-D (1-D would be a flat access).
  C.Y->Dims.push_back(Expr::var(C.N));
  C.Y->Dims.push_back(Expr::var(C.N));
  auto &A = cast<AssignStmt>(*C.Loop->Body->Body[1]);
  A.Target->Ops.push_back(Expr::var(C.Loop->Index));
  EXPECT_EQ(verifyFunction(*C.F),
            "'y[i][i]' has 2 subscripts for 3 dimensions");
}

TEST(VerifierTest, IndexAssignedInItsLoop) {
  Copy C;
  C.Loop->Body->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(C.Loop->Index), "+=", Expr::intLit(1, Int)));
  EXPECT_EQ(verifyFunction(*C.F), "the index 'i' is assigned inside its loop");
}

TEST(VerifierTest, ForeignVariable) {
  Copy C;
  Variable Stranger{Variable::Param, "m", Int};
  C.Loop->End = Expr::var(&Stranger);
  EXPECT_EQ(verifyFunction(*C.F),
            "a variable in a loop's end is not one of the function's");
}

TEST(VerifierTest, OperandCount) {
  Copy C;
  auto &A = cast<AssignStmt>(*C.Loop->Body->Body[1]);
  A.Value = Expr::binary("+", Expr::var(C.T), Expr::var(C.T), Float);
  A.Value->Ops.pop_back(); // A sum of one operand.
  EXPECT_EQ(verifyFunction(*C.F),
            "a binary operation '+' in an assigned value has 1 operands, not 2");
}

} // namespace

TEST(VerifierTest, KernelPlans) {
  Copy C;
  C.Loop->IsParallel = true;
  C.Loop->Place = Stmt::Kernel;
  C.Loop->GridDim = 0;
  C.Loop->Label = "copy.cpp:2:3";
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 has no plan");
  C.Loop->Kernel = std::make_unique<KernelPlan>();
  EXPECT_EQ(verifyFunction(*C.F), "");
  // A band recorded deeper than its loops go.
  C.Loop->Kernel->Depth = 2;
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 records a band "
                                   "of 2 loops; its loops form one of 1");
  C.Loop->Kernel->Depth = 1;
  // A kind without its plan.
  C.Loop->Kernel->Kind = KernelKind::Tiled;
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 has no tile plan");
  // A plan without its kind.
  C.Loop->Kernel->Kind = KernelKind::Plain;
  C.Loop->Kernel->SweepX = 32;
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 is not a kernel "
                                   "of the kind of its sweeping blocks");
  C.Loop->Kernel->SweepX = 0;
  // Single-thread code in a kernel that reduces nothing.
  C.Loop->Kernel->RunsSerialCode = true;
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 runs "
                                   "single-thread code but is no reduction "
                                   "kernel of one launch");
  C.Loop->Kernel->RunsSerialCode = false;
  // Vector reads in a loop whose threads do not stride over it.
  C.Loop->Kernel->Reduce = std::make_unique<ReductionPlan>();
  C.Loop->Kernel->Reduce->VectorWidth = 4;
  EXPECT_EQ(verifyFunction(*C.F), "the kernel at copy.cpp:2:3 reads vectors "
                                   "in a loop that does not stride");
  C.Loop->Kernel->Reduce->Strides = true;
  EXPECT_EQ(verifyFunction(*C.F), "");
}

namespace {

TEST(VerifierTest, RowPointerTablesAreNestedPointersOfTwoDimensions) {
  Copy C;
  C.X->RowPointers = true; // One dimension, not nested.
  EXPECT_EQ(verifyFunction(*C.F), "the row-pointer table 'x' is not a nested "
                                  "pointer parameter of two dimensions");
}

TEST(VerifierTest, InferredShapesAreThoseOfPointersToScalars) {
  Copy C;
  C.Y->DimsInferred = true;
  EXPECT_EQ(verifyFunction(*C.F), "");
  C.Y->RowPointers = true; // A table's rows and their length.
  C.Y->Nested = true;
  C.Y->Dims.push_back(Expr::var(C.N));
  EXPECT_EQ(verifyFunction(*C.F), "");
  C.Y->Dims.push_back(Expr::intLit(3, ScalarType::intTy()));
  EXPECT_EQ(verifyFunction(*C.F),
            "the row-pointer table 'y' is not a nested pointer parameter of "
            "two dimensions");
  // Reshape reads a flat extent as up to four factors (rgb[h][w][3]).
  C.Y->RowPointers = false;
  C.Y->Nested = false;
  EXPECT_EQ(verifyFunction(*C.F), "");
  for (int I = 0; I < 2; ++I)
    C.Y->Dims.push_back(Expr::intLit(3, ScalarType::intTy()));
  EXPECT_NE(verifyFunction(*C.F), "");
}

TEST(VerifierTest, MarkedArraysAreAParallelLoopsOwn) {
  Copy C;
  C.Loop->MarkedArrays.push_back(C.Y);
  C.Loop->IsParallel = false;
  EXPECT_EQ(verifyFunction(*C.F),
            "the loop over 'i' marks 'y', but it is not a parallel loop's "
            "array without atomic updates");
  C.Loop->IsParallel = true;
  EXPECT_EQ(verifyFunction(*C.F), "");
  C.Loop->AtomicArrays.push_back(C.Y);
  EXPECT_NE(verifyFunction(*C.F), "");
}

TEST(VerifierTest, StdArrayParametersAreConstantCArrays) {
  Copy C;
  C.Y->StdArray = "std::array<float, 4>"; // A pointer of n elements.
  EXPECT_EQ(verifyFunction(*C.F), "the std::array parameter 'y' is not a C "
                                  "array of a constant number of elements");
}

// A size read from data: a section of an input no statement writes.
TEST(VerifierTest, SizesReadFromData) {
  Copy C;
  Variable *Max = C.F->newVar(Variable::DataExtent, "x_max", Int);
  C.F->DataExtents.push_back(
      {Max, C.X, Expr::intLit(0, Int), Expr::var(C.N), true});
  EXPECT_EQ(verifyFunction(*C.F), "");
  // y is written.
  C.F->DataExtents.back().Of = C.Y;
  EXPECT_NE(verifyFunction(*C.F), "");
  C.F->DataExtents.back().Of = C.X;
  // A section through a local.
  C.F->DataExtents.back().Last = Expr::var(C.T);
  EXPECT_NE(verifyFunction(*C.F), "");
  C.F->DataExtents.clear();
  // Declared and read from nothing.
  EXPECT_NE(verifyFunction(*C.F), "");
}

} // namespace

TEST(VerifierTest, HostSetParametersNameTheirSource) {
  Copy C;
  Param E;
  E.Name = "mode";
  E.Var = C.F->newVar(Variable::Param, "mode_value", Int);
  E.Enum = "Mode";
  C.F->Params.push_back(std::move(E));
  EXPECT_EQ(verifyFunction(*C.F),
            "the enum parameter 'mode' has no integer value set on the host");
  C.F->Params.back().Var->HostInit = "(int)(mode)";
  EXPECT_EQ(verifyFunction(*C.F), "");
  Param S;
  S.Name = "g";
  S.StructType = "Grid";
  Variable *W = C.F->newVar(Variable::Param, "g_w", Int);
  W->HostInit = "g.h"; // Another member's.
  S.MemberScalars.push_back({"w", W});
  C.F->Params.push_back(std::move(S));
  EXPECT_EQ(verifyFunction(*C.F),
            "the member 'g.w' is not a parameter the host sets from it");
  W->HostInit = "g.w";
  EXPECT_EQ(verifyFunction(*C.F), "");
}

TEST(VerifierTest, HostConditionsReadOnlyWhatEntryHolds) {
  Copy C;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  // A local's value is not known on entry.
  C.F->HostWhen.push_back(
      Expr::binary("<=", Expr::var(C.T), Expr::intLit(0, Int), Bool));
  EXPECT_EQ(verifyFunction(*C.F), "a condition for running on the host "
                                  "reads what the host does not hold on entry");
  C.F->HostWhen.back() =
      Expr::binary("<=", Expr::var(C.N), Expr::intLit(0, Int), Bool);
  EXPECT_EQ(verifyFunction(*C.F), "");
}
