// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A member read of a struct value reads a copy the value is made into
// (`at(ps, i).y`); a member assigned must be of a place, or the copy would
// change instead of the record (a helper returning a reference to one).
struct P {
  float x, y;
};
static P &at(P *ps, int i) { return ps[i]; }

#pragma loopgen array(ps[n])
#pragma loopgen offload
void f(P *ps, int n) {
  for (int i = 0; i < n; ++i)
    // CHECK: assigned-member-of-value.cpp:[[@LINE+1]]:5: error: an assigned member must be of a struct variable, a record of an array or a pointer to one, not of a struct value (a call's result)
    at(ps, i).x = 2.0f * at(ps, i).y;
}
