#!/usr/bin/env bash
# A host time loop calling offloaded functions, as written (each call moves
# its arrays) and inside a #pragma loopgen data region (bench/regions).
#
#   scripts/gpu-region-bench.sh prepare   # here: the translation into .gpu/regions/
#   scripts/gpu-region-bench.sh run       # on the GPU machine: build, run, table
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/regions
case "${1:-}" in
prepare)
  rm -rf "$dir" && mkdir -p "$dir"
  "$loopgen" bench/regions/time_loop.cpp -o "$dir/time_loop.cu"
  cp bench/regions/driver.cpp "$dir/"
  echo "prepared $dir"
  ;;
run)
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  nvcc -arch=sm_90 -O3 -std=c++17 -w -x cu -DGENERATED="\"time_loop.cu\"" \
    -I"$dir" "$dir/driver.cpp" -o "$dir/driver"
  "$dir/driver" $((1 << 24)) 20
  "$dir/driver" $((1 << 20)) 200
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
