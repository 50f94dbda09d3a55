//===- HostEmitter.h - Host code of a mapped function ----------*- C++ -*-===//
//
// Internal to CodeGen: the class that writes the host body of a mapped
// function (buffers, copies, host loops and scalars: HostEmitter.cpp) and
// its kernel launches (HostLaunches.cpp); KernelEmitter writes the kernels
// it launches.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_HOSTEMITTER_H
#define LOOPGEN_CODEGEN_HOSTEMITTER_H

#include "KernelEmitter.h"
#include "loopgen/CodeGen/CudaEmitter.h"
#include <map>
#include <set>
#include <sstream>

namespace loopgen {

/// Writes the host body of a mapped function; KernelEmitter writes the
/// kernels it launches.
class HostEmitter {
public:
  HostEmitter(const Function &F, bool InjectUnwritten, bool LineMarkers)
      : F(F), Kernels(InjectUnwritten, LineMarkers), LineMarkers(LineMarkers) {}
  CudaFunction run();

private:
  const Function &F;
  KernelEmitter Kernels;
  bool LineMarkers;
  std::ostringstream Host;
  ExprPrinter HP;
  unsigned KernelCount = 0;
  bool UsesCub = false;
  std::map<const void *, std::string> DeviceNames;
  std::set<std::string> Taken;

  std::string fresh(const std::string &Base) {
    std::string N = F.freshName(Base);
    for (unsigned I = 1; Taken.count(N); ++I)
      N = F.freshName(Base + "_" + std::to_string(I));
    Taken.insert(N);
    return N;
  }
  std::string deviceName(const void *Entity) { return DeviceNames[Entity]; }
  /// "f_kernel3": kernels are numbered in the order of their launches.
  std::string kernelName(const char *Kind) {
    return F.Name + F.Instance + "_" + Kind + std::to_string(KernelCount++);
  }

  std::string launchArgs(const KernelUses &U);
  std::string elementCount(const Array &A);
  /// Whether V is, on its own, an extent of one of F's parameter arrays.
  bool isParamExtent(const Variable &V) const;
  std::string hostPointer(const Array &A);
  void copy(const Array &A, bool ToDevice);
  /// Copies parameter arrays one way, the flat ones in one staged copy.
  void copyAll(llvm::ArrayRef<const Array *> Arrays, bool ToDevice);
  /// The host's flag of a flat parameter array that a data region holds
  /// (its device copy is then the region's, and nothing moves).
  std::map<const Array *, std::string> PresentFlags;
  /// Whether A is a flat parameter array, which a data region may hold.
  static bool mayBePresent(const Array &A) {
    return A.isParam() && !A.Nested && A.K != Array::ScalarRefParam;
  }
  /// The host ranges of the arrays a data region may hold, for
  /// loopgen_any_held: "{a, bytes}, {b, bytes}" (empty where none).
  std::string heldArrays();
  /// For a function whose work is of the order of its data: the test on
  /// entry that sends the call to the host where the run-time model finds
  /// the host faster than the copies (loopgen_host_is_faster).
  std::string hostIsFaster();
  /// Where two arrays of Function::overlapPairs overlap, the original on
  /// one host thread instead.
  void overlapFallback();
  /// The call of the original, <name>_on_host(...), with the arguments.
  std::string originalCall() const;

  /// A host statement of the source, between line markers where asked for.
  void emitHostScalarStmt(const Stmt &S, unsigned Ind);
  void emitHostScalarCode(const Stmt &S, unsigned Ind);
  /// The device scalar V = Value, a host expression.
  void copyToDeviceScalar(const Variable &V, const Expr &Value, unsigned Ind);
  /// FreeLocals: free the arrays declared in B at its end (the function
  /// body's are freed after the result is computed).
  void emitHostBlock(const BlockStmt &B, unsigned Ind, bool FreeLocals = true);
  /// Zero: a local std::vector whose zeroes may be read.
  void allocate(const Array &A, unsigned Ind, bool Zero = true);
  std::vector<std::vector<const Array *>> BlockArrays;
  std::set<const Array *> AllocatedOnEntry;
  std::vector<const Array *> TopLevelArrays;
  /// Root's kernel; a reduction kernel's last block also runs the
  /// single-thread statements Before and After (KernelPlan::RunsSerialCode).
  void launchBand(const ForStmt &Root, unsigned Ind,
                  const std::vector<const Stmt *> &Before = {},
                  const std::vector<const Stmt *> &After = {});
  void launchTranspose(const ForStmt &Root, unsigned Ind);
  /// Root's tiled kernel in the register block the grid allows, or its
  /// kernel as written (TiledKernel.cpp).
  void launchTiled(const ForStmt &Root, unsigned Ind);
  /// L's scan: by CUB where cub-scans chose it, else loopgen's own kernel.
  void launchScan(const ForStmt &L, unsigned Ind);
  /// L's scan (ScanInfo::Cub) as CUB's DeviceScan.
  void launchCubScan(const ForStmt &L, const CubScan &C, unsigned Ind);
  /// The rest of launchCubScan for a recurrence into another array.
  void cubRecurrence(const ForStmt &L, const CubScan &C,
                     const std::string &First, const std::string &Op,
                     unsigned Ind);
  /// First's TwoWayPlan: its two kernels where the host finds the column
  /// partials fit, else First's and the other's kernels as written.
  void launchTwoWay(const ForStmt &First, unsigned Ind);
  /// Host loop L as launches of its kernels, step by step.
  /// Copies the device scalars Cond reads into host variables of their
  /// names, in a block it opens (the caller closes it); false where Cond
  /// reads none (no block).
  bool readBackScalars(const Expr &Cond, unsigned Ind);
  void emitHostLoop(const ForStmt &L, unsigned Ind);
  /// Host loop L as one persistent kernel of these phases where it fits,
  /// as launches elsewhere (PersistentKernel.cpp).
  void launchPersistent(const ForStmt &L,
                        const std::vector<const ForStmt *> &Phases,
                        unsigned Ind);
  void launchSerial(const std::vector<const Stmt *> &Stmts,
                    const std::string &What, unsigned Ind,
                    const Variable *ResultVar = nullptr);
};

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_HOSTEMITTER_H
