#!/usr/bin/env bash
# OpenMP peers (issue 39): PolyBench's kernels at LARGE, the same OpenMP
# source (bench/suite/polybench-omp, the offload twins) translated by
# loopgen --openmp and by clang 19's own OpenMP offload, beside its CPU twin
# (scripts/openmp-host-twin.sh) built by GCC with -fopenmp on all cores and
# the original (bench/suite/polybench) on one core.
#
#   scripts/gpu-openmp-bench.sh prepare   # here: loopgen harnesses, clang
#                                         # offload binaries, drivers
#   scripts/gpu-openmp-bench.sh run       # on the GPU machine: build the
#                                         # rest, run, one table
#
# Clocks: loopgen's harness times its kernels by CUDA events and the call
# end to end by the host's clock (medians of REPS calls); the peers' driver
# (bench/openmp/driver.py) times calls by the host's steady clock, and
# clang's kernels as the call inside a target data region that holds every
# array (no data moves: its launches and kernels). KERNELS (a regular
# expression over the names, default all) and REPS (5) select.
#
# Clang 19 reads the ELF flags of CUDA 12's cubins, and CUDA 13 (ptxas here
# and on the GPU machine) writes another encoding, so that libomptarget 19
# rejects every image and runs the regions on the host (LLVM issue 159088,
# fixed in LLVM 21): bench/openmp/cubin-abi.py rewrites the embedded
# cubins' headers in the old encoding, which the driver loads. The
# runtime (libomptarget, libomp, libLLVM and what they need) is carried in
# .gpu/omplib.tar.xz.
set -euo pipefail
cd "$(dirname "$0")/.."
loopgen=${LOOPGEN:-build/tool/loopgen/loopgen}
dir=.gpu/omp
kernels=${KERNELS:-.*}
reps=${REPS:-5}
limit=${TIMEOUT:-300} # Seconds for each peer's run of one kernel.
manifest=bench/suite/polybench/MANIFEST

names() { grep -v '^#' "$manifest" | cut -d'|' -f1,2 | grep -E "^($kernels)\|"; }

case "${1:-}" in
prepare)
  mkdir -p "$dir"
  clang_flags=(-O3 -std=c++17 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda
    --offload-arch=sm_90
    --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc
    -Wno-unknown-pragmas)
  while IFS='|' read -r name file; do
    cp "bench/suite/polybench/$file" "$dir/$name.orig.cpp"
    cp "bench/suite/polybench-omp/$file" "$dir/$name.omp.cpp"
    scripts/openmp-host-twin.sh "bench/suite/polybench-omp/$file" > "$dir/$name.cpu.cpp"
    for v in orig omp cpu; do
      (cd "$dir" && python3 ../../bench/openmp/driver.py "$name.$v.cpp" > "$name.$v.drv.cpp")
    done
    "$loopgen" --openmp "bench/suite/polybench-omp/$file" --emit=harness \
      -o "$dir/$name.loopgen.cu" -- -std=c++17 2>"$dir/$name.loopgen.log" ||
      echo "loopgen failed on $name (see $dir/$name.loopgen.log)"
    PATH=/usr/lib/llvm-19/bin:$PATH clang++-19 "${clang_flags[@]}" \
      "$dir/$name.omp.drv.cpp" -o "$dir/$name.clang"
    python3 bench/openmp/cubin-abi.py "$dir/$name.clang" >/dev/null
    echo "prepared $name"
  done < <(names)
  [ -f "$dir/../omplib.tar.xz" ] || echo "note: .gpu/omplib.tar.xz is missing"
  ;;
run)
  # The logs stay in $dir/logs; OUT (if set) gets the table and them packed.
  logs=$dir/logs
  mkdir -p "$logs" "$dir/lib"
  tar xJf .gpu/omplib.tar.xz -C "$dir/lib"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$logs/gpu.txt"
  nproc | tee "$logs/cores.txt"
  # Builds: the harnesses (nvcc, its host code with OpenMP as the harness
  # asks), the CPU peers (GCC).
  names | cut -d'|' -f1 | xargs -P 8 -I{} sh -c "
    nvcc -arch=sm_90 -O3 -std=c++17 -w -Xcompiler -fopenmp -o $dir/{}.loopgen $dir/{}.loopgen.cu 2>$logs/{}.nvcc.txt || echo 'nvcc failed: {}'
    g++ -O3 -march=native -std=c++17 -w -o $dir/{}.seq $dir/{}.orig.drv.cpp
    g++ -O3 -march=native -std=c++17 -w -fopenmp -o $dir/{}.allcores $dir/{}.cpu.drv.cpp"
  export LD_LIBRARY_PATH=/usr/local/nvidia/lib64:$PWD/$dir/lib
  printf '%-15s %10s %10s %10s %10s %10s %10s %8s %s\n' kernel 1core_ms \
    allcores clang_e2e clang_krn lg_e2e lg_krn launches status | tee "$logs/table.txt"
  while IFS='|' read -r name file; do
    # A peer that fails or is missing leaves its columns empty.
    seq=$( (cd "$dir" && timeout "$limit" ./"$name.seq" 1) 2>&1 | tee "$logs/$name.seq.txt" || true)
    all=$( (cd "$dir" && OMP_NUM_THREADS=$(nproc) OMP_PROC_BIND=close timeout "$limit" ./"$name.allcores" 3) 2>&1 | tee "$logs/$name.allcores.txt" || true)
    cl=$( (cd "$dir" && timeout "$limit" ./"$name.clang" "$reps") 2>&1 | tee "$logs/$name.clang.txt" || true)
    lg=$( (cd "$dir" && OMP_NUM_THREADS=$(nproc) timeout "$limit" ./"$name.loopgen" "$reps") 2>&1 | tee "$logs/$name.loopgen.txt" || true)
    field() { sed -n "s/.*$2=\([^ ]*\).*/\1/p" <<<"$1" | head -1 || true; }
    res=$(grep '^RESULT' <<<"$lg" | head -1 || true)
    printf '%-15s %10s %10s %10s %10s %10s %10s %8s %s\n' "$name" \
      "$(field "$seq" e2e_ms)" "$(field "$all" e2e_ms)" \
      "$(field "$cl" e2e_ms)" "$(field "$cl" resident_ms)" \
      "$(field "$res" e2e_ms)" "$(field "$res" kernel_ms)" \
      "$(field "$res" launches)" \
      "$(field "$res" status) sums:$(field "$seq" checksum)/$(field "$all" checksum)/$(field "$cl" checksum)" |
      tee -a "$logs/table.txt"
  done < <(names)
  if [ -n "${OUT:-}" ]; then
    cp "$logs/table.txt" "$OUT/"
    tar czf "$OUT/logs.tar.gz" -C "$dir" logs
  fi
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
