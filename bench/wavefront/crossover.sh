#!/bin/bash
# Where right-looking steps start to beat the original on one core: each
# PolyBench solver whose steps launch kernels, at sizes around its
# threshold, run on the host (LOOPGEN_HOST_BELOW very large) and on the GPU
# (LOOPGEN_HOST_BELOW=0), end to end, medians of 9 calls; the threshold the
# emitted code would apply (the remark's LOOPGEN_HOST_BELOW default against
# the first step's largest kernel) is the column 'emitted'. Writes
# .gpu/xover; its run.sh, on the GPU machine, prints the table.
#
#   bench/wavefront/crossover.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/xover
rm -rf "$out" && mkdir -p "$out"
lg=build/tool/loopgen/loopgen
cases=(
  "lu 160 -DN=160" "lu 200 -DN=200" "lu 240 -DN=240"
  "cholesky 240 -DN=240" "cholesky 280 -DN=280" "cholesky 320 -DN=320"
  "ludcmp 280 -DN=280" "ludcmp 300 -DN=300" "ludcmp 320 -DN=320"
  "symm 100 -DM=100 -DN=120" "symm 150 -DM=150 -DN=180"
  "symm 200 -DM=200 -DN=240"
  "trmm 80 -DM=80 -DN=96" "trmm 100 -DM=100 -DN=120"
  "trmm 140 -DM=140 -DN=168")
for c in "${cases[@]}"; do
  set -- $c
  k=$1 n=$2
  shift 2
  $lg bench/suite/polybench/$k.cpp --emit=harness -o "$out/${k}_$n.cu" \
    -- -std=c++17 "$@" 2>/dev/null
  echo "$k $n $*" >>"$out/list.txt"
done
cat >"$out/run.sh" <<'RUN'
#!/bin/bash
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name --format=csv,noheader
while read -r k n defs; do
  nvcc -O3 -arch=sm_90 -std=c++17 -w $defs ${k}_$n.cu -o ${k}_$n &
done <list.txt
wait
field() { grep RESULT | grep -o "$1=[0-9.A-Z]*" | cut -d= -f2; }
printf "%-9s %5s %9s %9s %9s %s\n" kernel n host_ms gpu_ms emitted status
while read -r k n defs; do
  h=$(LOOPGEN_HOST_BELOW=1000000000 ./${k}_$n 9 | field e2e_ms)
  g=$(LOOPGEN_HOST_BELOW=0 ./${k}_$n 9)
  e=$(LOOPGEN_HOST_BELOW= ./${k}_$n 1 | field launches)
  printf "%-9s %5s %9s %9s %9s %s\n" $k $n $h $(echo "$g" | field e2e_ms) \
    $([ "$e" = 0 ] && echo host || echo GPU) $(echo "$g" | field status)
done <list.txt
RUN
chmod +x "$out/run.sh"
