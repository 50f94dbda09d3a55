// Times the two products of spmv.cpp end to end (std::chrono around each
// call, host arrays in pageable memory as a user's are), medians of 9
// calls after one warm-up, on a random matrix of n rows and k non-zeros a
// row. Prints one line per function; checks that they agree.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>
#include GENERATED

template <class F> static double median_ms(F Call) {
  Call();
  std::vector<double> T;
  for (int R = 0; R < 9; ++R) {
    auto T0 = std::chrono::steady_clock::now();
    Call();
    T.push_back(std::chrono::duration<double, std::milli>(
                    std::chrono::steady_clock::now() - T0)
                    .count());
  }
  std::sort(T.begin(), T.end());
  return T[4];
}

int main(int argc, char **argv) {
  const int n = argc > 1 ? std::atoi(argv[1]) : 1 << 21;
  const int k = argc > 2 ? std::atoi(argv[2]) : 16;
  std::mt19937 Rng(7);
  std::vector<int> rowptr(n + 1), col((size_t)n * k);
  std::vector<float> val(col.size()), x(n), y1(n), y2(n);
  for (int i = 0; i <= n; ++i)
    rowptr[i] = i * k;
  for (size_t e = 0; e < col.size(); ++e) {
    col[e] = (int)(Rng() % n);
    val[e] = (float)(Rng() % 1000) / 1000.0f;
  }
  for (int i = 0; i < n; ++i)
    x[i] = (float)(Rng() % 1000) / 1000.0f;
  const int nnz = n * k;
  double Inferred = median_ms([&] {
    spmv_inferred(n, rowptr.data(), col.data(), val.data(), x.data(),
                  y1.data());
  });
  double Shaped = median_ms([&] {
    spmv_shaped(n, nnz, rowptr.data(), col.data(), val.data(), x.data(),
                y2.data());
  });
  // The pass that reads the greatest column on entry, alone.
  long long Greatest = 0;
  double Pass = median_ms([&] {
    Greatest = loopgen_extreme_of(col.data(), 0, (long long)nnz - 1,
                                  (long long)nnz, true);
  });
  double Err = 0;
  for (int i = 0; i < n; ++i)
    Err = std::max(Err, (double)std::abs(y1[i] - y2[i]));
  std::printf("spmv n=%d nnz=%d  inferred e2e %.3f ms  shaped e2e %.3f ms  "
              "ratio %.2f  (greatest column %lld: %.3f ms)  max diff %.1e\n",
              n, nnz, Inferred, Shaped, Inferred / Shaped, Greatest, Pass,
              Err);
  return Err == 0 ? 0 : 1;
}
