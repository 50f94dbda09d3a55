// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. A vector of vectors bounded only by its own sizes,
// read through locals (rows = spin.size()) and at periodic neighbours: the harness's default count.
// Total energy of a 2-D spin lattice with periodic boundary conditions
// (Ising-type Hamiltonian with real-valued spin amplitudes):
//     E = -J * sum_<ij> s_i s_j  -  h * sum_i s_i
// where the bond sum runs over right and down neighbours of every site so
// each nearest-neighbour bond is counted exactly once. Rows may be any length
// but the lattice is assumed rectangular (all rows the width of row 0).
#include <vector>
#include <cstddef>

#pragma loopgen offload
#pragma loopgen validate()
double lattice_energy(const std::vector<std::vector<double>> &spin, double J, double h)
{
    const std::size_t rows = spin.size();
    if (rows == 0 || spin[0].empty())
        return 0.0;
    const std::size_t cols = spin[0].size();

    double bond = 0.0;
    double field = 0.0;
    for (std::size_t i = 0; i < rows; ++i) {
        const std::size_t down = (i + 1) % rows;
        for (std::size_t j = 0; j < cols; ++j) {
            const std::size_t right = (j + 1) % cols;
            const double s = spin[i][j];
            bond += s * (spin[i][right] + spin[down][j]);
            field += s;
        }
    }
    return -J * bond - h * field;
}
