//===- AffineTest.cpp - Polynomial forms of subscripts --------------------===//

#include "loopgen/IR/Affine.h"
#include "gtest/gtest.h"

using namespace loopgen;

namespace {

ScalarType Int = ScalarType::intTy();

TEST(AffineTest, LinearizedSubscript) {
  Variable I{Variable::LoopIndex, "i", Int}, J{Variable::LoopIndex, "j", Int},
      M{Variable::Param, "m", Int};
  // i * m + j + 1
  auto E = Expr::binary(
      "+",
      Expr::binary("+", Expr::binary("*", Expr::var(&I), Expr::var(&M), Int),
                   Expr::var(&J), Int),
      Expr::intLit(1, Int), Int);
  auto P = Polynomial::from(*E);
  ASSERT_TRUE(P);
  EXPECT_EQ(P->str(), "1 + i*m + j");
  auto CI = P->coefficientOf(&I);
  ASSERT_TRUE(CI);
  EXPECT_EQ(*CI, Polynomial::variable(&M));
  EXPECT_TRUE(P->dependsOn(&J));
  EXPECT_EQ(P->withoutVar(&I).str(), "1 + j");
}

TEST(AffineTest, CancellationAndNonAffine) {
  Variable I{Variable::LoopIndex, "i", Int};
  auto Zero = Expr::binary("-", Expr::var(&I), Expr::var(&I), Int);
  auto P = Polynomial::from(*Zero);
  ASSERT_TRUE(P);
  EXPECT_TRUE(P->isConstant());
  EXPECT_EQ(P->constantTerm(), 0);
  auto Div = Expr::binary("/", Expr::var(&I), Expr::intLit(2, Int), Int);
  EXPECT_FALSE(Polynomial::from(*Div));
  auto Sq = Expr::binary("*", Expr::var(&I), Expr::var(&I), Int);
  EXPECT_FALSE(Polynomial::from(*Sq)->coefficientOf(&I));
}

} // namespace
