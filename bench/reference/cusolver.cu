// cuSOLVER references for PolyBench's factorizations: the same operation,
// at its size, timed with CUDA events (median of 10 after a warm-up; the
// matrix is restored from a copy before each run, outside the timing) on a
// symmetric, diagonally dominant matrix, which needs no pivoting.
//
//   cusolver getrf d N     LU without pivoting, in place (lu)
//   cusolver getrs d N     the same, then the two triangular solves (ludcmp)
//   cusolver potrf d N     Cholesky, the lower factor (cholesky)
//
// Prints one line: "ref op=<op> ms=<median>".
#include "../timing.h"
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cusolverDn.h>
#include <vector>

#define CHECK(call)                                                            \
  do {                                                                         \
    if ((call) != 0) {                                                         \
      std::fprintf(stderr, "%s failed\n", #call);                              \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

int main(int argc, char **argv) {
  if (argc < 4 || argv[2][0] != 'd') {
    std::fprintf(stderr, "usage: cusolver getrf|getrs|potrf d N\n");
    return 2;
  }
  const char *Op = argv[1];
  const int N = std::atoi(argv[3]);
  std::vector<double> Host((size_t)N * N);
  for (int I = 0; I < N; ++I)
    for (int J = 0; J < N; ++J)
      Host[(size_t)I * N + J] =
          (I == J ? N : 0) + double((I * 7 + J * 7) % 1000) / 1000;
  std::vector<double> Rhs(N, 1.0);
  double *Pristine, *A, *B, *Work;
  int *Info;
  CHECK(cudaMalloc(&Pristine, Host.size() * sizeof(double)));
  CHECK(cudaMalloc(&A, Host.size() * sizeof(double)));
  CHECK(cudaMalloc(&B, N * sizeof(double)));
  CHECK(cudaMalloc(&Info, sizeof(int)));
  CHECK(cudaMemcpy(Pristine, Host.data(), Host.size() * sizeof(double),
                   cudaMemcpyHostToDevice));
  cusolverDnHandle_t H;
  CHECK(cusolverDnCreate(&H));
  int Lwork = 0;
  bool Cholesky = !std::strcmp(Op, "potrf");
  if (Cholesky)
    CHECK(cusolverDnDpotrf_bufferSize(H, CUBLAS_FILL_MODE_LOWER, N, A, N,
                                      &Lwork));
  else
    CHECK(cusolverDnDgetrf_bufferSize(H, N, N, A, N, &Lwork));
  CHECK(cudaMalloc(&Work, (size_t)Lwork * sizeof(double)));
  auto Restore = [&] {
    CHECK(cudaMemcpy(A, Pristine, Host.size() * sizeof(double),
                     cudaMemcpyDeviceToDevice));
    CHECK(cudaMemcpy(B, Rhs.data(), N * sizeof(double),
                     cudaMemcpyHostToDevice));
    CHECK(cudaDeviceSynchronize());
  };
  auto Run = [&] {
    if (Cholesky) {
      CHECK(cusolverDnDpotrf(H, CUBLAS_FILL_MODE_LOWER, N, A, N, Work, Lwork,
                             Info));
      return;
    }
    // A null pivot array: no pivoting, as PolyBench's lu and ludcmp.
    CHECK(cusolverDnDgetrf(H, N, N, A, N, Work, nullptr, Info));
    if (!std::strcmp(Op, "getrs"))
      CHECK(cusolverDnDgetrs(H, CUBLAS_OP_N, N, 1, A, N, nullptr, B, N, Info));
  };
  if (std::strcmp(Op, "getrf") && std::strcmp(Op, "getrs") && !Cholesky) {
    std::fprintf(stderr, "unknown op %s\n", Op);
    return 2;
  }
  Restore();
  float Ms = medianMs(Run, 10, Restore);
  int Status = 0;
  CHECK(cudaMemcpy(&Status, Info, sizeof(int), cudaMemcpyDeviceToHost));
  if (Status != 0) {
    std::fprintf(stderr, "%s reported info %d\n", Op, Status);
    return 1;
  }
  std::printf("ref op=%s ms=%.4f\n", Op, Ms);
  return 0;
}
