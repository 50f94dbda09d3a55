#!/bin/bash
# The shared-memory tiling benchmark (issue 14), on the GPU machine, from
# harnesses and timed translations that bench/tiling/prepare.sh wrote into
# this directory. Every harness validates against the sequential original
# (CPU references computed first, in parallel, and cached); the matrix
# product at 2048 and min-plus at 4000 are timed by time_*.cu (no CPU
# reference: the same kernels are validated at other sizes here).
# Clock: CUDA events around all kernels of a call; best of the calls.
# Also: the FP32 peak, the copy bandwidth and the stencil-shape
# microbenchmark (stencil_variants.cu), in the same run.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for f in h_*.cu; do nvcc -O3 -arch=sm_90 -std=c++17 -w $f -o ${f%.cu} & done
for f in t_matmul_*.cu; do nvcc -O3 -arch=sm_90 -std=c++17 -w -DGENERATED="\"$f\"" time_matmul.cu -o x_${f%.cu} & done
for f in t_minplus_*.cu; do nvcc -O3 -arch=sm_90 -std=c++17 -w -DGENERATED="\"$f\"" time_minplus.cu -o x_${f%.cu} & done
nvcc -O3 -arch=sm_90 -std=c++17 minplus.cu -o minplus_ref &
nvcc -O3 -arch=sm_90 -std=c++17 cublas.cu -lcublas -o cublas_ref &
nvcc -O3 -arch=sm_90 -std=c++17 stencil_variants.cu -o stencil_variants &
nvcc -O3 -arch=sm_90 bandwidth.cu -o bandwidth &
nvcc -O3 -arch=sm_90 peak.cu -o peak &
wait
export LOOPGEN_REFERENCE_DIR=$PWD/refs LOOPGEN_REFERENCE_SHARED=1
mkdir -p refs
# CPU references: one per computation, in parallel.
for f in h_*_tiled.cu; do (LOOPGEN_REFERENCE_ONLY=1 ./${f%.cu} 1 > /dev/null) & done
wait
echo "== references"
./peak | tail -3
./bandwidth | tail -2
./stencil_variants 4096
./cublas_ref gemm s 2048 2048 2048 | tail -1
./minplus_ref 4000 | tail -2
echo "== timed at the issue's sizes"
for f in x_t_*; do echo "$f $(./$f)"; done
echo "== validated harnesses"
for f in h_*.cu; do echo "${f%.cu} $(./${f%.cu} 5 | grep RESULT)"; done
