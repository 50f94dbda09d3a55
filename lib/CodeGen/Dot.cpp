//===- Dot.cpp - A mapped function as a Graphviz graph --------------------===//

#include "loopgen/CodeGen/Dot.h"
#include "KernelEmitter.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
#include <sstream>

namespace loopgen {

namespace {

/// A Graphviz string: quotes and backslashes escaped, newlines as \n.
std::string quote(const std::string &Text) {
  std::string Q = "\"";
  for (char C : Text) {
    if (C == '\n') {
      Q += "\\n";
      continue;
    }
    if (C == '"' || C == '\\')
      Q += '\\';
    Q += C;
  }
  return Q + "\"";
}

class DotWriter {
public:
  explicit DotWriter(const Function &F) : F(F) {}

  std::string run() {
    OS << "digraph " << quote(F.Name) << " {\n";
    OS << "  label=" << quote("loopgen: " + F.Name) << ";\n";
    OS << "  node [fontname=\"monospace\"];\n";
    block(*F.Body, 1);
    // The arrays, and who reads and writes them.
    for (const auto &A : F.Arrays)
      if (Touched.count(A.get()))
        OS << "  " << arrayNode(*A) << " [shape=cylinder, label="
           << quote(A->Name) << "];\n";
    OS << Edges.str() << "}\n";
    return OS.str();
  }

private:
  const Function &F;
  std::ostringstream OS, Edges;
  std::set<const Array *> Touched;
  unsigned Kernels = 0, Clusters = 0;

  static std::string arrayNode(const Array &A) {
    return quote("array " + A.Name);
  }

  void kernel(const Stmt &S, const std::string &What, unsigned Ind,
              const char *Style) {
    std::string Node = quote("kernel " + std::to_string(++Kernels));
    OS << std::string(2 * Ind, ' ') << Node << " [shape=box" << Style
       << ", label=" << quote(std::to_string(Kernels) + ". " + What) << "];\n";
    KernelUses U = usesOf(F, {&S});
    for (const Array *A : U.Arrays) {
      Touched.insert(A);
      // Written elements may also be read; an array only written is not.
      if (U.Written.count(A))
        Edges << "  " << Node << " -> " << arrayNode(*A) << ";\n";
      if (!U.Written.count(A) || readsBesidesTargets(S, *A))
        Edges << "  " << arrayNode(*A) << " -> " << Node << ";\n";
    }
  }

  /// Whether S reads A other than as the target of a plain assignment.
  static bool readsBesidesTargets(const Stmt &S, const Array &A) {
    bool Reads = false;
    walkStmts(S, [&](const Stmt &X) {
      forEachOwnExpr(X, [&](const Expr &E) {
        bool Target = X.K == Stmt::Assign &&
                      &E == cast<AssignStmt>(X).Target.get() &&
                      cast<AssignStmt>(X).Op.empty();
        walkExpr(E, [&](const Expr &Y) {
          Reads |= Y.K == Expr::Access && Y.Arr == &A &&
                   !(Target && &Y == &E);
        });
      });
    });
    return Reads;
  }

  static std::string gridOf(const ForStmt &Root) {
    BandMapping M = bandMapping(Root);
    static const char *Axis[] = {"x", "y", "z"};
    std::string G;
    for (int D = M.NumDims - 1; D >= 0; --D)
      G += std::string(G.empty() ? "" : ", ") + Axis[D] + ": " +
           M.Mapped[D]->Index->Name;
    return "grid " + G;
  }

  void block(const BlockStmt &B, unsigned Ind) {
    for (const StmtPtr &P : B.Body) {
      const Stmt &S = *P;
      switch (S.Place) {
      case Stmt::Kernel: {
        auto &L = cast<ForStmt>(S);
        kernel(S,
               (L.isKernel(KernelKind::Transpose) ? "transposition at " : "kernel at ") +
                   L.Label + "\n" + gridOf(L),
               Ind, "");
        break;
      }
      case Stmt::Scan:
        kernel(S,
               "scan at " + cast<ForStmt>(S).Label,
               Ind, ", peripheries=2");
        break;
      case Stmt::Serial:
        kernel(S, "single-thread code", Ind, ", style=dashed");
        break;
      case Stmt::HostControl:
        hostControl(S, Ind);
        break;
      default:
        break; // Host scalar code.
      }
    }
  }

  void hostControl(const Stmt &S, unsigned Ind) {
    std::string I(2 * Ind, ' ');
    OS << I << "subgraph cluster_" << Clusters++ << " {\n";
    if (S.K == Stmt::For) {
      auto &L = cast<ForStmt>(S);
      OS << I << "  label="
         << quote("host loop over " + L.Index->Name + " at " + L.Label +
                  (L.Persistent ? " (one persistent kernel where it fits)"
                                : ""))
         << ";\n";
      block(*L.Body, Ind + 1);
    } else if (S.K == Stmt::If) {
      auto &If = cast<IfStmt>(S);
      OS << I << "  label=\"host if\";\n";
      block(*If.Then, Ind + 1);
      if (If.Else)
        block(*If.Else, Ind + 1);
    }
    OS << I << "}\n";
  }
};

} // namespace

std::string emitDot(const Function &F) { return DotWriter(F).run(); }

} // namespace loopgen
