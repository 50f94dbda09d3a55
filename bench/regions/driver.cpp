// Times time_loop.cpp's two versions (GENERATED, its translation) by the
// host's steady clock, medians of 5 calls after a warm-up, and prints the
// bytes each call copied and whether both match the loop run on the host.
static unsigned long long H2D = 0, D2H = 0;
#define LOOPGEN_COUNT_COPY(Bytes, Kind)                                        \
  ((Kind) == cudaMemcpyHostToDevice   ? (void)(H2D += (Bytes))                 \
   : (Kind) == cudaMemcpyDeviceToHost ? (void)(D2H += (Bytes))                 \
                                      : (void)0)
#include GENERATED
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <vector>

int main(int argc, char **argv) {
  const int N = argc > 1 ? std::atoi(argv[1]) : 1 << 24;
  const int Steps = argc > 2 ? std::atoi(argv[2]) : 20;
  std::vector<float> Start(N);
  for (int I = 0; I < N; ++I)
    Start[I] = float((I * 37) % 101) / 100;
  std::vector<float> Want = Start, V(N);
  for (int T = 0; T < Steps; ++T) {
    for (int I = 1; I < N - 1; ++I)
      V[I] = (Want[I - 1] + Want[I] + Want[I + 1]) / 3;
    for (int I = 1; I < N - 1; ++I)
      Want[I] = V[I];
  }
  auto Time = [&](const char *Name, void (*F)(int, int, float *, float *)) {
    std::vector<float> U;
    std::vector<double> Ms;
    unsigned long long In = 0, Out = 0;
    for (int R = 0; R < 6; ++R) {
      U = Start;
      H2D = D2H = 0;
      auto B = std::chrono::steady_clock::now();
      F(N, Steps, U.data(), V.data());
      cudaDeviceSynchronize();
      double T = std::chrono::duration<double, std::milli>(
                     std::chrono::steady_clock::now() - B)
                     .count();
      if (R > 0)
        Ms.push_back(T);
      In = H2D, Out = D2H;
    }
    std::sort(Ms.begin(), Ms.end());
    float Err = 0;
    for (int I = 0; I < N; ++I)
      Err = std::max(Err, std::fabs(U[I] - Want[I]));
    std::printf("%-16s n=%d steps=%d e2e_ms=%.3f h2d_MB=%.1f d2h_MB=%.1f "
                "max_abs_err=%.2e %s\n",
                Name, N, Steps, Ms[Ms.size() / 2], In / 1e6, Out / 1e6, Err,
                Err < 1e-5f ? "PASS" : "FAIL");
  };
  Time("steps_per_call", steps_per_call);
  Time("steps_in_region", steps_in_region);
}
