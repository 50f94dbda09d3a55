// RUN: loopgen %s --transpose=always -Rpass=loopgen-transpose -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --transpose=always --validate --emulate | FileCheck %s --check-prefix=VALID
// Records of mixed types whose fields fill their slots (floats and an int)
// transpose like any record array, each field keeping its type in the
// copy's slot dimension; a float among bools would be torn apart, and
// stays as it lies, with the reason.
struct Star {
  float x, y, z, vx, vy, vz, m, r;
  int kind;
};
#pragma loopgen offload
#pragma loopgen array(s[n], w[4], score[n])
#pragma loopgen validate(n = 3000)
void classify(int n, const Star *s, const float *w, float *score) {
  for (int i = 0; i < n; ++i)
    score[i] = w[s[i].kind & 3] * (s[i].x + 2.0f * s[i].vy - s[i].m);
}
#pragma loopgen offload
#pragma loopgen array(s[n])
#pragma loopgen validate(n = 3000)
void relabel(int n, Star *s) {
  for (int i = 0; i < n; ++i) {
    s[i].kind = s[i].kind * 2 + (s[i].m > 0.5f);
    s[i].x += s[i].vx;
  }
}
// REMARK: reads 's' through its transposed copy 's_T'
// CUDA: w[loopgen_field<int>(s_T[8 * n + i]) & 3]
// CUDA: loopgen_field<int>(s_T[8 * n + i]) =

struct Agent {
  float energy;
  bool alive;
  bool tagged;
};

#pragma loopgen offload
#pragma loopgen array(a[n], out[n])
#pragma loopgen validate(n = 3000)
void drain(int n, const Agent *a, float *out) {
  for (int i = 0; i < n; ++i)
    out[i] = a[i].alive && !a[i].tagged ? a[i].energy * 0.5f : 0.0f;
}
// REMARK: 'loopgen_field<bool>(a[i][4])' stays uncoalesced {{.*}}: its records' fields are of different sizes, which a transposition of its slots would tear apart

// VALID: s.kind
// VALID: PASS: 3 of 3 functions match the sequential original
