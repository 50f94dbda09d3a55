// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: std::vector<int> parameters with loops bounded by .size()
//            (std::size_t indices), a histogram scatter hist[code]++.
// Field:     bioinformatics, 3-mer (codon-length) counting over an
//            integer-coded DNA sequence (A, C, G, T = low two bits).
// Computes:  hist[b] = number of positions i with
//            4^2*s[i] + 4*s[i+1] + s[i+2] == b, over all 3-mers of seq;
//            returns the number of 3-mers counted.
// GPU:       the clearing loop over bins is parallel; the loop over
//            positions is parallel with hist updated by integer atomic adds
//            (or per-block private histograms merged at the end); the count
//            is a + reduction or computed from the size. Exact in integers.
#include <cstddef>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(seq[n], hist[nbins])
#pragma loopgen validate(n = 50000, nbins = 64)
int kmer3_histogram(int n, int nbins, const std::vector<int> &seq,
                    std::vector<int> &hist) {
  for (std::size_t b = 0; b < hist.size(); ++b)
    hist[b] = 0;

  int counted = 0;
  for (std::size_t i = 0; i + 2 < seq.size(); ++i) {
    const int c0 = seq[i] & 3;
    const int c1 = seq[i + 1] & 3;
    const int c2 = seq[i + 2] & 3;
    const int code = c0 * 16 + c1 * 4 + c2;
    if (code < nbins) {
      hist[code]++;
      counted++;
    }
  }
  return counted;
}
