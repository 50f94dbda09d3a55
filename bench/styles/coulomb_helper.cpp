// Style "helper": the sum over atoms in a static helper function (pointer parameter) that returns the potential.
#include <cmath>

static float potential(int natoms, const float *atoms, float x, float y, float z) {
  float e = 0.0f;
  for (int a = 0; a < natoms; ++a) {
    float dx = x - atoms[4 * a];
    float dy = y - atoms[4 * a + 1];
    float dz = z - atoms[4 * a + 2];
    e += atoms[4 * a + 3] / std::sqrt(dx * dx + dy * dy + dz * dz);
  }
  return e;
}

#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], energy[ny][nx])
#pragma loopgen validate(nx = 64, ny = 48, natoms = 100, spacing = 0.1f, z = 0.5f) tolerance(1e-4)
void coulomb(int nx, int ny, int natoms, float spacing, float z,
             const float *atoms, float *energy) {
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      // energy[j * nx + i] += potential(...) is rejected: a call with a loop inside
      // must be a statement or the whole right-hand side of a plain assignment.
      float e = potential(natoms, atoms, spacing * i, spacing * j, z);
      energy[j * nx + i] += e;
    }
}
