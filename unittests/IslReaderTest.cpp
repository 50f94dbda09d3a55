//===- IslReaderTest.cpp - The fast reader of isl set text ----------------===//
//
// Each set read by loopgen's reader must be the set isl's own reader makes
// of the same text; text outside the reader's language goes to isl.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Analysis/IslReader.h"
#include "gtest/gtest.h"
#include <isl/ctx.h>
#include <isl/set.h>

using namespace loopgen;

namespace {

class IslReaderTest : public ::testing::Test {
protected:
  isl_ctx *Ctx = isl_ctx_alloc();
  ~IslReaderTest() override { isl_ctx_free(Ctx); }

  /// Whether the reader reads Text itself, into isl's set.
  void expectSame(const std::string &Text) {
    SCOPED_TRACE(Text);
    isl_set *Fast = readIslSetDirectly(Ctx, Text);
    ASSERT_NE(Fast, nullptr) << "not read directly";
    isl_set *Isl = isl_set_read_from_str(Ctx, Text.c_str());
    ASSERT_NE(Isl, nullptr);
    EXPECT_EQ(isl_set_is_equal(Fast, Isl), isl_bool_true);
    isl_set_free(Fast);
    isl_set_free(Isl);
  }
  void expectLeftToIsl(const std::string &Text) {
    isl_set *Fast = readIslSetDirectly(Ctx, Text);
    EXPECT_EQ(Fast, nullptr) << Text;
    isl_set_free(Fast);
    isl_set *Any = readIslSet(Ctx, Text); // isl's reader, through the same call
    EXPECT_NE(Any, nullptr) << Text;
    isl_set_free(Any);
  }
};

TEST_F(IslReaderTest, Comparisons) {
  expectSame("[p_n] -> { [i, j] : (i >= 0) and (i < 1*p_n) and (j >= 0) and "
             "(j < 1*i) }");
  expectSame("[p_n, p_m] -> { [i] : 1*i + -1*p_m <= 2*p_n - 3 }");
  expectSame("{ [i, j] : i = j and i > 4 }");
  expectSame("{ [i, j] : 0 <= i < j <= 10 }"); // A chain.
  expectSame("{ [i] : 1 = 1 and true }");
  expectSame("{ [i] : false or i = 3 }");
  expectSame("[n] -> { [] : n > 0 }");
  expectSame("[n] -> { [i] }");
  expectSame("{ [i, j] : -i - 2*j + 3 >= -(i + 4) }");
  expectSame("{ [i, j] : (i + 1) >= 2*(j - 1) }");
}

TEST_F(IslReaderTest, DisjunctionsAndNegations) {
  expectSame("{ [ia, ib] : (ia < ib or ia > ib) and 0 <= ia < 5 and "
             "0 <= ib < 5 }");
  // A lexicographic order and its complement, as the reorder writes them.
  expectSame("[n] -> { [ak, ax0, bk, bx0] : 0 <= ak < n and 0 <= bk < n and "
             "0 <= ax0 < n and 0 <= bx0 < n and ((ax0 < bx0) or (ax0 = bx0 and "
             "ak < bk)) and not ((ak < bk) or (ak = bk and ax0 < bx0) or "
             "(ak = bk and ax0 = bx0)) }");
  expectSame("{ [i] : not (i = 2) and 0 <= i <= 4 }");
  expectSame("{ [i] : not (not (i >= 3)) }");
  expectSame("{ [i] : not true or i = 1 }");
}

TEST_F(IslReaderTest, Existentials) {
  // A loop of step 2, as IslBuilder::loopRange writes it.
  expectSame("[c_k, p_n] -> { [d0, e_0] : true and exists (t_1 : e_0 = 0 + "
             "2*t_1 and t_1 >= 0) and e_0 < (-2 + 1*p_n) and e_0 < c_k and "
             "d0 = 1 + 1*e_0 }");
  expectSame("{ [i] : exists (a, b : i = 3*a + 5*b and a >= 0 and b >= 0) }");
  expectSame("{ [i, j] : exists (t : i = 2*t) and exists (t : j = 3*t) }");
  expectSame("{ [i] : exists (t : i = 2*t and not (t = 1)) }");
}

TEST_F(IslReaderTest, OtherTextGoesToIsl) {
  expectLeftToIsl("{ [i] : i mod 2 = 0 }");
  expectLeftToIsl("{ [i] : floor(i/2) = 1 }");
  expectLeftToIsl("{ S[i] : i >= 0 }");
  expectLeftToIsl("{ [i] : not (exists (t : i = 2*t)) }");
  expectLeftToIsl("{ [i, i] }");
  // Too large for the int of isl's constraint matrices.
  expectLeftToIsl("{ [i] : i < 99999999999 }");
  // Errors are isl's: an undeclared name, text cut short.
  EXPECT_EQ(readIslSet(Ctx, "{ [i] : i < n }"), nullptr);
  EXPECT_EQ(readIslSet(Ctx, "{ [i] : i <"), nullptr);
}

} // namespace
