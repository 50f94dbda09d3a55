// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=TABLE
// Constant tables of records (a robot arm's link parameters, a filter
// bank's sections, material properties) read in the loops: indexed, by
// range-for and through a reference to a row.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <array>
#include <cmath>

struct Link {
  double a, alpha, d;
};
// TABLE: [[@LINE+1]]:19: remark: the constant table 'kArm' is copied into 'reach' as a local array
static const Link kArm[3] = {
    {0.1, 1.0, 0.2}, {0.3, 0.0, 0.1}, {0.2, 0.5, 0.0}};

#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void reach(int n, const double *q, double *x) {
  for (int c = 0; c < n; ++c) {
    double s = 0.0;
    for (int j = 0; j < 3; ++j)
      s += kArm[j].a * std::cos(q[c * 3 + j] + kArm[j].alpha) + kArm[j].d;
    x[c] = s;
  }
}

struct Section {
  float b0, b1, a1;
};
// TABLE: [[@LINE+1]]:34: remark: the constant table 'kBank' is copied into 'bank' as a local array
constexpr std::array<Section, 4> kBank = {
    {{0.5f, 0.25f, 0.1f}, {0.3f, 0.2f, -0.2f}, {0.7f, 0.1f, 0.05f},
     {0.2f, 0.2f, 0.3f}}};

// Each sample through every section of the bank, as a sum of responses.
#pragma loopgen offload
#pragma loopgen validate(n = 2000)
void bank(int n, const float *in, float *out) {
  for (int i = 0; i < n; ++i) {
    float y = 0.0f;
    for (const Section &s : kBank)
      y += s.b0 * in[i] + s.b1 * in[i] * in[i] - s.a1 * y;
    out[i] = y;
  }
}

struct Material {
  float density, conductivity;
};
// TABLE: [[@LINE+1]]:23: remark: the constant table 'kMaterials' is copied into 'heat' as a local array
static const Material kMaterials[] = {{1.0f, 0.5f}, {2.5f, 1.5f}, {0.8f, 3.0f}};

// Heat content per cell from its material's row.
#pragma loopgen offload
#pragma loopgen validate(n = 3000)
void heat(int n, const int *material, const float *temp, float *q) {
  for (int i = 0; i < n; ++i) {
    const Material &m = kMaterials[material[i] % 3];
    q[i] = m.density * temp[i] + 0.1f * m.conductivity;
  }
}
