// Style "if": how many elements exceed a threshold.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100000)
int count(int n, const float *x) {
  int c = 0;
  for (int i = 0; i < n; i++)
    if (x[i] > 0.5f)
      c++;
  return c;
}
