// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, ninth round. Vectors of structs of structs, a reference to a struct member); kept as written.
// Total potential energy and atomic forces for a cluster interacting through
// a pairwise Morse potential with a cutoff (energy shifted to zero at rc).
//   E(r) = D [ (1 - exp(-a (r - r0)))^2 - 1 ]
#include <vector>
#include <cmath>
#include <cstddef>

struct Vec3 {
    double x, y, z;
};

struct Atom {
    Vec3 pos;
    Vec3 force;
    double mass;
};

// Pair energy and its radial derivative dE/dr.
static inline void morse_pair(double r, double D, double a, double r0,
                              double* energy, double* dEdr)
{
    const double ex = std::exp(-a * (r - r0));
    const double one_m = 1.0 - ex;
    *energy = D * (one_m * one_m - 1.0);
    *dEdr = 2.0 * D * a * ex * one_m;
}

#pragma loopgen validate(D = 0.35, alpha = 1.8, r0 = 0.4, cutoff = 1.2)
#pragma loopgen offload
double morse_energy_forces(std::vector<Atom>& atoms, double D, double alpha,
                           double r0, double cutoff)
{
    for (auto& a : atoms)
        a.force = Vec3{0.0, 0.0, 0.0};

    const double rc2 = cutoff * cutoff;
    double e_shift = 0.0, de_unused = 0.0;
    morse_pair(cutoff, D, alpha, r0, &e_shift, &de_unused);

    const std::size_t n = atoms.size();
    double etot = 0.0;

    for (std::size_t i = 0; i < n; ++i) {
        const Vec3& pi = atoms[i].pos;
        for (std::size_t j = i + 1; j < n; ++j) {
            const Vec3& pj = atoms[j].pos;
            const double dx = pi.x - pj.x;
            const double dy = pi.y - pj.y;
            const double dz = pi.z - pj.z;
            const double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 > rc2 || r2 < 1e-12)
                continue;

            const double r = std::sqrt(r2);
            double e, dEdr;
            morse_pair(r, D, alpha, r0, &e, &dEdr);
            etot += e - e_shift;

            // F_i = -dE/dr * (r_i - r_j)/r ; Newton's third law for j
            const double s = -dEdr / r;
            atoms[i].force.x += s * dx;
            atoms[i].force.y += s * dy;
            atoms[i].force.z += s * dz;
            atoms[j].force.x -= s * dx;
            atoms[j].force.y -= s * dy;
            atoms[j].force.z -= s * dz;
        }
    }
    return etot;
}
