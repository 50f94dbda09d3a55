//===- IslLoops.cpp - LoopIR loops that isl generates for a schedule ------===//

#include "loopgen/Utils/IslLoops.h"
#include <isl/aff.h>
#include <isl/ast.h>
#include <isl/ast_build.h>
#include <isl/ctx.h>
#include <isl/id.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/union_map.h>
#include <isl/union_set.h>
#include <isl/val.h>
#include <map>

namespace loopgen {

namespace {

/// The conditions of one instance, as isl wrote them where it runs; null
/// for one that always holds there.
struct Conditions : std::vector<isl_ast_expr *> {
  ~Conditions() {
    for (isl_ast_expr *E : *this)
      isl_ast_expr_free(E);
  }
};

/// What the AST generator's callback needs: the sets of each statement
/// whose conditions its instances want.
struct ConditionSets {
  isl_ctx *Ctx;
  const std::map<std::string, std::vector<std::string>> &Sets;
  bool Failed = false;
};

/// Annotates the instance Node with the conditions of its statement's
/// sets, written in the loops' indices and simplified by what holds there.
isl_ast_node *conditionsAt(isl_ast_node *Node, isl_ast_build *Build,
                           void *User) {
  auto &C = *static_cast<ConditionSets *>(User);
  isl_ast_expr *Call = isl_ast_node_user_get_expr(Node);
  isl_ast_expr *Name = isl_ast_expr_op_get_arg(Call, 0);
  isl_id *Id = isl_ast_expr_id_get_id(Name);
  auto It = C.Sets.find(isl_id_get_name(Id));
  isl_id_free(Id);
  isl_ast_expr_free(Name);
  isl_ast_expr_free(Call);
  if (It == C.Sets.end())
    return Node;
  auto *Out = new Conditions;
  isl_union_map *Schedule = isl_ast_build_get_schedule(Build);
  for (const std::string &Text : It->second) {
    isl_union_set *S = isl_union_set_read_from_str(C.Ctx, Text.c_str());
    S = isl_union_set_apply(S, isl_union_map_copy(Schedule));
    isl_ast_expr *E = nullptr;
    if (S && isl_union_set_is_empty(S) == isl_bool_true) { // Never here.
      isl_union_set_free(S);
      E = isl_ast_expr_from_val(isl_val_zero(C.Ctx));
    } else if (S) {
      E = isl_ast_build_expr_from_set(Build, isl_set_from_union_set(S));
    }
    C.Failed |= !E;
    isl_val *V = E && isl_ast_expr_get_type(E) == isl_ast_expr_int
                     ? isl_ast_expr_int_get_val(E)
                     : nullptr;
    if (V && isl_val_is_one(V)) { // Always.
      isl_ast_expr_free(E);
      E = nullptr;
    }
    isl_val_free(V);
    Out->push_back(E);
  }
  isl_union_map_free(Schedule);
  isl_id *Note = isl_id_alloc(C.Ctx, "conditions", Out);
  Note = isl_id_set_free_user(
      Note, [](void *P) { delete static_cast<Conditions *>(P); });
  return isl_ast_node_set_annotation(Node, Note);
}

/// isl's AST, read into LoopIR; Failed once something has no LoopIR form.
class AstReader {
public:
  AstReader(Function &F, const std::vector<Variable *> &Iterators,
            const std::vector<ScalarType> &ArgTypes, const IslNamed &Named,
            const IslInstance &Instance)
      : F(F), Iterators(Iterators), ArgTypes(ArgTypes), Named(Named),
        Instance(Instance) {}

  bool Failed = false;

  ExprPtr expr(isl_ast_expr *E, const ScalarType &Ty);
  void node(isl_ast_node *N, BlockStmt &Out);

private:
  Function &F;
  const std::vector<Variable *> &Iterators;
  const std::vector<ScalarType> &ArgTypes;
  const IslNamed &Named;
  const IslInstance &Instance;

