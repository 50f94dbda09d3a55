// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Model checkpoint storage: symmetric per-row int8 quantization of a
// weight matrix, then a CRC-32 (IEEE, bitwise) of every fixed-size block.
#include <algorithm>
#include <cmath>
#include <cstdint>

#pragma loopgen offload
#pragma loopgen array(w[rows][cols], q[rows][cols], scales[rows])
#pragma loopgen validate(rows = 1024, cols = 512)
void quantize_rows_int8(int rows, int cols, const float *w, int8_t *q,
                        float *scales) {
  for (int r = 0; r < rows; ++r) {
    const float *row = w + r * cols;
    float amax = 0.0f;
    for (int c = 0; c < cols; ++c)
      amax = std::max(amax, std::fabs(row[c]));
    const float scale = amax > 0.0f ? amax / 127.0f : 1.0f;
    scales[r] = scale;
    const float inv = 1.0f / scale;
    for (int c = 0; c < cols; ++c) {
      const int v = static_cast<int>(std::round(row[c] * inv));
      q[r * cols + c] = static_cast<int8_t>(std::clamp(v, -127, 127));
    }
  }
}

#pragma loopgen offload
#pragma loopgen array(data[nblocks][block_size], crc_out[nblocks])
#pragma loopgen validate(nblocks = 4096, block_size = 256)
void crc32_blocks(int nblocks, int block_size, const uint8_t *data,
                  uint32_t *crc_out) {
  for (int b = 0; b < nblocks; ++b) {
    uint32_t crc = 0xFFFFFFFFu;
    const uint8_t *p = data + (size_t)b * block_size;
    for (int i = 0; i < block_size; ++i) {
      crc ^= p[i];
      for (int k = 0; k < 8; ++k)
        crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
    }
    crc_out[b] = ~crc;
  }
}
