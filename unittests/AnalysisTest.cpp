//===- AnalysisTest.cpp - The dependence and coverage analyses alone ------===//
//
// Each analysis asked about a loop built by hand, without the passes that
// usually run before it.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Analysis/Coverage.h"
#include "loopgen/Analysis/Dependence.h"
#include "gtest/gtest.h"

using namespace loopgen;

namespace {

ScalarType Int = ScalarType::intTy();
ScalarType Float = ScalarType::get(ScalarType::Floating, "float", 32);

/// A function of n, arrays x[n] and y[n] and a local float t, with one
/// loop `for (i = 0; i < n; ++i)` whose body the test writes.
struct OneLoop {
  std::unique_ptr<Function> F = std::make_unique<Function>();
  Variable *N, *T, *I;
  Array *X, *Y;
  ForStmt *Loop;
  OneLoop() {
    F->Name = "f";
    N = F->newVar(Variable::Param, "n", Int);
    T = F->newVar(Variable::Local, "t", Float);
    X = F->newArray(Array::PointerParam, "x", Float);
    X->Dims.push_back(Expr::var(N));
    Y = F->newArray(Array::PointerParam, "y", Float);
    Y->Dims.push_back(Expr::var(N));
    auto L = std::make_unique<ForStmt>();
    I = F->newVar(Variable::LoopIndex, "i", Int);
    L->Index = I;
    L->Begin = Expr::intLit(0, Int);
    L->End = Expr::var(N);
    L->Body = std::make_unique<BlockStmt>();
    Loop = L.get();
    F->Body = std::make_unique<BlockStmt>();
    F->Body->Body.push_back(std::move(L));
  }
  /// A[i + Offset].
  ExprPtr at(Array *A, int Offset = 0) {
    std::vector<ExprPtr> S;
    S.push_back(Offset ? Expr::binary("+", Expr::var(I),
                                      Expr::intLit(Offset, Int), Int)
                       : Expr::var(I));
    return Expr::access(A, std::move(S));
  }
  /// A[0].
  ExprPtr first(Array *A) {
    std::vector<ExprPtr> S;
    S.push_back(Expr::intLit(0, Int));
    return Expr::access(A, std::move(S));
  }
  void add(StmtPtr S) { Loop->Body->Body.push_back(std::move(S)); }
  void assign(ExprPtr To, ExprPtr Value, std::string Op = "") {
    add(std::make_unique<AssignStmt>(std::move(To), Op, std::move(Value)));
  }
  void declareT(ExprPtr Init) {
    auto D = std::make_unique<DeclStmt>();
    D->Var = T;
    D->Init = std::move(Init);
    add(std::move(D));
  }
};

TEST(DependenceTest, DisjointElementsAreIndependent) {
  OneLoop C; // y[i] = x[i] + x[i + 1]
  C.assign(C.at(C.Y),
           Expr::binary("+", C.at(C.X), C.at(C.X, 1), Float));
  EXPECT_EQ(testLoop(*C.F, *C.Loop).K, DependenceResult::Independent);
}

TEST(DependenceTest, RecurrenceIsADependence) {
  OneLoop C; // y[i + 1] = y[i] * 2
  C.assign(C.at(C.Y, 1),
           Expr::binary("*", C.at(C.Y), Expr::intLit(2, Int), Float));
  DependenceResult R = testLoop(*C.F, *C.Loop);
  EXPECT_NE(R.K, DependenceResult::Independent);
  EXPECT_NE(R.Reason.find("'y"), std::string::npos) << R.Reason;
}

TEST(DependenceTest, OneElementWrittenByAll) {
  OneLoop C; // y[0] = x[i]: every iteration writes y[0]
  C.assign(C.first(C.Y), C.at(C.X));
  EXPECT_EQ(testLoop(*C.F, *C.Loop).K, DependenceResult::Proven);
  // Only about x, which is only read: independent.
  EXPECT_EQ(testLoop(*C.F, *C.Loop, C.X).K, DependenceResult::Independent);
}

TEST(DependenceTest, ScalarDeclaredOutsideIsShared) {
  OneLoop C; // t = x[i]; y[i] = t, with t declared outside the loop
  C.assign(Expr::var(C.T), C.at(C.X));
  C.assign(C.at(C.Y), Expr::var(C.T));
  DependenceResult R = testLoop(*C.F, *C.Loop);
  EXPECT_NE(R.K, DependenceResult::Independent);
  EXPECT_TRUE(R.IsScalar);
  // Declared in the body, it is private to the iteration.
  OneLoop D;
  D.declareT(D.at(D.X));
  D.assign(D.at(D.Y), Expr::var(D.T));
  EXPECT_EQ(testLoop(*D.F, *D.Loop).K, DependenceResult::Independent);
}

TEST(CoverageTest, ScalarWrittenBeforeRead) {
  OneLoop C; // t = x[i]; y[i] = t
  C.assign(Expr::var(C.T), C.at(C.X));
  C.assign(C.at(C.Y), Expr::var(C.T));
  EXPECT_TRUE(coverageOf(*C.F, *C.Loop, *C.T).Covered);
}

TEST(CoverageTest, ScalarReadBeforeWritten) {
  OneLoop C; // y[i] = t; t = x[i]: t carries a value between iterations
  C.assign(C.at(C.Y), Expr::var(C.T));
  C.assign(Expr::var(C.T), C.at(C.X));
  Coverage Cov = coverageOf(*C.F, *C.Loop, *C.T);
  EXPECT_FALSE(Cov.Covered);
  EXPECT_FALSE(Cov.Why.empty());
}

TEST(CoverageTest, ElementWrittenBeforeRead) {
  OneLoop C; // y[i] = x[i]; x[i] += y[i]: y[i] is read after its write
  C.assign(C.at(C.Y), C.at(C.X));
  C.assign(C.at(C.X), C.at(C.Y), "+=");
  EXPECT_TRUE(coverageOf(*C.F, *C.Loop, *C.Y).Covered);
  // x[i] is read before anything writes it in the iteration.
  EXPECT_FALSE(coverageOf(*C.F, *C.Loop, *C.X).Covered);
}

TEST(CoverageTest, OtherElementNotCovered) {
  OneLoop C; // y[i] = x[i]; t = y[i + 1]: y[i + 1] is not written yet
  C.assign(C.at(C.Y), C.at(C.X));
  C.declareT(C.at(C.Y, 1));
  EXPECT_FALSE(coverageOf(*C.F, *C.Loop, *C.Y).Covered);
}

} // namespace
