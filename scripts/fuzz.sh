#!/usr/bin/env bash
# Fuzzes the whole pipeline with libFuzzer (tool/loopgen-fuzz, built by the
# sanitized configuration of scripts/test.sh), from a seed corpus of the
# samples, the lit tests and the benchmark programs.
#
#   scripts/fuzz.sh RUNS [SECONDS]   # stops after RUNS inputs or SECONDS
#                                    # (each process: its share of RUNS)
#
# LOOPGEN_FUZZ_SEED fixes libFuzzer's random seed, and LOOPGEN_FUZZ_FRESH=1
# starts from the seeds alone (no corpus of earlier runs): the two make a
# run repeatable, as the one of scripts/test.sh is.
#
# Reports of ASan and UBSan go to build-asan/fuzz/logs (the target's own
# stderr, loopgen's diagnostics, is closed); a crash, a sanitizer report,
# a hang (an input running over LOOPGEN_FUZZ_TIMEOUT, 600 s: far beyond any
# slowness, so that a loaded machine does not fail the run) or an input
# over 4 GB fails the run, and libFuzzer saves the input as
# build-asan/fuzz/crash-* (or timeout-*, oom-*). Slowness is a finding, not
# a failure: inputs over LOOPGEN_FUZZ_SLOW seconds (10) are listed with
# their time at the end and kept as build-asan/fuzz/slow-unit-*.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10000}
seconds=${2:-0}
# A long campaign runs a copy of the target (LOOPGEN_FUZZER) in its own
# directory (LOOPGEN_FUZZ_DIR), so that rebuilds do not touch it.
fuzzer=${LOOPGEN_FUZZER:-build-asan/tool/loopgen-fuzz/loopgen-fuzz}
dir=${LOOPGEN_FUZZ_DIR:-build-asan/fuzz}
[ "${LOOPGEN_FUZZ_FRESH:-0}" = 1 ] && rm -rf "$dir/corpus" "$dir/seeds"
mkdir -p "$dir/corpus" "$dir/seeds" "$dir/logs"
dir=$(cd "$dir" && pwd)
find samples test bench/styles bench/reductions bench/suite -name '*.cpp' \
  -size -64k | sort | while read -r f; do
  cp "$f" "$dir/seeds/$(echo "$f" | tr / _)"
done
rm -f "$dir"/logs/*
# The standard headers the seeds include, precompiled once: each input
# then reads them from the PCH (include guards skip its own #include).
{ grep -ho '^#include <[a-z_]*>' "$dir"/seeds/* || true; } | sort -u >"$dir/std.h"
clang++-19 -x c++-header -std=c++17 "$dir/std.h" -o "$dir/std.pch"
export LOOPGEN_FUZZ_PCH=$dir/std.pch
export ASAN_OPTIONS="detect_leaks=0:log_path=$dir/logs/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$dir/logs/ubsan"
# One fuzzing process per core (LOOPGEN_FUZZ_PROCESSES), each with its
# share of the seeds and of the runs, its own seed (LOOPGEN_FUZZ_SEED + its
# number, or random), and the corpus in common.
procs=${LOOPGEN_FUZZ_PROCESSES:-$(nproc)}
seed=${LOOPGEN_FUZZ_SEED:-0}
rm -rf "$dir"/seeds-* "$dir"/last-run*.log
i=0
for f in "$dir"/seeds/*; do
  mkdir -p "$dir/seeds-$((i % procs))"
  cp "$f" "$dir/seeds-$((i % procs))/"
  i=$((i + 1))
done
pids=()
for ((p = 0; p < procs; p++)); do
  mkdir -p "$dir/seeds-$p"
  "$fuzzer" -runs="$(((runs + procs - 1) / procs))" -max_total_time="$seconds" \
    -timeout="${LOOPGEN_FUZZ_TIMEOUT:-600}" \
    -report_slow_units="${LOOPGEN_FUZZ_SLOW:-10}" \
    -rss_limit_mb=4096 -close_fd_mask=3 -print_final_stats=1 \
    -seed="$((seed == 0 ? 0 : seed + p))" \
    -artifact_prefix="$dir/" "$dir/corpus" "$dir/seeds-$p" \
    >"$dir/last-run-$p.log" 2>&1 &
  pids+=($!)
done
code=0
for pid in "${pids[@]}"; do
  wait "$pid" || code=$?
done
cat "$dir"/last-run-*.log >"$dir/last-run.log"
grep -E "^#[0-9]+ +(INITED|DONE)|^stat::number_of_executed_units|^stat::peak_rss" \
  "$dir/last-run.log" || true
if grep -q "^Slowest unit" "$dir/last-run.log"; then
  echo "fuzz: slow inputs (findings, not failures; kept in $dir/slow-unit-*):"
  grep -A1 "^Slowest unit" "$dir/last-run.log" | grep -v "^--" | sed 's/^/  /'
fi
if ls "$dir"/logs/* >/dev/null 2>&1; then
  echo "fuzz: sanitizer reports in $dir/logs:" >&2
  head -40 "$dir"/logs/* >&2
  exit 1
fi
if [ "$code" -ne 0 ]; then
  grep -E "ERROR|SUMMARY|Test unit written|deadly signal" "$dir/last-run.log" >&2 || true
  echo "fuzz: libFuzzer exited with $code (log: $dir/last-run.log)" >&2
  exit 1
fi
