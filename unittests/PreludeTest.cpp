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
#include "loopgen/runtime/scan.cuh"
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

TEST(Prelude, TableRowsCopyToOneFlatBuffer) {
  // Small tables go row by row; large ones through the staging buffers,
  // several rows gathered into each chunk (rows of 3000 bytes do not
  // divide the 2 MiB chunks: rows are cut between chunks and lanes).
  for (size_t Cols : {3, 750}) {
    size_t NRows = Cols == 3 ? 2 : 1500;
    std::vector<std::vector<int>> Rows2(NRows, std::vector<int>(Cols));
    for (size_t R = 0; R < NRows; ++R)
      for (size_t C = 0; C < Cols; ++C)
        Rows2[R][C] = int(R * Cols + C);
    int *Device = nullptr;
    ASSERT_EQ(cudaMalloc(&Device, NRows * Cols * sizeof(int)), cudaSuccess);
    auto Row = [&](size_t R) { return Rows2[R].data(); };
    ASSERT_EQ(loopgen_memcpy_rows(Device, Row, NRows, Cols * sizeof(int),
                                  cudaMemcpyHostToDevice),
              cudaSuccess);
    std::vector<int> Flat(NRows * Cols);
    ASSERT_EQ(cudaMemcpy(Flat.data(), Device, Flat.size() * sizeof(int),
                         cudaMemcpyDeviceToHost),
              cudaSuccess);
    for (size_t I = 0; I < Flat.size(); ++I)
      ASSERT_EQ(Flat[I], int(I)) << "element " << I;
    for (int &X : Flat)
      X = -X;
    ASSERT_EQ(cudaMemcpy(Device, Flat.data(), Flat.size() * sizeof(int),
                         cudaMemcpyHostToDevice),
              cudaSuccess);
    ASSERT_EQ(loopgen_memcpy_rows(Device, Row, NRows, Cols * sizeof(int),
                                  cudaMemcpyDeviceToHost),
              cudaSuccess);
    for (size_t R = 0; R < NRows; ++R)
      for (size_t C = 0; C < Cols; ++C)
        ASSERT_EQ(Rows2[R][C], -int(R * Cols + C));
    cudaFree(Device);
  }
}

// The emulation runs blocks one at a time, so a scan's look-back always
// finds its predecessor's inclusive prefix there; on a GPU it also meets
// tiles that have only published their aggregate. These tests publish such
// mixes by hand and look back from a later tile with one warp.
template <class T>
__global__ void lookBack(loopgen_scan_tiles<T> Tiles, long long Tile,
                         long long First, T Aggregate, T *Prefix) {
  T P = loopgen_scan_look_back<loopgen_op_add, true>(Tiles, Tile, First, Aggregate,
                                               threadIdx.x % 32);
  if (threadIdx.x == 0)
    *Prefix = P;
}

template <class T> struct PublishedTiles {
  std::vector<unsigned long long> Words;
  std::vector<unsigned> Status;
  std::vector<T> Aggregate, Inclusive;
  explicit PublishedTiles(size_t N)
      : Words(N), Status(N), Aggregate(N), Inclusive(N) {}
  loopgen_scan_tiles<T> tiles() {
    return {nullptr, Words.data(), Status.data(), Aggregate.data(),
            Inclusive.data()};
  }
  void publish(long long Tile, T V, unsigned S) {
    loopgen_scan_publish(tiles(), Tile, V, S);
  }
  unsigned status(long long Tile) const {
    return sizeof(T) <= 4 ? unsigned(Words[Tile] >> 32) : Status[Tile];
  }
};

