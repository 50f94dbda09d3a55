// RUN: loopgen %s --openmp -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=DIAG
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --openmp --validate --emulate --size nx=130,ny=70,iters=5 | FileCheck %s --check-prefix=VALID
// OpenMP loops in member functions, one defined in its class, one outside,
// and a lambda that reads members through the `this` it captures: each
// method is offloaded on its object's members.
// DIAG-NOT: warning
// CHECK: __global__ void residual_
// CHECK: class Solver {
// CHECK: __global__ void jacobi_
// CHECK: void Solver::jacobi(int iters) {
// CHECK: LOOPGEN_LAUNCH(jacobi_
// VALID: RESULT function=residual status=PASS
// VALID: RESULT function=jacobi status=PASS
#include <vector>
#include <cmath>
class Solver {
public:
  int nx = 0, ny = 0;
  std::vector<double> u, f;
  void jacobi(int iters);
  double residual() const {
    double r = 0;
#pragma omp parallel for reduction(+ : r)
    for (int j = 1; j < ny - 1; ++j)
      for (int i = 1; i < nx - 1; ++i) {
        double d = f[j * nx + i] - (4 * u[j * nx + i] - u[j * nx + i - 1] - u[j * nx + i + 1] - u[(j - 1) * nx + i] - u[(j + 1) * nx + i]);
        r += d * d;
      }
    return std::sqrt(r);
  }
};

void Solver::jacobi(int iters) {
  std::vector<double> tmp(u.size());
  auto at = [this](int i, int j) { return this->u[j * this->nx + i]; };
  for (int it = 0; it < iters; ++it) {
#pragma omp parallel for
    for (int j = 1; j < ny - 1; ++j)
      for (int i = 1; i < nx - 1; ++i)
        tmp[j * nx + i] = 0.25 * (f[j * nx + i] + at(i - 1, j) + at(i + 1, j) + at(i, j - 1) + at(i, j + 1));
#pragma omp parallel for
    for (int j = 1; j < ny - 1; ++j)
      for (int i = 1; i < nx - 1; ++i)
        u[j * nx + i] = tmp[j * nx + i];
  }
}
int main() { Solver s; s.nx = s.ny = 64; s.u.assign(64*64, 0); s.f.assign(64*64, 1); s.jacobi(10); return s.residual() > 0 ? 0 : 1; }
