//===- PreludeTest.cpp - The helpers every generated file starts with -----===//
//
// The prelude runs here under the CPU emulation, as it does in emulated
// validation; the lit test CodeGen/prelude-compiles.cpp compiles it with
// nvcc where nvcc exists.
//
//===----------------------------------------------------------------------===//

#include "loopgen/runtime/cuda_emulation.h"

#include "gtest/gtest.h"

// Users set sizes with one-letter macros (-DN=1000): none may reach a name
// of the prelude.
#define N 1
#define M 2
#define P 3
#define I 4
#define T 5
#define R 6
#define C 7
#define V 8
#define D 9
#define Rows 10
#define Cols 11
#define First 12
#define Rest 13
#define Block 14
#include "loopgen/runtime/prelude.cuh"
#undef N
#undef M
#undef P
#undef I
#undef T
#undef R
#undef C
#undef V
#undef D
#undef Rows
#undef Cols
#undef First
#undef Rest
#undef Block

namespace {

TEST(Prelude, SmallGridsNarrowTheirBlocks) {
  // The emulation reports 132 multiprocessors, as an H100 has.
  dim3 Shape(32, 8);
  dim3 Grid = loopgen_grid(Shape, dim3(1, 1), 256, 64); // 64 blocks as given
  EXPECT_EQ(Shape.x, 32u);
  EXPECT_LT(Shape.y, 8u) << "a grid under two blocks per multiprocessor";
  EXPECT_GE((long long)Grid.x * Grid.y, 2 * 132);
  dim3 Large(256);
  Grid = loopgen_grid(Large, dim3(1), 1 << 24);
  EXPECT_EQ(Large.x, 256u) << "a large grid keeps its block";
  EXPECT_EQ(Grid.x, (1u << 24) / 256);
}

TEST(Prelude, GridCountsEachThreadsIterations) {
  dim3 Shape(32, 8);
  dim3 Grid = loopgen_grid(Shape, dim3(4, 2), 1 << 14, 1 << 12);
  EXPECT_EQ(Grid.x, (1u << 14) / (32 * 4));
  EXPECT_EQ(Grid.y, (1u << 12) / (8 * 2));
}

TEST(Prelude, VectorLoadAndStoreMoveConsecutiveElements) {
  alignas(16) float In[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  alignas(16) float Out[8] = {};
  float A, B, E, F;
  loopgen_load(In + 4, A, B, E, F);
  EXPECT_EQ(A + B + E + F, 26.0f);
  loopgen_store(Out, A, B, E, F);
  EXPECT_EQ(Out[0], 5.0f);
  EXPECT_EQ(Out[3], 8.0f);
  alignas(16) double Pair[2] = {0.5, 1.5};
  double X, Y;
  loopgen_load(Pair, X, Y);
  EXPECT_EQ(X + Y, 2.0);
}

TEST(PreludeDeathTest, MisalignedVectorAccessStops) {
  alignas(16) float In[8] = {};
  float A, B, E, F;
  EXPECT_DEATH(loopgen_load(In + 1, A, B, E, F), "misaligned vector access");
}

TEST(Prelude, NestedVectorsFlattenRowMajor) {
  std::vector<std::vector<int>> Rows2 = {{1, 2, 3}, {4, 5, 6}};
  int Flat[6];
  loopgen_flatten(Rows2, 3, Flat);
  EXPECT_EQ(Flat[3], 4);
  Flat[3] = 40;
  loopgen_unflatten(Flat, 3, Rows2);
  EXPECT_EQ(Rows2[1][0], 40);
}

} // namespace
