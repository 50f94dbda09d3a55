#!/bin/bash
# Wavefronts of tiles (lib/Transforms/TileWaves.cpp) against a launch (or
# a grid barrier) per wavefront: the 2-D dynamic programs and sweeps of
# bench/wavefront/styles, each translated three ways: as emitted (the
# profitability model decides), forced onto the GPU (--force-gpu, tiles
# of the default shape), forced without tiles (--no-wave-tiles); with
# SHAPES="64x32 32x32 ...", forced once per tile shape too
# (LOOPGEN_WAVE_TILE; SHAPES3="8x32x32 ..." for the three-deep nests,
# LOOPGEN_WAVE_TILE3). PROGRAMS names the styles: by default the 2-D ones;
# the time-skewed sweeps are seidel_9pt, sor_vector and heat_rows (their
# time steps are N / 4). Writes .gpu/wavetiles; its run.sh, on the GPU
# machine, prints one line per program, size and variant.
#
#   bench/wavefront/tiles.sh [SIZES...]          # default 1000 2000 4000
#   PROGRAMS="seidel_9pt sor_vector heat_rows" bench/wavefront/tiles.sh 400 1000 2000
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.gpu/wavetiles
rm -rf "$out" && mkdir -p "$out"
sizes=${*:-1000 2000 4000}
lg=build/tool/loopgen/loopgen
for k in ${PROGRAMS:-edit_flat smith_waterman lcs_suffix gauss_seidel_sweep}; do
  p=bench/wavefront/styles/$k.cpp
  for n in $sizes; do
    o="$out/${k}_$n"
    $lg "$p" --emit=harness -o "${o}_emitted.cu" -- -std=c++17 -DN=$n 2>/dev/null
    $lg "$p" --force-gpu --emit=harness -o "${o}_tiled.cu" -- -std=c++17 \
      -DN=$n 2>/dev/null
    $lg "$p" --force-gpu --no-wave-tiles --emit=harness -o "${o}_untiled.cu" \
      -- -std=c++17 -DN=$n 2>/dev/null
    for s in ${SHAPES:-}; do
      LOOPGEN_WAVE_TILE=$s $lg "$p" --force-gpu --emit=harness \
        -o "${o}_$s.cu" -- -std=c++17 -DN=$n 2>/dev/null
    done
    for s in ${SHAPES3:-}; do
      LOOPGEN_WAVE_TILE3=$s $lg "$p" --force-gpu --emit=harness \
        -o "${o}_$s.cu" -- -std=c++17 -DN=$n 2>/dev/null
    done
  done
done
git rev-parse --short HEAD >"$out/COMMIT"
cat >"$out/run.sh" <<'RUN'
#!/bin/bash
# Clock: the harness's (CUDA events around all kernels of a call, every
# launch counted; medians of the calls). CPU: the original, one core, in
# the same run, once per program and size: the variants share it
# (LOOPGEN_REFERENCE_DIR). The emitted variant runs with its run-time
# guard's default.
cd "$(dirname "$0")"
mkdir -p refs
export LOOPGEN_REFERENCE_DIR=$PWD/refs
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
echo "loopgen $(cat COMMIT)"
# Each program's N is its size (name_<N>_variant): the harness includes
# the source, whose arrays N sizes.
ls *.cu | xargs -P 16 -I{} sh -c 'x=$(basename {} .cu); n=$(echo $x | sed -E "s/.*_([0-9]+)_[^_]+$/\1/"); nvcc -O3 -arch=sm_90 -std=c++17 -w -DN=$n {} -o $x'
printf "%-34s %10s %10s %10s %9s %s\n" case cpu_ms kernel_ms e2e_ms launches status
for f in *.cu; do
  x=${f%.cu}
  # Empty: the guard's default (the harness sets 0 only where it is unset).
  case $x in *_emitted) below= ;; *) below=0 ;; esac
  r=$(LOOPGEN_HOST_BELOW=$below ./$x ${CALLS:-15} | grep '^RESULT')
  get() { echo "$r" | grep -o "$1=[^ ]*" | cut -d= -f2; }
  printf "%-34s %10s %10s %10s %9s %s\n" "$x" "$(get cpu_ms)" \
    "$(get kernel_ms)" "$(get e2e_ms)" "$(get launches)" "$(get status)"
done
RUN
chmod +x "$out/run.sh"
