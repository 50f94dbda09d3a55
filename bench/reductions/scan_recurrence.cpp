// Style "recurrence": each element from the one before it.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void scan(int n, const int *x, int *out) {
  out[0] = x[0];
  for (int i = 1; i < n; ++i)
    out[i] = out[i - 1] + x[i];
}
