// RUN: loopgen %s --validate --emulate | FileCheck %s
// What the harness chooses where the pragma does not say: floating-point
// scalar parameters without a value are drawn with the inputs (as struct
// members are), and a std::vector read only at subscripts computed from
// data (`counts[ids[i] % counts.size()]`) gets the default count of
// vectors sized by their own size.
#include <cstddef>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000)
void scale_shift(int n, float a, double b, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + (float)b;
}
// CHECK: RESULT function=scale_shift status=PASS

#pragma loopgen offload
#pragma loopgen validate()
void lookup(const std::vector<int> &ids, const std::vector<float> &table,
            std::vector<float> &out) {
  const std::size_t m = table.size();
  if (m == 0)
    return;
  for (std::size_t i = 0; i < ids.size(); ++i)
    out[i] = 2.0f * table[(std::size_t)ids[i] % m];
}
// CHECK: table {{ *}}1000 elements
// CHECK: RESULT function=lookup status=PASS
