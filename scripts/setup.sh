#!/usr/bin/env bash
# Installs the toolchain (Debian bookworm: LLVM/Clang 19, isl, GoogleTest,
# Ninja), builds loopgen, translates a bundled sample, then builds the
# sanitized configuration that scripts/test.sh runs (build-asan;
# LOOPGEN_SETUP_SANITIZED=0 leaves it to the test command).
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO=sudo
packages=(clang-19 libclang-19-dev libclang-cpp19-dev llvm-19-dev llvm-19-tools
  libclang-rt-19-dev libisl-dev libgtest-dev ninja-build cmake g++ python3
  ccache)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
    --no-install-recommends "${missing[@]}"
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2
build/tool/loopgen/loopgen samples/saxpy.cpp -o build/saxpy.cu
echo "loopgen translated samples/saxpy.cpp into build/saxpy.cu:"
sed -n '/__global__/,/^}/p' build/saxpy.cu
if [ "${LOOPGEN_SETUP_SANITIZED:-1}" != 0 ]; then
  echo "Building loopgen under AddressSanitizer and UndefinedBehaviorSanitizer"
  echo "for scripts/test.sh (build-asan/)..."
  scripts/test-sanitized.sh --build
fi
