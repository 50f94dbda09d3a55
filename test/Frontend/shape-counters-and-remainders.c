// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Shapes through values people compute: a sample's channel `i % channels`
// (below the lesser of the samples and the channels), and the length of a
// string in a fixed-width slot, counted by a `while` up to the slot's width
// (the counter's range covers the test after `n < WIDTH`, and a loop up to
// the length stays within the width).
// CHECK: PASS: 3 of 3 functions match the sequential original

#define WIDTH 24

/* Per-channel offsets applied to interleaved samples. */
#pragma loopgen offload
#pragma loopgen validate(n = 100000, channels = 8)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'offset' is offset[n < channels ? n : channels]
void calibrate(int n, int channels, const float *raw, const float *offset,
               float *out) {
  int i;
  for (i = 0; i < n; i++) {
    const int ch = i % channels;
    out[i] = raw[i] - offset[ch];
  }
}

static int slot_length(const char *s) {
  int n = 0;
  while (n < WIDTH && s[n] != '\0')
    n++;
  return n;
}

/* A checksum of each name in its slot. */
#pragma loopgen offload
#pragma loopgen validate(count = 20000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'names' is names[24 * count]
void name_sums(int count, const char *names, unsigned *sum) {
  int r, k;
  for (r = 0; r < count; r++) {
    const char *s = names + r * WIDTH;
    int len = slot_length(s);
    unsigned h = 0;
    for (k = 0; k < len; k++)
      h = h * 31u + (unsigned char)s[k];
    sum[r] = h;
  }
}

/* Words in each line of a fixed-width text, the line's end found first. */
#pragma loopgen offload
#pragma loopgen validate(lines = 20000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'text' is text[24 * lines]
void word_counts(int lines, const char *text, int *words) {
  for (int l = 0; l < lines; ++l) {
    int end = 0;
    while (end < WIDTH && text[l * WIDTH + end] != '\n')
      ++end;
    int w = 0;
    for (int k = 0; k < end; ++k)
      if (text[l * WIDTH + k] != ' ' &&
          (k == 0 || text[l * WIDTH + k - 1] == ' '))
        ++w;
    words[l] = w;
  }
}
