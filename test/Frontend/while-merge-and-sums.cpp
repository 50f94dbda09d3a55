// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-parallelism 2>&1 | FileCheck %s --check-prefix=PAR
// `while` loops inside parallel loops: a merge of two sorted lists steps
// its counters up to their ends (the lists' shapes come from the counters'
// ranges, in the statements before they step), and counts or sums into a
// scalar of the function, which the loop adds up in a local of its own and
// hands to the loops around as a reduction.
// CHECK: PASS: 4 of 4 functions match the sequential original
#include <vector>

// Common elements of sorted rows: a[p][len] against b[p][len].
#pragma loopgen offload
#pragma loopgen validate(pairs = 2000, len = 64)
// REMARK: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'a' is a[pairs][len], indexed linearly
// REMARK: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'b' is b[pairs][len], indexed linearly
void common_counts(int pairs, int len, const int *a, const int *b, int *out) {
  for (int p = 0; p < pairs; ++p) {
    const int *x = a + p * len;
    const int *y = b + p * len;
    int i = 0, j = 0, c = 0;
    while (i < len && j < len) {
      if (x[i] < y[j])
        i++;
      else if (y[j] < x[i])
        j++;
      else {
        c++;
        i++;
        j++;
      }
    }
    out[p] = c;
  }
}

// A graph where vertex u links to a few later vertices, sorted.
void ring_graph(std::vector<int> &offsets, std::vector<int> &adj, int nv) {
  for (int u = 0; u <= nv; ++u)
    offsets[u] = u * 6;
  for (int u = 0; u < nv; ++u)
    for (int k = 0; k < 6; ++k)
      adj[u * 6 + k] = (u + 1 + k * (k + 1)) % nv;
}

// Triangles by merging adjacency lists: `++triangles` inside the while.
#pragma loopgen offload
#pragma loopgen validate(nv = 3000) init(ring_graph)
#pragma loopgen array(offsets[nv + 1], adj[nv * 6])
long long count_triangles(const std::vector<int> &offsets,
                          const std::vector<int> &adj, int nv) {
  long long triangles = 0;
  // PAR: [[@LINE+1]]:{{[0-9]+}}: remark: loop over 'u' is parallel: proven free of loop-carried dependences apart from a reduction (+ into 'triangles')
  for (int u = 0; u < nv; ++u) {
    const int ubeg = offsets[u], uend = offsets[u + 1];
    for (int e = ubeg; e < uend; ++e) {
      const int v = adj[e];
      if (v <= u)
        continue;
      int i = ubeg, j = offsets[v];
      const int jend = offsets[v + 1];
      while (i < uend && j < jend) {
        if (adj[i] < adj[j]) {
          ++i;
        } else if (adj[j] < adj[i]) {
          ++j;
        } else {
          if (adj[i] > v)
            ++triangles;
          ++i;
          ++j;
        }
      }
    }
  }
  return triangles;
}

// Steps of a Collatz walk, each counted into the total, and the walks
// that reach 1 within the limit.
#pragma loopgen offload
#pragma loopgen validate(n = 20000, limit = 200)
long long collatz_steps(int n, int limit, int *reached) {
  long long total = 0;
  *reached = 0;
  for (int s = 1; s <= n; s++) {
    long long x = s;
    int k = 0;
    do {
      x = x % 2 ? 3 * x + 1 : x / 2;
      total += 1;
      k++;
    } while (x != 1 && k < limit);
    if (x == 1)
      *reached += 1;
  }
  return total;
}

// Energy of particles integrated with their own step until the end time:
// a floating-point sum into a scalar of the function.
#pragma loopgen offload
#pragma loopgen validate(n = 4000)
// REMARK: [[@LINE+8]]:{{[0-9]+}}: remark: this loop sums into 'work' through a local added after it, which reassociates floating-point additions
double work_done(int n, const double *force, const double *speed,
                 double tend) {
  double work = 0.0;
  if (tend > 2.0)
    tend = 2.0;
  for (int i = 0; i < n; ++i) {
    double dt = 0.01 + 0.001 * (i % 7), t = 0.0, v = speed[i];
    while (t < tend) {
      work += force[i] * v * dt;
      v *= 0.999;
      t += dt;
    }
  }
  return work;
}
