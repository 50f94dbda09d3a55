// RUN: loopgen %s --validate --emulate | FileCheck %s
// Cases that fall into the next: a hash's tail of 1 to 3 bytes, a count of
// grades where each grade also counts as those below it, and a default
// that falls into a case.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <cstdint>

#pragma loopgen offload
#pragma loopgen validate(n = 2000)
void tail_hash(int n, const uint8_t *bytes, const int *len, uint32_t *h) {
  for (int i = 0; i < n; ++i) {
    uint32_t k = 0;
    switch (len[i] & 3) {
    case 3:
      k ^= (uint32_t)bytes[4 * i + 2] << 16;
    case 2:
      k ^= (uint32_t)bytes[4 * i + 1] << 8;
    case 1:
      k ^= bytes[4 * i];
      k *= 0xcc9e2d51u;
    }
    h[i] = k;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 3000)
void at_least(int n, const int *grade, int *a, int *b, int *c) {
  for (int i = 0; i < n; ++i) {
    a[i] = b[i] = c[i] = 0;
    switch (grade[i] % 4) {
    case 0:
      a[i] = 1;
    case 1:
      b[i] = 1;
    case 2:
      c[i] = 1;
      break;
    default:
      break;
    }
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 3000)
void weights(int n, const int *kind, float *w) {
  for (int i = 0; i < n; ++i) {
    float s = 1.0f;
    switch (kind[i]) {
    default:
      s *= 0.5f;
    case 7:
      s += 2.0f;
      break;
    case 3:
      s = 0.0f;
    }
    w[i] = s;
  }
}
