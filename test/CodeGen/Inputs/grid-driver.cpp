// Calls the generated loopgen_grid on the emulated device (132
// multiprocessors) and prints the block and grid it picks.
#include <cstdio>
#include GENERATED

static void show(dim3 Block, dim3 PerThread, long long X, long long Y = 1,
                 long long Z = 1) {
  dim3 Grid = loopgen_grid(Block, PerThread, X, Y, Z);
  std::printf("block=%ux%ux%u grid=%ux%ux%u\n", Block.x, Block.y, Block.z,
              Grid.x, Grid.y, Grid.z);
}

int main() {
  show(dim3(256), dim3(1), 1 << 20);
  show(dim3(256), dim3(1), 4096);
  show(dim3(256), dim3(1), 100);
  show(dim3(32, 8), dim3(1, 1), 2048, 2048);
  show(dim3(32, 8), dim3(8, 8), 1536, 1536);
  show(dim3(32, 4, 2), dim3(1, 1, 1), 64, 8, 4);
  return 0;
}
