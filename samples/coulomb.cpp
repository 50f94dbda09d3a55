// Direct Coulomb summation (seed 000): the electric potential on a 2-D
// slice of a lattice, summed over every atom. Each grid point is
// independent; the sum over atoms is sequential per point.
#include <cmath>

// Distance from grid point (x, y, z) to atom a; inlined by loopgen.
static float distance(float x, float y, float z, float ax, float ay, float az) {
  return std::sqrt((x - ax) * (x - ax) + (y - ay) * (y - ay) +
                   (z - az) * (z - az));
}

#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], energy[ny][nx])
#pragma loopgen validate(nx = 512, ny = 512, natoms = 1000, spacing = 0.1f, z = 0.5f) tolerance(1e-4)
void coulomb(int nx, int ny, int natoms, float spacing, float z,
             const float *atoms, float *energy) {
  for (int j = 0; j < ny; ++j) {
    for (int i = 0; i < nx; ++i) {
      float x = spacing * i, y = spacing * j;
      float e = 0.0f;
      for (int a = 0; a < natoms; ++a) {
        float r = distance(x, y, z, atoms[4 * a], atoms[4 * a + 1],
                           atoms[4 * a + 2]);
        e += atoms[4 * a + 3] / r;
      }
      energy[j * nx + i] += e;
    }
  }
}
