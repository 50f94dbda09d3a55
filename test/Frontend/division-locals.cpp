// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate --size channels=3,in_len=50,decim=3,cout=2,h=9,w=7,stride=3,n=37,cols=3,bs=5 | FileCheck %s
// Sizes held in locals that divide by a value (`out_len = in_len / decim`,
// a convolution's `oh = (h + 2 * pad - k) / stride + 1`), as code in the
// style of DSP and ML libraries writes them: the loops they bound are
// analyzed with the local as a size of its own, guards on them (`if (oh <=
// 0) return;`) leave the accesses after them unconditional, and the
// validation harness sizes the vectors from them. (Left: the rows of `out`
// are not told apart through such a local yet, so the loops over channels
// stay sequential; --force-gpu runs the kernels here.)
#include <array>
#include <cstddef>
#include <vector>

namespace dsp {

using Taps = std::array<float, 8>;

// A decimating FIR over channel-major input, read through a row pointer at
// taps before the current sample (a negative coefficient of k).
#pragma loopgen offload
#pragma loopgen validate(channels = 8, in_len = 4096, decim = 4)
void fir_decimate(const std::vector<float> &in, std::vector<float> &out,
                  const Taps &taps, int channels, int in_len, int decim) {
  const int out_len = in_len / decim;
  for (int ch = 0; ch < channels; ++ch) {
    const float *x = in.data() + static_cast<std::size_t>(ch) * in_len;
    // REMARK: division-locals.cpp:[[@LINE+1]]:5: remark: loop over 'n' is parallel
    for (int n = 0; n < out_len; ++n) {
      const int t0 = n * decim;
      float acc = 0.0f;
      for (int k = 0; k < 8; ++k)
        if (t0 - k >= 0)
          acc += taps[k] * x[t0 - k];
      out[ch * out_len + n] = acc;
    }
  }
}

} // namespace dsp

static int out_dim(int in, int k, int stride, int pad) {
  return (in + 2 * pad - k) / stride + 1;
}

// A strided convolution with padding: the bias is read at every output
// after the guard, so its shape is inferred; the taps only where the
// padding test holds, so they are given.
#pragma loopgen offload
#pragma loopgen array(in[h][w], taps[cout * 9], out[cout][(h + 2 - 3) / stride + 1][(w + 2 - 3) / stride + 1])
#pragma loopgen validate(cout = 4, h = 40, w = 33, stride = 2)
void conv3x3(int cout, int h, int w, int stride, const float *in,
             const float *taps, const float *bias, float *out) {
  if (stride <= 0)
    return;
  const int oh = out_dim(h, 3, stride, 1);
  const int ow = out_dim(w, 3, stride, 1);
  if (oh <= 0 || ow <= 0)
    return;
  for (int co = 0; co < cout; ++co)
    for (int oy = 0; oy < oh; ++oy)
      for (int ox = 0; ox < ow; ++ox) {
        float acc = bias[co];
        for (int ky = 0; ky < 3; ++ky)
          for (int kx = 0; kx < 3; ++kx) {
            int iy = oy * stride + ky - 1, ix = ox * stride + kx - 1;
            if (iy >= 0 && iy < h && ix >= 0 && ix < w)
              acc += in[iy * w + ix] * taps[co * 9 + ky * 3 + kx];
          }
        out[(co * oh + oy) * ow + ox] = acc > 0 ? acc : 0;
      }
}

// Other styles: half a size, rows from a vector's own size, blocks of a
// runtime size.
#pragma loopgen offload
#pragma loopgen array(in[n], out[n / 2])
#pragma loopgen validate(n = 1000)
void downsample(const float *in, float *out, int n) {
  const int half = n / 2;
  for (int i = 0; i < half; ++i)
    out[i] = 0.5f * (in[2 * i] + in[2 * i + 1]);
}

#pragma loopgen offload
#pragma loopgen validate(cols = 16)
void row_sums(const std::vector<double> &m, std::vector<double> &sums,
              int cols) {
  const int rows = static_cast<int>(m.size()) / cols;
  for (int r = 0; r < rows; ++r) {
    double s = 0;
    for (int c = 0; c < cols; ++c)
      s += m[r * cols + c];
    sums[r] = s;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 4096, bs = 64)
void block_max(const std::vector<float> &x, std::vector<float> &best, int n,
               int bs) {
  int nblocks = n / bs;
  for (int b = 0; b < nblocks; ++b) {
    float m = x[b * bs];
    for (int k = 1; k < bs; ++k)
      m = x[b * bs + k] > m ? x[b * bs + k] : m;
    best[b] = m;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 5 of 5 functions match the sequential original
