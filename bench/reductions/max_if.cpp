// Style "if": the maximum, updated under a comparison.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100000)
float max(int n, const float *x) {
  float m = -1e30f;
  for (int i = 0; i < n; i++)
    if (x[i] > m)
      m = x[i];
  return m;
}
