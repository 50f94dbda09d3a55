#!/usr/bin/env bash
# Runs the unit tests and the lit suite (which validates every sample in the
# CPU emulation of CUDA, and compiles generated code with nvcc if present).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --build build -j2
ctest --test-dir build --output-on-failure
# loopgen installed and used from a CMake project (samples/cmake-project).
scripts/test-cmake-project.sh
