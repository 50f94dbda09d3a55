// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Cellular automaton: Conway's Game of Life on a torus, double-buffered.
#include <utility>

// Random soup with ~30% live cells.
void seed_soup(int rows, int cols, int, unsigned char *grid, unsigned char *) {
  unsigned s = 2024u;
  for (int i = 0; i < rows * cols; ++i) {
    s = s * 1664525u + 1013904223u;
    grid[i] = ((s >> 24) % 10) < 3;
  }
}

#pragma loopgen offload
#pragma loopgen array(grid[rows][cols], scratch[rows][cols])
#pragma loopgen validate(rows = 512, cols = 512, generations = 100) init(seed_soup)
void life(int rows, int cols, int generations, unsigned char *grid,
          unsigned char *scratch) {
  unsigned char *cur = grid;
  unsigned char *nxt = scratch;
  for (int gen = 0; gen < generations; ++gen) {
    for (int r = 0; r < rows; ++r) {
      int up = (r + rows - 1) % rows;
      int down = (r + 1) % rows;
      for (int c = 0; c < cols; ++c) {
        int left = (c + cols - 1) % cols;
        int right = (c + 1) % cols;
        int n = cur[up * cols + left] + cur[up * cols + c] +
                cur[up * cols + right] + cur[r * cols + left] +
                cur[r * cols + right] + cur[down * cols + left] +
                cur[down * cols + c] + cur[down * cols + right];
        unsigned char alive = cur[r * cols + c];
        nxt[r * cols + c] = (n == 3 || (alive && n == 2)) ? 1 : 0;
      }
    }
    std::swap(cur, nxt);
  }
  // make sure the caller's buffer holds the final generation
  if (cur != grid) {
    for (int i = 0; i < rows * cols; ++i)
      grid[i] = cur[i];
  }
}
