// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=13 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate -- -DNEGATIVE_CYCLE | FileCheck %s --check-prefix=VALID
// Floyd-Warshall as people write it, with d[i][k] read once per row into a
// local and the candidate path in another: the locals are read where they
// are used, which makes (i, j) the band the run-time check parallelizes;
// the check covers what they read. A local assigned after its
// declaration stays, and so does the sequential nest. With a negative
// cycle (-DNEGATIVE_CYCLE) the check fails and the call runs on the host.
#define N 64

static void init_paths(int n, double d[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i][j] = i == j ? 0 : 1 + (i * 7 + j * 13) % 23;
#ifdef NEGATIVE_CYCLE
  if (n > 3)
    d[3][3] = -1;
#endif
}

static void init_flat(int n, float *d) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i * n + j] = i == j ? 0 : 1 + (i * 7 + j * 13) % 23;
#ifdef NEGATIVE_CYCLE
  if (n > 3)
    d[3 * n + 3] = -1;
#endif
}

#pragma loopgen offload
#pragma loopgen validate(n = 40) init(init_paths)
void shortest_paths(int n, double d[N][N]) {
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+2]]:5: remark: loops over 'i', 'j' run in parallel under a run-time check
    // CHECK: :[[@LINE+2]]:14: remark: 'dik' is read where it is used, so that the loops around it form a band
    for (int i = 0; i < n; i++) {
      double dik = d[i][k];
      for (int j = 0; j < n; j++)
        if (dik + d[k][j] < d[i][j])
          d[i][j] = dik + d[k][j];
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 40) init(init_flat)
#pragma loopgen array(d[n * n])
void shortest_paths_flat(int n, float *d) {
  for (int k = 0; k < n; ++k)
    // CHECK: :[[@LINE+1]]:5: remark: loops over 'i', 'j' run in parallel under a run-time check
    for (int i = 0; i < n; ++i) {
      float dik = d[i * n + k];
      for (int j = 0; j < n; ++j) {
        float c = dik + d[k * n + j];
        d[i * n + j] = c < d[i * n + j] ? c : d[i * n + j];
      }
    }
}

// CHECK-NOT: 'best' is read where it is used
#pragma loopgen offload
#pragma loopgen validate(n = 40) init(init_paths)
void kept(int n, double d[N][N]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++) {
      double best = d[i][k];
      best = best < 0 ? 0 : best;
      for (int j = 0; j < n; j++)
        if (best + d[k][j] < d[i][j])
          d[i][j] = best + d[k][j];
    }
}
// VALID: PASS: 3 of 3 functions match the sequential original
