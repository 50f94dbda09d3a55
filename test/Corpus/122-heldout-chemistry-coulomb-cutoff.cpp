// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Its harness once crashed: the vector's count was read after the transposition moved its accesses into a copy.
// Pairwise Coulomb interactions for a set of point charges in a cubic
// periodic box (minimum-image convention), truncated at a cutoff radius with
// a shifted potential so the energy goes to zero at r = rc.  For each atom
// the per-atom energy (half of its pair energies) and the total force on it
// are accumulated.  Everything is in double precision and reduced units
// (Coulomb constant = 1).
#include <vector>
#include <cmath>

struct Atom {
    double x, y, z;     // position
    double q;           // partial charge
    double fx, fy, fz;  // force (output)
};

#pragma loopgen offload
#pragma loopgen validate(n = 1024, cutoff = 0.45, box = 1.0)
void coulomb_cutoff(std::vector<Atom>& atoms, std::vector<double>& energy,
                    int n, double cutoff, double box)
{
    const double rc2 = cutoff * cutoff;
    const double inv_rc = (cutoff > 0.0) ? 1.0 / cutoff : 0.0;
    const double inv_box = (box > 0.0) ? 1.0 / box : 0.0;
    const double r2_min = 1e-12;   // avoid singularity for overlapping charges

    for (int i = 0; i < n; ++i) {
        const double xi = atoms[i].x;
        const double yi = atoms[i].y;
        const double zi = atoms[i].z;
        const double qi = atoms[i].q;

        double e = 0.0;
        double fx = 0.0, fy = 0.0, fz = 0.0;

        for (int j = 0; j < n; ++j) {
            if (j == i) continue;

            double dx = xi - atoms[j].x;
            double dy = yi - atoms[j].y;
            double dz = zi - atoms[j].z;
            // minimum image
            dx -= box * std::nearbyint(dx * inv_box);
            dy -= box * std::nearbyint(dy * inv_box);
            dz -= box * std::nearbyint(dz * inv_box);

            const double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 >= rc2 || r2 < r2_min) continue;

            const double inv_r = 1.0 / std::sqrt(r2);
            const double qq = qi * atoms[j].q;

            e += 0.5 * qq * (inv_r - inv_rc);

            const double fscale = qq * inv_r * inv_r * inv_r;   // q q / r^3
            fx += fscale * dx;
            fy += fscale * dy;
            fz += fscale * dz;
        }

        energy[i] = e;
        atoms[i].fx = fx;
        atoms[i].fy = fy;
        atoms[i].fz = fz;
    }
}
