#!/usr/bin/env bash
# The CPU twin of an OpenMP offload program: its target regions as the
# worksharing loops an author writes for the CPU. 'target data' and the
# stand-alone data directives go (their blocks stay), 'target teams
# distribute parallel for' becomes 'parallel for', and the offload-only
# clauses (map, num_teams, thread_limit, is_device_ptr) go.
#   scripts/openmp-host-twin.sh IN.cpp > OUT.cpp
set -euo pipefail
sed -E \
  -e '/^[[:space:]]*#[[:space:]]*pragma[[:space:]]+omp[[:space:]]+target[[:space:]]+(data|enter[[:space:]]+data|exit[[:space:]]+data|update)([[:space:](]|$)/d' \
  -e '/^[[:space:]]*#[[:space:]]*pragma[[:space:]]+omp[[:space:]]+(declare|end[[:space:]]+declare)[[:space:]]+target/d' \
  -e 's/(#[[:space:]]*pragma[[:space:]]+omp[[:space:]]+)target[[:space:]]+teams[[:space:]]+distribute[[:space:]]+parallel[[:space:]]+for/\1parallel for/' \
  -e 's/(#[[:space:]]*pragma[[:space:]]+omp[[:space:]]+)target[[:space:]]+teams[[:space:]]+loop/\1parallel for/' \
  -e '/#[[:space:]]*pragma[[:space:]]+omp/ s/[[:space:]]+(map|num_teams|thread_limit|is_device_ptr)[[:space:]]*\(([^()]|\([^()]*\))*\)//g' \
  "$1"
