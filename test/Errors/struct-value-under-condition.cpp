// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A struct value made by a helper is a struct variable made before its
// statement; in a while loop's condition, under `&&`, it would be made where
// the condition says it must not (`p[k]` at k = n), so it is refused with
// the reason (in a statement, under `&&` or `?:`, the operand's statements
// run under an if: Frontend/logical-operand-statements.cpp,
// choice-with-statements.cpp). A struct whose member is a pointer is not a
// value loopgen makes.
struct V {
  float x, y;
};
static V vsub(V a, V b) { return {a.x - b.x, a.y - b.y}; }
static float vdot(V a, V b) { return a.x * b.x + a.y * b.y; }
struct Span {
  float *p;
  int n;
};

#pragma loopgen offload
#pragma loopgen array(p[n], out[n])
void f(const V *p, float *out, int n) {
  for (int i = 0; i < n; ++i) {
    int k = 0;
    // CHECK: struct-value-under-condition.cpp:[[@LINE+1]]:26: error: a struct value is made here only where it can be made before its statement: it is under ?:, && or ||
    while (k < n && vdot(vsub(p[k], p[i]), p[i]) > 0.0f)
      ++k;
    out[i] = k;
  }
}

#pragma loopgen offload
#pragma loopgen array(out[n])
void g(float *out, int n) {
  // CHECK: struct-value-under-condition.cpp:17:10: error: member 'p' of 's': a struct made without a constructor may hold scalars, structs and fixed-size arrays only
  Span s;
  s.n = n;
  for (int i = 0; i < n; ++i)
    out[i] = s.n;
}
