// cuBLAS references for the benchmark suite: the same operation as a
// kernel, at its sizes, timed with CUDA events (median of 20 after a
// warm-up) on random data. Row-major PolyBench arrays are column-major
// matrices transposed, which leaves each operation's shape and work alike.
//
//   cublas gemm  s|d M N K          C[MxN] = a A[MxK] B[KxN] + b C
//   cublas 2mm   d NI NJ NK NL      two products
//   cublas 3mm   d NI NJ NK NL NM   three products
//   cublas syrk  d N M              C[NxN] = a A A^T + b C, A[NxM]
//   cublas syr2k d N M
//   cublas symm  d M N              C[MxN] = a A B + b C, A symmetric MxM
//   cublas trmm  d M N              B[MxN] = a A^T B, A triangular MxM
//   cublas gemv2 d M N              two matrix-vector products with A[MxN]
//                                   (mvt, atax, bicg, gesummv)
// Prints one line: "ref op=<op> ms=<median>".
#include "../timing.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cublas_v2.h>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    if ((call) != 0) {                                                         \
      std::fprintf(stderr, "%s failed\n", #call);                              \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

template <class T> T *randomMatrix(size_t Elems) {
  std::vector<T> Host(Elems);
  for (size_t I = 0; I < Elems; ++I)
    Host[I] = T(std::rand() % 1000) / T(1000);
  T *Dev = nullptr;
  CHECK(cudaMalloc(&Dev, Elems * sizeof(T)));
  CHECK(cudaMemcpy(Dev, Host.data(), Elems * sizeof(T),
                   cudaMemcpyHostToDevice));
  return Dev;
}

// C[m x n] = A[m x k] B[k x n] in column-major terms.
void gemm(cublasHandle_t H, int M, int N, int K, const double *A,
          const double *B, double *C) {
  const double One = 1, Beta = 1.2;
  CHECK(cublasDgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, M, N, K, &One, A, M, B, K,
                    &Beta, C, M));
}

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: cublas <op> s|d sizes...\n");
    return 2;
  }
  const char *Op = argv[1];
  bool Single = argv[2][0] == 's';
  auto Size = [&](int I) { return argc > I ? std::atoi(argv[I]) : 0; };
  cublasHandle_t H;
  CHECK(cublasCreate(&H));
  float Ms = -1;
  const double A1 = 1.5, B1 = 1.2;
  if (!std::strcmp(Op, "gemm") && Single) {
    int M = Size(3), N = Size(4), K = Size(5);
    float *A = randomMatrix<float>(size_t(M) * K);
    float *B = randomMatrix<float>(size_t(K) * N);
    float *C = randomMatrix<float>(size_t(M) * N);
    const float One = 1, Zero = 0;
    Ms = medianMs(
        [&] {
          CHECK(cublasSgemm(H, CUBLAS_OP_N, CUBLAS_OP_N, N, M, K, &One, B, N,
                            A, K, &Zero, C, N));
        },
        20);
  } else if (!std::strcmp(Op, "gemm")) {
    int M = Size(3), N = Size(4), K = Size(5);
    double *A = randomMatrix<double>(size_t(M) * K);
    double *B = randomMatrix<double>(size_t(K) * N);
    double *C = randomMatrix<double>(size_t(M) * N);
    Ms = medianMs([&] { gemm(H, N, M, K, B, A, C); }, 20);
  } else if (!std::strcmp(Op, "2mm") || !std::strcmp(Op, "3mm")) {
    int NI = Size(3), NJ = Size(4), NK = Size(5), NL = Size(6), NM = Size(7);
    bool Three = Op[0] == '3';
    double *A = randomMatrix<double>(size_t(NI) * NK);
    double *B = randomMatrix<double>(size_t(NK) * NJ);
    double *C = randomMatrix<double>(size_t(Three ? NJ : NJ) * (Three ? NM : NL));
    double *D = randomMatrix<double>(size_t(Three ? NM : NI) * NL);
    double *E = randomMatrix<double>(size_t(NI) * NJ);
    double *F = randomMatrix<double>(size_t(NJ) * NL);
    double *G = randomMatrix<double>(size_t(NI) * NL);
    Ms = medianMs(
        [&] {
          gemm(H, NJ, NI, NK, B, A, E); // E = A B
          if (Three) {
            gemm(H, NL, NJ, NM, D, C, F); // F = C D
            gemm(H, NL, NI, NJ, F, E, G); // G = E F
          } else {
            gemm(H, NL, NI, NJ, C, E, D); // D = E C + b D
          }
        },
        20);
  } else if (!std::strcmp(Op, "syrk") || !std::strcmp(Op, "syr2k")) {
    int N = Size(3), M = Size(4);
    double *A = randomMatrix<double>(size_t(N) * M);
    double *B = randomMatrix<double>(size_t(N) * M);
    double *C = randomMatrix<double>(size_t(N) * N);
    bool Two = Op[3] == '2';
    Ms = medianMs(
        [&] {
          if (Two)
            CHECK(cublasDsyr2k(H, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, N, M,
                               &A1, A, M, B, M, &B1, C, N));
          else
            CHECK(cublasDsyrk(H, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, N, M,
                              &A1, A, M, &B1, C, N));
        },
        20);
  } else if (!std::strcmp(Op, "symm") || !std::strcmp(Op, "trmm")) {
    int M = Size(3), N = Size(4);
    double *A = randomMatrix<double>(size_t(M) * M);
    double *B = randomMatrix<double>(size_t(M) * N);
    double *C = randomMatrix<double>(size_t(M) * N);
    bool Sym = Op[0] == 's';
    Ms = medianMs(
        [&] {
          if (Sym)
            CHECK(cublasDsymm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, N,
                              M, &A1, A, M, B, N, &B1, C, N));
          else
            CHECK(cublasDtrmm(H, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER,
                              CUBLAS_OP_N, CUBLAS_DIAG_UNIT, N, M, &A1, A, M,
                              B, N, C, N));
        },
        20);
  } else if (!std::strcmp(Op, "gemv2")) {
    int M = Size(3), N = Size(4);
    double *A = randomMatrix<double>(size_t(M) * N);
    double *X = randomMatrix<double>(std::max(M, N));
    double *Y = randomMatrix<double>(std::max(M, N));
    double *Z = randomMatrix<double>(std::max(M, N));
    Ms = medianMs(
        [&] {
          CHECK(cublasDgemv(H, CUBLAS_OP_T, N, M, &A1, A, N, X, 1, &B1, Y, 1));
          CHECK(cublasDgemv(H, CUBLAS_OP_N, N, M, &A1, A, N, Y, 1, &B1, Z, 1));
        },
        20);
  } else {
    std::fprintf(stderr, "unknown op %s\n", Op);
    return 2;
  }
  CHECK(cudaDeviceSynchronize());
  std::printf("ref op=%s ms=%.4f\n", Op, Ms);
  return 0;
}
