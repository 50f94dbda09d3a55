// Style "float": 256 bins of values in [0, 1).
#pragma loopgen offload
#pragma loopgen array(x[n], hist[256])
#pragma loopgen validate(n = 100000)
void histogram(int n, const float *x, int *hist) {
  for (int i = 0; i < n; i++)
    hist[(int)(x[i] * 256.0f)] += 1;
}
