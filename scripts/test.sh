#!/usr/bin/env bash
# The test command. After scripts/setup.sh (which built build/): the unit
# tests, the lit suite (which validates every sample in the CPU emulation
# of CUDA, and compiles generated code with nvcc where it is installed), the
# installed package used from a CMake project, then loopgen built under
# AddressSanitizer and UndefinedBehaviorSanitizer on a slice of the lit
# suite and a bounded fuzzing run (scripts/test-sanitized.sh --slice;
# LOOPGEN_SKIP_SANITIZED=1 skips it). Prints the time of each stage.
#
# No test fails on time alone: the campaigns report slow inputs and fail
# only on a wrong result, a crash, a sanitizer report, running out of
# memory or a hang of minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
stage_start=$SECONDS
times=()
stage() { # Notes the time of the stage that ended.
  times+=("$(printf '%-34s %5d s' "$1" $((SECONDS - stage_start)))")
  echo "test: $1 took $((SECONDS - stage_start)) s"
  stage_start=$SECONDS
}
summary() {
  echo "test: stages"
  for t in "${times[@]}"; do echo "  $t"; done
  echo "  $(printf '%-34s %5d s' total $((SECONDS - start)))"
}
trap summary EXIT
cmake --build build -j"$(nproc)"
stage "build"
build/unittests/loopgenUnitTests --gtest_brief=1
stage "unit tests"
python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv build/test
stage "lit"
scripts/test-cmake-project.sh
stage "installed package (CMake project)"
if [ "${LOOPGEN_SKIP_SANITIZED:-0}" != 1 ]; then
  # The fuzzing slice repeats itself: a fixed seed, from the seeds alone.
  LOOPGEN_FUZZ_RUNS=${LOOPGEN_FUZZ_RUNS:-1500} LOOPGEN_FUZZ_SECONDS=0 \
    LOOPGEN_FUZZ_SEED=1 LOOPGEN_FUZZ_FRESH=1 scripts/test-sanitized.sh --slice
  stage "sanitized build, slice and fuzzing"
fi
