#!/bin/bash
# The wavefront sizes benchmark (issue 19): PolyBench's wavefront kernels
# at sizes between its SMALL and LARGE datasets, to place the run-time
# guard that keeps small inputs on the host. Writes harnesses into
# .gpu/wavefront; run.sh there on the GPU machine times each twice: as
# loopgen emits it (the guard decides) and with the kernels forced
# (LOOPGEN_HOST_BELOW=0).
#
#   bench/wavefront/prepare.sh [SIZES...]     # default 100 150 200 300
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/wavefront
mkdir -p "$out"
cp bench/wavefront/run.sh "$out/"
sizes=${*:-100 150 200 300}
for k in lu ludcmp cholesky nussinov; do
  for n in $sizes; do
    build/tool/loopgen/loopgen bench/suite/polybench/$k.cpp --emit=harness \
      -o "$out/${k}_$n.cu" -- -std=c++17 -DN=$n 2>/dev/null
  done
done
git rev-parse --short HEAD >"$out/COMMIT"
