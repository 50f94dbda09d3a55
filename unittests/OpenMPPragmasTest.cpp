//===- OpenMPPragmasTest.cpp - Tests of the OpenMP directive reader ------===//
//
// How `#pragma omp` lines become loopgen's pragmas: which are loop claims,
// which reductions and shapes their clauses give.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Frontend/OpenMPPragmas.h"

#include "gtest/gtest.h"

using namespace loopgen;

namespace {

PragmaInfo parse(const char *Text) {
  PragmaInfo P;
  EXPECT_TRUE(parseOpenMPPragma(Text, clang::SourceLocation(), P)) << Text;
  return P;
}

TEST(OpenMPPragmas, LoopConstructsAreClaims) {
  for (const char *Text :
       {"omp parallel for", "omp for nowait", "omp simd",
        "omp parallel for simd schedule(dynamic, 4)",
        "omp target teams distribute parallel for map(to: a[0:n])",
        "omp teams loop", "omp taskloop"}) {
    PragmaInfo P = parse(Text);
    EXPECT_EQ(P.K, PragmaInfo::Parallel) << Text;
    EXPECT_TRUE(P.Loop.OpenMP) << Text;
  }
  EXPECT_EQ(parse("omp parallel for simd schedule(static)").Loop.Directive,
            "parallel for simd");
}

TEST(OpenMPPragmas, OtherDirectivesClaimNothing) {
  for (const char *Text :
       {"omp parallel", "omp target data map(to: a[0:n])", "omp atomic",
        "omp critical(update)", "omp barrier", "omp declare target",
        "omp end declare target", "omp declare simd", "omp single",
        "omp target update from(u[0:n])"})
    EXPECT_EQ(parse(Text).K, PragmaInfo::OpenMPDirective) << Text;
  PragmaInfo P;
  EXPECT_FALSE(parseOpenMPPragma("once", clang::SourceLocation(), P));
  EXPECT_FALSE(parseOpenMPPragma("omp frobnicate", clang::SourceLocation(), P));
}

TEST(OpenMPPragmas, ReductionsAndCollapse) {
  PragmaInfo P = parse("omp parallel for collapse(2) private(i, j) "
                       "reduction(+: s, t) reduction(-:d) "
                       "reduction(inscan, max: m) reduction(+: h[0:n])");
  EXPECT_EQ(P.Loop.Collapse, 2u);
  std::vector<std::pair<std::string, std::string>> Expected = {
      {"+", "s"}, {"+", "t"}, {"+", "d"}, {"max", "m"}};
  EXPECT_EQ(P.Loop.Reductions, Expected);
  ASSERT_EQ(P.Shapes.size(), 1u); // The section's extent.
  EXPECT_EQ(P.Shapes[0].Name, "h");
  EXPECT_EQ(P.Shapes[0].Dims, std::vector<std::string>{"n"});
}

TEST(OpenMPPragmas, LastPrivateScalars) {
  PragmaInfo P = parse("omp for lastprivate(conditional: x) lastprivate(y, z)");
  EXPECT_EQ(P.Loop.LastPrivate,
            (std::vector<std::string>{"conditional:x", "y", "z"}));
}

TEST(OpenMPPragmas, OrderedLoopsStaySequential) {
  EXPECT_EQ(parse("omp parallel for ordered").K, PragmaInfo::Sequential);
  // Iterations safelen apart may depend: no claim, the analysis decides.
  EXPECT_EQ(parse("omp simd safelen(4)").K, PragmaInfo::OpenMPDirective);
  EXPECT_EQ(parse("omp ordered").K, PragmaInfo::OpenMPDirective);
}

TEST(OpenMPPragmas, SectionsGiveShapes) {
  PragmaInfo P = parse("omp target teams distribute parallel for "
                       "map(tofrom: u[0:n*m], s) map(always, to: A[0:n][:m]) "
                       "map(from: b[lo:len], c[i])");
  ASSERT_EQ(P.Shapes.size(), 3u);
  EXPECT_EQ(P.Shapes[0].Name, "u");
  EXPECT_EQ(P.Shapes[0].Dims, std::vector<std::string>{"n*m"});
  EXPECT_EQ(P.Shapes[1].Dims, (std::vector<std::string>{"n", "m"}));
  EXPECT_EQ(P.Shapes[2].Dims, std::vector<std::string>{"(lo) + (len)"});
  EXPECT_TRUE(P.Shapes[0].FromOpenMP);
}

} // namespace