template <class T> void lookBackOverMixedTiles() {
  // Tiles 0..69: tile k's elements sum to k + 1. Tile 20 has its inclusive
  // prefix; the others after it only their aggregates.
  PublishedTiles<T> P(71);
  P.publish(0, T(1), 2);
  for (long long K = 1; K < 70; ++K)
    P.publish(K, T(K + 1), K == 20 ? 2u : 1u);
  P.publish(20, T(21 * 22 / 2), 2);
  T Prefix = T(-1);
  void (*Kernel)(loopgen_scan_tiles<T>, long long, long long, T, T *) =
      lookBack<T>;
  LOOPGEN_LAUNCH(Kernel, dim3(1), dim3(32), 0, P.tiles(), 70LL, 0LL, T(71),
                 &Prefix);
  EXPECT_EQ(Prefix, T(70 * 71 / 2)) << "tiles 0..69, over two windows";
  EXPECT_EQ(P.status(70), 2u);
  // Only the first tile has its inclusive prefix: three windows back.
  PublishedTiles<T> Q(71);
  Q.publish(0, T(1), 2);
  for (long long K = 1; K < 70; ++K)
    Q.publish(K, T(K + 1), 1);
  LOOPGEN_LAUNCH(Kernel, dim3(1), dim3(32), 0, Q.tiles(), 70LL, 0LL, T(71),
                 &Prefix);
  EXPECT_EQ(Prefix, T(70 * 71 / 2));
  // A segment (a row of a segmented scan) from tile 50: the tiles before
  // it, of other rows, have published nothing, and are not waited for.
  PublishedTiles<T> R(71);
  R.publish(50, T(51), 2);
  for (long long K = 51; K < 70; ++K)
    R.publish(K, T(K + 1), 1);
  LOOPGEN_LAUNCH(Kernel, dim3(1), dim3(32), 0, R.tiles(), 70LL, 50LL, T(71),
                 &Prefix);
  EXPECT_EQ(Prefix, T((51 + 70) * 20 / 2)) << "tiles 50..69 only";
}

TEST(Prelude, ScanLooksBackOverAggregates) {
  lookBackOverMixedTiles<int>();
  lookBackOverMixedTiles<double>();
  lookBackOverMixedTiles<short>();
}

TEST(Prelude, HostOrGpuByTheRunTimeModel) {
  // The unit tests run without OpenMP: one thread on the host.
  unsetenv("LOOPGEN_HOST_BELOW");
  // A matrix-vector product of 4000 x 4000 doubles: one core streams the
  // matrix, 16 million iterations of 2 operations and 8 bytes, in about
  // 16 ms; the GPU copies its 128 MB in about 4: the GPU runs it.
  double Matrix = 4000.0 * 4000 * 8;
  EXPECT_FALSE(loopgen_host_is_faster(16000000, 0, 0, 2, 8, Matrix));
  // Small calls stay on the host: 0.2 ms of fixed costs on the GPU.
  EXPECT_TRUE(loopgen_host_is_faster(10000, 0, 0, 2, 8, 10000 * 8.0));
  // Work that reuses its data (many operations per byte moved) goes to
  // the GPU sooner.
  EXPECT_FALSE(loopgen_host_is_faster(1000000, 0, 0, 60, 2, 8e6));
  // LOOPGEN_HOST_BELOW replaces the model by a threshold on the work.
  setenv("LOOPGEN_HOST_BELOW", "0", 1);
  EXPECT_FALSE(loopgen_host_is_faster(10000, 0, 0, 2, 8, 10000 * 8.0));
  setenv("LOOPGEN_HOST_BELOW", "20000000", 1);
  EXPECT_TRUE(loopgen_host_is_faster(16000000, 0, 0, 2, 8, Matrix));
  unsetenv("LOOPGEN_HOST_BELOW");
}

} // namespace

namespace {

// A size read from data: the extremes of a section, within the array.
TEST(Prelude, ExtremesOfASectionWithinTheArray) {
  const int Offsets[] = {0, 3, 3, 7, 12};
  EXPECT_EQ(loopgen_extreme_of(Offsets, 1, 4, 5, true), 12);
  EXPECT_EQ(loopgen_extreme_of(Offsets, 0, 3, 5, false), 0);
  EXPECT_EQ(loopgen_extreme_of(Offsets, 1, 2, 5, false), 3);
  // Past the end: what the array holds; empty: 0 least, -1 greatest (an
  // extent of 0).
  EXPECT_EQ(loopgen_extreme_of(Offsets, 3, 9, 5, true), 12);
  EXPECT_EQ(loopgen_extreme_of(Offsets, 2, 1, 5, true), -1);
  EXPECT_EQ(loopgen_extreme_of(Offsets, 2, 1, 5, false), 0);
  const unsigned char Bytes[] = {7, 255, 0};
  EXPECT_EQ(loopgen_extreme_of(Bytes, 0, 2, 3, true), 255);
}

} // namespace
