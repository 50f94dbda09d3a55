// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, sixth round. A method with member shapes, q.swap(q_next) in a time loop); kept as written.
// Passive tracer transport in a doubly periodic ocean box: semi-Lagrangian
// advection (trace each grid point back along the velocity for one step and
// interpolate bilinearly), with a prescribed stationary velocity field.
#include <vector>
#include <cmath>
#include <cstddef>
#include <utility>

class TracerAdvection {
public:
  int nx = 0, ny = 0;     // grid points in x and y
  double dx = 1.0;        // grid spacing [m]
  double dt = 1.0;        // time step [s]
  std::vector<double> q;       // tracer concentration, row-major [ny][nx]
  std::vector<double> q_next;  // work buffer
  std::vector<double> u, v;    // velocity [m/s] at grid points

  TracerAdvection() = default;
  TracerAdvection(int nx_, int ny_, double dx_, double dt_)
      : nx(nx_), ny(ny_), dx(dx_), dt(dt_), q(nx_ * ny_), q_next(nx_ * ny_),
        u(nx_ * ny_), v(nx_ * ny_) {}

  void advance(int steps);

  double total_mass() const {
    double m = 0.0;
    for (double c : q) m += c;
    return m * dx * dx;
  }

private:
  static int wrap(int i, int n) {
    int r = i % n;
    return r < 0 ? r + n : r;
  }

public:
  // Bilinear interpolation of q at fractional grid coordinates (xf, yf),
  // periodic in both directions.
  double sample(double xf, double yf) const {
    const double fx0 = std::floor(xf);
    const double fy0 = std::floor(yf);
    const double tx = xf - fx0;
    const double ty = yf - fy0;
    const int i0 = wrap(static_cast<int>(fx0), nx);
    const int j0 = wrap(static_cast<int>(fy0), ny);
    const int i1 = wrap(i0 + 1, nx);
    const int j1 = wrap(j0 + 1, ny);
    const double q00 = q[static_cast<size_t>(j0) * nx + i0];
    const double q10 = q[static_cast<size_t>(j0) * nx + i1];
    const double q01 = q[static_cast<size_t>(j1) * nx + i0];
    const double q11 = q[static_cast<size_t>(j1) * nx + i1];
    return (1.0 - ty) * ((1.0 - tx) * q00 + tx * q10) +
           ty * ((1.0 - tx) * q01 + tx * q11);
  }
};

#pragma loopgen offload
#pragma loopgen array(q[ny][nx], q_next[ny][nx], u[ny][nx], v[ny][nx])
#pragma loopgen validate(nx = 128, ny = 96, steps = 10, dx = 1000.0, dt = 300.0)
void TracerAdvection::advance(int steps) {
  if (steps <= 0 || nx <= 0 || ny <= 0) return;
  const double courant = dt / dx;

  for (int s = 0; s < steps; ++s) {
    for (int j = 0; j < ny; ++j) {
      for (int i = 0; i < nx; ++i) {
        const size_t k = static_cast<size_t>(j) * nx + i;
        // Departure point, in grid units.
        const double xd = i - courant * u[k];
        const double yd = j - courant * v[k];
        q_next[k] = sample(xd, yd);
      }
    }
    q.swap(q_next);
  }
}
