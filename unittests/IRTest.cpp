//===- IRTest.cpp - LoopIR construction, cloning and printing -------------===//

#include "loopgen/IR/IR.h"
#include "loopgen/IR/Printer.h"
#include "gtest/gtest.h"

using namespace loopgen;

namespace {

ScalarType Int = ScalarType::intTy();
ScalarType Float = ScalarType::get(ScalarType::Floating, "float", 32);

/// y[i] = a * x[i] + y[i] for i in [0, n).
std::unique_ptr<Function> saxpy() {
  auto F = std::make_unique<Function>();
  F->Name = "saxpy";
  Variable *N = F->newVar(Variable::Param, "n", Int);
  Variable *A = F->newVar(Variable::Param, "a", Float);
  Array *X = F->newArray(Array::PointerParam, "x", Float);
  X->Dims.push_back(Expr::var(N));
  X->IsConst = true;
  Array *Y = F->newArray(Array::PointerParam, "y", Float);
  Y->Dims.push_back(Expr::var(N));
  F->Params = {{"n", "int", N, nullptr},
               {"a", "float", A, nullptr},
               {"x", "const float *", nullptr, X},
               {"y", "float *", nullptr, Y}};
  auto L = std::make_unique<ForStmt>();
  L->Index = F->newVar(Variable::LoopIndex, "i", Int);
  L->Begin = Expr::intLit(0, Int);
  L->End = Expr::var(N);
  L->IsParallel = true;
  L->Body = std::make_unique<BlockStmt>();
  std::vector<ExprPtr> Xi, Yi, Yi2;
  Xi.push_back(Expr::var(L->Index));
  Yi.push_back(Expr::var(L->Index));
  Yi2.push_back(Expr::var(L->Index));
  L->Body->Body.push_back(std::make_unique<AssignStmt>(
      Expr::access(Y, std::move(Yi)), "",
      Expr::binary("+",
                   Expr::binary("*", Expr::var(A),
                                Expr::access(X, std::move(Xi)), Float),
                   Expr::access(Y, std::move(Yi2)), Float)));
  F->Body = std::make_unique<BlockStmt>();
  F->Body->Body.push_back(std::move(L));
  F->ReturnTy = ScalarType::voidTy();
  return F;
}

TEST(IRTest, PrintsFunction) {
  auto F = saxpy();
  EXPECT_EQ(printFunction(*F),
            "func saxpy(n: int, a: float, x: const float[n] pointer, y: "
            "float[n] pointer) -> void {\n"
            "  for i in [0, n) parallel {\n"
            "    y[i] = a * x[i] + y[i]\n"
            "  }\n"
            "}\n");
}

TEST(IRTest, CloneIsDeepAndEqualInText) {
  auto F = saxpy();
  StmtPtr Copy = F->Body->Body[0]->clone();
  EXPECT_EQ(printStmt(*Copy), printStmt(*F->Body->Body[0]));
  auto &L = cast<ForStmt>(*Copy);
  L.Step = 2;
  EXPECT_NE(printStmt(*Copy), printStmt(*F->Body->Body[0]));
}

TEST(IRTest, MinimalParentheses) {
  Variable A{Variable::Local, "a", Int}, B{Variable::Local, "b", Int},
      C{Variable::Local, "c", Int};
  ExprPrinter P;
  // (a + b) * c keeps its parentheses, a + b * c needs none.
  auto E1 =
      Expr::binary("*", Expr::binary("+", Expr::var(&A), Expr::var(&B), Int),
                   Expr::var(&C), Int);
  EXPECT_EQ(P.print(*E1), "(a + b) * c");
  auto E2 =
      Expr::binary("+", Expr::var(&A),
                   Expr::binary("*", Expr::var(&B), Expr::var(&C), Int), Int);
  EXPECT_EQ(P.print(*E2), "a + b * c");
  // a - (b - c): right operand of equal precedence.
  auto E3 =
      Expr::binary("-", Expr::var(&A),
                   Expr::binary("-", Expr::var(&B), Expr::var(&C), Int), Int);
  EXPECT_EQ(P.print(*E3), "a - (b - c)");
  // - -a must not print as --a.
  auto E4 = Expr::unary("-", Expr::unary("-", Expr::var(&A), Int), Int);
  EXPECT_EQ(P.print(*E4), "-(-a)");
}

TEST(IRTest, FreshNamesAvoidClashes) {
  auto F = saxpy();
  EXPECT_EQ(F->freshName("z"), "z");
  EXPECT_EQ(F->freshName("x"), "x_1");
}

} // namespace
