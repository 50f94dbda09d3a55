// Style "local": direct Coulomb summation into a local scalar, stored once per grid point (the sample's style); `parallel unroll(8)` on the grid-point loop i (as the unroll benchmark).
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], energy[ny][nx])
#pragma loopgen validate(nx = 64, ny = 48, natoms = 100, spacing = 0.1f, z = 0.5f) tolerance(1e-4)
void coulomb(int nx, int ny, int natoms, float spacing, float z,
             const float *atoms, float *energy) {
  for (int j = 0; j < ny; ++j)
    #pragma loopgen parallel unroll(8)
    for (int i = 0; i < nx; ++i) {
      float x = spacing * i, y = spacing * j;
      float e = 0.0f;
      for (int a = 0; a < natoms; ++a) {
        float dx = x - atoms[4 * a];
        float dy = y - atoms[4 * a + 1];
        float dz = z - atoms[4 * a + 2];
        e += atoms[4 * a + 3] / std::sqrt(dx * dx + dy * dy + dz * dz);
      }
      energy[j * nx + i] += e;
    }
}
