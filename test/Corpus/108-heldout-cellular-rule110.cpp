// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size gens=201 | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Cellular automata: elementary rule-110 automaton on a ring, run for a
// number of generations, recording the live population of each one.
#include <cstdint>
#include <utility>
#include <vector>

// Classic start: a single live cell at the right edge, plus a little noise.
static void seed_cells(int width, int gens, std::vector<uint8_t> &cells,
                       std::vector<uint8_t> &scratch, std::vector<int> &population) {
  for (int x = 0; x < width; ++x)
    cells[x] = (x == width - 1 || cells[x] == 3) ? 1 : 0;
}

#pragma loopgen offload
#pragma loopgen array(cells[width], scratch[width], population[gens])
#pragma loopgen validate(width = 4096, gens = 200) init(seed_cells)
void run_rule110(int width, int gens, std::vector<uint8_t> &cells,
                 std::vector<uint8_t> &scratch, std::vector<int> &population) {
  const unsigned rule = 110;
  for (int g = 0; g < gens; ++g) {
    for (int x = 0; x < width; ++x) {
      const unsigned l = cells[(x + width - 1) % width] & 1u;
      const unsigned c = cells[x] & 1u;
      const unsigned r = cells[(x + 1) % width] & 1u;
      const unsigned pattern = (l << 2) | (c << 1) | r;
      scratch[x] = static_cast<uint8_t>((rule >> pattern) & 1u);
    }
    int live = 0;
    for (uint8_t v : scratch)
      live += v;
    population[g] = live;
    std::swap(cells, scratch);
  }
}
