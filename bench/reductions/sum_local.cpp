// Style "local": the sum of floats, accumulated in a double.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 100000)
double sum(long n, const float *x) {
  double total = 0;
  for (long i = 0; i < n; i++)
    total += x[i];
  return total;
}
