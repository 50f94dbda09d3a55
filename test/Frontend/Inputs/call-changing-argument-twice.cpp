// The statement names the state the call changes outside the call too.
static inline float uniform(unsigned &state) {
  state = state * 1664525u + 1013904223u;
  return (float)(state >> 8) / 16777216.0f;
}
#pragma loopgen offload
void twice(int n, unsigned seed, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = uniform(seed) + (float)seed;
}
