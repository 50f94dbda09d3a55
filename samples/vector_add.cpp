// Vector addition over std::vector: the shapes come from the vectors
// themselves; the harness infers their length from the loop bound.
#include <cstdio>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 1 << 20)
void vector_add(int n, const std::vector<float> &a, const std::vector<float> &b,
                std::vector<float> &c) {
  for (int i = 0; i < n; ++i)
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1000;
  std::vector<float> a(n, 1.0f), b(n, 2.0f), c(n);
  vector_add(n, a, b, c);
  std::printf("c[0] = %g\n", c[0]);
  return c[n - 1] == 3.0f ? 0 : 1;
}
