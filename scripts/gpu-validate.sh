#!/usr/bin/env bash
# Validate every sample on a GPU against its sequential original.
#
#   scripts/gpu-validate.sh prepare   # here: loopgen writes each harness to .gpu/
#   scripts/gpu-validate.sh run       # on the GPU machine: nvcc, run, table
#
# The GPU machine has nvcc but no LLVM, so harnesses are generated here and
# carried there (.gpu/ is git-ignored). `run` prints one table row per sample:
# status, max relative error, CPU time of the sequential original, GPU time
# of the kernels alone and end to end (with allocation and transfers), and
# the speedups. Full logs go to $OUT (or .gpu/logs).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-}
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}

# Realistic sizes: each sample with the sizes it is validated at on the GPU.
samples=(
  "saxpy --size n=67108864"
  "vector_add --size n=16777216"
  "matmul --size n=1024 --size m=1024 --size p=1024"
  "coulomb --size nx=1024 --size ny=1024 --size natoms=1000"
)

case "$mode" in
prepare)
  mkdir -p .gpu
  for s in "${samples[@]}"; do
    name=${s%% *}
    args=${s#* }
    # shellcheck disable=SC2086
    "$loopgen" "samples/$name.cpp" --emit=harness $args -o ".gpu/$name.cu"
    echo "prepared .gpu/$name.cu"
  done
  ;;
run)
  logs=${OUT:-.gpu/logs}
  mkdir -p "$logs"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$logs/gpu.txt"
  rows=()
  for s in "${samples[@]}"; do
    name=${s%% *}
    if ! nvcc -arch=sm_90 -O3 -std=c++17 -w ".gpu/$name.cu" -o ".gpu/$name" \
      >"$logs/$name.build.txt" 2>&1; then
      rows+=("$name BUILD-FAILED - - - - - -")
      continue
    fi
    ".gpu/$name" 5 >"$logs/$name.txt" 2>&1 || true
    line=$(grep '^RESULT' "$logs/$name.txt" | head -1 || true)
    if [ -z "$line" ]; then
      rows+=("$name CRASHED - - - - - -")
      continue
    fi
    eval "$(echo "$line" | sed 's/^RESULT //')"
    rows+=("$name $status $max_rel_err $cpu_ms $kernel_ms $e2e_ms \
$(awk -v c="$cpu_ms" -v k="$kernel_ms" 'BEGIN{printf "%.1f", c/k}') \
$(awk -v c="$cpu_ms" -v e="$e2e_ms" 'BEGIN{printf "%.1f", c/e}')")
  done
  {
    printf '%-11s %-6s %-11s %10s %10s %10s %9s %9s\n' sample status max_rel_err \
      cpu_ms kernel_ms e2e_ms x_kernel x_e2e
    for r in "${rows[@]}"; do
      # shellcheck disable=SC2086
      printf '%-11s %-6s %-11s %10s %10s %10s %9s %9s\n' $r
    done
  } | tee "$logs/table.txt"
  ! grep -qE ' (FAIL|BUILD-FAILED|CRASHED) ' "$logs/table.txt"
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
