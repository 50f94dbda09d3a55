// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: arrays of structs on both sides: const Vec4 *in read as a whole
//            record (a struct copy), ScreenPt *out written field by field.
// Field:     real-time graphics, the vertex stage of a software rasterizer.
// Computes:  multiplies every homogeneous vertex by a 4x4 model-view-
//            projection matrix (row-major), does the perspective divide and
//            the viewport transform, and flags vertices behind the camera.
// GPU:       the loop over vertices is parallel, one thread per vertex; the
//            16 matrix entries are read-only and shared by every thread
//            (broadcast / constant-cache friendly); no reduction.
#include <cmath>

struct Vec4 {
  float x, y, z, w;
};

struct ScreenPt {
  float u, v, depth;
  int visible;
};

#pragma loopgen offload
#pragma loopgen array(mvp[16], in[n], out[n])
#pragma loopgen validate(n = 1000, width = 640, height = 480)
void project_vertices(int n, int width, int height, const float *mvp,
                      const Vec4 *in, ScreenPt *out) {
  for (int i = 0; i < n; ++i) {
    const Vec4 v = in[i];
    const float cx = mvp[0] * v.x + mvp[1] * v.y + mvp[2] * v.z + mvp[3] * v.w;
    const float cy = mvp[4] * v.x + mvp[5] * v.y + mvp[6] * v.z + mvp[7] * v.w;
    const float cz = mvp[8] * v.x + mvp[9] * v.y + mvp[10] * v.z + mvp[11] * v.w;
    const float cw = mvp[12] * v.x + mvp[13] * v.y + mvp[14] * v.z + mvp[15] * v.w;
    ScreenPt s;
    if (cw > 1e-6f) {
      const float inv_w = 1.0f / cw;
      s.u = (cx * inv_w * 0.5f + 0.5f) * static_cast<float>(width);
      s.v = (0.5f - cy * inv_w * 0.5f) * static_cast<float>(height);
      s.depth = cz * inv_w;
      s.visible = 1;
    } else {
      s.u = 0.0f;
      s.v = 0.0f;
      s.depth = 0.0f;
      s.visible = 0;
    }
    out[i] = s;
  }
}
