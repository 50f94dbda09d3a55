#!/bin/bash
# On the GPU machine, in the directory prepare.sh wrote: builds every
# harness, then prints one line per kernel and size: the CPU original, the
# kernels as emitted (guarded) and forced onto the GPU, end to end.
# Clock: the harness's (CUDA events around all kernels of a call, every
# launch counted; medians of 15 calls).
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "loopgen $(cat COMMIT)"
for f in *.cu; do
  x=${f%.cu}
  nvcc -O3 -arch=sm_90 -std=c++17 -w -DN=${x##*_} "$f" -o "$x" &
done
wait
printf "%-14s %10s %12s %12s %12s %9s\n" case cpu_ms guarded_e2e forced_e2e forced_kern launches
for f in *.cu; do
  x=${f%.cu}
  g=$(LOOPGEN_HOST_BELOW= ./$x 15 | grep '^RESULT')
  fo=$(LOOPGEN_HOST_BELOW=0 ./$x 15 | grep '^RESULT')
  get() { echo "$1" | grep -o "$2=[^ ]*" | cut -d= -f2; }
  printf "%-14s %10s %12s %12s %12s %9s %s %s\n" "$x" "$(get "$fo" cpu_ms)" \
    "$(get "$g" e2e_ms)" "$(get "$fo" e2e_ms)" "$(get "$fo" kernel_ms)" \
    "$(get "$fo" launches)" "$(get "$g" status)" "$(get "$fo" status)"
done
