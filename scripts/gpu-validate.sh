#!/usr/bin/env bash
# Validate every sample on a GPU against its sequential original.
#
#   scripts/gpu-validate.sh prepare [REGEX]  # here: loopgen writes the harnesses to .gpu/
#   scripts/gpu-validate.sh run [REGEX]      # on the GPU machine: nvcc, run, table
#
# REGEX selects cases by label (all by default), to split long runs.
# SET=corpus takes the programs of test/Corpus that loopgen translates
# instead of the samples, at their validate sizes (nvcc compiles what the
# CPU emulation validated, and the GPU runs it). SET=polybench takes
# PolyBench's 30 kernels as their authors wrote them, at DATASET (MEDIUM by
# default; LARGE, EXTRALARGE) sizes. SET=files takes the programs in
# FILES at their validate sizes.
#
# Each case is also prepared with its floating-point reductions in their
# original order (--strict-fp --force-gpu). A mismatch is then told apart:
# FMA (exact without nvcc's fused multiply-adds), REASSOC (exact, without
# them, with the reductions in their original order), or FAIL. The notes
# column says when the harness used other inputs than uniform [0, 1)
# because the original computed NaN on those (inputs), or found no inputs
# without NaN (nan-inputs); for a mismatch, the smallest sizes at which it
# still differs (appears:n=...), its sizes halved until it matches.
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

# Realistic sizes: "label sample flags..." for each case run on the GPU.
cases=(
  "saxpy saxpy --size n=67108864"
  "vector_add vector_add --size n=16777216"
  "matmul matmul --size n=1024 --size m=1024 --size p=1024"
  "coulomb coulomb --size nx=1024 --size ny=1024 --size natoms=1000"
  "privatization privatization --size m=100000 --size n=128"
  "lvc_small locvolcalib --size outer=16 --size numX=32 --size numY=256 --size numT=90"
  "lvc_medium locvolcalib --size outer=32 --size numX=47 --size numY=181 --size numT=93"
  "lvc_large locvolcalib --size outer=128 --size numX=256 --size numY=256 --size numT=128"
  "lvc_finpar1 locvolcalib --size outer=16 --size numX=32 --size numY=256 --size numT=256"
  "lvc_finpar2 locvolcalib --size outer=128 --size numX=256 --size numY=32 --size numT=64"
  "lvc_finpar3 locvolcalib --size outer=256 --size numX=256 --size numY=256 --size numT=64"
  "crosscorr_1x1 crosscorr --unroll=11:1,1 --size s=1024 --size t=500"
  "crosscorr_2x1 crosscorr --unroll=11:2,1 --size s=1024 --size t=500"
  "crosscorr_2x2 crosscorr --unroll=11:2,2 --size s=1024 --size t=500"
  "minplus_1x1 minplus --unroll=10:1,1 --size n=1536"
  "minplus_2x2 minplus --unroll=10:2,2 --size n=1536"
  "minplus_4x4 minplus --unroll=10:4,4 --size n=1536"
  "minplus_8x8 minplus --unroll=10:8,8 --size n=1536"
  "gauss_jordan gauss_jordan --size batch=4096"
)
if [ "${SET:-samples}" = polybench ]; then
  cases=()
  for f in bench/suite/polybench/*.cpp; do
    cases+=("pb_$(basename "$f" .cpp) $f -- -D${DATASET:-MEDIUM}_DATASET")
  done
fi
if [ "${SET:-samples}" = files ]; then # FILES="a.cpp b.cpp"
  cases=()
  for f in ${FILES:-}; do
    # The flags of its validating RUN line (--openmp, --size ...).
    run=$(grep -m1 -e '^// RUN: loopgen %s.*--validate' "$f" | sed 's/^\/\/ RUN: loopgen %s//; s/|.*//; s/--validate//; s/--emulate//') || true
    b=$(basename "$f")
    cases+=("file_${b%.*} $f $run")
  done
