// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: an offloaded function template (pragmas before the
//            `template` line) with an explicit instantiation for double.
// Field:     signal processing, a decimating FIR filter (anti-alias low-pass
//            followed by keeping every `decim`-th output sample).
// Computes:  y[k] = sum_j h[j] * x[k * decim - j] for k < nout, with the
//            input taken as zero before its start.
// GPU:       the loop over output samples k is parallel; the tap loop j is a
//            sequential per-thread sum; taps h shared read-only by all
//            threads. The template must be instantiated with T = double.
#pragma loopgen offload
#pragma loopgen array(x[nin], h[ntaps], y[nout])
#pragma loopgen validate(nin = 8192, ntaps = 31, nout = 2048, decim = 4)
template <typename T>
void fir_decimate(int nin, int ntaps, int nout, int decim, const T *x,
                  const T *h, T *y) {
  for (int k = 0; k < nout; ++k) {
    const int centre = k * decim;
    T acc = T(0);
    for (int j = 0; j < ntaps; ++j) {
      const int src = centre - j;
      if (src >= 0 && src < nin)
        acc += h[j] * x[src];
    }
    y[k] = acc;
  }
}

template void fir_decimate<double>(int nin, int ntaps, int nout, int decim,
                                   const double *x, const double *h,
                                   double *y);
