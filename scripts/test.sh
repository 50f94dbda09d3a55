#!/usr/bin/env bash
# Runs the unit tests and the lit suite (which validates every sample in the
# CPU emulation of CUDA, and compiles generated code with nvcc if present),
# the installed-package test, then the same suites with loopgen built under
# AddressSanitizer and UndefinedBehaviorSanitizer, and a bounded fuzzing run
# (scripts/test-sanitized.sh; LOOPGEN_SKIP_SANITIZED=1 skips it).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build -j2
ctest --test-dir build --output-on-failure
# loopgen installed and used from a CMake project (samples/cmake-project).
scripts/test-cmake-project.sh
if [ "${LOOPGEN_SKIP_SANITIZED:-0}" != 1 ]; then
  # The fuzzing slice repeats itself: a fixed seed, from the seeds alone.
  LOOPGEN_FUZZ_RUNS=${LOOPGEN_FUZZ_RUNS:-1500} LOOPGEN_FUZZ_SECONDS=0 \
    LOOPGEN_FUZZ_SEED=1 LOOPGEN_FUZZ_FRESH=1 scripts/test-sanitized.sh
fi
