// Makes a vector load of the generated code from an address that is not
// aligned to its size: the emulation must stop, as the GPU would fault.
#include GENERATED

int main() {
  alignas(16) float Row[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  float A, B, C, D;
  loopgen_load(&Row[1], A, B, C, D);
  return 0;
}
