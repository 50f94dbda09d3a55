// Style "local": a running total of ints in a local, stored after each update.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100000)
void scan(long n, const int *x, int *out) {
  int total = 0;
  for (long i = 0; i < n; i++) {
    total += x[i];
    out[i] = total;
  }
}
