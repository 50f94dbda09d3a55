#!/usr/bin/env bash
# loopgen built by clang under AddressSanitizer and UndefinedBehaviorSanitizer
# (build-asan/): its unit tests, lit tests, then a bounded fuzzing run of the
# whole pipeline (scripts/fuzz.sh) from the same build. Any sanitizer report
# fails the test that triggered it. Leaks are not checked: like clang,
# loopgen frees nothing it needs until exit.
#
#   scripts/test-sanitized.sh          # every lit test (a campaign)
#   scripts/test-sanitized.sh --slice  # the slice of scripts/test.sh
#   scripts/test-sanitized.sh --build  # only the build (scripts/setup.sh)
#
# The slice runs the tests of the frontend, the analyses, the passes, code
# generation, the driver and the error messages: every path of loopgen
# itself. It leaves out the suites that validate whole programs
# (Validation, PolyBench, Styles, Samples, Stress), which exercise the same
# passes again and mostly time the harness's host compiler, not loopgen.
# Either way nvcc is not run (it compiles the very output the plain suite
# compiled), and the harnesses come from ccache where the plain run built
# them.
set -euo pipefail
cd "$(dirname "$0")/.."
slice=0 build_only=0
[ "${1:-}" = --slice ] && slice=1
[ "${1:-}" = --build ] && build_only=1
stage_start=$SECONDS
stage() { # Prints the time of the stage that ended.
  echo "test-sanitized: $1 took $((SECONDS - stage_start)) s"
  stage_start=$SECONDS
}
if [ ! -f build-asan/CMakeCache.txt ]; then
  CC=clang-19 CXX=clang++-19 cmake -S . -B build-asan -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DLOOPGEN_SANITIZE=address,undefined \
    -DLOOPGEN_FUZZER=ON > /dev/null
fi
cmake --build build-asan -j"$(nproc)"
stage "the sanitized build"
[ "$build_only" = 1 ] && exit 0
export ASAN_OPTIONS=detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
build-asan/unittests/loopgenUnitTests --gtest_brief=1
stage "the unit tests"
lit=/usr/lib/llvm-19/build/utils/lit/lit.py
filter=()
if [ "$slice" = 1 ]; then
  filter=(--filter-out '^loopgen :: (Validation|PolyBench|Styles|Samples|Stress)/')
fi
# The precompiled headers of the plain run's cache serve this one too.
LOOPGEN_LIT_NVCC=0 LOOPGEN_CACHE_DIR="$PWD/build/test/cache" \
  python3 "$lit" -sv "${filter[@]}" build-asan/test
stage "the lit tests"
scripts/fuzz.sh "${LOOPGEN_FUZZ_RUNS:-20000}" "${LOOPGEN_FUZZ_SECONDS:-600}"
stage "the fuzzing run"
