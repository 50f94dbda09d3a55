// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size h=1 --size w=3 | FileCheck %s
// The regression test of bool array parameters: the harness held them in
// std::vector<bool>, which has no data(), and did not compile.
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: bool arrays: a `bool *mask` written by one offloaded function
//            and read (`const bool *`) by another as a filter.
// Field:     medical imaging, threshold segmentation of a CT slice and the
//            mean intensity inside the segmented region.
// Computes:  threshold_mask: mask[y][x] = lo <= img[y][x] < hi.
//            masked_mean: the mean of img over the pixels whose mask is set
//            (0 when none is set).
// GPU:       threshold_mask: a parallel 2-D loop writing one byte per pixel.
//            masked_mean: a parallel 2-D loop with two + reductions (a float
//            sum and an int count) guarded by the mask; the division happens
//            once on the reduced values.
#pragma loopgen offload
#pragma loopgen array(img[h][w], mask[h][w])
#pragma loopgen validate(h = 128, w = 128, lo = 0.3f, hi = 0.7f)
void threshold_mask(int h, int w, float lo, float hi, const float *img,
                    bool *mask) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const float v = img[y * w + x];
      mask[y * w + x] = v >= lo && v < hi;
    }
}

#pragma loopgen offload
#pragma loopgen array(img[h][w], mask[h][w])
#pragma loopgen validate(h = 128, w = 128)
float masked_mean(int h, int w, const float *img, const bool *mask) {
  float sum = 0.0f;
  int count = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (mask[y * w + x]) {
        sum += img[y * w + x];
        ++count;
      }
  return count > 0 ? sum / static_cast<float>(count) : 0.0f;
}
