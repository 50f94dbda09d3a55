// RUN: loopgen %bench/programs/atax.cpp -Rpass=loopgen-two-way -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %bench/programs/atax.cpp --stop-after=two-way -o - | FileCheck %s --check-prefix=IR
// atax: y = A^T (A x). The row reductions (A x) and the column updates
// (A^T tmp) run as one pass over A, each row's reductions first.
// CHECK: atax.cpp:6:3: remark: the loops at atax.cpp:6:3 (rows) and atax.cpp:11:3 (columns) run as one pass over 'A': blocks reduce its rows and accumulate its columns in shared memory, each row's reductions first [-Rpass=loopgen-two-way]
// IR: for i in [0, m) parallel [two-way: rows over 'i', columns over 'j'] [grid x] @kernel {
// IR: for j in [0, n) parallel [launched with the kernel before] [grid x] @kernel {
