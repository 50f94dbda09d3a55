// Style "reference": the dot product into a reference parameter.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100000)
void dot(int n, const double *x, const double *y, double &result) {
  result = 0.0;
  for (int i = 0; i < n; ++i)
    result += x[i] * y[i];
}
