// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: range-based for in modern style: `for (const double c : counts)`
//            to total a library, then `for (double &c : counts)` to
//            transform it in place; sizes as std::size_t.
// Field:     bioinformatics / RNA-seq, counts-per-million normalization of
//            one sample's gene counts, log2 with a prior count.
// Computes:  counts[g] <- log2(counts[g] * 1e6 / library + prior), where
//            library is the sum of all counts.
// GPU:       two parallel loops over genes: the first a + reduction
//            (double), the scalar scale in between, the second an
//            element-wise in-place update that must wait for the reduction.
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(counts[ngenes])
#pragma loopgen validate(ngenes = 20000, prior = 1.0)
void log_cpm(std::size_t ngenes, double prior, std::vector<double> &counts) {
  double library = 0.0;
  for (const double c : counts)
    library += c;
  const double scale = library > 0.0 ? 1.0e6 / library : 0.0;
  for (double &c : counts)
    c = std::log2(c * scale + prior);
}
