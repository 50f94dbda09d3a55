// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A switch whose cases end in `break` (or, in a function's or helper's
// body, all in `return`, a default among them) is a chain of ifs on its
// value, computed once. Styles: a helper classifying characters by
// returning from each case, an opcode dispatch in a thread's loop, and a
// mode chosen outside the loops, each case a loop of its own, and a
// helper whose cases all return, with no default. (A chain that only
// chooses a local's value is that value's choice: FoldClamps.cpp.)

static inline int base_code(char c) {
  switch (c) {
  case 'A':
  case 'a':
    return 0;
  case 'C': case 'c': return 1;
  case 'G': case 'g': return 2;
  case 'T': case 't': return 3;
  default:
    return -1;
  }
}

#pragma loopgen offload
#pragma loopgen array(seq[n], gc[n])
#pragma loopgen validate(n = 3000)
void gc_flags(int n, const char *seq, int *gc) {
  for (int i = 0; i < n; ++i) {
    int b = base_code(seq[i]);
    gc[i] = b == 1 || b == 2;
  }
}
// CHECK-LABEL: func gc_flags
// CHECK: var switch_value: char = c
// CHECK-NEXT: var b: int = (switch_value == 65) || (switch_value == 97) ? 0 : (switch_value == 67) || (switch_value == 99) ? 1 :

enum Op { Add = 0, Mul = 1, Max = 2, Neg = 3 };

#pragma loopgen offload
#pragma loopgen array(ops[n], a[n], b[n], out[n])
#pragma loopgen validate(n = 2000)
void interpret(int n, const int *ops, const float *a, const float *b,
               float *out) {
  for (int i = 0; i < n; ++i) {
    float r;
    switch (ops[i] % 4) {
    case Add:
      r = a[i] + b[i];
      break;
    case Mul:
      r = a[i] * b[i];
      break;
    case Max:
      r = a[i] > b[i] ? a[i] : b[i];
      break;
    default:
      r = -a[i];
    }
    out[i] = r;
  }
}
// CHECK-LABEL: func interpret
// CHECK: if switch_value == 0 {

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 5000, mode = 1)
float transform(int n, int mode, const float *x, float *y) {
  switch (mode) {
  case 0:
    for (int i = 0; i < n; ++i)
      y[i] = x[i];
    return 0.0f;
  case 1: {
    float s = 0.0f;
    for (int i = 0; i < n; ++i) {
      y[i] = 2.0f * x[i];
      s += y[i];
    }
    return s;
  }
  default:
    return -1.0f;
  }
}
// CHECK-LABEL: func transform
// CHECK: var result: float

// Every case returns and there is no default: the statements after the
// switch run where no case matches. std::clamp as <algorithm> defines it.
#include <algorithm>
enum Shape { Circle, Square, Triangle };
static float area(int kind, float r) {
  switch (kind) {
  case Circle:
    return 3.14159f * r * r;
  case Square:
    return r * r;
  case Triangle:
    return 0.4330127f * r * r;
  }
  return 0.0f;
}

#pragma loopgen offload
#pragma loopgen array(kind[n], r[n], a[n])
#pragma loopgen validate(n = 1000)
void areas(int n, const int *kind, const float *r, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = std::clamp(area(kind[i] % 4, r[i]), 0.1f, 2.0f);
}
// CHECK-LABEL: func areas
// CHECK: if switch_value == 2 {
// CHECK-NEXT: area = 0.4330127f * r_1 * r_1
// CHECK-NEXT: } else {
// CHECK-NEXT: area = 0.0f
// CHECK: a[i] = area < 0.1f ? 0.1f : 2.0f < area ? 2.0f : area

// VALID: PASS: 4 of 4 functions match the sequential original
