//===- HarnessSupportTest.cpp - Tests of the harness's comparisons --------===//
//
// The validation harness's support code: how it compares the translation's
// outputs with the original's, and the inputs it fills.
//
//===----------------------------------------------------------------------===//

#include "loopgen/runtime/cuda_emulation.h"
#include "loopgen/runtime/harness_support.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

using namespace loopgen_harness;

namespace {

float nanWithSign(bool Negative) {
  uint32_t Bits = Negative ? 0xFFC00000u : 0x7FC00000u;
  float F;
  std::memcpy(&F, &Bits, sizeof F);
  return F;
}

TEST(HarnessSupport, NaNMatchesNaNOfEitherSign) {
  // x86 computes 0/0 as -nan, the GPU as +nan: both computed a NaN.
  std::vector<float> Ref = {nanWithSign(true), 1.0f};
  std::vector<float> Got = {nanWithSign(false), 1.0f};
  EXPECT_EQ(loopgen_compare(Ref.data(), Got.data(), 2, 1e-4).loopgen_bad, 0u);
}

TEST(HarnessSupport, NaNAgainstANumberIsAMismatch) {
  std::vector<float> Ref = {nanWithSign(false), 2.0f};
  std::vector<float> Got = {0.0f, nanWithSign(false)};
  EXPECT_EQ(loopgen_compare(Ref.data(), Got.data(), 2, 1e-4).loopgen_bad, 2u);
}

TEST(HarnessSupport, AnUnwrittenOutputIsAMismatchNotANaN) {
  std::vector<float> Ref = {nanWithSign(false)};
  std::vector<float> Got = {loopgen_poison<float>()};
  loopgen_comparison C = loopgen_compare(Ref.data(), Got.data(), 1, 1e-4);
  EXPECT_EQ(C.loopgen_bad, 1u);
  EXPECT_EQ(C.loopgen_unwritten, 1u);
}

TEST(HarnessSupport, InvalidCountSkipsUnwrittenElements) {
  std::vector<double> Out = {1.0, NAN, INFINITY, loopgen_poison<double>()};
  EXPECT_EQ(loopgen_count_invalid(Out.data(), Out.size()), 2u);
  std::vector<int> Ints = {1, 2};
  EXPECT_EQ(loopgen_count_invalid(Ints.data(), Ints.size()), 0u);
}

TEST(HarnessSupport, DistributionsStayInTheirRanges) {
  std::mt19937_64 Rng(1);
  std::vector<float> F(1000);
  std::vector<int> I(1000);
  const float Lo[] = {0.0f, 0.5f, 1.0f, 0.5f}, Hi[] = {1.0f, 1.5f, 8.0f, 1.5f};
  for (int D = 0; D < loopgen_distributions; ++D) {
    loopgen_fill_random(F.data(), F.size(), Rng, D, 50);
    auto [Min, Max] = std::minmax_element(F.begin(), F.end());
    EXPECT_GE(*Min, Lo[D]) << loopgen_distribution_name(D);
    EXPECT_TRUE(D == 2 ? *Max <= Hi[D] : *Max < Hi[D])
        << loopgen_distribution_name(D);
    loopgen_fill_random(I.data(), I.size(), Rng, D, 50);
    EXPECT_GE(*std::min_element(I.begin(), I.end()), D == 1 || D == 2 ? 1 : 0);
  }
  // The last: integer arrays sorted below the smallest extent.
  EXPECT_TRUE(std::is_sorted(I.begin(), I.end()));
  EXPECT_LT(I.back(), 50);
  EXPECT_EQ(loopgen_extent({1, 300, 40, 1000}), 40u);
  EXPECT_EQ(loopgen_extent({1}), 16u);
}

} // namespace
