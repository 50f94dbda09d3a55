// RUN: loopgen %s --emit=dot -o - | FileCheck %s
// --emit=dot: each offloaded function as a Graphviz graph: its kernels in
// launch order with their grids, the host loops around them as clusters
// (marked when they run as one persistent kernel), and edges from the
// arrays each kernel reads and to those it writes. A function kept on the
// host says so.
#pragma loopgen offload
#pragma loopgen array(u[n][m], edge[m])
void relax(int n, int m, int steps, double *u, double *edge) {
  for (int t = 0; t < steps; ++t) {
    for (int j = 0; j < m; ++j)
      edge[j] = u[m + j];
    for (int i = 1; i < n; ++i)
      for (int j = 0; j < m; ++j)
        u[i * m + j] = u[i * m + j] + 0.5 * edge[j];
  }
}
// CHECK: digraph "relax" {
// CHECK: subgraph cluster_0 {
// CHECK-NEXT: label="host loop over t at emit-dot.cpp:10:3 (one persistent kernel where it fits)";
// CHECK-NEXT: "kernel 1" [shape=box, label="1. kernel at emit-dot.cpp:11:5\ngrid x: j"];
// CHECK-NEXT: "kernel 2" [shape=box, label="2. kernel at emit-dot.cpp:13:5\ngrid y: i, x: j"];
// CHECK: "array u" [shape=cylinder, label="u"];
// CHECK: "array edge" [shape=cylinder, label="edge"];
// CHECK-DAG: "array u" -> "kernel 1";
// CHECK-DAG: "kernel 1" -> "array edge";
// CHECK-DAG: "kernel 2" -> "array u";
// CHECK-DAG: "array u" -> "kernel 2";
// CHECK-DAG: "array edge" -> "kernel 2";
// CHECK-NOT: "kernel 1" -> "array u"
// CHECK: }

#pragma loopgen offload
#pragma loopgen array(a[n])
void prefix_max(int n, float *a) {
  for (int i = 1; i < n; ++i)
    a[i] = a[i] > a[i - 1] * 0.5f ? a[i] : a[i - 1] * 0.5f;
}
// CHECK: digraph "prefix_max" {
// CHECK-NEXT: label="loopgen: prefix_max runs on the host as written";
