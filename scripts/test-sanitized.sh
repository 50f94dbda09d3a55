#!/usr/bin/env bash
# The unit tests and the lit suite again, with loopgen built by clang under
# AddressSanitizer and UndefinedBehaviorSanitizer (build-asan/), then a
# bounded fuzzing run of the whole pipeline (scripts/fuzz.sh) from the same
# build. Any sanitizer report fails the test that triggered it. Leaks are
# not checked: like clang, loopgen frees nothing it needs until exit.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f build-asan/CMakeCache.txt ]; then
  CC=clang-19 CXX=clang++-19 cmake -S . -B build-asan -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DLOOPGEN_SANITIZE=address,undefined \
    -DLOOPGEN_FUZZER=ON
fi
cmake --build build-asan -j2
export ASAN_OPTIONS=detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
ctest --test-dir build-asan --output-on-failure
scripts/fuzz.sh "${LOOPGEN_FUZZ_RUNS:-20000}" "${LOOPGEN_FUZZ_SECONDS:-600}"
