// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: hint pragmas in CPU code: `__restrict__` on every pointer
//            parameter and `#pragma unroll` on a 3-iteration inner loop over
//            the output coordinates.
// Field:     robotics / perception, moving a lidar point cloud into the map
//            frame with a rigid pose [R | t] (3 x 4, row-major).
// Computes:  out[i] = R * in[i] + t for every point.
// GPU:       the loop over points is parallel; the r loop is fully unrolled
//            inside each thread (the hint is honoured or simply kept); the
//            12 pose entries are read by all threads. __restrict__ matches
//            loopgen's own no-alias assumption (still checked at run time).
//            No reduction.
#pragma loopgen offload
#pragma loopgen array(pose[3][4], in[n][3], out[n][3])
#pragma loopgen validate(n = 5000)
void transform_cloud(int n, const float *__restrict__ pose,
                     const float *__restrict__ in, float *__restrict__ out) {
  for (int i = 0; i < n; ++i) {
    const float px = in[3 * i];
    const float py = in[3 * i + 1];
    const float pz = in[3 * i + 2];
#pragma unroll
    for (int r = 0; r < 3; ++r)
      out[3 * i + r] = pose[4 * r] * px + pose[4 * r + 1] * py +
                       pose[4 * r + 2] * pz + pose[4 * r + 3];
  }
}
