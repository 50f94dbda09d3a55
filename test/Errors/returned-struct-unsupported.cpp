// RUN: not loopgen %s -o /dev/null 2>&1 | FileCheck %s
// A returned struct is built back on the host as an aggregate from its
// scalar members: one with constructors, or with an array member, is
// refused with the reason.
struct Moments {
  float mean, var;
  Moments(float m, float v) : mean(m), var(v) {}
};

#pragma loopgen offload
Moments moments(int n, const float *x) {
  float s = 0.0f, q = 0.0f;
  for (int i = 0; i < n; ++i) {
    s += x[i];
    q += x[i] * x[i];
  }
  return Moments(s / n, q / n);
}
// CHECK: :[[@LINE-8]]:9: error: offloaded function 'moments' returns 'Moments': only void, scalar and plain struct results (aggregates of scalars and such structs, without constructors) are supported

struct Histogram {
  int bins[4];
  int total;
};

#pragma loopgen offload
Histogram histogram(int n, const int *x) {
  Histogram h = {{0, 0, 0, 0}, 0};
  for (int i = 0; i < n; ++i)
    h.total += x[i];
  return h;
}
// CHECK: :[[@LINE-11]]:7: error: offloaded function 'histogram' returns a struct with array member 'bins': only structs of scalars and such structs can be returned
