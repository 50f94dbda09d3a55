// Style "pointer": the dot product through an output pointer, C style.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], result[1])
#pragma loopgen validate(n = 100000)
void dot(int n, const double *x, const double *y, double *result) {
  int i;
  *result = 0.0;
  for (i = 0; i < n; i++)
    *result = *result + x[i] * y[i];
}
