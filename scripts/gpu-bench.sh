#!/usr/bin/env bash
# Coalescing benchmark: each program as loopgen maps it (cost model,
# layouts, transpositions where the model wants them), with
# --transpose=always, with --transpose=never, and with --no-coalescing
# (innermost loop on threadIdx.x, every layout as written), against the
# device's measured copy bandwidth. A case may name the function of its
# program to time (the first one otherwise).
#
#   scripts/gpu-bench.sh prepare   # here: harnesses into .gpu/bench/
#   scripts/gpu-bench.sh run       # on the GPU machine: build, run, table
#
# Achieved bandwidth counts the fewest bytes the computation must move (each
# input read once, each output written once) over the kernels' time.
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/bench

# label | program | flags | minimal bytes (bash arithmetic) | function
cases=(
  "seed002_columns|seed002_columns|--size m=8192 --size n=8192|2*8192*8192*4"
  "mvt|mvt|--size n=8192|8192*8192*4+4*8192*4"
  "atax|atax|--size m=8192 --size n=8192|8192*8192*4+4*8192*4"
  "bicg|bicg|--size m=8192 --size n=8192|8192*8192*8+4*8192*8"
  "batched_rows|batched_rows|--size b=256 --size m=512 --size n=256|256*512*256*4+256*512*4"
  "transpose_add|transpose_add|--size n=8192|3*8192*8192*4"
  "batched_tr_add|batched_transpose_add|--size b=64 --size n=1024|3*64*1024*1024*4"
  "row_sweeps|row_sweeps|--size n=16384 --size m=1024 --size k=64|2*16384*1024*4|row_sweeps"
  "batched_sweeps|row_sweeps|--size n=256 --size m=1024 --size k=64|2*64*256*1024*4|batched_row_sweeps"
  "tridiag_rows|../../samples/privatization|--size m=100000 --size n=128|5*100000*128*8|tridiag_rows"
  "matmul_ikj|matmul_ikj|--size n=1024 --size m=1024 --size p=1024|3*1024*1024*4"
)
variants=(loopgen transpose-always transpose-never no-coalescing)

case "${1:-}" in
prepare)
  mkdir -p "$dir"
  for c in "${cases[@]}"; do
    IFS='|' read -r label prog flags bytes fn <<<"$c"
    for variant in "${variants[@]}"; do
      case $variant in
      loopgen) option="" ;;
      transpose-*) option="--transpose=${variant#transpose-}" ;;
      *) option="--$variant" ;;
      esac
      # shellcheck disable=SC2086
      "$loopgen" "bench/programs/$prog.cpp" --emit=harness $option $flags \
        -o "$dir/$label.$variant.cu"
    done
  done
  cp bench/bandwidth.cu "$dir/"
  echo "prepared $(ls "$dir" | wc -l) files in $dir"
  ;;
run)
  logs=${OUT:-$dir/logs}
  mkdir -p "$logs"
  nvidia-smi --query-gpu=name --format=csv,noheader | tee "$logs/gpu.txt"
  nvcc -arch=sm_90 -O3 -Ibench "$dir/bandwidth.cu" -o "$dir/bandwidth"
  for f in "$dir"/*.cu; do
    [ "$f" = "$dir/bandwidth.cu" ] && continue
    nvcc -arch=sm_90 -O3 -std=c++17 -w "$f" -o "${f%.cu}" &
  done
  wait
  eval "$("$dir/bandwidth")"
  echo "device copy bandwidth: $copy_gbs GB/s" | tee -a "$logs/gpu.txt"
  {
    printf '%-16s %-16s %-6s %10s %9s %8s\n' case variant status kernel_ms GB/s of_copy
    for c in "${cases[@]}"; do
      IFS='|' read -r label prog flags bytes fn <<<"$c"
      for variant in "${variants[@]}"; do
        exe="$dir/$label.$variant"
        "$exe" 5 >"$logs/$label.$variant.txt" 2>&1 || true
        line=$(grep "^RESULT function=${fn:-[a-z_0-9]*} " "$logs/$label.$variant.txt" | head -1)
        eval "$(echo "$line" | sed 's/^RESULT //')"
        gbs=$(awk -v b=$((bytes)) -v t="$kernel_ms" 'BEGIN{printf "%.1f", b/(t*1e6)}')
        frac=$(awk -v g="$gbs" -v c="$copy_gbs" 'BEGIN{printf "%.2f", g/c}')
        printf '%-16s %-16s %-6s %10.4f %9s %8s\n' "$label" "$variant" \
          "$status" "$kernel_ms" "$gbs" "$frac"
      done
    done
  } | tee "$logs/table.txt"
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
