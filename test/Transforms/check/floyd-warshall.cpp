// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --emit=report -o - | FileCheck %s --check-prefix=REPORT
// RUN: env LOOPGEN_REPORT_FALLBACK=1 loopgen %s --validate --emulate 2>&1 | FileCheck %s --check-prefix=VALID --implicit-check-not=FAIL
// RUN: env LOOPGEN_REPORT_FALLBACK=1 loopgen %s --validate --emulate --size n=1 2>&1 | FileCheck %s --check-prefix=ONE --implicit-check-not=FAIL --implicit-check-not=host
// Floyd-Warshall in the styles people write it: the loops over i and j
// share row k and column k, which step k leaves unchanged while the
// diagonal is not negative. They run in parallel under a run-time check;
// where the check fails (a negative cycle), the original runs on the host.
#include <algorithm>
#include <vector>
#define N 64

static void init_graph(int n, int path[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}

// PolyBench's: a conditional expression over a C array.
#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_graph)
void polybench(int n, int path[N][N]) {
  for (int k = 0; k < n; k++) {
    // CHECK: :[[@LINE+1]]:5: remark: loops over 'i', 'j' run in parallel under a run-time check: their iterations share only the elements 'path[i][k]', 'path[k][j]' of 'path'
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j]
                         ? path[i][j]
                         : path[i][k] + path[k][j];
  }
}
// REPORT: function polybench: 3 parallel kernels
// REPORT: loop k: sequential, host loop
// REPORT: loop i: parallel, grid y
// REPORT: loop j: parallel, grid x

// An if that lowers the distance, on a flat float array.
#pragma loopgen offload
#pragma loopgen array(dist[n][n])
#pragma loopgen validate(n = 45)
void relax_if(int n, float *dist) {
  for (int k = 0; k < n; ++k)
    // CHECK: :[[@LINE+1]]:5: remark: loops over 'i', 'j' run in parallel under a run-time check
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        if (dist[i * n + k] + dist[k * n + j] < dist[i * n + j])
          dist[i * n + j] = dist[i * n + k] + dist[k * n + j];
}
// REPORT: function relax_if: 3 parallel kernels

// std::min over a std::vector of doubles.
#pragma loopgen offload
#pragma loopgen array(d[n][n])
#pragma loopgen validate(n = 33)
void relax_min(int n, std::vector<double> &d) {
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+1]]:5: remark: loops over 'i', 'j' run in parallel under a run-time check
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        d[i * n + j] = std::min(d[i * n + j], d[i * n + k] + d[k * n + j]);
}
// REPORT: function relax_min: 3 parallel kernels

// A negative cycle: step 5 would change row and column 5, so the check
// fails there and the call runs the original on the host.
static void init_negative(int n, int path[N][N]) {
  init_graph(n, path);
  if (n > 5)
    path[5][5] = -1;
}
#pragma loopgen offload
#pragma loopgen validate(n = 20) init(init_negative)
void negative_cycle(int n, int path[N][N]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j]
                         ? path[i][j]
                         : path[i][k] + path[k][j];
}
// VALID-DAG: loopgen: negative_cycle: a run-time check failed; the original ran on the host
// VALID-DAG: PASS: 4 of 4 functions match the sequential original
// ONE: PASS: 4 of 4 functions match the sequential original
