// RUN: loopgen %s -Rpass=loopgen-lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Shapes inferred from clamped reads: a row clamped to 0 reaches `width`
// elements, the others `height * width`; where the loops around that read
// run, height is at least 1, so the shape is height * width, not the
// greater of the two.
#pragma loopgen offload
#pragma loopgen validate(width = 64, height = 48)
// CHECK: :[[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'lum' is lum[height * width]: the elements its accesses reach
void edges(int width, int height, const float *lum, float *out) {
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      int yu = y > 0 ? y - 1 : 0;
      int yd = y < height - 1 ? y + 1 : height - 1;
      out[y * width + x] = lum[yd * width + x] - lum[yu * width + x];
    }
}
// VALID: PASS: 1 of 1