  ExprPtr fail() {
    Failed = true;
    return nullptr;
  }
  /// The variable an isl name stands for: an iterator c<d>, or a
  /// parameter p_<name>.
  Variable *variable(const std::string &Name);
  ExprPtr argument(isl_ast_expr *E, unsigned I, const ScalarType &Ty) {
    isl_ast_expr *A = isl_ast_expr_op_get_arg(E, I);
    ExprPtr R = expr(A, Ty);
    isl_ast_expr_free(A);
    return R;
  }
};

Variable *AstReader::variable(const std::string &Name) {
  if (Name.size() > 1 && Name[0] == 'c') {
    unsigned D = std::stoul(Name.substr(1));
    return D < Iterators.size() ? Iterators[D] : nullptr;
  }
  if (Name.rfind("p_", 0) == 0)
    for (const auto &V : F.Vars)
      if (V->Name == Name.substr(2) && V->K != Variable::LoopIndex)
        return V.get();
  return nullptr;
}

ExprPtr AstReader::expr(isl_ast_expr *E, const ScalarType &Ty) {
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  switch (isl_ast_expr_get_type(E)) {
  case isl_ast_expr_id: {
    isl_id *Id = isl_ast_expr_id_get_id(E);
    std::string Name = isl_id_get_name(Id);
    isl_id_free(Id);
    ExprPtr X;
    if (auto It = Named.find(Name); It != Named.end())
      X = It->second->clone();
    else if (Variable *V = variable(Name))
      X = Expr::var(V);
    else
      return fail();
    // In the expression's type: an unsigned parameter minus 1 at 0 is -1.
    if (X->Ty != Ty && X->Ty.isIntegral() && Ty.K == ScalarType::Integer)
      X = Expr::cast(Ty, std::move(X));
    return X;
  }
  case isl_ast_expr_int: {
    isl_val *V = isl_ast_expr_int_get_val(E);
    bool Integer = isl_val_is_int(V) == isl_bool_true;
    int64_t C = Integer ? isl_val_get_num_si(V) : 0;
    isl_val_free(V);
    return Integer ? Expr::intLit(C, Ty) : fail();
  }
  case isl_ast_expr_op:
    break;
  default:
    return fail();
  }
  isl_size N = isl_ast_expr_op_get_n_arg(E);
  if (N < 1)
    return fail();
  std::vector<ExprPtr> Args;
  auto Binary = [&](const char *Op, const ScalarType &OperandTy,
                    const ScalarType &ResultTy) -> ExprPtr {
    if (N != 2)
      return fail();
    ExprPtr L = argument(E, 0, OperandTy), R = argument(E, 1, OperandTy);
    if (!L || !R)
      return fail();
    return Expr::binary(Op, std::move(L), std::move(R), ResultTy);
  };
  switch (isl_ast_expr_op_get_type(E)) {
  case isl_ast_expr_op_and:
  case isl_ast_expr_op_and_then:
    return Binary("&&", Bool, Bool);
  case isl_ast_expr_op_or:
  case isl_ast_expr_op_or_else:
    return Binary("||", Bool, Bool);
  case isl_ast_expr_op_add:
    return Binary("+", Ty, Ty);
  case isl_ast_expr_op_sub:
    return Binary("-", Ty, Ty);
  case isl_ast_expr_op_mul:
    return Binary("*", Ty, Ty);
  case isl_ast_expr_op_eq:
    return Binary("==", Ty, Bool);
  case isl_ast_expr_op_le:
    return Binary("<=", Ty, Bool);
  case isl_ast_expr_op_lt:
    return Binary("<", Ty, Bool);
  case isl_ast_expr_op_ge:
    return Binary(">=", Ty, Bool);
  case isl_ast_expr_op_gt:
    return Binary(">", Ty, Bool);
  case isl_ast_expr_op_minus: {
    ExprPtr A = argument(E, 0, Ty);
    return A ? Expr::unary("-", std::move(A), Ty) : fail();
  }
  case isl_ast_expr_op_min:
  case isl_ast_expr_op_max: {
    // min(a, b, ...) as a < b ? a : b, folded from the left.
    bool Min = isl_ast_expr_op_get_type(E) == isl_ast_expr_op_min;
    ExprPtr R = argument(E, 0, Ty);
    for (isl_size I = 1; R && I < N; ++I) {
      ExprPtr B = argument(E, I, Ty);
      if (!B)
        return fail();
      ExprPtr C = Expr::binary(Min ? "<" : ">", R->clone(), B->clone(), Bool);
      R = Expr::select(std::move(C), std::move(R), std::move(B), Ty);
    }
    return R ? std::move(R) : fail();
  }
  case isl_ast_expr_op_cond:
  case isl_ast_expr_op_select: {
    if (N != 3)
      return fail();
    ExprPtr C = argument(E, 0, Bool), T = argument(E, 1, Ty),
            Else = argument(E, 2, Ty);
    if (!C || !T || !Else)
      return fail();
    return Expr::select(std::move(C), std::move(T), std::move(Else), Ty);
  }
  default: // Divisions and remainders: no schedule here makes them.
    return fail();
  }
}

void AstReader::node(isl_ast_node *N, BlockStmt &Out) {
  if (Failed)
    return;
  switch (isl_ast_node_get_type(N)) {
  case isl_ast_node_for: {
    isl_ast_expr *It = isl_ast_node_for_get_iterator(N);
    isl_id *Id = isl_ast_expr_id_get_id(It);
    Variable *V = Id ? variable(isl_id_get_name(Id)) : nullptr;
    isl_id_free(Id);
    isl_ast_expr_free(It);
    if (!V || V->K != Variable::LoopIndex) {
      Failed = true;
      return;
    }
    auto L = std::make_unique<ForStmt>();
    L->Index = V;
    isl_ast_expr *Init = isl_ast_node_for_get_init(N);
    isl_ast_expr *Cond = isl_ast_node_for_get_cond(N);
    isl_ast_expr *Inc = isl_ast_node_for_get_inc(N);
    L->Begin = expr(Init, V->Ty);
    // The condition is `c < e` or `c <= e`.
    isl_ast_expr_op_type Op = isl_ast_expr_get_type(Cond) == isl_ast_expr_op
                                  ? isl_ast_expr_op_get_type(Cond)
                                  : isl_ast_expr_op_error;
    if (Op == isl_ast_expr_op_lt || Op == isl_ast_expr_op_le) {
      L->End = argument(Cond, 1, V->Ty);
      if (L->End && Op == isl_ast_expr_op_le)
        L->End =
            Expr::binary("+", std::move(L->End), Expr::intLit(1, V->Ty), V->Ty);
    }
    isl_val *Step = isl_ast_expr_get_type(Inc) == isl_ast_expr_int
                        ? isl_ast_expr_int_get_val(Inc)
                        : nullptr;
    bool Unit = Step && isl_val_is_one(Step);
    isl_val_free(Step);
    isl_ast_expr_free(Init);
    isl_ast_expr_free(Cond);
    isl_ast_expr_free(Inc);
    if (!L->Begin || !L->End || !Unit) {
      Failed = true;
      return;
    }
    L->Body = std::make_unique<BlockStmt>();
    isl_ast_node *Body = isl_ast_node_for_get_body(N);
    node(Body, *L->Body);
    isl_ast_node_free(Body);
    Out.Body.push_back(std::move(L));
    return;
  }
  case isl_ast_node_if: {
    auto If = std::make_unique<IfStmt>();
    isl_ast_expr *Cond = isl_ast_node_if_get_cond(N);
    If->Cond =
        expr(Cond, Iterators.empty() ? ScalarType::intTy() : Iterators[0]->Ty);
    isl_ast_expr_free(Cond);
    if (!If->Cond) {
      Failed = true;
      return;
    }
    If->Then = std::make_unique<BlockStmt>();
    isl_ast_node *Then = isl_ast_node_if_get_then_node(N);
    node(Then, *If->Then);
    isl_ast_node_free(Then);
    if (isl_ast_node_if_has_else_node(N) == isl_bool_true) {
      If->Else = std::make_unique<BlockStmt>();
      isl_ast_node *Else = isl_ast_node_if_get_else_node(N);
      node(Else, *If->Else);
      isl_ast_node_free(Else);
    }
    Out.Body.push_back(std::move(If));
    return;
  }
  case isl_ast_node_block: {
    isl_ast_node_list *Children = isl_ast_node_block_get_children(N);
    isl_size Count = isl_ast_node_list_n_ast_node(Children);
    for (isl_size I = 0; I < Count; ++I) {
      isl_ast_node *C = isl_ast_node_list_get_ast_node(Children, I);
      node(C, Out);
      isl_ast_node_free(C);
    }
    isl_ast_node_list_free(Children);
    return;
  }
  case isl_ast_node_mark: {
    isl_ast_node *C = isl_ast_node_mark_get_node(N);
    node(C, Out);
    isl_ast_node_free(C);
    return;
  }
  case isl_ast_node_user: {
    // S(a, b, ...): the statement and its domain point.
    isl_ast_expr *Call = isl_ast_node_user_get_expr(N);
    isl_ast_expr *Name = isl_ast_expr_op_get_arg(Call, 0);
    isl_id *Id = isl_ast_expr_id_get_id(Name);
    std::string Stmt = Id ? isl_id_get_name(Id) : "";
    isl_id_free(Id);
    isl_ast_expr_free(Name);
    std::vector<ExprPtr> Args;
    isl_size Count = isl_ast_expr_op_get_n_arg(Call);
    for (isl_size I = 1; I < Count; ++I) {
      ScalarType Ty = I - 1 < (isl_size)ArgTypes.size() ? ArgTypes[I - 1]
                                                        : ScalarType::intTy();
      Args.push_back(argument(Call, I, Ty));
    }
    isl_ast_expr_free(Call);
    // The conditions isl wrote for this instance (conditionsAt).
    std::vector<ExprPtr> Guards;
    ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
    if (isl_id *Note = isl_ast_node_get_annotation(N)) {
      for (isl_ast_expr *G : *static_cast<Conditions *>(isl_id_get_user(Note)))
        Guards.push_back(!G ? nullptr
                         : isl_ast_expr_get_type(G) == isl_ast_expr_int
                             ? Expr::boolLit(false) // Never (the only int).
                             : expr(G, Bool));
      isl_id_free(Note);
    }
    for (const ExprPtr &A : Args)
      Failed |= !A;
    if (!Failed)
      Failed = !Instance(Stmt, std::move(Args), std::move(Guards), Out);
    return;
  }
  default:
    Failed = true;
  }
}

/// A context for one isl question; errors come back as null results.
isl_ctx *newContext() {
  isl_ctx *Ctx = isl_ctx_alloc();
  isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(Ctx, 10000000);
  return Ctx;
}

} // namespace

std::unique_ptr<BlockStmt> islLoops(Function &F, const std::string &Schedule,
                                    const std::vector<Variable *> &Iterators,
                                    const std::vector<ScalarType> &ArgTypes,
                                    const IslNamed &Named,
                                    const IslWanted &Wanted,
                                    const IslInstance &Instance) {
  isl_ctx *Ctx = newContext();
  std::unique_ptr<BlockStmt> Out;
  if (isl_union_map *S = isl_union_map_read_from_str(Ctx, Schedule.c_str())) {
    isl_set *Context =
        isl_set_universe(isl_space_params(isl_union_map_get_space(S)));
    isl_ast_build *Build = isl_ast_build_from_context(Context);
    // The steps where fewer statements run come apart from the loop over
    // the others (a first step of Cholesky's square root alone).
    isl_set *Range =
        isl_set_from_union_set(isl_union_map_range(isl_union_map_copy(S)));
    isl_size Dims = Range ? isl_set_dim(Range, isl_dim_set) : 0;
    isl_set_free(Range);
    if (Dims > 0) {
      std::string Point;
      for (isl_size D = 0; D < Dims; ++D)
        Point += (D ? ", d" : "d") + std::to_string(D);
      Build = isl_ast_build_set_options(
          Build, isl_union_map_read_from_str(
                     Ctx, ("{ [" + Point + "] -> separate[0] }").c_str()));
    }
    ConditionSets Sets{Ctx, Wanted};
    Build = isl_ast_build_set_at_each_domain(Build, conditionsAt, &Sets);
    isl_ast_node *Root = isl_ast_build_node_from_schedule_map(Build, S);
    isl_ast_build_free(Build);
    if (Root) {
      Out = std::make_unique<BlockStmt>();
      AstReader Reader(F, Iterators, ArgTypes, Named, Instance);
      Reader.node(Root, *Out);
      isl_ast_node_free(Root);
      if (Reader.Failed || Sets.Failed)
        Out = nullptr;
    }
  }
  isl_ctx_free(Ctx);
  return Out;
}

} // namespace loopgen
