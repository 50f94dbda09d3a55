//===- CudaEmitter.h - LoopIR to CUDA source ------------------*- C++ -*-===//
//
// Turns a mapped function into CUDA text: one __global__ kernel per band
// (and per run of single-thread device code), and the host body that keeps
// the original signature: device buffers, copy-in of what is read, the
// launches (inside host loops where the IR has them), copy-out of what is
// written, every CUDA call checked. It decides nothing about legality.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_CUDAEMITTER_H
#define LOOPGEN_CODEGEN_CUDAEMITTER_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

struct CudaFunction {
  std::string Kernels;  ///< The __global__ functions, each commented.
  std::string HostBody; ///< A compound statement replacing the body.
  unsigned NumKernels = 0;
  /// Some scan runs as CUB's DeviceScan: the unit includes CUB.
  bool UsesCub = false;
};

/// The macros every generated file starts with. The CPU emulation defines
/// LOOPGEN_LAUNCH first, which is how the same file runs there.
std::string cudaPrelude(const std::string &SourceName);

/// InjectUnwritten drops the last iteration of every kernel's x dimension:
/// a deliberate fault, so that tests can check the validator catches it.
/// LineMarkers puts the code of each source statement between markers
/// (KernelEmitter.h's lineMarker) for the driver's #line directives.
CudaFunction emitCuda(const Function &F, bool InjectUnwritten = false,
                      bool LineMarkers = false);

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_CUDAEMITTER_H
