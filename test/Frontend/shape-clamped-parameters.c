// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// A size parameter clamped at the top of the function (`if (len > MAX)
// len = MAX;`) stays a size: its clamped value is a local read from there
// on (so is a local copy of it clamped both ways). A shape that divides by a size the function divides by first thing
// (`nframes = (n - len) / hop + 1;`) is computed on entry as the function
// computes it.
// CHECK: PASS: 3 of 3 functions match the sequential original
#define MAX_FRAME 256

#pragma loopgen offload
#pragma loopgen validate(nsamples = 5000, frame_len = 300, hop = 128)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'signal' is signal[(nsamples - frame_len) / hop * hop + (frame_len > 256 ? 256 : frame_len)]
void frame_energy(const float *signal, float *energy, int nsamples,
                  int frame_len, int hop) {
  int nframes = (nsamples - frame_len) / hop + 1;
  int f, i;
  if (frame_len > MAX_FRAME)
    frame_len = MAX_FRAME;
  for (f = 0; f < nframes; f++) {
    float e = 0.0f;
    for (i = 0; i < frame_len; i++)
      e += signal[f * hop + i] * signal[f * hop + i];
    energy[f] = e;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 3000, k = 80)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'taps' is taps[(k < 1 ? 1 : k) > 64 ? 64 : k < 1 ? 1 : k]
void smooth(const float *x, const float *taps, float *y, int n, int k) {
  if (k < 1)
    k = 1;
  if (k > 64)
    k = 64;
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int j = 0; j < k; ++j)
      s += taps[j] * x[(i + j) % n];
    y[i] = s;
  }
}

/* A local copy of the size, clamped both ways after other declarations. */
#pragma loopgen offload
#pragma loopgen validate(w = 300, h = 200, radius = 3)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'img' is img[h][w], indexed linearly
void box_blur_rows(int w, int h, int radius, const float *img, float *out) {
  int r = radius;
  int x, y, d;
  if (r > 8)
    r = 8;
  if (r < 0)
    r = 0;
  for (y = 0; y < h; y++)
    for (x = r; x < w - r; x++) {
      float s = 0.0f;
      for (d = -r; d <= r; d++)
        s += img[y * w + x + d];
      out[y * w + x] = s / (2 * r + 1);
    }
}
