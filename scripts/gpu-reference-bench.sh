#!/usr/bin/env bash
# Generated against hand-written kernels for the unrolled seed samples, in
# one run: cross-correlation at 1x1, 2x1 and 2x2 station pairs per thread
# (bench/reference/crosscorr.cu has each) and min-plus at 1x1 to 8x8 outputs
# per thread (bench/reference/minplus.cu: 8x8, seed 004's scheme and a
# vectorized one). GFLOP/s count 8 flops per (i, j, t) for the complex
# multiply-accumulate and 2 ops per (i, j, k) for min-plus (add, min), as a
# fraction of the FP32 peak measured in the same run (bench/peak.cu).
# Generated kernels are validated against the sequential original.
#
#   scripts/gpu-reference-bench.sh prepare   # here
#   scripts/gpu-reference-bench.sh run       # on the GPU machine
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/refs
S=1024 T=500 N=1536
cc_line=$(grep -n 'for (int i = 0; i < s; ++i)' samples/crosscorr.cpp | cut -d: -f1)
mp_line=$(grep -n 'for (int i = 0; i < n; ++i)' samples/minplus.cpp | cut -d: -f1)
case "${1:-}" in
prepare)
  rm -rf "$dir"
  mkdir -p "$dir"
  for u in 1x1 2x1 2x2; do
    "$loopgen" samples/crosscorr.cpp --emit=harness --unroll="$cc_line:${u/x/,}" \
      --size s=$S --size t=$T -o "$dir/crosscorr_$u.cu"
  done
  for u in 1x1 2x2 4x4 8x8; do
    "$loopgen" samples/minplus.cpp --emit=harness --unroll="$mp_line:${u/x/,}" \
      --size n=$N -o "$dir/minplus_$u.cu"
  done
  cp bench/reference/crosscorr.cu "$dir/crosscorr_ref.cu"
  cp bench/reference/minplus.cu "$dir/minplus_ref.cu"
  cp bench/peak.cu "$dir/"
  ;;
run)
  for f in "$dir"/*.cu; do
    nvcc -arch=sm_90 -O3 -std=c++17 -w -Ibench "$f" -o "${f%.cu}" &
  done
  wait
  eval "$("$dir/peak")"
  "$dir/crosscorr_ref" $S $T | tee "$dir/crosscorr_ref.txt"
  "$dir/minplus_ref" $N | tee "$dir/minplus_ref.txt"
  echo "FP32 peak (measured): $fp32_gflops GFLOP/s"
  printf '%-10s %-4s %-6s %8s %8s %6s %5s %5s %8s %8s %6s %7s\n' case k status gen_ms GF/s peak regs occ ref_ms refGF/s peak gen/ref
  row() { # case, unroll, flops, reference time or "-"
    local exe="$dir/$1_$2" out
    out=$("$exe" 5 2>&1 || true)
    eval "$(echo "$out" | grep '^RESULT' | sed 's/^RESULT //')"
    local regs occ
    regs=$(echo "$out" | grep '^KERNEL' | head -1 | sed 's/.*regs=\([0-9]*\).*/\1/')
    occ=$(echo "$out" | grep '^KERNEL' | head -1 | sed 's/.*occupancy=\([0-9.]*\).*/\1/')
    awk -v c="$1" -v k="$2" -v s="$status" -v g="$kernel_ms" -v r="$4" -v f="$3" \
      -v p="$fp32_gflops" -v rg="$regs" -v oc="$occ" 'BEGIN{
      gf = f / (g * 1e6)
      if (r == "-") printf "%-10s %-4s %-6s %8.3f %8.0f %6.3f %5s %5s %8s %8s %6s %7s\n", c, k, s, g, gf, gf / p, rg, oc, "-", "-", "-", "-"
      else printf "%-10s %-4s %-6s %8.3f %8.0f %6.3f %5s %5s %8.3f %8.0f %6.3f %7.2f\n", c, k, s, g, gf, gf / p, rg, oc, r, f / (r * 1e6), f / (r * 1e6) / p, g / r}'
  }
  ccflops=$((8 * S * S * T))
  for u in 1x1 2x1 2x2; do
    row crosscorr $u $ccflops "$(grep "unroll=$u " "$dir/crosscorr_ref.txt" | sed 's/.*ms=\([0-9.]*\).*/\1/')"
  done
  mpflops=$((2 * N * N * N))
  best=$(sed 's/.*ms=\([0-9.]*\).*/\1/' "$dir/minplus_ref.txt" | sort -g | head -1)
  for u in 1x1 2x2 4x4; do row minplus $u $mpflops -; done
  row minplus 8x8 $mpflops "$best"
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
