// RUN: loopgen %s -Rpass=loopgen-parallelism -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A test with an else branch is no mark: the else runs where the element
// already holds the value, which depends on which iteration stored it
// first (two iterations may both see it unmarked where the sequential
// order sees it marked once).

// CHECK: :[[@LINE+5]]:3: remark: loop over 'k' is sequential
#pragma loopgen validate(n = 1000, m = 64)
#pragma loopgen array(key[n], seen[m], dup[m])
#pragma loopgen offload
void duplicates(int n, int m, const int *key, int *seen, int *dup) {
  for (int k = 0; k < n; k++)
    if (seen[key[k] % m] == 0)
      seen[key[k] % m] = 1;
    else
      dup[key[k] % m] = 1;
}
// VALID: PASS: 1 of 1 functions match the sequential original
