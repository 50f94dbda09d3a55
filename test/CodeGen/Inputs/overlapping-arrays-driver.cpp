// Calls the generated functions with overlapping arrays (in place, and a
// view shifted by one) and with arrays apart.
#include <cstdio>
#include GENERATED

int main() {
  static double x[4096], p[4096], w[4096];
  for (int i = 0; i < 4096; i++) {
    x[i] = i;
    p[i] = 1.0;
  }
  waxpby(4096, 1.0, x, 0.5, p, x);
  std::fprintf(stderr, "x[4095]=%g y[4095]=%g\n", x[4095], p[4095]);
  static float v[1000];
  for (int i = 0; i < 1000; i++)
    v[i] = (float)i;
  shift_left(999, v, v);
  std::fprintf(stderr, "v[0]=%g v[998]=%g v[999]=%g\n", v[0], v[998], v[999]);
  for (int i = 0; i < 4096; i++)
    x[i] = i;
  waxpby(4096, 1.0, x, 0.5, p, w);
  std::fprintf(stderr, "apart: w[7]=%g\n", w[7]);
  return 0;
}
