// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: double buffering with std::swap(grid, work) of the pointer
//            parameters, periodic (wrap-around) neighbour indexing, and a
//            count of the final population.
// Field:     cellular automata / agent-based simulation (Conway's Life on a
//            torus).
// Computes:  `gens` generations of B3/S23 (any non-zero cell is alive),
//            writing 0/1 cells; returns the number of live cells of the last
//            generation. The last generation is in the caller's `grid` when
//            gens is even and in `work` when it is odd.
// GPU:       the generation loop is sequential; the (y, x) nest is parallel
//            (2-D grid, each cell reads its 8 neighbours with modulo
//            wrap-around); the final population count is a + reduction.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(grid[ny][nx], work[ny][nx])
#pragma loopgen validate(nx = 64, ny = 48, gens = 10)
int life(int nx, int ny, int gens, int *grid, int *work) {
  for (int g = 0; g < gens; ++g) {
    for (int y = 0; y < ny; ++y) {
      const int ym = (y + ny - 1) % ny;
      const int yp = (y + 1) % ny;
      for (int x = 0; x < nx; ++x) {
        const int xm = (x + nx - 1) % nx;
        const int xp = (x + 1) % nx;
        int nb = 0;
        nb += grid[ym * nx + xm] != 0;
        nb += grid[ym * nx + x] != 0;
        nb += grid[ym * nx + xp] != 0;
        nb += grid[y * nx + xm] != 0;
        nb += grid[y * nx + xp] != 0;
        nb += grid[yp * nx + xm] != 0;
        nb += grid[yp * nx + x] != 0;
        nb += grid[yp * nx + xp] != 0;
        const bool alive = grid[y * nx + x] != 0;
        work[y * nx + x] = (nb == 3 || (alive && nb == 2)) ? 1 : 0;
      }
    }
    std::swap(grid, work);
  }
  int population = 0;
  for (int k = 0; k < nx * ny; ++k)
    population += grid[k];
  return population;
}
