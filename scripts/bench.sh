#!/usr/bin/env bash
# The benchmark suite in one command per machine (scripts/bench.py says
# what it runs and how it times):
#
#   scripts/bench.sh prepare seeds polybench   # here: harnesses into .gpu/suite
#   scripts/bench.sh run seeds                 # on the GPU machine (one call per
#   scripts/bench.sh run polybench             #   group keeps each under 10 min)
#   scripts/bench.sh report DIR...             # here: bench/RESULTS.md, bench/plots
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = prepare ] && git rev-parse HEAD >/dev/null 2>&1; then
  export BENCH_COMMIT="$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- lib include tool || echo +)"
fi
# The report draws with Debian's matplotlib (python3-matplotlib).
PY=python3
[ "${1:-}" = report ] && [ -x /usr/bin/python3 ] && PY=/usr/bin/python3
exec "$PY" scripts/bench.py "$@"
