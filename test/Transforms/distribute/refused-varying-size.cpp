// RUN: not loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A private vector whose size changes with i can be neither split off nor
// expanded.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(out[m][m])
void f(int m, float *out) {
  // CHECK: remark: loop over 'i' is not distributed: the size of private array 'row' changes from one iteration to the next
  for (int i = 0; i < m; ++i) {
    std::vector<float> row(i + 1);
    for (int j = 0; j <= i; ++j)
      row[j] = j;
    for (int j = 0; j <= i; ++j)
      out[i * m + j] = row[i - j];
  }
}
// CHECK: error: std::vector 'row' changes size within the loop nest; declare it before the loop with its largest size
