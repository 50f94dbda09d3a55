// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Counted loops that may break get the shapes of their counters' ranges:
// a filter's taps that stop at the signal's start (the break's test bounds
// the subscript where the body runs), a search that stops at a key, a
// string's length within a fixed record.
// CHECK: PASS: 3 of 3 functions match the sequential original

#pragma loopgen offload
#pragma loopgen validate(channels = 4, frames = 500)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'in' is in[channels][frames], indexed linearly
void fir(int channels, int frames, const float *in, float *out) {
  const float taps[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
  for (int c = 0; c < channels; ++c)
    for (int t = 0; t < frames; ++t) {
      float acc = 0.0f;
      for (int k = 0; k < 5; ++k) {
        if (t - k < 0)
          break;
        acc += taps[k] * in[c * frames + t - k];
      }
      out[c * frames + t] = acc;
    }
}

// The position of the first key in each row, or m.
#pragma loopgen offload
#pragma loopgen validate(n = 300, m = 40, key = 3)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'a' is a[n][m], indexed linearly
void first_key(int n, int m, const int *a, int key, int *pos) {
  for (int i = 0; i < n; ++i) {
    int k;
    for (k = 0; k < m; ++k)
      if (a[i * m + k] == key)
        break;
    pos[i] = k;
  }
}

// Names of at most 16 characters in records of 16, ended by a 0 before.
#pragma loopgen offload
#pragma loopgen validate(nrec = 1000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'names' is names[16 * nrec]
void name_lengths(int nrec, const char *names, int *len) {
  int r, j;
  for (r = 0; r < nrec; r++) {
    int count = 0;
    for (j = 0; j < 16; j++) {
      if (names[r * 16 + j] == 0)
        break;
      count++;
    }
    len[r] = count;
  }
}
