//===- LowerResults.cpp - What the function returns -----------------------===//
//
// The offloaded function's body and what it returns: each return sets the
// result (a scalar local, or a struct local whose scalar members the host
// gathers into the struct it returns), the last statement returns it.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

bool Lowering::lowerTopBody(const RecordDecl *ReturnedRecord) {
  CallStack.push_back(&Top);
  F->Body = std::make_unique<BlockStmt>();
  const auto *Body = cast<CompoundStmt>(Top.getBody());
  // A struct result: a struct local that each return sets.
  BlockStmt ResultDecls;
  Aggregate *ResultRecord =
      ReturnedRecord ? returnedRecord(ReturnedRecord, ResultDecls) : nullptr;
  if (ReturnedRecord && !ResultRecord)
    return false;
  auto Value = [&](const clang::ReturnStmt *R) {
    ExprPtr V = lowerExpr(R->getRetValue());
    if (V && V->Ty != F->ReturnTy)
      V = Expr::cast(F->ReturnTy, std::move(V));
    return V;
  };
  lowerExiting({Body->body_begin(), Body->body_end()}, *F->Body,
               [&](const clang::ReturnStmt *R, BlockStmt &Out) {
                 if (!R->getRetValue())
                   return;
                 if (ResultRecord) {
                   storeRecord(RecordPlace{ResultRecord}, ReturnedRecord,
                               R->getRetValue(), Out);
                   return;
                 }
                 // The last statement of the body returns as written, unless a
                 // guard before it returned a value.
                 if (&Out == F->Body.get() && !Result) {
                   auto Ret = std::make_unique<ReturnStmt>(R->getBeginLoc());
                   Ret->Value = Value(R);
                   Out.Body.push_back(std::move(Ret));
                   return;
                 }
                 if (!Result)
                   Result = F->newVar(Variable::Local, F->freshName("result"),
                                      F->ReturnTy, Top.getLocation());
                 if (ExprPtr V = Value(R))
                   Out.Body.push_back(std::make_unique<AssignStmt>(
                       Expr::var(Result, R->getBeginLoc()), "", std::move(V),
                       R->getBeginLoc()));
               });
  // The caller's vectors that swaps exchanged, before the final return
  // (which reads none of them: a return value is computed before).
  {
    BlockStmt Restore;
    restoreSwappedVectors(Restore, Top.getBodyRBrace());
    auto &Stmts = F->Body->Body;
    auto At = !Stmts.empty() && Stmts.back()->K == Stmt::Return
                  ? std::prev(Stmts.end())
                  : Stmts.end();
    if (!Restore.Body.empty() && At != Stmts.end() &&
        cast<ReturnStmt>(**At).Value) {
      // return f(u) after the swap: its value first.
      auto &Ret = cast<ReturnStmt>(**At);
      Variable *V = F->newVar(Variable::Local, F->freshName("result"),
                              F->ReturnTy, Ret.Loc);
      auto Decl = std::make_unique<DeclStmt>(Ret.Loc);
      Decl->Var = V;
      Decl->Init = std::move(Ret.Value);
      Ret.Value = Expr::var(V, Ret.Loc);
      At = Stmts.insert(At, std::move(Decl)) + 1;
    }
    Stmts.insert(At, std::make_move_iterator(Restore.Body.begin()),
                 std::make_move_iterator(Restore.Body.end()));
  }
  // Constant tables from outside the function come first, then the struct
  // result's members.
  F->Body->Body.insert(F->Body->Body.begin(),
                       std::make_move_iterator(ResultDecls.Body.begin()),
                       std::make_move_iterator(ResultDecls.Body.end()));
  F->Body->Body.insert(F->Body->Body.begin(),
                       std::make_move_iterator(Tables.Body.begin()),
                       std::make_move_iterator(Tables.Body.end()));
  if (Result) {
    auto Decl = std::make_unique<DeclStmt>(Top.getLocation());
    Decl->Var = Result;
    F->Body->Body.insert(F->Body->Body.begin(), std::move(Decl));
    auto Ret = std::make_unique<ReturnStmt>(Top.getBodyRBrace());
    Ret->Value = Expr::var(Result, Top.getBodyRBrace());
    F->Body->Body.push_back(std::move(Ret));
  }

  return true;
}

Lowering::Aggregate *Lowering::returnedRecord(const RecordDecl *RD,
                                              BlockStmt &Out) {
  SourceLocation L = RD->getLocation();
  Aggregate *Agg = newRecordLocal(RD, "result", L, Out);
  std::function<bool(const Aggregate &, const RecordDecl *,
                     const std::string &)>
      Fields = [&](const Aggregate &A, const RecordDecl *R,
                   const std::string &Path) {
        for (const FieldDecl *FD : R->fields()) {
          std::string Member = Path + "." + FD->getNameAsString();
          if (auto It = A.Scalars.find(FD); It != A.Scalars.end())
            F->ReturnFields.push_back({Member, It->second});
          else if (auto In = A.Records.find(FD); In != A.Records.end()) {
            if (!Fields(*In->second, structOf(FD->getType()), Member))
              return false;
          } else {
            fail(FD->getLocation(),
                 "offloaded function '" + F->Name + "' returns a struct " +
                     "with array member '" + Member.substr(1) +
                     "': only structs of scalars and such structs can be "
                     "returned");
            return false;
          }
        }
        return true;
      };
  return Fields(*Agg, RD, "") ? Agg : nullptr;
}

} // namespace loopgen
