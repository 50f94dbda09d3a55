// RUN: rm -f %t.cu
// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A pointer without a shape gets the extent its accesses reach only where
// that is exact; elsewhere the shape is asked for, with the reason.

// CHECK: pointer-needs-shape.cpp:[[@LINE+2]]:{{[0-9]+}}: error: pointer parameter 'a' needs a shape: add '#pragma loopgen array(a[n])' before the function, with its real extents (loopgen cannot infer it: it is accessed only under conditions; where they hold, its accesses reach a[n])
#pragma loopgen offload
void under_condition(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    if (i % 2 == 0)
      b[i] = a[i];
}

// (Through an input the function does not write, the extent is read from
// it: Frontend/extents-from-data.cpp; here the function computes it.)
// CHECK: pointer-needs-shape.cpp:[[@LINE+3]]:{{[0-9]+}}: error: pointer parameter 'a' needs a shape{{.*}}(loopgen cannot infer it: a subscript is not a polynomial of the loop indices and sizes)
#pragma loopgen offload
#pragma loopgen array(idx[n])
void indirect(int n, int *idx, float *b, const float *a) {
  for (int i = 0; i < n; ++i)
    idx[i] = (int)b[i];
  for (int i = 0; i < n; ++i)
    b[i] = a[idx[i]];
}

// CHECK: pointer-needs-shape.cpp:[[@LINE+2]]:{{[0-9]+}}: error: pointer parameter 'a' needs a shape{{.*}}(loopgen cannot infer it: a subscript is negative)
#pragma loopgen offload
void behind(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = a[i - 1];
}

// CHECK: pointer-needs-shape.cpp:[[@LINE+2]]:{{[0-9]+}}: error: pointer parameter 'a' needs a shape{{.*}}(loopgen cannot infer it: it is accessed only in loops of a step other than 1, which may end before their bound; its accesses reach at most a[n])
#pragma loopgen offload
void strided(int n, const float *a, float *b) {
  for (int i = 0; i < n; i += 2)
    b[i] = a[i];
}

// In blocks, two indices together may reach past what the nest does.
// CHECK: pointer-needs-shape.cpp:[[@LINE+2]]:{{[0-9]+}}: error: pointer parameter 'a' needs a shape{{.*}}(loopgen cannot infer it: a subscript combines the indices of a blocked loop)
#pragma loopgen offload
void blocked_offset(int n, const float *a, float *b) {
  for (int k = 0; k < n / 8; ++k)
    for (int i = k * 8; i < k * 8 + 8; ++i)
      b[i] = a[i - 8 * k];
}

// Read through an index array the function writes, and directly too: the
// direct reads give a least extent, which the error says; no size is suggested, since the
// indices may reach further (a copy of a suggested size too small would
// be short).
// CHECK: pointer-needs-shape.cpp:[[@LINE+2]]:{{[0-9]+}}: error: pointer parameter 'sums' needs a shape: add '#pragma loopgen array(sums[<count>])' before the function, <count> being the number of its elements (loopgen cannot infer it: a subscript is not a polynomial of the loop indices and sizes; its other accesses reach sums[k], so it has at least as many)
#pragma loopgen offload
void cluster_sums(int n, int k, int *label, const float *x, float *sums) {
  for (int c = 0; c < k; ++c)
    sums[c] = 0.0f;
  for (int i = 0; i < n; ++i) {
    label[i] = x[i] > 0.5f ? 1 : 0;
    sums[label[i]] += x[i];
  }
}
