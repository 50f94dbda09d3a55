//===- PreludeLanesTest.cpp - The prelude's passes over host threads ------===//
//
// The prelude with its staging threads on (as on a GPU machine; the CPU
// emulation asks for them with LOOPGEN_STAGING_THREADS): a long section's
// extreme is found by one pass per lane, which must agree with one pass.
//
//===----------------------------------------------------------------------===//

#define LOOPGEN_STAGING_THREADS 1
#include "loopgen/runtime/cuda_emulation.h"

#include "gtest/gtest.h"

#include "loopgen/runtime/prelude.cuh"

#include <vector>

namespace {

TEST(PreludeLanes, ExtremesOfALongSectionOverLanes) {
  // Longer than the one-pass limit, not a multiple of the lanes.
  const long long Count = (1LL << 22) + 12345;
  std::vector<int> Column(Count);
  for (long long K = 0; K < Count; ++K)
    Column[K] = int((K * 7919) % 100003);
  Column[Count - 3] = 200000; // In the last lane.
  Column[17] = -5;            // In the first.
  EXPECT_EQ(loopgen_extreme_of(Column.data(), 0, Count - 1, Count, true),
            200000);
  EXPECT_EQ(loopgen_extreme_of(Column.data(), 0, Count - 1, Count, false), -5);
  // A section that leaves both out.
  EXPECT_EQ(loopgen_extreme_of(Column.data(), 18, Count - 4, Count, false), 0);
  EXPECT_EQ(loopgen_extreme_of(Column.data(), 18, Count - 4, Count, true),
            100002);
}

} // namespace
