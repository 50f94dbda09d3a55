// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --force-gpu | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-parallelism 2>&1 | FileCheck %s --check-prefix=REMARK
// Loops of unknown length around kernels, outside every other loop: the
// host runs their steps, launches the kernels inside and tests the
// condition between steps from what the GPU computed. A Jacobi sweep until
// it converges, conjugate gradients with two dot products a step, k-means
// until no point moves, a do-while that writes an array (one thread), and
// a for loop left by 'break' whose index is read after it.
// CHECK: PASS: 7 of 7 functions match the sequential original
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(n = 200, tol = 1e-6)
int jacobi(int n, double *u, double *tmp, const double *f, double tol) {
  int iters = 0;
  double err = 1e30;
  // REMARK: [[@LINE+1]]:3: remark: this 'while' loop runs its steps in order, each after its condition holds
  while (err > tol && iters < 1000) {
    for (int i = 1; i < n - 1; ++i)
      tmp[i] = 0.5 * (u[i - 1] + u[i + 1] + f[i]);
    err = 0.0;
    for (int i = 1; i < n - 1; ++i) {
      err += std::fabs(tmp[i] - u[i]);
      u[i] = tmp[i];
    }
    ++iters;
  }
  return iters;
}

// Conjugate gradients on a 1-D Poisson matrix (2 on the diagonal, -1 off).
#pragma loopgen offload
#pragma loopgen array(p[n])
#pragma loopgen validate(n = 500, maxit = 200, tol = 1e-8)
int cg(int n, int maxit, double tol, const double *b, double *x, double *r,
       double *p, double *q) {
  double rr = 0.0;
  for (int i = 0; i < n; ++i) {
    x[i] = 0.0;
    r[i] = b[i];
    p[i] = b[i];
    rr += b[i] * b[i];
  }
  int k = 0;
  while (k < maxit && std::sqrt(rr) > tol) {
    for (int i = 0; i < n; ++i) {
      double left = i > 0 ? p[i - 1] : 0.0;
      double right = i < n - 1 ? p[i + 1] : 0.0;
      q[i] = 2.0 * p[i] - left - right;
    }
    double pq = 0.0;
    for (int i = 0; i < n; ++i)
      pq += p[i] * q[i];
    double alpha = rr / pq;
    double rr_new = 0.0;
    for (int i = 0; i < n; ++i) {
      x[i] += alpha * p[i];
      r[i] -= alpha * q[i];
      rr_new += r[i] * r[i];
    }
    double beta = rr_new / rr;
    for (int i = 0; i < n; ++i)
      p[i] = r[i] + beta * p[i];
    rr = rr_new;
    ++k;
  }
  return k;
}

#pragma loopgen offload
#pragma loopgen array(sx[k], sy[k], cnt[k])
#pragma loopgen validate(n = 2000, k = 8, maxit = 50)
int kmeans(int n, int k, int maxit, const float *x, const float *y, float *cx,
           float *cy, int *assign, float *sx, float *sy, int *cnt) {
  bool changed = true;
  int it = 0;
  while (changed && it < maxit) {
    changed = false;
    for (int i = 0; i < n; ++i) {
      int best = 0;
      float bd = 1e30f;
      for (int c = 0; c < k; ++c) {
        float dx = x[i] - cx[c], dy = y[i] - cy[c];
        float d = dx * dx + dy * dy;
        if (d < bd) {
          bd = d;
          best = c;
        }
      }
      if (assign[i] != best) {
        assign[i] = best;
        changed = true;
      }
    }
    for (int c = 0; c < k; ++c) {
      sx[c] = 0.0f;
      sy[c] = 0.0f;
      cnt[c] = 0;
    }
    for (int i = 0; i < n; ++i) {
      sx[assign[i]] += x[i];
      sy[assign[i]] += y[i];
      cnt[assign[i]] += 1;
    }
    for (int c = 0; c < k; ++c)
      if (cnt[c] > 0) {
        cx[c] = sx[c] / cnt[c];
        cy[c] = sy[c] / cnt[c];
      }
    ++it;
  }
  return it;
}

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000)
void ramp(int n, float *a) {
  int t = 0;
  // REMARK: [[@LINE+1]]:3: remark: this 'do'-'while' loop runs its steps in order
  do {
    a[t] = 2 * t;
    t++;
  } while (t < n);
}

// Sweeps until the rows stop moving, at most 20 sweeps.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
#pragma loopgen validate(n = 64, m = 64)
int sweeps(int n, int m, float *a) {
  int s;
  for (s = 0; s < 20; ++s) {
    float moved = 0.0f;
    for (int i = 1; i < n - 1; ++i)
      for (int j = 0; j < m; ++j) {
        float v = 0.5f * (a[(i - 1) * m + j] + a[(i + 1) * m + j]);
        moved += (v - a[i * m + j]) * (v - a[i * m + j]);
      }
    if (moved < 1e-3f)
      break;
    for (int i = 1; i < n - 1; i += 2)
      for (int j = 0; j < m; ++j)
        a[i * m + j] = 0.5f * (a[(i - 1) * m + j] + a[(i + 1) * m + j]);
  }
  return s;
}

// Left by break: a filtered search until nothing is left, and a do-while
// that stops early.
#pragma loopgen validate(n = 100)
#pragma loopgen array(a[n], done[n])
#pragma loopgen offload
int pick_all(const double *a, int *done, int n) {
  for (int v = 0; v < n; v++)
    done[v] = 0;
  int picked = 0;
  while (true) {
    int u = -1;
    double best = 2.0;
    for (int v = 0; v < n; v++)
      if (!done[v] && a[v] < best) { best = a[v]; u = v; }
    if (u < 0)
      break;
    done[u] = 1;
    picked++;
  }
  return picked;
}

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 500)
int shrink(int n, float *a) {
  int steps = 0;
  do {
    float top = 0.0f;
    for (int i = 0; i < n; ++i) {
      a[i] *= 0.75f;
      top = a[i] > top ? a[i] : top;
    }
    ++steps;
    if (top < 0.01f)
      break;
    for (int i = 0; i < n; ++i)
      a[i] += 0.001f;
  } while (steps < 100);
  return steps;
}
