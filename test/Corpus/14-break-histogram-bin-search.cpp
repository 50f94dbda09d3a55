// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: `break` out of a per-thread inner search loop (linear search
//            over sorted, non-uniform bin edges; the first matching bin
//            wins).
// Field:     experimental particle physics / data analysis, filling a
//            variable-width energy histogram.
// Computes:  for every event, the index of the bin [edges[b], edges[b+1])
//            that holds its energy, or -1 when it lies outside the range.
//            init_edges() makes the edges sorted and quadratically spaced
//            (fine bins at low energy).
// GPU:       the loop over events is parallel, one thread per event; the
//            search over bins is sequential inside each thread and stops at
//            the break (divergent trip counts). edges is read-only and shared
//            by every thread. No reduction.
void init_edges(int nevents, int nbins, float *edges, const float *energy,
                int *bin) {
  for (int b = 0; b <= nbins; ++b) {
    const float f = static_cast<float>(b) / nbins;
    edges[b] = 0.05f + 0.9f * f * f;
  }
}

#pragma loopgen offload
#pragma loopgen array(edges[nbins + 1], energy[nevents], bin[nevents])
#pragma loopgen validate(nevents = 10000, nbins = 40) init(init_edges)
void assign_bins(int nevents, int nbins, float *edges, const float *energy,
                 int *bin) {
  for (int e = 0; e < nevents; ++e) {
    const float x = energy[e];
    int found = -1;
    for (int b = 0; b < nbins; ++b) {
      if (x >= edges[b] && x < edges[b + 1]) {
        found = b;
        break;
      }
    }
    bin[e] = found;
  }
}
