// Style "helper": a static helper (pointer parameters) computes and stores one correlation C[i][j].
static void correlate(int s, int t, int i, int j, const float *re, const float *im,
                      float *cre, float *cim) {
  float sr = 0.0f, si = 0.0f;
  for (int k = 0; k < t; ++k) {
    sr += re[k * s + i] * re[k * s + j] + im[k * s + i] * im[k * s + j];
    si += im[k * s + i] * re[k * s + j] - re[k * s + i] * im[k * s + j];
  }
  cre[i * s + j] = sr;
  cim[i * s + j] = si;
}

#pragma loopgen offload
#pragma loopgen array(re[t][s], im[t][s], cre[s][s], cim[s][s])
#pragma loopgen validate(s = 64, t = 100) tolerance(1e-4)
void crosscorr(int s, int t, const float *re, const float *im, float *cre,
               float *cim) {
  for (int i = 0; i < s; ++i)
    for (int j = 0; j < s; ++j)
      correlate(s, t, i, j, re, im, cre, cim);
}
