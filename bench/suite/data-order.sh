#!/bin/bash
# Kernels whose work is of the order of their data (each matrix element
# used about once: PolyBench's gemver, gesummv, atax, bicg, mvt), end to
# end on the GPU against the original on one core, at sizes from PolyBench's
# MEDIUM to LARGE: where copying the data in and out starts to cost less
# than the core takes. Kernels forced onto the GPU (LOOPGEN_HOST_BELOW=0),
# medians of 9 calls; the core, one call; 'emitted' is where the call runs
# as loopgen emitted it (LOOPGEN_HOST_BELOW empty: the run-time model,
# loopgen_host_is_faster, which compares with the host's cores; built
# without OpenMP here, so with one), and its time. Against all cores:
# bench/suite/host-cores.sh. Writes .gpu/dataorder; its run.sh, on the GPU
# machine, prints the table.
#
#   bench/suite/data-order.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/dataorder
rm -rf "$out" && mkdir -p "$out"
lg=build/tool/loopgen/loopgen
for k in gemver gesummv atax bicg mvt; do
  for n in 250 400 600 800 1000 1400 2000; do
    defs="-DN=$n"
    case $k in atax | bicg) defs="-DM=$((n - n / 20)) -DN=$n" ;; esac
    $lg bench/suite/polybench/$k.cpp --emit=harness -o "$out/${k}_$n.cu" \
      -- -std=c++17 $defs 2>/dev/null
    echo "$k $n $defs" >>"$out/list.txt"
  done
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
printf "%-8s %5s %9s %9s %9s %-5s %9s %s\n" kernel n cpu_ms e2e_ms \
  kernel_ms emitted ms status
while read -r k n defs; do
  r=$(LOOPGEN_HOST_BELOW=0 ./${k}_$n 9)
  e=$(LOOPGEN_HOST_BELOW= ./${k}_$n 9)
  printf "%-8s %5s %9s %9s %9s %-5s %9s %s\n" $k $n \
    $(echo "$r" | field cpu_ms) $(echo "$r" | field e2e_ms) \
    $(echo "$r" | field kernel_ms) \
    $([ "$(echo "$e" | field launches)" = 0 ] && echo host || echo GPU) \
    $(echo "$e" | field e2e_ms) $(echo "$r" | field status)
done <list.txt
RUN
chmod +x "$out/run.sh"
