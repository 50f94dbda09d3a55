// The %exit1 checker that every test of this directory relies on: it
// passes a command that exits with status 1 and nothing else.
// RUN: %exit1 false
// RUN: %exit1 sh -c 'echo out; echo err >&2; exit 1' 2>&1 | FileCheck %s --check-prefix=STREAMS
// RUN: not %exit1 true 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not %exit1 sh -c 'exit 2' 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not %exit1 sh -c 'kill -SEGV $$' 2>&1 | FileCheck %s --check-prefix=CRASH
// RUN: not %exit1 --timeout 1 sleep 30 2>&1 | FileCheck %s --check-prefix=HANG
// STREAMS: out
// STREAMS: err
// ZERO: expect-exit: 'true' exited with status 0, expected status 1
// TWO: expect-exit: 'sh -c exit 2' exited with status 2, expected status 1
// CRASH: was killed by signal 11, expected status 1
// HANG: expect-exit: 'sleep 30' did not finish in 1 s
