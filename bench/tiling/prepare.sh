#!/bin/bash
# Writes the tiling benchmark into DIR (default .gpu/tiling): each kernel
# translated with tiling (h_*_tiled.cu) and with --no-tiling
# (h_*_untiled.cu, the best loopgen did before), as validation harnesses;
# the matrix product at 2048 and min-plus at 4000 as plain translations for
# time_*.cu. Then: run DIR/run.sh on the GPU machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
DIR=${1:-.gpu/tiling}
L=${LOOPGEN:-build/tool/loopgen/loopgen}
mkdir -p "$DIR"
cp bench/tiling/run.sh bench/tiling/call_timer.h bench/tiling/time_*.cu \
   bench/tiling/stencil_variants.cu bench/bandwidth.cu bench/peak.cu \
   bench/reference/minplus.cu bench/reference/cublas.cu bench/timing.h "$DIR"/
sed -i 's|../timing.h|timing.h|' "$DIR"/cublas.cu
both() { # name, source, loopgen arguments...
  local name=$1 src=$2; shift 2
  "$L" "$src" --emit=harness -o "$DIR/h_${name}_tiled.cu" "$@"
  "$L" "$src" --no-tiling --emit=harness -o "$DIR/h_${name}_untiled.cu" "$@"
}
for s in array local vector array_unroll; do
  both matmul_$s bench/styles/matmul_$s.cpp --size=n=2048 --size=m=2048 \
    --size=p=2048 -- -std=c++17
done
for s in array local vector array_unroll; do
  both minplus_$s bench/styles/minplus_$s.cpp --size=n=1536 -- -std=c++17
done
both crosscorr_array bench/styles/crosscorr_array.cpp --size=s=1024 --size=t=500
for k in gemm 2mm 3mm syrk syr2k covariance correlation; do
  both pb_$k bench/suite/polybench/$k.cpp -- -std=c++17 -DLARGE_DATASET
done
"$L" bench/styles/matmul_array.cpp -o "$DIR/t_matmul_tiled.cu"
"$L" bench/styles/matmul_array.cpp --no-tiling -o "$DIR/t_matmul_untiled.cu"
"$L" bench/styles/minplus_array.cpp -o "$DIR/t_minplus_tiled.cu"
"$L" bench/styles/minplus_array_unroll.cpp --no-tiling -o "$DIR/t_minplus_untiled.cu"
echo "prepared $(ls "$DIR"/h_*.cu | wc -l) harnesses in $DIR"
