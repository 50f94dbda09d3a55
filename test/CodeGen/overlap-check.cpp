// RUN: loopgen %s -o - | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
}
// CHECK: LOOPGEN_REQUIRE((const char *)(x) + (size_t)(n) * sizeof(float) <= (const char *)(y) || (const char *)(y) + (size_t)(n) * sizeof(float) <= (const char *)(x), "arrays 'x' and 'y' overlap; loopgen assumes they do not");
