#!/usr/bin/env bash
# Generated against hand-written kernels for the unrolled seed samples, in
# one run: cross-correlation (2x2 per thread) and min-plus (8x8 per thread).
#
#   scripts/gpu-reference-bench.sh prepare   # here
#   scripts/gpu-reference-bench.sh run       # on the GPU machine
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/refs
case "${1:-}" in
prepare)
  mkdir -p "$dir"
  "$loopgen" samples/crosscorr.cpp --emit=harness --size s=1024 --size t=500 \
    -o "$dir/crosscorr.cu"
  "$loopgen" samples/minplus.cpp --emit=harness --size n=1536 -o "$dir/minplus.cu"
  cp bench/reference/crosscorr.cu "$dir/crosscorr_ref.cu"
  cp bench/reference/minplus.cu "$dir/minplus_ref.cu"
  ;;
run)
  for f in crosscorr minplus crosscorr_ref minplus_ref; do
    nvcc -arch=sm_90 -O3 -std=c++17 -w -Ibench "$dir/$f.cu" -o "$dir/$f" &
  done
  wait
  "$dir/crosscorr" 5 | grep -E '^RESULT'
  "$dir/crosscorr_ref" 1024 500
  "$dir/minplus" 5 | grep -E '^RESULT'
  "$dir/minplus_ref" 1536
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
