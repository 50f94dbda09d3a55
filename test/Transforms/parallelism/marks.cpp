// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A search's frontier step marks what it discovers: iterations may reach
// one element, but each store into the array is of one value the loop does
// not change, and the array is read only to test whether an element holds
// it yet, guarding only more marks of that element and flags. Any order
// leaves what the sequential one does: the loop is parallel (was: "cannot
// prove that 'level[w]' writes different elements", a BFS on the host).
#include <vector>

// CHECK: :[[@LINE+6]]:3: remark: loop over 'v' is parallel: proven free of loop-carried dependences apart from stores of one value into 'level' where an element does not hold it yet, in any order
#pragma loopgen validate(n = 20000, ne = 80000, depth = 3)
#pragma loopgen array(off[n + 1], adj[ne], level[n])
#pragma loopgen offload
void expand(int n, int ne, const int *off, const int *adj, const bool *frontier,
            int *level, int depth) {
  for (int v = 0; v < n; ++v) {
    if (!frontier[v])
      continue;
    for (int e = off[v]; e < off[v + 1]; ++e)
      if (level[adj[e]] == -1)
        level[adj[e]] = depth + 1;
  }
}

// Level-synchronous BFS: two marked arrays and a flag, in a do-while.
// CHECK: :[[@LINE+16]]:5: remark: loop over 'v' is parallel: proven free of loop-carried dependences apart from a reduction (one value stored into 'changed') and stores of one value into 'level', 'next' where an element does not hold it yet, in any order
#pragma loopgen validate(n = 20000, ne = 100000, source = 0)
#pragma loopgen array(off[n + 1], adj[ne], level[n], cur[n], next[n])
#pragma loopgen offload
int bfs(int n, int ne, const int *off, const int *adj, int source, int *level,
        bool *cur, bool *next) {
  for (int v = 0; v < n; ++v) {
    level[v] = -1;
    cur[v] = next[v] = false;
  }
  level[source] = 0;
  cur[source] = true;
  int depth = 0;
  bool changed;
  do {
    changed = false;
    for (int v = 0; v < n; ++v) {
      if (!cur[v])
        continue;
      for (int e = off[v]; e < off[v + 1]; ++e) {
        const int w = adj[e];
        if (level[w] < 0) {
          level[w] = depth + 1;
          next[w] = true;
          changed = true;
        }
      }
    }
    for (int v = 0; v < n; ++v) {
      cur[v] = next[v];
      next[v] = false;
    }
    ++depth;
  } while (changed);
  return depth;
}

// Visited flags over an edge list, a C-style loop.
#pragma loopgen validate(m = 50000, nv = 8192)
#pragma loopgen array(src[m], dst[m], seen[nv], reached[nv])
#pragma loopgen offload
void touch(int m, int nv, const int *src, const int *dst, const int *seen,
           int *reached) {
  int k;
  for (k = 0; k < m; k++)
    if (seen[src[k] % nv] && !reached[dst[k] % nv])
      reached[dst[k] % nv] = 1;
}

// Not marks: a count under the test (each iteration that sees the element
// unmarked adds), a mark at another element, two values.
// The warning gives the array's reason, not the count's (a reduction).
// CHECK: :[[@LINE+7]]:3: remark: loop over 'i' is sequential
// CHECK: :[[@LINE+6]]:3: warning: 'first_owners' runs on the host as written: the loop over 'i' holds as much of the work as any loop and would run in one GPU thread, far slower than a CPU core (it is sequential: the subscript of 'owner[key[i] % m]' is not affine
#pragma loopgen validate(n = 1000, m = 64)
#pragma loopgen array(key[n], owner[m])
#pragma loopgen offload
int first_owners(int n, int m, const int *key, int *owner) {
  int claimed = 0;
  for (int i = 0; i < n; ++i)
    if (owner[key[i] % m] == -1) {
      owner[key[i] % m] = 1;
      claimed++;
    }
  return claimed;
}
// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' is sequential
#pragma loopgen validate(n = 1000, m = 64)
#pragma loopgen array(key[n], mark[m], who[n])
#pragma loopgen offload
void elsewhere(int n, int m, const int *key, int *mark, int *who) {
  for (int i = 0; i < n; ++i)
    if (mark[key[i] % m] == 0) {
      mark[key[i] % m] = 1;
      who[(i * 7) % n] = 1;
    }
}
// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' is sequential
#pragma loopgen validate(n = 1000, m = 64)
#pragma loopgen array(key[n], val[m])
#pragma loopgen offload
void two_values(int n, int m, const int *key, int *val) {
  for (int i = 0; i < n; ++i) {
    val[key[i] % m] = 1;
    val[(key[i] >> 4) % m] = 2;
  }
}
// VALID: PASS: 6 of 6 functions match the sequential original
