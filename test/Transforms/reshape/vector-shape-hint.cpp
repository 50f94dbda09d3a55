// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A std::vector indexed as rows of a size parameter, every column within
// the row, is analyzed as rows of it (Frontend/flat-vector-rows.cpp); one
// whose columns may run past a row has no shape to recover without the
// array pragma (its size is known only at run time): the remark says so and
// how to give it one, instead of leaving only "cannot prove" on the outer
// loop.
#include <vector>

#pragma loopgen offload
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: 'out' is analyzed as rows of 'm' elements, out[out.size() / m][m]
void scale(int n, int m, const std::vector<float> &in, std::vector<float> &out) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i * m + j] = 2.0f * in[i * m + j];
}

#pragma loopgen offload
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: 'out' is indexed as a matrix ('i * m + j') but its shape is unknown, so that its rows are not told apart: '#pragma loopgen array(out[rows * columns])' before the function, with its real extents, lets loopgen analyze it as one
void overlap(int n, int m, int k, const std::vector<float> &in, std::vector<float> &out) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      out[i * m + j] = 2.0f * in[i * m + j];
}

// With the pragma, the shape is recovered and no hint comes.
#pragma loopgen offload
#pragma loopgen array(in[n * m], out[n * m])
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: 'out' of extent n * m is analyzed as out[n][m]
void shaped(int n, int m, const std::vector<float> &in, std::vector<float> &out) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i * m + j] = 2.0f * in[i * m + j];
}
// CHECK-NOT: is indexed as a matrix

// A vector indexed by one loop gets no hint.
#pragma loopgen offload
void add(int n, const std::vector<float> &a, std::vector<float> &b) {
  for (int i = 0; i < n; i++)
    b[i] += a[i];
}
