// Style "count": bins as unsigned counters, incremented with ++.
#pragma loopgen offload
#pragma loopgen array(x[n], counts[256])
#pragma loopgen validate(n = 100000)
void histogram(long n, const float *x, unsigned *counts) {
  for (long i = 0; i < n; ++i) {
    int bin = (int)(x[i] * 256);
    counts[bin]++;
  }
}