fi
if [ "${SET:-samples}" = corpus ]; then
  cases=()
  for f in test/Corpus/*.cpp; do
    grep -q '^// XFAIL' "$f" && continue
    b=$(basename "$f" .cpp)
    cases+=("corpus_${b%%-*} $f")
  done
fi
filter=${2:-.}
selected=()
for c in "${cases[@]}"; do
  [[ ${c%% *} =~ $filter ]] && selected+=("$c")
done

case "$mode" in
prepare)
  mkdir -p .gpu
  for c in "${selected[@]}"; do
    read -r label sample args <<<"$c"
    src=$sample
    [[ $src == */* ]] || src="samples/$sample.cpp"
    # The compiler's flags (after --) build the harness too.
    flags=""
    [[ " $args " == *" -- "* ]] && flags=${args#*-- }
    echo "$flags" >".gpu/$label.flags"
    # shellcheck disable=SC2086
    "$loopgen" "$src" --emit=harness -o ".gpu/$label.cu" $args
    # shellcheck disable=SC2086
    "$loopgen" "$src" --emit=harness --strict-fp --force-gpu \
      -o ".gpu/$label.strict.cu" $args 2>/dev/null ||
      rm -f ".gpu/$label.strict.cu"
    echo "prepared .gpu/$label.cu"
  done
  ;;
run)
  logs=${OUT:-.gpu/logs}
  mkdir -p "$logs"
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$logs/gpu.txt"
  rows=()
  # Build in parallel (nvcc is slow, the machine has many cores), run in turn.
  # The variants that tell rounding from the translation are built only
  # for the cases that fail.
  nv() { # name suffix extra-flags...
    local name=$1 suffix=$2
    shift 2
    # shellcheck disable=SC2046
    local omp=()
    grep -q -e '#pragma omp' -e '<omp.h>' ".gpu/$name.cu" && omp=(-Xcompiler -fopenmp)
    nvcc -arch=sm_90 -O3 -std=c++17 -w "${omp[@]}" $(cat ".gpu/$name.flags" 2>/dev/null) \
      "$@" ".gpu/$name${suffix/.nofma/}.cu" -o ".gpu/$name$suffix" \
      >"$logs/$name$suffix.build.txt" 2>&1
  }
  for c in "${selected[@]}"; do
    nv "${c%% *}" "" &
  done
  wait
  for c in "${selected[@]}"; do
    name=${c%% *}
    rm -f ".gpu/$name.nofma" ".gpu/$name.strict" "$logs/$name".{nofma,strict}.txt
    [ -x ".gpu/$name" ] && ".gpu/$name" 5 >"$logs/$name.txt" 2>&1 || true
  done
  for c in "${selected[@]}"; do
    name=${c%% *}
    if grep -q 'status=FAIL' "$logs/$name.txt" 2>/dev/null; then
      nv "$name" .nofma -fmad=false &
      [ -f ".gpu/$name.strict.cu" ] && nv "$name" .strict -fmad=false &
    fi
  done
  wait
  for c in "${selected[@]}"; do
    name=${c%% *}
    if [ ! -x ".gpu/$name" ]; then
      rows+=("$name BUILD-FAILED - - - - - - -")
      continue
    fi
    if grep -q '^harness: no value for' "$logs/$name.txt"; then
      rows+=("$name NO-SIZES - - - - - - -") # Not a validation case.
      continue
    fi
    if ! grep -q '^RESULT' "$logs/$name.txt"; then
      rows+=("$name CRASHED - - - - - - -")
      continue
    fi
    for v in nofma strict; do
      if [ -x ".gpu/$name.$v" ]; then
        ".gpu/$name.$v" 1 >"$logs/$name.$v.txt" 2>&1 || true
      fi
    done
    # The harness's report of one function: its lines up to its RESULT.
    report() { awk -v f="$2" '/^[^ ]+:$/{p=($0==f":")} p' "$1"; }
    while read -r line; do
      eval "$(echo "$line" | sed 's/^RESULT //')"
      if [ "$status" = FAIL ] &&
        grep -q "function=$function status=PASS" "$logs/$name.nofma.txt" 2>/dev/null; then
        status=FMA # Exact without contraction.
      elif [ "$status" = FAIL ] &&
        grep "function=$function status=PASS" "$logs/$name.strict.txt" 2>/dev/null |
        grep -qv ' launches=0$'; then
        status=REASSOC # Exact with the reductions in their order.
      fi
      notes=-
      note() { [ "$notes" = - ] && notes=$1 || notes="$notes;$1"; }
      # Where the difference appears: the function alone, its integer
      # sizes of 16 or more halved until it matches (as --validate does).
      if [ "$status" != PASS ]; then
        sizes=$(report "$logs/$name.txt" "$function" | sed -n 's/^  sizes: //p' | tr -d ,)
        differs=$sizes
        for div in 2 4 8 16 32 64 128 256 512 1024; do
          scaled=() small=0 any=0
          for kv in $sizes; do
            v=${kv#*=}
            if [[ $v =~ ^[0-9]+$ ]] && [ "$v" -ge 16 ]; then
              [ $((v / div)) -lt 4 ] && small=1
              scaled+=("${kv%%=*}=$((v / div))") any=1
            else
              scaled+=("$kv")
            fi
          done
          [ $small = 1 ] || [ $any = 0 ] && break
          out=$(".gpu/$name" 1 "loopgen_only=$function" "${scaled[@]}" 2>&1 || true)
          echo "$out" | grep -q "function=$function status=PASS" && {
            note "appears:${differs// /,}"
            break
          }
          echo "$out" | grep -q "function=$function status=FAIL" || break
          differs="${scaled[*]}"
        done
        [ "$notes" = - ] && note "differs-down-to:${differs// /,}"
      fi
      report "$logs/$name.txt" "$function" | grep -q '^  inputs: ' && note inputs
      report "$logs/$name.txt" "$function" |
        grep -q 'on every input distribution tried' && note nan-inputs
      label=$name
      [ "$(grep -c '^RESULT' "$logs/$name.txt")" -gt 1 ] && label="$name/$function"
      rows+=("$label $status $max_rel_err $cpu_ms $kernel_ms $e2e_ms \
$(awk -v c="$cpu_ms" -v k="$kernel_ms" 'BEGIN{printf "%.1f", c/k}') \
$(awk -v c="$cpu_ms" -v e="$e2e_ms" 'BEGIN{printf "%.1f", c/e}') $notes")
    done < <(grep '^RESULT' "$logs/$name.txt")
  done
  {
    printf '%-28s %-7s %-11s %10s %10s %10s %9s %9s %s\n' case status \
      max_rel_err cpu_ms kernel_ms e2e_ms x_kernel x_e2e notes
    for r in "${rows[@]}"; do
      # shellcheck disable=SC2086
      printf '%-28s %-7s %-11s %10s %10s %10s %9s %9s %s\n' $r
    done
  } | tee "$logs/table.txt"
  echo "(FMA: exact without nvcc's fused multiply-adds; REASSOC: exact without"
  echo " them and with the float reductions in their original order)"
  ! grep -qE ' (FAIL|BUILD-FAILED|CRASHED) ' "$logs/table.txt"
  ;;
*)
  echo "usage: $0 prepare|run" >&2
  exit 2
  ;;
esac
