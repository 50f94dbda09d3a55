// Style "array": cross-correlation accumulating straight into the output arrays inside the time loop; `parallel unroll(2, 2)` on the outer loop.
#pragma loopgen offload
#pragma loopgen array(re[t][s], im[t][s], cre[s][s], cim[s][s])
#pragma loopgen validate(s = 64, t = 100) tolerance(1e-4)
void crosscorr(int s, int t, const float *re, const float *im, float *cre,
               float *cim) {
  #pragma loopgen parallel unroll(2, 2)
  for (int i = 0; i < s; ++i)
    for (int j = 0; j < s; ++j) {
      cre[i * s + j] = 0.0f;
      cim[i * s + j] = 0.0f;
      for (int k = 0; k < t; ++k) {
        cre[i * s + j] += re[k * s + i] * re[k * s + j] + im[k * s + i] * im[k * s + j];
        cim[i * s + j] += im[k * s + i] * re[k * s + j] - re[k * s + i] * im[k * s + j];
      }
    }
}
