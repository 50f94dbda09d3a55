#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int s = 1; s < n; s *= 2) {
    a[s] = 0.0f;
    if (a[0] > 1.0f)
      s += 1;
  }
}
