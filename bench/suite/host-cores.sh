#!/bin/bash
# Functions whose work is of the order of their data, end to end on the GPU
# against their host path (the original with loopgen's OpenMP pragmas) on
# all cores and on one: whether the host or the GPU should run a call, and
# what the run-time model (loopgen_host_is_faster in the prelude) chooses.
# PolyBench's data-order kernels and corpus programs from light (a mask, a
# norm) to heavy (Black-Scholes, a Mandelbrot escape loop) per element, at
# large sizes. Each harness is run forced onto the GPU
# (LOOPGEN_HOST_BELOW=0), forced onto the host (LOOPGEN_HOST_BELOW=huge)
# with every core and with OMP_NUM_THREADS=1, and as emitted; medians of 7
# calls (CUDA events for kernels, the host clock end to end). Writes
# .gpu/hostcores; its run.sh, on the GPU machine, prints the table.
#
#   bench/suite/host-cores.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/hostcores
rm -rf "$out" && mkdir -p "$out"
lg=${LOOPGEN:-build/tool/loopgen/loopgen}
cases=(
  "gemver_L bench/suite/polybench/gemver.cpp -- -std=c++17 -DLARGE_DATASET"
  "gemver_XL bench/suite/polybench/gemver.cpp -- -std=c++17 -DEXTRALARGE_DATASET"
  "gesummv_L bench/suite/polybench/gesummv.cpp -- -std=c++17 -DLARGE_DATASET"
  "gesummv_XL bench/suite/polybench/gesummv.cpp -- -std=c++17 -DEXTRALARGE_DATASET"
  "atax_XL bench/suite/polybench/atax.cpp -- -std=c++17 -DEXTRALARGE_DATASET"
  "bicg_XL bench/suite/polybench/bicg.cpp -- -std=c++17 -DEXTRALARGE_DATASET"
  "mvt_L bench/suite/polybench/mvt.cpp -- -std=c++17 -DLARGE_DATASET"
  "mvt_XL bench/suite/polybench/mvt.cpp -- -std=c++17 -DEXTRALARGE_DATASET"
  "bs_erfc test/Corpus/47-aos-finance-black-scholes-erfc.cpp --size n=4000000"
  "bs_table test/Corpus/18-consttab-blackscholes-static-coeffs.cpp --size n=4000000"
  "vertices test/Corpus/03-aos-graphics-vertex-projection.cpp --size n=4000000"
  "mark2market test/Corpus/02-aos-finance-mark-to-market.cpp --size n=4000000"
  "tonemap test/Corpus/160-heldout-graphics-rgb-tonemap.cpp --size width=3840 --size height=2160"
  "mandelbrot test/Corpus/10-while-mandelbrot-escape.cpp --size width=1920 --size height=1080"
  "boxblur test/Corpus/04-ptrtable-image-box-blur.cpp --size h=4096 --size w=4096"
  "sobel_c test/Corpus/163-heldout-c-image-sobel.c --size width=4096 --size height=4096"
  "gradnorm test/Corpus/22-rangefor-ml-grad-norm-scale.cpp --size n=16000000"
  "mask test/Corpus/34-bool-medical-threshold-mask.cpp --size h=4096 --size w=4096"
  "thermostat test/Corpus/24-rangefor-md-berendsen-thermostat.cpp --size natoms=4000000"
  "logcpm test/Corpus/23-rangefor-genomics-log-cpm.cpp --size ngenes=16000000"
)
for c in "${cases[@]}"; do
  read -r label src args <<<"$c"
  flags=""
  [[ " $args " == *" -- "* ]] && flags=${args#*-- }
  # shellcheck disable=SC2086
  "$lg" "$src" --emit=harness -o "$out/$label.cu" $args 2>/dev/null &&
    echo "$label $flags" >>"$out/list.txt"
done
cat >"$out/run.sh" <<'RUN'
#!/bin/bash
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name --format=csv,noheader
echo "host threads: $(nproc)"
while read -r k flags; do
  nvcc -O3 -arch=sm_90 -std=c++17 -w -Xcompiler -fopenmp $flags $k.cu -o $k &
done <list.txt
wait
huge=9000000000000000000
pick() { grep "^RESULT" | sed -n "${2}p" | grep -o "$1=[0-9.A-Za-z_]*" | cut -d= -f2; }
printf "%-12s %-22s %9s %9s %9s %9s %9s %-5s %s\n" case function cpu1_ms \
  host1_ms hostN_ms gpu_e2e gpu_kern emit status
while read -r k flags; do
  [ -x ./$k ] || { echo "$k: no binary"; continue; }
  g=$(LOOPGEN_HOST_BELOW=0 ./$k 7 2>&1)
  hN=$(LOOPGEN_HOST_BELOW=$huge ./$k 7 2>&1)
  h1=$(OMP_NUM_THREADS=1 LOOPGEN_HOST_BELOW=$huge ./$k 7 2>&1)
  e=$(LOOPGEN_HOST_BELOW= ./$k 7 2>&1)
  n=$(echo "$g" | grep -c "^RESULT")
  for i in $(seq 1 $n); do
    printf "%-12s %-22s %9s %9s %9s %9s %9s %-5s %s\n" $k \
      "$(echo "$g" | pick function $i)" "$(echo "$g" | pick cpu_ms $i)" \
      "$(echo "$h1" | pick e2e_ms $i)" "$(echo "$hN" | pick e2e_ms $i)" \
      "$(echo "$g" | pick e2e_ms $i)" "$(echo "$g" | pick kernel_ms $i)" \
      "$([ "$(echo "$e" | pick launches $i)" = 0 ] && echo host || echo GPU)" \
      "$(echo "$g" | pick status $i)"
  done
done <list.txt
RUN
chmod +x "$out/run.sh"
wc -l <"$out/list.txt"
