// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: loopgen %s -Rpass=loopgen-parallelism -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: loopgen %s -Rpass='loopgen-(parallelism|map-to-grid)' -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// Each remark names its pass (-Rpass=loopgen-<pass>); -Rpass takes a
// regular expression as clang's does, and loopgen matches them all.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void twice(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}
// ALL: remark: {{.*}} [-Rpass=loopgen-parallelism]
// ALL: remark: {{.*}} [-Rpass=loopgen-map-to-grid]
// ONE: remark: {{.*}} [-Rpass=loopgen-parallelism]
// ONE-NOT: remark:
// TWO: [-Rpass=loopgen-parallelism]
// TWO: [-Rpass=loopgen-map-to-grid]
// TWO-NOT: remark:
