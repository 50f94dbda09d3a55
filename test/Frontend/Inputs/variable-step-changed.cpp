#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, int step, float *a) {
  for (int i = 0; i < n; i += step) {
    a[i] = 1.0f;
    step = step + 1;
  }
}
