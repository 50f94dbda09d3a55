// Style "array": direct Coulomb summation accumulating straight into the output array inside the atom loop.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], energy[ny][nx])
#pragma loopgen validate(nx = 64, ny = 48, natoms = 100, spacing = 0.1f, z = 0.5f) tolerance(1e-4)
void coulomb(int nx, int ny, int natoms, float spacing, float z,
             const float *atoms, float *energy) {
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i)
      for (int a = 0; a < natoms; ++a) {
        float dx = spacing * i - atoms[4 * a];
        float dy = spacing * j - atoms[4 * a + 1];
        float dz = z - atoms[4 * a + 2];
        energy[j * nx + i] += atoms[4 * a + 3] / std::sqrt(dx * dx + dy * dy + dz * dz);
      }
}
