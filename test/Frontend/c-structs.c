// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// C structs: arrays of `struct Node` and of a typedef'd anonymous struct
// (Rodinia's BFS graph, particles), and a struct passed by value that
// carries its size and pointers to its data.

struct Node {
  int starting;
  int no_of_edges;
};

#pragma loopgen offload
#pragma loopgen array(nodes[n], out[n])
#pragma loopgen validate(n = 1000)
void degrees(int n, const struct Node *nodes, int *out) {
  int i;
  for (i = 0; i < n; i++)
    out[i] = nodes[i].starting + nodes[i].no_of_edges;
}

typedef struct {
  float x, y, z;
  int id;
} Point;

#pragma loopgen offload
#pragma loopgen array(p[n], d[n])
#pragma loopgen validate(n = 1000)
void norms(int n, const Point *p, float *d) {
  int i;
  for (i = 0; i < n; i++)
    d[i] = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z + p[i].id;
}

typedef struct {
  int n;
  double alpha;
  double *x;
  const double *y;
} Axpy;

#pragma loopgen offload
#pragma loopgen validate(v.n = 700, v.alpha = 0.5)
void axpy(Axpy v) {
  int i;
  for (i = 0; i < v.n; i++)
    v.x[i] += v.alpha * v.y[i];
}
// CHECK: PASS: 3 of 3 functions match the sequential original
