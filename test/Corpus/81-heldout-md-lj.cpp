// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for the field and what it computes.
// Molecular dynamics: Lennard-Jones forces and potential energy, all pairs
// within a cutoff, two atom types with mixed parameters (Lorentz-Berthelot).
#include <cmath>

struct Atom {
  double x, y, z;
  int type;
};

// Simple cubic lattice with alternating types; eps/sig for argon/krypton-ish.
void setup_lattice(int n, double box, double, Atom *atoms, double *eps,
                   double *sig, double *, double *, double *) {
  int side = (int)std::ceil(std::cbrt((double)n));
  double a = box / side;
  for (int i = 0; i < n; ++i) {
    atoms[i].x = a * (i % side) + 0.01 * (i % 7);
    atoms[i].y = a * ((i / side) % side);
    atoms[i].z = a * (i / (side * side));
    atoms[i].type = i & 1;
  }
  eps[0] = 1.0; eps[1] = 1.4;
  sig[0] = 1.0; sig[1] = 1.1;
}

#pragma loopgen offload
#pragma loopgen array(atoms[n], fx[n], fy[n], fz[n], eps[2], sig[2])
#pragma loopgen validate(n = 2048, box = 12.0, rcut = 2.5) init(setup_lattice)
double lj_forces(int n, double box, double rcut, const Atom *atoms,
                 const double *eps, const double *sig, double *fx, double *fy,
                 double *fz) {
  double epot = 0.0;
  const double rc2 = rcut * rcut;
  for (int i = 0; i < n; ++i) {
    double fxi = 0.0, fyi = 0.0, fzi = 0.0;
    const Atom &ai = atoms[i];
    for (int j = 0; j < n; ++j) {
      if (j == i)
        continue;
      const Atom &aj = atoms[j];
      double dx = ai.x - aj.x;
      double dy = ai.y - aj.y;
      double dz = ai.z - aj.z;
      // minimum image convention
      dx -= box * std::round(dx / box);
      dy -= box * std::round(dy / box);
      dz -= box * std::round(dz / box);
      double r2 = dx * dx + dy * dy + dz * dz;
      if (r2 >= rc2)
        continue;
      double e = std::sqrt(eps[ai.type] * eps[aj.type]);
      double s = 0.5 * (sig[ai.type] + sig[aj.type]);
      double sr2 = s * s / r2;
      double sr6 = sr2 * sr2 * sr2;
      double fscal = 24.0 * e * (2.0 * sr6 * sr6 - sr6) / r2;
      fxi += fscal * dx;
      fyi += fscal * dy;
      fzi += fscal * dz;
      epot += 0.5 * 4.0 * e * (sr6 * sr6 - sr6);  // each pair seen twice
    }
    fx[i] = fxi;
    fy[i] = fyi;
    fz[i] = fzi;
  }
  return epot;
}
