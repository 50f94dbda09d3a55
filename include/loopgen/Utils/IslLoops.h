//===- IslLoops.h - LoopIR loops that isl generates for a schedule -*- C++
//-*-===//
//
// A pass that reorders statement instances (RightLooking.h) says where
// each instance goes as an isl schedule; isl's AST generator writes the
// loops that visit them in that order, exactly once each, and this helper
// turns its AST into LoopIR: for loops of step 1, ifs, and the statement
// instances, which the pass supplies.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_UTILS_ISLLOOPS_H
#define LOOPGEN_UTILS_ISLLOOPS_H

#include "loopgen/IR/IR.h"
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace loopgen {

/// Appends statement Name's instance at the domain point Args (expressions
/// of the loops' indices) to Out, Guards holding the conditions of its
/// wanted sets there (null: always; the literal false: never); false when
/// it cannot.
using IslInstance =
    std::function<bool(const std::string &Name, std::vector<ExprPtr> Args,
                       std::vector<ExprPtr> Guards, BlockStmt &Out)>;

/// For a statement's name, sets of its domain ("[p_n] -> { S0[k, x] : ...
/// }") whose conditions its instances want.
using IslWanted = std::map<std::string, std::vector<std::string>>;

/// What isl names stand for, beside the parameters p_v (the variable v of
/// F) and the loops' indices.
using IslNamed = std::map<std::string, const Expr *>;

/// The loops that run the instances of Schedule, a union map
/// "[p_n] -> { S0[k, x] -> [k, 0, x] : ...; S1[...] -> [...] : ... }", in
/// the order of its ranges. The loop over schedule dimension d has index
/// Iterators[d]; the coordinates of a statement's domain have the types
/// ArgTypes. The steps of the outermost dimension where other statements
/// run are apart (isl's `separate`). Null when isl fails, or the loops need
/// what LoopIR lacks (strides, divisions) or a dimension without an index.
std::unique_ptr<BlockStmt> islLoops(Function &F, const std::string &Schedule,
                                    const std::vector<Variable *> &Iterators,
                                    const std::vector<ScalarType> &ArgTypes,
                                    const IslNamed &Named,
                                    const IslWanted &Wanted,
                                    const IslInstance &Instance);

} // namespace loopgen

#endif // LOOPGEN_UTILS_ISLLOOPS_H
