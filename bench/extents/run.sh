#!/bin/bash
# The cost of shapes read from data on entry: bench/extents/spmv.cpp's two
# products, translated here (needs loopgen), built and timed where a GPU is
# (needs nvcc): `bench/extents/run.sh translate` then `bench/extents/run.sh
# time` on the GPU machine.
set -e
cd "$(dirname "$0")"
case "$1" in
translate) ../../build/tool/loopgen/loopgen spmv.cpp -o spmv.cu ;;
time)
  nvcc -O3 -std=c++17 -arch=sm_90 -x cu -DGENERATED='"spmv.cu"' driver.cpp -o spmv_bench
  ./spmv_bench $((1 << 20)) 16
  ./spmv_bench $((1 << 22)) 16
  ./spmv_bench $((1 << 22)) 64 ;;
*) echo "usage: run.sh translate|time"; exit 2 ;;
esac
