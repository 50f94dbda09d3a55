// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=SECTORS
// RUN: loopgen %S/../../../bench/programs/mvt.cpp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=LINES
// RUN: loopgen %S/../../../bench/programs/transpose_add.cpp -o /dev/null 2>&1 | count 0
// Every access left uncoalesced gets a remark that says why.
// SECTORS: remark: 'B[j * n + i]' stays uncoalesced in the kernel at transpose_add.cpp:7:3 (32 memory segments per warp): the caches absorb it: the block's rows share its sectors
// LINES: remark: 'A[i * n + j]' stays uncoalesced in the kernel at mvt.cpp:7:3 (32 memory segments per warp): the caches absorb it: each thread walks it with unit stride in its own loop
