// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Computational geometry: which of many query points lie inside a simple
// polygon (crossing-number / even-odd rule, W. R. Franklin's pnpoly).
#include <algorithm>

struct BBox {
  float xmin, xmax, ymin, ymax;
};

static bool in_box(const BBox &b, float x, float y) {
  return x >= b.xmin && x <= b.xmax && y >= b.ymin && y <= b.ymax;
}

#pragma loopgen offload
#pragma loopgen array(vx[nvert], vy[nvert], px[npts], py[npts], inside[npts])
#pragma loopgen validate(nvert = 64, npts = 200000)
int points_in_polygon(int nvert, int npts, const float *vx, const float *vy,
                      const float *px, const float *py, int *inside) {
  // bounding box first: most points are far away in practice
  BBox box{vx[0], vx[0], vy[0], vy[0]};
  for (int i = 1; i < nvert; ++i) {
    box.xmin = std::min(box.xmin, vx[i]);
    box.xmax = std::max(box.xmax, vx[i]);
    box.ymin = std::min(box.ymin, vy[i]);
    box.ymax = std::max(box.ymax, vy[i]);
  }

  int count = 0;
  for (int k = 0; k < npts; ++k) {
    float x = px[k], y = py[k];
    if (!in_box(box, x, y)) {
      inside[k] = 0;
      continue;
    }
    bool c = false;
    for (int i = 0, j = nvert - 1; i < nvert; j = i++) {
      if (((vy[i] > y) != (vy[j] > y)) &&
          (x < (vx[j] - vx[i]) * (y - vy[i]) / (vy[j] - vy[i]) + vx[i]))
        c = !c;
    }
    inside[k] = c ? 1 : 0;
    if (c)
      ++count;
  }
  return count;
}
