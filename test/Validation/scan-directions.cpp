// RUN: loopgen %s --emit=report -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=20011 | FileCheck %s --check-prefix=VALID
// Running values along loops that count down or stride: suffix sums and
// maxima, an exclusive suffix sum, a running sum over every other element
// and a compaction walking backwards all run as scan kernels over the
// iterations' positions, and match the sequential loops.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void suffix_sum(int n, const int *x, int *out) {
  int s = 0;
  for (int i = n - 1; i >= 0; --i) {
    s += x[i];
    out[i] = s;
  }
}
// CHECK: function suffix_sum
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void exclusive_suffix(int n, const long *x, long *out) {
  long s = 0;
  for (int i = n - 1; i >= 0; i--) {
    out[i] = s;
    s = s + x[i];
  }
}
// CHECK: function exclusive_suffix
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void suffix_max(int n, const float *x, float *out) {
  float m = -1e30f;
  for (int i = n - 1; i >= 0; --i) {
    m = x[i] > m ? x[i] : m;
    out[i] = m;
  }
}
// CHECK: function suffix_max
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void every_other(int n, const int *x, int *out) {
  int s = 0;
  for (int i = 1; i < n; i += 2) {
    s += x[i];
    out[i] = s;
  }
}
// CHECK: function every_other
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], kept[n], count[1])
#pragma loopgen validate(n = 100000)
void compact_backwards(int n, const int *x, int *kept, int *count) {
  int k = 0;
  for (int i = n - 1; i >= 0; i -= 1)
    if (x[i] % 3 == 0) {
      kept[k] = x[i];
      k++;
    }
  count[0] = k;
}
// CHECK: function compact_backwards
// CHECK: loop i: sequential, scan kernel

// VALID: PASS: 5 of 5
