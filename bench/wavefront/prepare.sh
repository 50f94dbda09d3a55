#!/bin/bash
# The wavefront sizes benchmark (issue 19): PolyBench's wavefront kernels
# at sizes between its SMALL and LARGE datasets, to place the run-time
# guard that keeps small inputs on the host. Writes harnesses into
# .gpu/wavefront; run.sh there on the GPU machine times each twice: as
# loopgen emits it (the guard decides) and with the kernels forced
# (LOOPGEN_HOST_BELOW=0).
#
#   bench/wavefront/prepare.sh [SIZES...]     # default 100 150 200 300
#
# Each program's N (its size) is the one given.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/wavefront
mkdir -p "$out"
cp bench/wavefront/run.sh "$out/"
sizes=${*:-100 150 200 300}
# PolyBench's forms, and the same computations in other styles
# (bench/wavefront/styles: a flat pointer, a std::min bound, a local max).
for p in bench/suite/polybench/{lu,ludcmp,cholesky,nussinov}.cpp \
  bench/wavefront/styles/*.cpp; do
  k=$(basename "$p" .cpp)
  for n in $sizes; do
    build/tool/loopgen/loopgen "$p" --emit=harness \
      -o "$out/${k}_$n.cu" -- -std=c++17 -DN=$n 2>/dev/null
  done
done
git rev-parse --short HEAD >"$out/COMMIT"
