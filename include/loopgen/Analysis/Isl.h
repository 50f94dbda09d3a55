//===- Isl.h - Integer sets of LoopIR for isl -------------------*- C++ -*-===//
//
// Writes iteration domains and access images of LoopIR as isl set text and
// asks isl about them. Variables named with name() are set dimensions (or
// existentials); every other variable that does not change in the region of
// interest becomes a parameter. Products of parameters (n*m) become one
// parameter, which loses precision but stays sound.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_ISL_H
#define LOOPGEN_ANALYSIS_ISL_H

#include "loopgen/IR/Affine.h"
#include "loopgen/IR/IR.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

struct isl_ctx;

namespace loopgen {

class IslBuilder {
public:
  /// Unstable: variables that change within the region (not parameters).
  explicit IslBuilder(std::set<const Variable *> Unstable)
      : Unstable(std::move(Unstable)) {}

  void name(const Variable *V, const std::string &N) { Names[V] = N; }
  /// Declares a parameter that only pasted constraint text names.
  void declareParameter(const std::string &N) { Params.insert(N); }
  /// Makes V a parameter called N (a loop index held fixed, say).
  void parameter(const Variable *V, const std::string &N) {
    Names[V] = N;
    Params.insert(N);
  }
  void unname(const Variable *V) { Names.erase(V); }
  /// A name no caller gives a dimension: callers name theirs a0, b1, o0
  /// (no underscore), parameters are p_n.
  std::string fresh(const std::string &Base) {
    return Base + "_" + std::to_string(Counter++);
  }
  /// P as an isl affine expression, or none when it is not affine in the
  /// named variables or uses an unstable one.
  std::optional<std::string> affine(const Polynomial &P);
  /// E likewise; integer remainders, quotients and masks by constants
  /// (`(i + c) % 2`, `k / 4`, `j & 1`) and choices (`c ? a : b`) of affine
  /// operands become local variables that set() defines.
  std::optional<std::string> affine(const Expr &E);
  /// The isl constraint of Cond, an affine comparison or a conjunction,
  /// disjunction or negation of them (negated when Negated: an else
  /// branch), or none.
  std::optional<std::string> condition(const Expr &Cond, bool Negated);
  /// " and C" for each of the branches Guards whose condition isl reads and
  /// mentions no scalar of Changing: what holds where those branches run.
  std::string holding(const std::vector<StmtContext::Branch> &Guards,
                      const std::set<const Variable *> &Changing);
  /// Makes L's index the set dimension N, appended to Dims, with its range
  /// appended to Constraints; false when the bounds are not affine.
  bool loopDimension(const ForStmt &L, const std::string &N,
                     std::vector<std::string> &Dims, std::string &Constraints);
  /// The constraint Var Rel E (Rel one of <, <=, >, >=) where E is affine
  /// or a std::min, std::max or ?: of such, or none.
  std::optional<std::string> compare(const std::string &Var,
                                     const std::string &Rel, const Expr &E);
  /// Constraints that put Var in the iteration range of L (strides too).
  std::optional<std::string> loopRange(const ForStmt &L,
                                       const std::string &Var);
  /// "[p, q] -> { [Dims] : Constraints }".
  std::string set(const std::vector<std::string> &Dims,
                  const std::string &Constraints) const;

  bool Abstracted = false; ///< A product of parameters became a parameter.

private:
  std::set<const Variable *> Unstable;
  /// The local variables of affine(Expr) and the constraints that give
  /// each its one value.
  std::vector<std::string> Locals;
  std::string Definitions;
  std::optional<std::string> local(const Expr &E);
  std::map<const Variable *, std::string> Names;
  std::set<std::string> Params;
  unsigned Counter = 0;
};

/// One isl context; queries answer none when isl cannot parse or decide.
/// Answers are remembered for the process: a question asked again, through
/// any context, costs a lookup.
class IslContext {
public:
  IslContext();
  ~IslContext();
  IslContext(const IslContext &) = delete;
  IslContext &operator=(const IslContext &) = delete;

  std::optional<bool> isEmpty(const std::string &Set);
  /// Whether A is a subset of B for every value of the parameters.
  std::optional<bool> isSubset(const std::string &A, const std::string &B);
  /// Whether Read lies within the union of Writes for every value of the
  /// parameters, after projecting every set onto its first Rank dimensions.
  std::optional<bool> coveredBy(const std::string &Read,
                                const std::vector<std::string> &Writes,
                                unsigned Rank);

private:
  /// Allocated by the first question not remembered (most are).
  isl_ctx *Ctx = nullptr;
  isl_ctx *ctx();
  std::optional<bool> askEmpty(const std::string &Set);
  std::optional<bool> askSubset(const std::string &A, const std::string &B);
  std::optional<bool> askCoveredBy(const std::string &Read,
                                   const std::vector<std::string> &Writes,
                                   unsigned Rank);
};

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_ISL_H
