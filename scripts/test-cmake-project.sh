#!/usr/bin/env bash
# loopgen from a user's CMake build. Installs the build into a fresh prefix
# (and packs it as a .deb), hides the build folder, and builds
# samples/cmake-project against the installed package: configure, build
# (the GPU target too where nvcc is found), run its tests (the program in
# the CPU emulation, and the validation test), check that touching the
# header it includes or the loopgen binary retranslates it, and that a
# syntax error in the offloaded source fails the build with a located
# diagnostic.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
fail() { echo "test-cmake-project: FAILED: $*" >&2; exit 1; }

cmake --install "$root/build" --prefix "$work/prefix" > "$work/install.log"
# The Debian package of the same install.
cpack -G DEB -B "$work/deb" --config "$root/build/CPackConfig.cmake" \
  > "$work/cpack.log" 2>&1 || { cat "$work/cpack.log"; fail "cpack -G DEB"; }
dpkg-deb -c "$work"/deb/loopgen_*.deb > "$work/deb.txt"
grep -q "/usr/bin/loopgen$" "$work/deb.txt" ||
  fail "the Debian package holds no /usr/bin/loopgen"
dpkg-deb -f "$work"/deb/loopgen_*.deb Depends | grep -q libclang-cpp19 ||
  fail "the Debian package does not depend on libclang-cpp19"
mv "$root/build" "$root/build.hidden"
trap 'mv "$root/build.hidden" "$root/build"' EXIT
"$work/prefix/bin/loopgen" --version > "$work/version.txt"
grep -q "runtime headers: $work/prefix/include" "$work/version.txt" ||
  fail "the installed loopgen does not use its installed runtime headers"
grep -q "clang resource directory: $work/prefix/lib/loopgen/clang" \
  "$work/version.txt" ||
  fail "the installed loopgen does not use its installed Clang headers"

cp -r "$root/samples/cmake-project" "$work/project"
generator=()
command -v ninja > /dev/null && generator=(-G Ninja)
cmake -S "$work/project" -B "$work/build" "${generator[@]}" \
  -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/configure.log" ||
  { cat "$work/configure.log"; fail "configure"; }
cmake --build "$work/build" > "$work/build1.log" 2>&1 ||
  { cat "$work/build1.log"; fail "build"; }
ctest --test-dir "$work/build" --output-on-failure ||
  fail "the example's tests"

# Touching the header the offloaded source includes, or the loopgen
# binary, retranslates it.
cu="$work/build/loopgen/smooth_emulated/smooth.cu"
retranslates() { # touched-file what
  local before log="$work/rebuild.log"
  before="$(stat -c %Y "$cu")"
  sleep 1.1
  touch "$1"
  cmake --build "$work/build" > "$log" 2>&1 ||
    { cat "$log"; fail "rebuild after touching $2"; }
  grep -q "loopgen: translating smooth" "$log" &&
    [ "$(stat -c %Y "$cu")" != "$before" ] ||
    fail "touching $2 did not retranslate src/smooth.cpp"
}
retranslates "$work/project/include/smooth.h" "include/smooth.h"
retranslates "$work/prefix/bin/loopgen" "the loopgen binary"

# A syntax error in the offloaded source: the build fails, located.
echo 'void broken( {' >> "$work/project/src/smooth.cpp"
if cmake --build "$work/build" > "$work/build4.log" 2>&1; then
  fail "a syntax error in src/smooth.cpp did not fail the build"
fi
grep -Eq "src/smooth.cpp:[0-9]+:[0-9]+: error" "$work/build4.log" ||
  { cat "$work/build4.log"; fail "no located diagnostic for the syntax error"; }

# As people also write it: the GPU target made before CUDA is enabled,
# with no CUDA architectures (where nvcc is found), and the offloaded
# source listed in add_executable too (a clear configure error).
variant() { # name cmake-lines
  mkdir -p "$work/$1"
  cp -r "$work/project/src" "$work/project/include" "$work/$1/"
  sed -i '/void broken( {/d' "$work/$1/src/smooth.cpp"
  printf '%s\n' "cmake_minimum_required(VERSION 3.20)" \
    "project(variant LANGUAGES CXX)" "find_package(loopgen CONFIG REQUIRED)" \
    "$2" > "$work/$1/CMakeLists.txt"
}
variant twice "add_executable(app src/main.cpp src/smooth.cpp)
target_include_directories(app PRIVATE include)
loopgen_add_cuda(app SOURCES src/smooth.cpp EMULATION)"
if cmake -S "$work/twice" -B "$work/twice/build" "${generator[@]}" \
  -DCMAKE_PREFIX_PATH="$work/prefix" > "$work/twice.log" 2>&1; then
  fail "a source listed in add_executable and loopgen_add_cuda configured"
fi
grep -q "is also a source of 'app'" "$work/twice.log" ||
  { cat "$work/twice.log"; fail "no clear message for a source listed twice"; }
if command -v nvcc > /dev/null || [ -x /usr/local/cuda/bin/nvcc ]; then
  variant late "add_executable(app src/main.cpp)
target_include_directories(app PRIVATE include)
loopgen_add_cuda(app SOURCES src/smooth.cpp)"
  cmake -S "$work/late" -B "$work/late/build" "${generator[@]}" \
    -DCMAKE_PREFIX_PATH="$work/prefix" \
    -DCMAKE_CUDA_COMPILER="$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)" \
    > "$work/late.log" 2>&1 || { cat "$work/late.log"; fail "configure late"; }
  cmake --build "$work/late/build" > "$work/late-build.log" 2>&1 ||
    { cat "$work/late-build.log"; fail "a target made before CUDA was enabled"; }
fi

rm -rf "$work"
echo "test-cmake-project: install, .deb, configure, build, tests, retranslation after a header or loopgen change, a located build error, a GPU target made before CUDA is enabled, a source listed twice: ok"
