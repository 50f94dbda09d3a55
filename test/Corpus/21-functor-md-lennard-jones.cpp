// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a functor struct (LennardJones with an operator() const and
//            scalar members) built in the offloaded function and called
//            inside the pair loop.
// Field:     molecular dynamics, per-atom Lennard-Jones potential energy with
//            a cut-off (all-pairs, no neighbour list).
// Computes:  energy[i] = 1/2 sum_{j != i} 4 eps ((s/r)^12 - (s/r)^6) for
//            r < rcut (pairs at r ~ 0 contribute nothing, as a guard).
// GPU:       the loop over atoms i is parallel; the loop over j is a
//            sequential per-thread sum; the functor's members are private
//            constants of every thread (its call must be inlined). pos is
//            read-only. No cross-thread reduction.
struct LennardJones {
  float eps4;  // 4 * epsilon
  float sig2;  // sigma^2
  float rc2;   // cut-off radius^2

  float operator()(float r2) const {
    if (r2 >= rc2 || r2 < 1e-12f)
      return 0.0f;
    const float s2 = sig2 / r2;
    const float s6 = s2 * s2 * s2;
    return eps4 * (s6 * s6 - s6);
  }
};

#pragma loopgen offload
#pragma loopgen array(pos[n][3], energy[n])
#pragma loopgen validate(n = 1000, epsilon = 1.0f, sigma = 0.01f, rcut = 0.05f)
void lj_energy(int n, float epsilon, float sigma, float rcut, const float *pos,
               float *energy) {
  const LennardJones lj{4.0f * epsilon, sigma * sigma, rcut * rcut};
  for (int i = 0; i < n; ++i) {
    float e = 0.0f;
    for (int j = 0; j < n; ++j) {
      if (j != i) {
        const float dx = pos[3 * j] - pos[3 * i];
        const float dy = pos[3 * j + 1] - pos[3 * i + 1];
        const float dz = pos[3 * j + 2] - pos[3 * i + 2];
        e += lj(dx * dx + dy * dy + dz * dz);
      }
    }
    energy[i] = 0.5f * e;
  }
}
