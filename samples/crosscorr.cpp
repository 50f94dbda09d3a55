// Radio-astronomy cross-correlation (seed 000, after Clark et al. 2011):
// the complex signals of S stations over T samples, stored time-major as a
// correlator receives them, correlated for every pair of stations:
// C[i][j] = sum over t of x_i[t] * conj(x_j[t]).
#pragma loopgen offload
#pragma loopgen array(re[t][s], im[t][s], cre[s][s], cim[s][s])
#pragma loopgen validate(s = 256, t = 1000) tolerance(1e-4)
void crosscorr(int s, int t, const float *re, const float *im, float *cre,
               float *cim) {
  #pragma loopgen parallel unroll(2, 2)
  for (int i = 0; i < s; ++i)
    for (int j = 0; j < s; ++j) {
      float sr = 0, si = 0;
      for (int k = 0; k < t; ++k) {
        sr += re[k * s + i] * re[k * s + j] + im[k * s + i] * im[k * s + j];
        si += im[k * s + i] * re[k * s + j] - re[k * s + i] * im[k * s + j];
      }
      cre[i * s + j] = sr;
      cim[i * s + j] = si;
    }
}
