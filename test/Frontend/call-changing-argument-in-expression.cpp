// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=DIAG
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: %exit1 loopgen %S/Inputs/call-changing-argument-twice.cpp -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// A helper that advances a generator's state through a pointer or a
// reference, called inside another expression (`bucket(next_unit(&seed))`,
// XSBench's `pick_mat(lcg(&seed))`): it runs before the statement, as a
// statement of its own would, where the statement names the state nowhere
// else (was: "can be inlined only as a statement of its own").
// DIAG-NOT: error:
// DIAG-NOT: warning:

static inline double next_unit(unsigned long long *s) {
  *s = *s * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(*s >> 11) * (1.0 / 9007199254740992.0);
}
static inline int bucket(double r) { return (int)(r * 8.0); }

#pragma loopgen validate(n = 100000)
#pragma loopgen array(hits[8])
#pragma loopgen offload
void sample(int n, int *hits) {
  for (int i = 0; i < n; i++) {
    unsigned long long seed = 12345ULL ^ (unsigned long long)i;
    int b = bucket(next_unit(&seed));
    hits[b] += 1;
  }
}

// By reference, in an arithmetic expression, twice in a row.
static inline float uniform(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return (float)(state >> 8) / 16777216.0f;
}
#pragma loopgen validate(n = 100000, scale = 2.0f)
#pragma loopgen offload
void jitter(int n, float scale, const float *x, float *y) {
  for (int i = 0; i < n; i++) {
    unsigned state = 2654435761u * (unsigned)i + 1u;
    float a = scale * uniform(state) - 1.0f;
    y[i] = x[i] + a * uniform(state);
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
// ERR: call-changing-argument-twice.cpp:9:{{[0-9]+}}: error: call to 'uniform' can be inlined only as a statement of its own
