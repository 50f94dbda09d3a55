// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CU
// std::vector of records whose fields share one scalar type: an array with
// a last dimension of fields, as the records lie in memory, as for a
// pointer to them. Sized by its shape or by .size(); read and written by
// subscript, by range-for (by reference and by const reference) and
// through a reference to one record.
#include <cmath>
#include <vector>

struct Particle {
  float x, y, vx, vy;
};

#pragma loopgen offload
#pragma loopgen validate(dt = 0.01f)
void drift(std::vector<Particle> &ps, float dt) {
  for (auto &p : ps) {
    p.x += p.vx * dt;
    p.y += p.vy * dt;
  }
}

#pragma loopgen offload
#pragma loopgen array(ps[n], speed[n])
#pragma loopgen validate(n = 500)
void speeds(int n, const std::vector<Particle> &ps, float *speed) {
  for (int i = 0; i < n; ++i) {
    const Particle &p = ps[i];
    speed[i] = std::sqrt(p.vx * p.vx + p.vy * p.vy);
  }
}

struct Account {
  double balance, rate;
};

#pragma loopgen offload
#pragma loopgen array(accounts[n])
#pragma loopgen validate(n = 800)
double accrue(int n, std::vector<Account> &accounts) {
  double interest = 0.0;
  for (size_t i = 0; i < accounts.size(); ++i) {
    double d = accounts[i].balance * accounts[i].rate;
    accounts[i].balance += d;
    interest += d;
  }
  return interest;
}
// CU: reinterpret_cast<float *>(ps.data())
// CU: reinterpret_cast<const float *>(ps.data())
// CHECK: RESULT function=drift status=PASS
// CHECK: RESULT function=speeds status=PASS
// CHECK: RESULT function=accrue status=PASS
