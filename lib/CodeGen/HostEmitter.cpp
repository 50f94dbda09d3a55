//===- HostEmitter.cpp - Host code of a mapped function -------------------===//

#include "HostEmitter.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <utility>

namespace loopgen {

void HostEmitter::emitHostScalarStmt(const Stmt &S, unsigned Ind) {
  if (LineMarkers)
    Host << lineMarker(S);
  emitHostScalarCode(S, Ind);
  if (LineMarkers)
    Host << resumeMarker(S);
}

void HostEmitter::emitHostScalarCode(const Stmt &S, unsigned Ind) {
  std::string I = indentStr(Ind);
  switch (S.K) {
  case Stmt::Decl: {
    auto &D = cast<DeclStmt>(S);
    if (D.Arr) {
      if (!AllocatedOnEntry.count(D.Arr))
        allocate(*D.Arr, Ind, /*Zero=*/!D.ReadsCovered);
      if (!BlockArrays.empty())
        BlockArrays.back().push_back(D.Arr);
      return;
    }
    if (D.Var->OnDevice) { // Allocated on entry.
      if (D.Init)
        copyToDeviceScalar(*D.Var, *D.Init, Ind);
      return;
    }
    Host << I << D.Var->Ty.Spelling << " " << D.Var->Name;
    if (D.Init)
      Host << " = " << HP.print(*D.Init);
    Host << ";\n";
    return;
  }
  case Stmt::Assign: {
    auto &A = cast<AssignStmt>(S);
    if (A.Target->K == Expr::VarRef && A.Target->Var->OnDevice) {
      copyToDeviceScalar(*A.Target->Var, *A.Value, Ind);
      return;
    }
    Host << I << HP.print(*A.Target) << " " << A.Op << "= "
         << HP.print(*A.Value) << ";\n";
    return;
  }
  case Stmt::For: {
    auto &L = cast<ForStmt>(S);
    Host << I << forHeader(L, HP) << " {\n";
    for (const StmtPtr &C : L.Body->Body)
      emitHostScalarStmt(*C, Ind + 1);
    Host << I << "}\n";
    return;
  }
  case Stmt::If: {
    auto &IS = cast<IfStmt>(S);
    if (IS.repeats()) {
      bool TestFirst = IS.Made == IfStmt::WhileLoop;
      Host << I
           << (TestFirst ? "while (" + HP.print(*IS.Cond) + ") {\n" : "do {\n");
      for (const StmtPtr &C : IS.Then->Body)
        emitHostScalarStmt(*C, Ind + 1);
      Host << I
           << (TestFirst ? "}\n" : "} while (" + HP.print(*IS.Cond) + ");\n");
      return;
    }
    Host << I << "if (" << HP.print(*IS.Cond) << ") {\n";
    for (const StmtPtr &C : IS.Then->Body)
      emitHostScalarStmt(*C, Ind + 1);
    if (IS.Else) {
      Host << I << "} else {\n";
      for (const StmtPtr &C : IS.Else->Body)
        emitHostScalarStmt(*C, Ind + 1);
    }
    Host << I << "}\n";
    return;
  }
  case Stmt::Block:
    for (const StmtPtr &C : cast<BlockStmt>(S).Body)
      emitHostScalarStmt(*C, Ind);
    return;
  case Stmt::Return:
    return;
  }
}

void HostEmitter::emitHostBlock(const BlockStmt &B, unsigned Ind,
                                bool FreeLocals) {
  BlockArrays.emplace_back();
  std::vector<const Stmt *> Serial;
  auto Flush = [&]() {
    if (Serial.empty())
      return;
    launchSerial(
        Serial,
        "the statements at " +
            [&] {
              std::string L;
              walkStmts(*Serial.front(), [&](const Stmt &X) {
                if (L.empty() && X.K == Stmt::For)
                  L = cast<ForStmt>(X).Label;
              });
              return L.empty() ? std::string("the function body") : L;
            }(),
        Ind);
    Serial.clear();
  };
  for (size_t Pos = 0; Pos < B.Body.size(); ++Pos) {
    const Stmt &S = *B.Body[Pos];
    if (S.Place == Stmt::Serial) {
      Serial.push_back(&S);
      continue;
    }
    if (S.K == Stmt::Return)
      continue;
    // A reduction kernel between single-thread code whose last block runs
    // that code too (fuse-serial).
    if (S.Place == Stmt::Kernel && cast<ForStmt>(S).Kernel->RunsSerialCode) {
      std::vector<const Stmt *> After;
      for (size_t Next = Pos + 1;
           Next < B.Body.size() && B.Body[Next]->Place == Stmt::Serial; ++Next)
        After.push_back(B.Body[Next].get());
      Pos += After.size();
      launchBand(cast<ForStmt>(S), Ind, Serial, After);
      Serial.clear();
      continue;
    }
    Flush();
    switch (S.Place) {
    case Stmt::Kernel:
      switch (cast<ForStmt>(S).Kernel->Kind) {
      case KernelKind::Transpose:
        launchTranspose(cast<ForStmt>(S), Ind);
        break;
      case KernelKind::TwoWayRows:
        launchTwoWay(cast<ForStmt>(S), Ind);
        break;
      case KernelKind::TwoWayColumns:
        break; // Launched with the kernel before it.
      default:
        launchBand(cast<ForStmt>(S), Ind);
      }
      break;
    case Stmt::Scan:
      launchScan(cast<ForStmt>(S), Ind);
      break;
    case Stmt::HostControl:
      if (S.K == Stmt::For) {
        auto &L = cast<ForStmt>(S);
        if (L.Persistent)
          launchPersistent(L, kernelsIn(L), Ind);
        else
          emitHostLoop(L, Ind);
      } else if (S.K == Stmt::If) {
        auto &I = cast<IfStmt>(S);
        if (I.Made == IfStmt::KernelVersions)
          Host << indentStr(Ind)
               << "// The unrolled kernel where its grid fills the GPU, the "
                  "kernel as written elsewhere.\n";
        bool Read = readBackScalars(*I.Cond, Ind);
        unsigned In = Ind + Read;
        Host << indentStr(In) << "if (" << HP.print(*I.Cond) << ") {\n";
        emitHostBlock(*I.Then, In + 1);
        if (I.Else) {
          Host << indentStr(In) << "} else {\n";
          emitHostBlock(*I.Else, In + 1);
        }
        Host << indentStr(In) << "}\n";
        if (Read)
          Host << indentStr(Ind) << "}\n";
      }
      break;
    default:
      emitHostScalarStmt(S, Ind);
      break;
    }
  }
  Flush();
  // Local arrays live until the end of their block.
  for (const Array *A : BlockArrays.back()) {
    if (FreeLocals && DeviceNames.count(A))
      Host << indentStr(Ind) << "loopgen_release(" << deviceName(A) << ");\n";
    if (!FreeLocals)
      TopLevelArrays.push_back(A);
  }
  BlockArrays.pop_back();
}

bool HostEmitter::readBackScalars(const Expr &Cond, unsigned Ind) {
  // Into host variables of their names, in a block of their own.
  std::vector<const Variable *> Read;
  walkExpr(Cond, [&](const Expr &X) {
    if (X.K == Expr::VarRef && X.Var->OnDevice &&
        llvm::find(Read, X.Var) == Read.end())
      Read.push_back(X.Var);
  });
  if (Read.empty())
    return false;
  Host << indentStr(Ind)
       << "{ // The condition reads values the GPU computed.\n";
  for (const Variable *V : Read)
    Host << indentStr(Ind + 1) << V->Ty.Spelling << " " << V->Name << ";\n"
         << indentStr(Ind + 1) << "LOOPGEN_CHECK(loopgen_memcpy(&" << V->Name
         << ", " << deviceName(V) << ", sizeof(" << V->Ty.Spelling
         << "), cudaMemcpyDeviceToHost));\n";
  return true;
}

void HostEmitter::emitHostLoop(const ForStmt &L, unsigned Ind) {
  if (L.While) {
    // A while loop of kernels: its condition is tested on the host at
    // each step, from what the GPU computed.
    const std::string &I = L.Index->Name;
    // Its count of steps, where the code after it reads it (which arrays
    // a rotation of pointers left where).
    const Variable *Steps = L.End->Var;
    unsigned Reads = 0;
    walkAllExprs(*F.Body, [&](const Expr &X) {
      Reads += X.K == Expr::VarRef && X.Var == Steps;
    });
    if (Reads > 1)
      Host << indentStr(Ind) << Steps->Ty.Spelling << " " << Steps->Name
           << " = 0;\n";
    Host << indentStr(Ind) << "for (" << L.Index->Ty.Spelling << " " << I
         << " = 0;; ++" << I << ") {\n";
    bool Read = readBackScalars(*L.While, Ind + 1);
    Host << indentStr(Ind + 1 + Read) << "if ("
         << (L.TestAfter ? I + " > 0 && " : "") << "!(" << HP.print(*L.While)
         << "))\n"
         << indentStr(Ind + 2 + Read) << "break;\n";
    if (Read)
      Host << indentStr(Ind + 1) << "}\n";
    if (Reads > 1)
      Host << indentStr(Ind + 1) << Steps->Name << " = " << I << " + 1;\n";
    emitHostBlock(*L.Body, Ind + 1);
    Host << indentStr(Ind) << "}\n";
    return;
  }
  Host << indentStr(Ind) << forHeader(L, HP) << " {\n";
  emitHostBlock(*L.Body, Ind + 1);
  Host << indentStr(Ind) << "}\n";
}

std::string HostEmitter::originalCall() const {
  std::string Args;
  for (const Param &P : F.Params)
    if (!P.Object) // A member function's host copy is a member.
      Args += std::string(Args.empty() ? "" : ", ") + P.Name;
  return F.Name + "_on_host" + F.TemplateArgs + "(" + Args + ")";
}

CudaFunction HostEmitter::run() {
  for (const auto &V : F.Vars)
    Taken.insert(V->Name);
  for (const auto &A : F.Arrays)
    Taken.insert(A->Name);
  std::string I1 = indentStr(1);
  Host << "{\n";
  // Sizes of std::vector parameters (the test of the work below may read
  // them).
  for (const auto &V : F.Vars)
    if (V->K == Variable::VectorSize)
      Host << I1 << "const " << V->Ty.Spelling << " " << V->Name << " = "
           << V->HostInit << ";\n";
  // Sizes read from data, in order (a later section may read an earlier).
  for (const auto &Def : F.DataExtents)
    if (!Def.HarnessOnly)
      Host << I1 << "const long long " << Def.Var->Name
           << " = loopgen_extreme_of(" << hostPointer(*Def.Of) << ", "
           << HP.print(*Def.First) << ", " << HP.print(*Def.Last)
           << ", (long long)(" << elementCount(*Def.Of) << "), "
           << (Def.Greatest ? "true" : "false") << ");\n";
  // Enum parameters' integer values; struct parameters' scalar members.
  for (const auto &V : F.Vars)
    if (V->K == Variable::Param && !V->HostInit.empty())
      Host << I1 << "const " << V->Ty.Spelling << " " << V->Name << " = "
           << V->HostInit << ";\n";
  if (!F.HostWhen.empty()) {
    // What the translation assumed of the parameters does not hold.
    std::string Cond;
    for (const ExprPtr &C : F.HostWhen)
      Cond += (Cond.empty() ? "(" : " || (") + HP.print(*C) + ")";
    Host << I1 << "if (" << Cond << ") {\n";
    Host << I1 << "  LOOPGEN_COUNT_ASSUMPTION_FAILED();\n";
    Host << I1 << "  loopgen_report_fallback(\"" << F.Name << F.TemplateArgs
         << "\");\n";
    Host << I1 << "  return " << originalCall() << ";\n";
    Host << I1 << "}\n";
  }
  if (!F.HostBelowTrips.empty()) {
    // Launch-bound at these sizes, or work of the order of the data that
    // the host's cores do faster than the copies: the original, on the
    // host.
    std::string Small;
    std::set<std::string> Tests;
    for (const ExprPtr &T : F.HostBelowTrips)
      if (std::string Test = "(long long)(" + HP.print(*T) +
                             ") < loopgen_host_below(" +
                             std::to_string(F.HostBelowDefault) + ")";
          F.HostCosts.empty() && Tests.insert(Test).second)
        Small += (Small.empty() ? "" : " || ") + Test;
    if (!F.HostCosts.empty())
      Small = hostIsFaster();
    // Unless a data region holds its arrays on the GPU already.
    if (std::string Held = heldArrays(); !Held.empty())
      Small = "(" + Small + ") && !loopgen_any_held({" + Held + "})";
    Host << I1 << "if (" << Small << ") { // Too little work for the GPU.\n";
    Host << I1 << "  loopgen_report_small(\"" << F.Name << F.TemplateArgs
         << "\");\n";
    Host << I1 << "  return " << originalCall() << ";\n";
    Host << I1 << "}\n";
  }
  for (const auto &A : F.Arrays)
    if (A->K == Array::VectorParam && A->DimsFromPragma)
      // A vector of rows holds the rows; a flat one every element.
      Host << I1 << "LOOPGEN_REQUIRE(" << A->HostExpr << ".size() == "
           << (A->Nested || !A->Record.empty()
                   ? "(size_t)(" + HP.print(*A->Dims[0]) + ")"
                   : elementCount(*A))
           << ", \"std::vector '" << A->userName()
           << "' does not have the size its #pragma loopgen array shape "
              "gives\");\n";

  // Device buffers for every array the kernels use and every device scalar.
  std::vector<const Array *> DeviceArrays;
  for (const auto &A : F.Arrays) {
    bool Used = false;
    walkAllExprs(*F.Body, [&](const Expr &E) {
      Used |= E.K == Expr::Access && E.Arr == A.get();
    });
    bool PerThread = A->K == Array::LocalCArray;
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K == Stmt::Decl && cast<DeclStmt>(S).Arr == A.get())
        PerThread &= S.Place != Stmt::Host;
    });
    if (Used && !PerThread)
      DeviceArrays.push_back(A.get());
  }
  std::vector<const Variable *> DeviceScalars;
  for (const auto &V : F.Vars)
    if (V->OnDevice)
      DeviceScalars.push_back(V.get());
  overlapFallback();
  if (!DeviceArrays.empty() || !DeviceScalars.empty())
    Host << I1 << "// Device buffers, allocated once per call.\n";
  for (const Array *A : DeviceArrays)
    DeviceNames[A] = fresh("d_" + A->Name);
  for (const Array *A : DeviceArrays)
    if (A->isParam())
      allocate(*A, 1);
  // Local arrays declared in the function body whose sizes are known on
  // entry are allocated with the parameters, before any kernel runs.
  for (const StmtPtr &S : F.Body->Body) {
    if (S->K != Stmt::Decl || !cast<DeclStmt>(*S).Arr)
      continue;
    auto &D = cast<DeclStmt>(*S);
    bool OnEntry = DeviceNames.count(D.Arr);
    for (const ExprPtr &Dim : D.Arr->Dims)
      walkExpr(*Dim, [&](const Expr &X) {
        OnEntry &= X.K != Expr::VarRef || X.Var->knownOnEntry();
        OnEntry &= X.K != Expr::Access;
      });
    if (!OnEntry)
      continue;
    allocate(*D.Arr, 1, /*Zero=*/!D.ReadsCovered);
    AllocatedOnEntry.insert(D.Arr);
  }
  for (const Variable *V : DeviceScalars) {
    std::string D = fresh("d_" + V->Name);
    DeviceNames[V] = D;
    Host << I1 << V->Ty.Spelling << " *" << D << " = nullptr;\n";
    Host << I1 << "loopgen_allocate(&" << D << ", sizeof(" << V->Ty.Spelling
         << "), \"" << V->Name << "\");\n";
    if (V->K == Variable::Param)
      Host << I1 << "LOOPGEN_CHECK(loopgen_memcpy(" << D << ", &" << V->Name
           << ", sizeof(" << V->Ty.Spelling << "), cudaMemcpyHostToDevice));\n";
  }
  // Copy in what is read, or not entirely overwritten (copy-in).
  std::vector<const Array *> In, Out;
  for (const Array *A : DeviceArrays)
    if (A->isParam() && A->CopyIn)
      In.push_back(A);
  copyAll(In, /*ToDevice=*/true);

  Host << I1 << "LOOPGEN_KERNELS_BEGIN();\n";
  emitHostBlock(*F.Body, 1, /*FreeLocals=*/false);

  // The result, computed on the device when it reads device data.
  const ReturnStmt *Ret = nullptr;
  if (!F.Body->Body.empty() && F.Body->Body.back()->K == Stmt::Return)
    Ret = cast<ReturnStmt>(F.Body->Body.back().get());
  std::string ResultName;
  bool KernelsEnded = false;
  if (Ret && Ret->Value) {
    bool Device = false;
    walkExpr(*Ret->Value, [&](const Expr &X) {
      Device |= X.K == Expr::Access || (X.K == Expr::VarRef && X.Var->OnDevice);
    });
    ResultName = fresh("result");
    const Expr &RV = *Ret->Value;
    if (RV.K == Expr::VarRef && RV.Var->OnDevice) {
      // A transfer, not a kernel: after the kernels' time.
      if (!KernelsEnded)
        Host << I1 << "LOOPGEN_KERNELS_END();\n";
      KernelsEnded = true;
      Host << I1 << F.ReturnTy.Spelling << " " << ResultName << ";\n";
      Host << I1 << "{\n"
           << I1 << "  " << RV.Var->Ty.Spelling << " loopgen_value;\n";
      Host << I1 << "  LOOPGEN_CHECK(loopgen_memcpy(&loopgen_value, "
           << deviceName(RV.Var) << ", sizeof(" << RV.Var->Ty.Spelling
           << "), cudaMemcpyDeviceToHost));\n";
      Host << I1 << "  " << ResultName << " = loopgen_value;\n" << I1 << "}\n";
    } else if (Device) {
      Variable Result{Variable::Local, ResultName, F.ReturnTy, {}, "", true};
      std::string D = fresh("d_result");
      DeviceNames[&Result] = D;
      Host << I1 << F.ReturnTy.Spelling << " *" << D << " = nullptr;\n";
      Host << I1 << "loopgen_allocate(&" << D << ", sizeof("
           << F.ReturnTy.Spelling << "), \"the result\");\n";
      AssignStmt Compute(Expr::var(&Result), "", Ret->Value->clone());
      launchSerial({&Compute}, "the returned value", 1, &Result);
      Host << I1 << F.ReturnTy.Spelling << " " << ResultName << ";\n";
      Host << I1 << "LOOPGEN_CHECK(loopgen_memcpy(&" << ResultName << ", " << D
           << ", sizeof(" << F.ReturnTy.Spelling
           << "), cudaMemcpyDeviceToHost));\n";
      Host << I1 << "loopgen_release(" << D << ");\n";
    } else {
      Host << I1 << "const " << F.ReturnTy.Spelling << " " << ResultName
           << " = " << HP.print(*Ret->Value) << ";\n";
    }
  }
  if (!KernelsEnded)
    Host << I1 << "LOOPGEN_KERNELS_END();\n";
  // A struct result, from its members' values (device scalars copied back).
  if (!F.ReturnFields.empty()) {
    ResultName = fresh("result");
    std::string Members;
    for (const auto &[Path, V] : F.ReturnFields) {
      std::string Value = V->Name;
      if (V->OnDevice) {
        Value = fresh(V->Name + "_value");
        Host << I1 << V->Ty.Spelling << " " << Value << ";\n"
             << I1 << "LOOPGEN_CHECK(loopgen_memcpy(&" << Value << ", "
             << deviceName(V) << ", sizeof(" << V->Ty.Spelling
             << "), cudaMemcpyDeviceToHost));\n";
      }
      Members += (Members.empty() ? "" : ", ") + Value;
    }
    Host << I1 << F.ReturnRecord << " " << ResultName << " = {" << Members
         << "};\n";
  }

  // Where a run-time check failed, the original runs on the host from the
  // inputs, which the host still holds: nothing is copied out.
  std::string Failed;
  if (const Variable *V = F.FallbackFlag) {
    Failed = fresh("check_failed");
    Host << I1 << V->Ty.Spelling << " " << Failed;
    if (V->OnDevice)
      Host << ";\n"
           << I1 << "LOOPGEN_CHECK(loopgen_memcpy(&" << Failed << ", "
           << deviceName(V) << ", sizeof(" << V->Ty.Spelling
           << "), cudaMemcpyDeviceToHost));\n";
    else
      Host << " = " << V->Name << ";\n";
    Host << I1 << "if (!" << Failed << ") {\n";
  }
  // Copy out what is written, then free.
  for (const Array *A : DeviceArrays)
    if (A->isParam() && !A->IsConst && A->CopyBack && writesArray(F, *A))
      Out.push_back(A);
  copyAll(Out, /*ToDevice=*/false);
  if (!Failed.empty())
    Host << I1 << "}\n";
  for (const Array *A : DeviceArrays)
    if (A->isParam())
      Host << I1
           << (PresentFlags.count(A) ? "if (!" + PresentFlags[A] + ") " : "")
           << "loopgen_release(" << deviceName(A) << ");\n";
  for (const Array *A : TopLevelArrays)
    if (DeviceNames.count(A))
      Host << I1 << "loopgen_release(" << deviceName(A) << ");\n";
  for (const Variable *V : DeviceScalars)
    Host << I1 << "loopgen_release(" << deviceName(V) << ");\n";
  if (!Failed.empty()) {
    Host << I1 << "if (" << Failed << ") {\n";
    // The kernels may have changed a region's device copy: the host's is
    // no longer the input.
    for (const auto &[A, Flag] : PresentFlags)
      Host << I1 << "  LOOPGEN_REQUIRE(!" << Flag << ", \"'" << F.Name
           << "' must run on the host after a failed run-time check, which "
              "it cannot do on array '"
           << A->Name << "' of a data region\");\n";
    Host << I1 << "  loopgen_report_fallback(\"" << F.Name << F.TemplateArgs
         << "\");\n"
         << I1 << "  return " << originalCall() << ";\n"
         << I1 << "}\n";
  }
  if ((Ret && Ret->Value) || !F.ReturnFields.empty())
    Host << I1 << "return " << ResultName << ";\n";
  Host << "}";
  return {Kernels.text(), Host.str(), KernelCount, UsesCub};
}

CudaFunction emitCuda(const Function &F, bool InjectUnwritten,
                      bool LineMarkers) {
  return HostEmitter(F, InjectUnwritten, LineMarkers).run();
}

} // namespace loopgen
