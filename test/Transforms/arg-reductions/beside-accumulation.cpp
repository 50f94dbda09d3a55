// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-arg-reductions 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WARN
// A search beside accumulations of other scalars in the same loop (a sum
// and the least value with its index, a count and the greatest): the
// accumulations run in the first of the search's two loops only. Where
// the search reads an accumulation, it stays one loop.
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 3000)
float sum_and_argmin(int n, const std::vector<float> &x, int &where) {
  float sum = 0.0f;
  float least = x[0];
  int at = 0;
  for (int i = 0; i < n; i++) {
    sum += x[i];
    if (x[i] < least) {
      least = x[i];
      at = i;
    }
  }
  where = at;
  return sum + least;
}
// REMARK: :[[@LINE-10]]:3: remark: the search for the least 'least' and its first index 'at' runs as two reductions

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 2000)
double peak(int n, const double *v, long *count, double *energy) {
  double best = -1.0;
  long at = -1;
  long c = 0;
  double e = 0.0;
  for (int i = 0; i < n; ++i) {
    double a = v[i] * v[i];
    e += a;
    c += v[i] > 0.5;
    if (a >= best) {
      best = a;
      at = i;
    }
  }
  *count = c;
  *energy = e;
  return best + at;
}
// REMARK: :[[@LINE-13]]:3: remark: the search for the greatest 'best' and its last index 'at' runs as two reductions

// The search's value reads the running sum: one loop, on the host.
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
int first_drop(int n, const std::vector<float> &x) {
  float sum = 0.0f, least = 1e30f;
  int at = 0;
  for (int i = 0; i < n; i++) {
    sum += x[i];
    if (x[i] - sum < least) {
      least = x[i] - sum;
      at = i;
    }
  }
  return at;
}
// WARN: :[[@LINE-9]]:3: warning: 'first_drop' runs on the host as written
// CHECK: PASS: 3 of 3 functions match the sequential original
