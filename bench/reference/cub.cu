// CUB references for the reduction benchmarks: cub::DeviceReduce (and
// DeviceScan, DeviceHistogram) over the
// same inputs as the loopgen cases (random, in [0, 1)), timed with CUDA
// events (median of 20 after a warm-up), the temporary storage allocated
// once outside the timing.
//
//   cub sum   N     double sum of N floats
//   cub sumraw N    the same from the raw pointer (CUB's vector loads)
//   cub dot   N     dot product of two double vectors of N
//   cub max   N     maximum of N floats
//   cub count N     how many of N floats exceed 0.5
//   cub sum2d R C   double sum of an R x C float matrix
//   cub scan N      inclusive prefix sums of N ints in [0, 16)
//                   (cub::DeviceScan)
//   cub histogram N 256 even bins over [0, 1) of N floats
//                   (cub::DeviceHistogram::HistogramEven)
// Prints one line: "ref op=<op> ms=<median>".
//
// With LOOPGEN_REF_AFTER_COPY=1 each timed run follows, as in loopgen's
// harness, a copy of its inputs from pageable host memory and a
// synchronization (the device idle, the copy's data in the L2).
#include "timing.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cub/device/device_histogram.cuh>
#include <cub/device/device_reduce.cuh>
#include <cub/device/device_scan.cuh>
#include <cuda/std/functional>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    if ((call) != cudaSuccess) {                                               \
      std::fprintf(stderr, "%s failed\n", #call);                              \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

// The inputs, and their host copies, for LOOPGEN_REF_AFTER_COPY.
struct Input {
  void *Dev;
  std::vector<char> Host;
};
static std::vector<Input> Inputs;
template <class T> T *inputArray(const std::vector<T> &Host) {
  T *Dev = nullptr;
  size_t Bytes = Host.size() * sizeof(T);
  CHECK(cudaMalloc(&Dev, Bytes));
  CHECK(cudaMemcpy(Dev, Host.data(), Bytes, cudaMemcpyHostToDevice));
  const char *Data = reinterpret_cast<const char *>(Host.data());
  Inputs.push_back({Dev, std::vector<char>(Data, Data + Bytes)});
  return Dev;
}
template <class T> T *randomArray(size_t N) {
  std::vector<T> Host(N);
  for (size_t I = 0; I < N; ++I)
    Host[I] = T(std::rand() % 100000) / T(100000);
  return inputArray(Host);
}
// What runs ahead of each timed run: nothing, or the copy-in of the inputs.
static void beforeRun() {
  const char *AfterCopy = std::getenv("LOOPGEN_REF_AFTER_COPY");
  if (!AfterCopy || std::strcmp(AfterCopy, "1") != 0)
    return;
  for (Input &In : Inputs)
    CHECK(cudaMemcpy(In.Dev, In.Host.data(), In.Host.size(),
                     cudaMemcpyHostToDevice));
  CHECK(cudaDeviceSynchronize());
}

struct Widen {
  const float *X;
  __device__ double operator()(long long I) const { return X[I]; }
};
struct Product {
  const double *X, *Y;
  __device__ double operator()(long long I) const { return X[I] * Y[I]; }
};
struct Above {
  const float *X;
  __device__ int operator()(long long I) const { return X[I] > 0.5f; }
};
struct Sum {
  template <class T> __device__ T operator()(T A, T B) const { return A + B; }
};
struct Max {
  __device__ float operator()(float A, float B) const { return A < B ? B : A; }
};

// Times cub::DeviceReduce::Reduce(In, N, Op, Init) into one T.
template <class T, class In, class Op>
float timeReduce(In Input, long long N, Op Reduce, T Init) {
  T *Out = nullptr;
  CHECK(cudaMalloc(&Out, sizeof(T)));
  size_t Bytes = 0;
  CHECK(cub::DeviceReduce::Reduce(nullptr, Bytes, Input, Out, N, Reduce, Init));
  void *Temp = nullptr;
  CHECK(cudaMalloc(&Temp, Bytes));
  float Ms = medianMs(
      [&] {
        CHECK(cub::DeviceReduce::Reduce(Temp, Bytes, Input, Out, N, Reduce,
                                        Init));
      },
      20, beforeRun);
  CHECK(cudaFree(Temp));
  CHECK(cudaFree(Out));
  return Ms;
}

// Times a CUB call of the two-phase form (ask for the temporary bytes, then
// run), the temporary storage allocated once outside the timing.
template <class Call> float timeTwoPhase(Call Run) {
  size_t Bytes = 0;
  CHECK(Run(nullptr, Bytes));
  void *Temp = nullptr;
  CHECK(cudaMalloc(&Temp, Bytes));
  float Ms = medianMs([&] { CHECK(Run(Temp, Bytes)); }, 20, beforeRun);
  CHECK(cudaFree(Temp));
  return Ms;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: cub sum|sumraw|dot|max|count N | sum2d R C\n");
    return 2;
  }
  const char *Op = argv[1];
  long long N = std::atoll(argv[2]);
  if (!std::strcmp(Op, "sum2d"))
    N *= argc > 3 ? std::atoll(argv[3]) : 1;
  auto Index = thrust::make_counting_iterator<long long>(0);
  float Ms = -1;
  if (!std::strcmp(Op, "sum") || !std::strcmp(Op, "sum2d")) {
    float *X = randomArray<float>(N);
    Ms = timeReduce(thrust::make_transform_iterator(Index, Widen{X}), N, Sum{},
                    0.0);
  } else if (!std::strcmp(Op, "sumraw")) {
    float *X = randomArray<float>(N);
    Ms = timeReduce(X, N, ::cuda::std::plus<>{}, 0.0);
  } else if (!std::strcmp(Op, "dot")) {
    double *X = randomArray<double>(N), *Y = randomArray<double>(N);
    Ms = timeReduce(thrust::make_transform_iterator(Index, Product{X, Y}), N,
                    Sum{}, 0.0);
  } else if (!std::strcmp(Op, "max")) {
    float *X = randomArray<float>(N);
    Ms = timeReduce(X, N, Max{}, -1e30f);
  } else if (!std::strcmp(Op, "count")) {
    float *X = randomArray<float>(N);
    Ms = timeReduce(thrust::make_transform_iterator(Index, Above{X}), N, Sum{},
                    0);
  } else if (!std::strcmp(Op, "scan")) {
    std::vector<int> Host(N);
    for (long long I = 0; I < N; ++I)
      Host[I] = std::rand() % 16;
    int *X = inputArray(Host), *Y = nullptr;
    CHECK(cudaMalloc(&Y, N * sizeof(int)));
    Ms = timeTwoPhase([&](void *Temp, size_t &Bytes) {
      return cub::DeviceScan::InclusiveSum(Temp, Bytes, X, Y, N);
    });
  } else if (!std::strcmp(Op, "histogram")) {
    float *X = randomArray<float>(N);
    int *Bins = nullptr;
    CHECK(cudaMalloc(&Bins, 256 * sizeof(int)));
    Ms = timeTwoPhase([&](void *Temp, size_t &Bytes) {
      return cub::DeviceHistogram::HistogramEven(Temp, Bytes, X, Bins, 257,
                                                 0.0f, 1.0f, N);
    });
  } else {
    std::fprintf(stderr, "unknown op %s\n", Op);
    return 2;
  }
  std::printf("ref op=%s ms=%.4f\n", Op, Ms);
  return 0;
}
