#!/usr/bin/env bash
# End to end against the link: PolyBench LARGE kernels whose calls are
# dominated by their copies, each built twice from one harness, with the
# prelude's pinned staging (as emitted) and with every copy left to the
# driver (-DLOOPGEN_STAGING_MIN_BYTES=~0), beside bench/transfer.cu's
# measured pinned bandwidth. The floor of a call is its kernels' time plus
# the bytes it copied (the harness's h2d_bytes and d2h_bytes) at the pinned
# bandwidth of each direction.
#
#   scripts/gpu-transfer-bench.sh prepare   # here: harnesses into .gpu/transfer/
#   scripts/gpu-transfer-bench.sh run       # on the GPU machine: table on stdout
#
# Clock: the harness's (CUDA events around all kernels of a call, every launch
# counted; the host's steady clock around the whole call; medians of 15 calls
# after a warm-up); the transfers by the host's steady clock, medians of 9.
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/transfer
kernels=${KERNELS:-"gemm 2mm 3mm correlation covariance deriche jacobi-2d atax doitgen"}

case "${1:-}" in
prepare)
  rm -rf "$dir" && mkdir -p "$dir"
  for k in $kernels; do
    file=$(grep "^$k|" bench/suite/polybench/MANIFEST | cut -d'|' -f2)
    "$loopgen" "bench/suite/polybench/$file" --emit=harness -o "$dir/$k.cu" \
      -- -std=c++17 -DLARGE_DATASET
  done
  cp bench/transfer.cu "$dir/"
  echo "prepared $(ls "$dir" | wc -l) files in $dir"
  ;;
run)
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  flags="-arch=sm_90 -O3 -std=c++17 -w -DLARGE_DATASET"
  nvcc -O3 -std=c++17 -Xcompiler -fopenmp -Iinclude "$dir/transfer.cu" \
    -o "$dir/transfer" &
  for k in $kernels; do
    nvcc $flags "$dir/$k.cu" -o "$dir/$k.staged" &
    nvcc $flags '-DLOOPGEN_STAGING_MIN_BYTES=(~(size_t)0)' "$dir/$k.cu" \
      -o "$dir/$k.direct" &
  done
  wait
  "$dir/transfer" > "$dir/transfer.txt"
  grep -E "mb=(16|64) " "$dir/transfer.txt" | grep -E "way=(pinned|pageable|loopgen_memcpy) "
  gbs() { grep "way=pinned dir=$1 mb=64 " "$dir/transfer.txt" | sed 's/.*gbs=//'; }
  h2d=$(gbs h2d) d2h=$(gbs d2h)
  export LOOPGEN_REFERENCE_DIR=$dir/refs
  mkdir -p "$LOOPGEN_REFERENCE_DIR"
  printf "%-12s %-9s %9s %7s %7s %8s %10s %10s %6s %9s %6s %7s %7s\n" kernel \
    status kernel_ms h2d_ms d2h_ms other_ms e2e_direct e2e_staged gain \
    floor_ms over h2d_MB d2h_MB
  field() { echo "$1" | sed -n "s/.* $2=\([^ ]*\).*/\1/p"; }
  for k in $kernels; do
    d=$("$dir/$k.direct" | grep '^RESULT')
    s=$("$dir/$k.staged" | grep '^RESULT')
    awk -v k="$k" -v st="$(field "$s" status)/$(field "$d" status)" \
      -v km="$(field "$s" kernel_ms)" -v ed="$(field "$d" e2e_ms)" \
      -v es="$(field "$s" e2e_ms)" -v hb="$(field "$s" h2d_bytes)" \
      -v db="$(field "$s" d2h_bytes)" -v hm="$(field "$s" h2d_ms)" \
      -v dm="$(field "$s" d2h_ms)" -v h2d="$h2d" -v d2h="$d2h" 'BEGIN {
        floor = km + hb / (h2d * 1e6) + db / (d2h * 1e6);
        printf "%-12s %-9s %9.3f %7.3f %7.3f %8.3f %10.3f %10.3f %6.2f %9.3f %6.2f %7.1f %7.1f\n",
          k, st, km, hm, dm, es - km - hm - dm, ed, es, ed / es, floor,
          es / floor, hb / 1e6, db / 1e6 }'
  done
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
