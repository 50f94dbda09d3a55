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

rm -rf "$work"
echo "test-cmake-project: install, .deb, configure, build, tests, retranslation after a header or loopgen change, a located build error: ok"
