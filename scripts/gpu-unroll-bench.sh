#!/usr/bin/env bash
# Parallel-loop unrolling benchmark (seed 000): direct Coulomb summation at
# 1, 2, 4 and 8 grid points per thread, loopgen's kernels (validated against
# the sequential original in the same run) and the hand-written reference
# (bench/reference/coulomb.cu), as GFLOP/s and as a fraction of the FP32
# peak measured in the same run (bench/peak.cu). Flops per interaction:
# 11 (3 sub, 3 mul, 2 add, sqrt, division, accumulation).
#
#   scripts/gpu-unroll-bench.sh prepare   # here
#   scripts/gpu-unroll-bench.sh run       # on the GPU machine
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/unroll
NX=2048 NY=2048 ATOMS=1000
line=$(grep -n 'for (int i = 0; i < nx; ++i)' samples/coulomb.cpp | cut -d: -f1)

case "${1:-}" in
prepare)
  mkdir -p "$dir"
  for k in 1 2 4 8; do
    "$loopgen" samples/coulomb.cpp --emit=harness --unroll="$line:$k" \
      --size nx=$NX --size ny=$NY --size natoms=$ATOMS -o "$dir/coulomb$k.cu"
    "$loopgen" samples/coulomb.cpp --emit=harness --unroll="$line:$k" \
      --fast-math --size nx=$NX --size ny=$NY --size natoms=$ATOMS \
      -o "$dir/coulomb${k}fast.cu"
  done
  cp bench/peak.cu bench/reference/coulomb.cu "$dir/"
  mv "$dir/coulomb.cu" "$dir/reference.cu"
  ;;
run)
  logs=${OUT:-$dir/logs}
  mkdir -p "$logs"
  nvcc -arch=sm_90 -O3 -Ibench "$dir/peak.cu" -o "$dir/peak"
  nvcc -arch=sm_90 -O3 -Ibench -Xptxas -v "$dir/reference.cu" -o "$dir/reference" \
    >"$logs/reference.build.txt" 2>&1
  for k in 1 2 4 8; do
    nvcc -arch=sm_90 -O3 -std=c++17 -w -Xptxas -v "$dir/coulomb$k.cu" \
      -o "$dir/coulomb$k" >"$logs/coulomb$k.build.txt" 2>&1 &
    nvcc -arch=sm_90 -O3 -std=c++17 -w -Xptxas -v --use_fast_math \
      "$dir/coulomb${k}fast.cu" -o "$dir/coulomb${k}fast" \
      >"$logs/coulomb${k}fast.build.txt" 2>&1 &
  done
  wait
  eval "$("$dir/peak")"
  "$dir/reference" $NX $NY $ATOMS | tee "$logs/reference.txt"
  flops=$((11 * NX * NY * ATOMS))
  {
    echo "FP32 peak (measured): $fp32_gflops GFLOP/s"
    printf '%-6s %-3s %-6s %9s %9s %7s %5s %9s %9s %7s %5s\n' mode k status gen_ms gen_GF/s of_peak regs ref_ms ref_GF/s of_peak regs
    for mode in exact fast; do
      for k in 1 2 4 8; do
        exe="$dir/coulomb$k"
        [ "$mode" = fast ] && exe="$dir/coulomb${k}fast"
        "$exe" 5 >"$logs/$(basename "$exe").txt" 2>&1 || true
        eval "$(grep '^RESULT' "$logs/$(basename "$exe").txt" | sed 's/^RESULT //')"
        regs=$(grep -A2 'coulomb_kernel0' "$logs/$(basename "$exe").build.txt" | grep -o 'Used [0-9]* registers' | grep -o '[0-9]*' | head -1)
        refline=$(grep "mode=$mode K=$k " "$logs/reference.txt")
        refms=$(echo "$refline" | sed 's/.*ms=\([0-9.]*\).*/\1/')
        refregs=$(echo "$refline" | sed 's/.*regs=\([0-9]*\).*/\1/')
        awk -v m="$mode" -v k="$k" -v s="$status" -v g="$kernel_ms" -v r="$refms" \
          -v f="$flops" -v p="$fp32_gflops" -v gr="$regs" -v rr="$refregs" 'BEGIN{
          printf "%-6s %-3s %-6s %9.3f %9.0f %7.3f %5s %9.3f %9.0f %7.3f %5s\n", m, k, s,
            g, f/(g*1e6), f/(g*1e6)/p, gr, r, f/(r*1e6), f/(r*1e6)/p, rr}'
      done
    done
  } | tee "$logs/table.txt"
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
