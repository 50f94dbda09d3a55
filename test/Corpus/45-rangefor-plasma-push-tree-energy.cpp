// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: std::vector<Particle>& of all-double records updated by a
//            range-for by reference, then a halving loop
//            `for (int s = n / 2; s > 0; s /= 2)` around a parallel loop
//            (a pairwise tree reduction in a separate output array).
// Field:     plasma physics, particle push in a uniform electric field
//            (one explicit step of a particle-in-cell code).
// Computes:  updates velocities then positions of every particle; writes
//            each particle's kinetic energy into ke[] and reduces ke[]
//            pairwise in place, so the total ends in ke[0] (n a power of 2).
// GPU:       the range-for is parallel, one thread per record; the energy
//            loop is parallel; the s loop is sequential on the host, the
//            i < s loop inside it parallel for each s.
#include <vector>

struct Particle {
  double x, y, vx, vy;
};

#pragma loopgen offload
#pragma loopgen array(parts[n], ke[n])
#pragma loopgen validate(n = 1024, qm = -1.5, ex = 0.3, ey = 0.7, dt = 0.05)
void push_and_energy(int n, double qm, double ex, double ey, double dt,
                     std::vector<Particle> &parts, double *ke) {
  for (auto &p : parts) {
    p.vx += qm * ex * dt;
    p.vy += qm * ey * dt;
    p.x += p.vx * dt;
    p.y += p.vy * dt;
  }

  for (int i = 0; i < n; ++i)
    ke[i] = 0.5 * (parts[i].vx * parts[i].vx + parts[i].vy * parts[i].vy);

  for (int s = n / 2; s > 0; s /= 2) {
    for (int i = 0; i < s; ++i)
      ke[i] += ke[i + s];
  }
}
