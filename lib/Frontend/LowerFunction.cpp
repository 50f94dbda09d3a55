//===- LowerFunction.cpp - One offloaded function -------------------------===//
//
// The function as a whole, the entry point: its result type, the validation
// values, the shapes left to infer (parameters: LowerParams.cpp; the body
// and its returns: LowerResults.cpp; shapes: LowerShapes.cpp).
//
//===----------------------------------------------------------------------===//

#include "IndexRanges.h"
#include "LoweringImpl.h"
#include "loopgen/IR/Printer.h"
#include <cctype>
#include <map>

using namespace clang;

namespace loopgen {

std::optional<std::pair<llvm::APInt, bool>>
integerLiteral(llvm::StringRef Text) {
  Text = Text.trim();
  bool Negative = Text.consume_front("-");
  Text = Text.trim().rtrim("uUlL");
  llvm::APInt V;
  if (Text.empty() || Text.getAsInteger(0, V))
    return std::nullopt;
  return std::make_pair(V, Negative && !V.isZero());
}

namespace {
/// Prints expressions with the names the user wrote: a struct parameter's
/// member as s.n.
class UserNames : public ExprPrinter {
  std::string printVar(const Expr &E) override {
    const std::string &Host = E.Var->HostInit;
    if (E.Var->K == Variable::Param &&
        llvm::StringRef(Host).starts_with("this->"))
      return Host.substr(6); // A member, as its method names it.
    if (E.Var->K == Variable::Param && Host.find('.') != std::string::npos)
      return Host;
    return ExprPrinter::printVar(E);
  }
};
} // namespace

void Lowering::checkValidate() {
  const ValidateSpec &V = F->Validate;
  for (const auto &[Name, Text] : V.Values) {
    const ParmVarDecl *P = nullptr;
    for (const ParmVarDecl *X : Top.parameters())
      if (X->getName() == Name)
        P = X;
    QualType T = P ? P->getType().getNonReferenceType() : QualType();
    auto Lit = integerLiteral(Text);
    if (!Lit || T.isNull() || !T->isIntegralOrEnumerationType())
      continue;
    const auto &[Magnitude, Negative] = *Lit;
    unsigned Bits = Ctx.getIntWidth(T);
    bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
    bool Fits = Negative ? !Unsigned && (Magnitude.getActiveBits() < Bits ||
                                         (Magnitude.getActiveBits() == Bits &&
                                          Magnitude.isPowerOf2()))
                         : Magnitude.getActiveBits() <= Bits - !Unsigned;
    if (!Fits && BadValues.insert(Name).second)
      fail(V.Loc, "the value '" + Text + "' of '" + Name +
                      "' in '#pragma loopgen validate' does not fit in '" +
                      typeName(T) + "'");
  }
  if (V.InitFunction.empty())
    return;
  // Where the function sees it: its namespace or one around it.
  bool Declared = false, Matches = false;
  std::string Qualified;
  for (const DeclContext *DC = Top.getDeclContext(); DC && !Declared;
       DC = DC->getParent())
    for (const clang::NamedDecl *ND :
         DC->lookup(&Ctx.Idents.get(V.InitFunction)))
      if (const FunctionDecl *FD = ND->getAsFunction()) {
        Declared = true;
        Matches |= FD->getNumParams() == Top.getNumParams();
        Qualified = "::" + FD->getQualifiedNameAsString();
      }
  if (!Declared)
    fail(V.Loc, "init function '" + V.InitFunction +
                    "' of '#pragma loopgen validate' is not declared in this "
                    "file");
  else if (!Matches)
    fail(V.Loc, "init function '" + V.InitFunction + "' must take the " +
                    std::to_string(Top.getNumParams()) + " parameters of '" +
                    F->Name + "'");
  else // The harness calls it from outside its namespace.
    F->Validate.InitFunction = Qualified;
}

std::unique_ptr<Function> Lowering::run() {
  F = std::make_unique<Function>();
  F->Name = Top.getNameAsString();
  for (const DeclContext *DC = Top.getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (!NS->isAnonymousNamespace())
        F->Scope = NS->getName().str() + "::" + F->Scope;
  F->Loc = Top.getLocation();
  F->FileName = SM.getFilename(SM.getExpansionLoc(Top.getLocation())).str();
  QualType RT = Top.getReturnType();
  const RecordDecl *ReturnedRecord = nullptr;
  if (RT->isVoidType()) {
    F->ReturnTy = ScalarType::voidTy();
  } else if (auto Ty = scalarType(RT)) {
    F->ReturnTy = *Ty;
  } else if ((ReturnedRecord = structOf(RT)) && !RT->isReferenceType() &&
             isPlainRecord(ReturnedRecord) &&
             (!isa<CXXRecordDecl>(ReturnedRecord) ||
              cast<CXXRecordDecl>(ReturnedRecord)->isAggregate())) {
    F->ReturnTy = ScalarType::voidTy();
    F->ReturnRecord = typeName(RT.getUnqualifiedType());
  } else {
    fail(Top.getLocation(), "offloaded function '" + F->Name + "' returns '" +
                                typeName(RT) +
                                "': only void, scalar and plain struct "
                                "results (aggregates of scalars and such "
                                "structs, without constructors) are "
                                "supported");
    return nullptr;
  }
  if (Top.isVariadic())
    fail(Top.getLocation(), "variadic functions cannot be offloaded");
  // The shapes of loopgen's pragmas first, then OpenMP's sections.
  for (bool OpenMP : {false, true})
    for (PragmaInfo *P : FnPragmas)
      if (P->OpenMP == OpenMP && (P->K == PragmaInfo::ArrayShapes || P->OpenMP))
        Shapes.insert(Shapes.end(), P->Shapes.begin(), P->Shapes.end());
  for (PragmaInfo *P : FnPragmas) {
    if (P->K == PragmaInfo::ValidateValues) {
      if (F->Validate.Present)
        D.error(P->Loc, "more than one '#pragma loopgen validate' for '" +
                            F->Name + "'");
      F->Validate = P->Validate;
    }
  }
  if (!lowerParams())
    return nullptr;
  checkValidate();
  if (!applyShapes())
    return nullptr;

  if (!lowerTopBody(ReturnedRecord))
    return nullptr;

  if (!Failed) { // Else the body may lack parts.
    declareAtAssignments(*F);
    foldClamps(*F->Body);
    foldParameterClamps(*F);
  }
  // An extent may read an input whose own extent is inferred (the columns
  // of a CSR matrix through its offsets): those that succeed first.
  std::vector<Array *> Left;
  for (Array *A : Unshaped)
    if (A->RowPointers)
      inferTableShape(*A);
    else
      Left.push_back(A);
  // Gives A the shape its accesses reach; else, where Report, says why.
  auto ShapeFromAccesses = [&](Array *A, bool Report) {
    // A struct's member by the name the user gives it (s.p).
    std::string Name = A->userName();
    std::string WhyNot, Hint;
    std::vector<ExprPtr> Shape = inferShape(*A, WhyNot, Hint);
    if (Shape.empty() && !Report)
      return false;
    // Its accesses were in statements an error already stopped at.
    if (Shape.empty() && Failed && WhyNot == "it is not accessed")
      return false;
    bool Rows = A->Dims.size() > 1; // Only the number of rows is missing.
    if (Rows && Shape.size() > 1) {
      // Rows reached linearly (`hdr[y * w + x]` of records): as many as
      // the extents' product.
      ExprPtr Count = std::move(Shape[0]);
      for (size_t D = 1; D < Shape.size(); ++D) {
        ScalarType Ty = Count->Ty;
        Count = Expr::binary("*", std::move(Count), std::move(Shape[D]), Ty,
                             A->Loc);
      }
      Shape.clear();
      Shape.push_back(std::move(Count));
    }
    // The extents of a row, known from the type (a record's slots are no
    // extent the user writes).
    std::string Inner;
    for (size_t D = 1; Rows && A->Record.empty() && D < A->Dims.size(); ++D)
      Inner += "[" + ExprPrinter().print(*A->Dims[D]) + "]";
    if (Rows) {
      Hint += Hint.empty() ? "" : Inner;
      if (!Shape.empty()) {
        Shape.resize(1);
        for (size_t D = 1; D < A->Dims.size(); ++D)
          Shape.push_back(std::move(A->Dims[D]));
      }
    }
    if (!Shape.empty()) {
      A->Dims = std::move(Shape);
      A->DimsInferred = true;
      std::string Text;
      for (size_t D = 0; D < (A->Record.empty() ? A->Dims.size() : 1); ++D)
        Text += "[" + UserNames().print(*A->Dims[D]) + "]";
      // Sizes read from data: which elements.
      std::string FromData;
      for (const auto &Def : F->DataExtents) {
        bool Named = false;
        for (const ExprPtr &Dim : A->Dims)
          walkExpr(*Dim, [&](const Expr &X) {
            Named |= X.K == Expr::VarRef && X.Var == Def.Var;
          });
        if (Named)
          FromData += (FromData.empty() ? ", with " : " and ") + Def.Var->Name +
                      " the " + (Def.Greatest ? "greatest" : "least") + " of " +
                      Def.Of->userName() + "[" + UserNames().print(*Def.First) +
                      " .. " + UserNames().print(*Def.Last) + "]";
      }
      D.remark(A->Loc,
               "the shape of '" + Name + "' is " + Name + Text +
                   (A->Dims.size() > 1 && !Rows ? ", indexed linearly" : "") +
                   (FromData.empty() ? "" : FromData + ", read on entry") +
                   ": the elements its accesses reach");
    } else {
      // The reach as the extent to write where it bounds every access;
      // where other accesses may reach further (a subscript read from data,
      // a loop between values read from memory), no guess: a size
      // suggested there would be too small as often as right, and the
      // copies would then be short.
      bool Bounds = WhyNot == OnlyUnderConditions ||
                    WhyNot == OnlyInTriangles || WhyNot == OnlyInStrides ||
                    WhyNot == ExtentDividesBySize;
      std::string Suggest =
          !Hint.empty() && Bounds ? Hint : "[<count>]" + Inner;
      fail(A->Loc,
           "pointer parameter '" + Name +
               "' needs a shape: add '#pragma loopgen array(" + Name + Suggest +
               ")' before the function, " +
               (Bounds ? "with its real extents"
                       : "<count> being the number of its elements") +
               " (loopgen cannot infer it: " + WhyNot +
               (Hint.empty() ? std::string()
                : WhyNot == OnlyUnderConditions
                    ? "; where they hold, its accesses reach " + Name + Hint
                : WhyNot == OnlyInTriangles
                    ? "; where they run, its accesses reach " + Name + Hint
                : WhyNot == OnlyInStrides
                    ? "; its accesses reach at most " + Name + Hint
                : WhyNot == ExtentDividesBySize
                    ? "; its accesses reach " + Name + Hint
                    : "; its other accesses reach " + Name + Hint +
                          ", so it has at least as many") +
               ")");
      return false;
    }
    return true;
  };
  for (bool Progress = true; Progress;) {
    Progress = false;
    for (auto It = Left.begin(); It != Left.end();)
      if (ShapeFromAccesses(*It, false)) {
        It = Left.erase(It);
        Progress = true;
      } else {
        ++It;
      }
  }
  for (Array *A : Left)
    ShapeFromAccesses(A, true);
  // A flat vector's reach, for the harness (its size is its own).
  for (const auto &A : F->Arrays)
    if (A->K == Array::VectorParam && !A->DimsFromPragma && !A->Nested &&
        A->Record.empty() && A->rank() == 1) {
      std::string WhyNot, Skipped;
      shapes::DataBounds Data;
      std::vector<ExprPtr> Shape = reachedShape(*A, WhyNot, Skipped, 0, Data);
      bool OfSizes = !Shape.empty() && Skipped.empty();
      for (const ExprPtr &Dim : Shape)
        walkExpr(*Dim, [&](const Expr &X) {
          OfSizes &= X.K != Expr::VarRef || X.Var->K == Variable::Param ||
                     Data.isBound(X.Var);
        });
      if (!OfSizes)
        continue;
      // Sizes read from data (the columns of a CSR matrix's offsets): the
      // harness reads them from the inputs it draws.
      size_t Known = F->DataExtents.size();
      A->ReachedFromData = Data.materialize(*F, Shape);
      // Each section of what the harness holds before it (none through
      // the other's sections where two vectors read each other, as a
      // graph's offsets and adjacency do): else no count of its own.
      std::set<const Variable *> Before;
      for (const auto &Def : F->DataExtents)
        Before.insert(Def.Var);
      bool Held = true;
      for (size_t K = Known; K < F->DataExtents.size(); ++K) {
        Before.erase(F->DataExtents[K].Var);
        for (const Expr *E :
             {F->DataExtents[K].First.get(), F->DataExtents[K].Last.get()})
          walkExpr(*E, [&](const Expr &X) {
            Held &= X.K != Expr::Access &&
                    (X.K != Expr::VarRef || X.Var->K == Variable::Param ||
                     X.Var->K == Variable::VectorSize ||
                     (X.Var->K == Variable::DataExtent && Before.count(X.Var)));
          });
        Before.insert(F->DataExtents[K].Var);
        F->DataExtents[K].HarnessOnly = true;
      }
      if (!Held) {
        std::set<const Variable *> Dropped;
        for (size_t K = Known; K < F->DataExtents.size(); ++K)
          Dropped.insert(F->DataExtents[K].Var);
        F->DataExtents.resize(Known);
        llvm::erase_if(F->Vars, [&](const std::unique_ptr<Variable> &V) {
          return Dropped.count(V.get()) > 0;
        });
        A->ReachedFromData = false;
        continue;
      }
      std::string Count;
      for (const ExprPtr &Dim : Shape)
        Count +=
            (Count.empty() ? "(" : " * (") + ExprPrinter().print(*Dim) + ")";
      A->ReachedExtent = Count;
    }
  for (const PragmaInfo::Shape &S : Shapes)
    if (!UsedShapes.count(S.Name) && !S.FromOpenMP)
      fail(S.Loc, "'" + S.Name +
                      "' in '#pragma loopgen array' is not an "
                      "array parameter or local array of '" +
                      F->Name + "'");
  // Outer declarations of loop indices that something reads outside the
  // loops hold the values C gives them there; the others, and the
  // assignments of those values, are dropped.
  if (Failed)
    return nullptr;
  std::set<const Variable *> Read;
  walkStmts(*F->Body, [&](const Stmt &S) {
    auto Reads = [&](const Expr &E) {
      walkExpr(E, [&](const Expr &X) {
        if (X.K == Expr::VarRef && OuterLoopVars.count(X.Var))
          Read.insert(X.Var);
      });
    };
    if (S.K == Stmt::Assign && IndexFinalValues.count(&S))
      return Reads(*cast<AssignStmt>(S).Value);
    forEachOwnExpr(S, Reads);
  });
  for (const Variable *V : Read)
    OuterLoopVars.erase(V);
  pruneDecls(*F->Body);
  return std::move(F);
}

void Lowering::inferTableShape(Array &A) {
  std::string Name = A.userName(), Text, Suggest, Why;
  std::vector<ExprPtr> Dims;
  for (unsigned D = 0; D < 2; ++D) {
    std::string WhyNot, Hint;
    std::vector<ExprPtr> Shape = inferShape(A, WhyNot, Hint, D);
    if (Shape.size() == 1) {
      Text = "[" + UserNames().print(*Shape[0]) + "]";
      Dims.push_back(std::move(Shape[0]));
    } else {
      Text = Hint.empty() ? std::string(D ? "[cols]" : "[rows]") : Hint;
      if (Why.empty())
        Why = WhyNot;
      if (WhyNot == "it is not accessed" && Failed)
        return; // Its accesses were in statements an error stopped at.
    }
    Suggest += Text;
  }
  if (Dims.size() == 2) {
    A.Dims = std::move(Dims);
    A.DimsInferred = true;
    D.remark(A.Loc, "the shape of '" + Name + "' is " + Name + Suggest +
                        ": the rows and elements its accesses reach");
    return;
  }
  fail(A.Loc, "pointer parameter '" + Name +
                  "' needs a shape: add '#pragma loopgen array(" + Name +
                  Suggest +
                  ")' before the function, with its real extents "
                  "(loopgen cannot infer it: " +
                  Why + ")");
}

void Lowering::pruneDecls(BlockStmt &B) {
  auto Unused = [&](const StmtPtr &S) {
    if (auto It = IndexFinalValues.find(S.get()); It != IndexFinalValues.end())
      return OuterLoopVars.count(It->second) > 0;
    return S->K == Stmt::Decl && cast<DeclStmt>(*S).Var &&
           OuterLoopVars.count(cast<DeclStmt>(*S).Var);
  };
  B.Body.erase(std::remove_if(B.Body.begin(), B.Body.end(), Unused),
               B.Body.end());
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::Block)
      pruneDecls(cast<BlockStmt>(*S));
    if (S->K == Stmt::For)
      pruneDecls(*cast<ForStmt>(*S).Body);
    if (S->K == Stmt::If) {
      auto &I = cast<IfStmt>(*S);
      pruneDecls(*I.Then);
      if (I.Else)
        pruneDecls(*I.Else);
    }
  }
}

std::unique_ptr<Function>
lowerFunction(const FunctionDecl &FD, ASTContext &Ctx,
              const std::vector<PragmaInfo *> &FnPragmas,
              PragmaTargets &Targets, Diagnostics &D) {
  return Lowering(FD, Ctx, FnPragmas, Targets, D).run();
}

} // namespace loopgen
