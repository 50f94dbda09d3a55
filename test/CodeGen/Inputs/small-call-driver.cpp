// Calls the generated scale twice at a size below LOOPGEN_HOST_BELOW, in
// the emulation: the original runs, and the program says so once.
#include <cstdio>
#include GENERATED

int main() {
  float x[100];
  for (int i = 0; i < 100; ++i)
    x[i] = (float)i;
  scale(100, x);
  scale(100, x);
  std::printf("x[99]=%g\n", x[99]);
  return 0;
}
