// Runs data-region.cpp's functions as translated (GENERATED) against the
// same computation written here, and prints the bytes each region moved.
static unsigned long long H2D = 0, D2H = 0;
#define LOOPGEN_COUNT_COPY(Bytes, Kind)                                        \
  ((Kind) == cudaMemcpyHostToDevice   ? (void)(H2D += (Bytes))                 \
   : (Kind) == cudaMemcpyDeviceToHost ? (void)(D2H += (Bytes))                 \
                                      : (void)0)
#include GENERATED
#include <cmath>
#include <cstdio>
#include <vector>

static void expected(int n, int steps, std::vector<float> &u,
                     std::vector<float> &seen, bool every) {
  std::vector<float> v(n);
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      v[i] = 0.25f * u[i - 1] + 0.5f * u[i] + 0.25f * u[i + 1];
    for (int i = 1; i < n - 1; i++)
      u[i] = v[i];
    if (every)
      seen[t] = u[1];
    else if (t % 10 == 0)
      seen[t / 10] = u[n / 2];
  }
}

static bool same(const std::vector<float> &A, const std::vector<float> &B) {
  for (size_t I = 0; I < A.size(); ++I)
    if (std::fabs(A[I] - B[I]) > 1e-5f * (1 + std::fabs(B[I])))
      return false;
  return true;
}

int main() {
  const int N = 1024, Steps = 40;
  auto Start = [&] {
    std::vector<float> U(N);
    for (int I = 0; I < N; ++I)
      U[I] = float((I * 37) % 101) / 100;
    return U;
  };
  std::vector<float> U = Start(), V(N), Want = Start(), Seen(Steps),
                     WantSeen(Steps);
  run(N, Steps, U.data(), V.data());
  expected(N, Steps, Want, WantSeen, false);
  std::printf("run %s h2d=%llu d2h=%llu\n", same(U, Want) ? "ok" : "WRONG",
              H2D, D2H);
  U = Start(), Want = Start();
  probe(N, Steps, U.data(), V.data(), Seen.data());
  expected(N, Steps, Want, WantSeen, false);
  std::printf("probe %s\n",
              same(U, Want) && same(Seen, WantSeen) ? "ok" : "WRONG");
  U = Start(), Want = Start();
  probe_updates(N, Steps, U.data(), V.data(), Seen.data());
  expected(N, Steps, Want, WantSeen, true);
  std::printf("probe_updates %s\n",
              same(U, Want) && same(Seen, WantSeen) ? "ok" : "WRONG");
}
