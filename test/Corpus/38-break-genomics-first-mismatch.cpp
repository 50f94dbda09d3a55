// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: `break` at the first mismatch in a per-read scan, with a
//            range-for-free C style (plain pointers and int codes).
// Field:     bioinformatics (seed extension of short reads).
// Computes:  for each read, the length of the prefix that matches the
//            reference at the read's mapped offset, capped by max_len.
// GPU:       the loop over reads is parallel; the scan stops at the first
//            mismatch in each thread.
#pragma loopgen offload
#pragma loopgen array(reads[nreads][len], offset[nreads], ref[reflen], match[nreads])
#pragma loopgen validate(nreads = 3000, len = 64, reflen = 4096) init(make_reads)
void seed_extend(int nreads, int len, int reflen, const unsigned char *reads,
                 const int *offset, const unsigned char *ref, int *match) {
  for (int r = 0; r < nreads; ++r) {
    int k = 0;
    for (int j = 0; j < len; ++j) {
      const int at = offset[r] + j;
      if (at >= reflen || reads[r * len + j] != ref[at])
        break;
      k = j + 1;
    }
    match[r] = k;
  }
}

void make_reads(int nreads, int len, int reflen, unsigned char *reads,
                int *offset, unsigned char *ref, int *match) {
  for (int i = 0; i < reflen; ++i)
    ref[i] = (unsigned char)((i * 7 + i / 5) % 4);
  for (int r = 0; r < nreads; ++r) {
    offset[r] = (r * 131) % reflen;
    for (int j = 0; j < len; ++j)
      reads[r * len + j] = ref[(offset[r] + j) % reflen];
    reads[r * len + (r % len)] ^= (unsigned char)(r % 3 == 0);
    match[r] = -1;
  }
}
