// LocVolCalib-style option pricing (seed 002, after FinPar's benchmark):
// for each strike, solve the local-volatility PDE backwards in time with a
// Crank-Nicolson ADI scheme: explicit sweeps in x and y, then implicit
// sweeps that solve one tridiagonal system per row and per column. Written
// as ordinary sequential C++, in the structure of the seed's code.
#include <algorithm>
#include <cmath>
#include <vector>

typedef double REAL;

struct PrivGlobs {
  // Grid.
  std::vector<REAL> myX;        // [numX]
  std::vector<REAL> myY;        // [numY]
  std::vector<REAL> myTimeline; // [numT]
  unsigned myXindex, myYindex;
  // Variable.
  std::vector<std::vector<REAL>> myResult; // [numX][numY]
  // Coefficients.
  std::vector<std::vector<REAL>> myVarX; // [numX][numY]
  std::vector<std::vector<REAL>> myVarY; // [numX][numY]
  // Operators.
  std::vector<std::vector<REAL>> myDxx; // [numX][4]
  std::vector<std::vector<REAL>> myDyy; // [numY][4]

  PrivGlobs(unsigned numX, unsigned numY, unsigned numT)
      : myX(numX), myY(numY), myTimeline(numT), myXindex(0), myYindex(0),
        myResult(numX, std::vector<REAL>(numY)),
        myVarX(numX, std::vector<REAL>(numY)),
        myVarY(numX, std::vector<REAL>(numY)),
        myDxx(numX, std::vector<REAL>(4)), myDyy(numY, std::vector<REAL>(4)) {}
};

static void initGrid(REAL s0, REAL alpha, REAL nu, REAL t, unsigned numX,
                     unsigned numY, unsigned numT, PrivGlobs &globs) {
  for (unsigned i = 0; i < numT; ++i)
    globs.myTimeline[i] = t * i / (numT - 1);
  const REAL stdX = 20.0 * alpha * s0 * std::sqrt(t);
  const REAL dx = stdX / numX;
  globs.myXindex = static_cast<unsigned>(s0 / dx) % numX;
  for (unsigned i = 0; i < numX; ++i)
    globs.myX[i] = i * dx - globs.myXindex * dx + s0;
  const REAL stdY = 10.0 * nu * std::sqrt(t);
  const REAL dy = stdY / numY;
  const REAL logAlpha = std::log(alpha);
  globs.myYindex = numY / 2;
  for (unsigned i = 0; i < numY; ++i)
    globs.myY[i] = i * dy - globs.myYindex * dy + logAlpha;
}

// Second-order finite differences on a non-uniform grid x of n points.
static void initOperator(unsigned n, const std::vector<REAL> &x,
                         std::vector<std::vector<REAL>> &Dxx) {
  for (unsigned k = 0; k < 4; ++k) {
    Dxx[0][k] = 0.0;
    Dxx[n - 1][k] = 0.0;
  }
  for (unsigned i = 1; i < n - 1; ++i) {
    const REAL dxl = x[i] - x[i - 1];
    const REAL dxu = x[i + 1] - x[i];
    Dxx[i][0] = 2.0 / dxl / (dxl + dxu);
    Dxx[i][1] = -2.0 * (1.0 / dxl + 1.0 / dxu) / (dxl + dxu);
    Dxx[i][2] = 2.0 / dxu / (dxl + dxu);
    Dxx[i][3] = 0.0;
  }
}

static void updateParams(unsigned g, REAL alpha, REAL beta, REAL nu,
                         unsigned numX, unsigned numY, PrivGlobs &globs) {
  for (unsigned i = 0; i < numX; ++i)
    for (unsigned j = 0; j < numY; ++j) {
      globs.myVarX[i][j] =
          std::exp(2.0 * (beta * std::log(globs.myX[i]) + globs.myY[j] -
                          0.5 * nu * nu * globs.myTimeline[g]));
      globs.myVarY[i][j] =
          std::exp(2.0 * (alpha * std::log(globs.myX[i]) + globs.myY[j] -
                          0.5 * nu * nu * globs.myTimeline[g]));
    }
}

static void setPayoff(REAL strike, unsigned numX, unsigned numY,
                      PrivGlobs &globs) {
  for (unsigned i = 0; i < numX; ++i) {
    REAL payoff = std::max(globs.myX[i] - strike, (REAL)0.0);
    for (unsigned j = 0; j < numY; ++j)
      globs.myResult[i][j] = payoff;
  }
}

// Solves the tridiagonal system (a, b, c) u = r of size n; uu is scratch.
static void tridag(const std::vector<REAL> &a, const std::vector<REAL> &b,
                   const std::vector<REAL> &c, const std::vector<REAL> &r,
                   int n, std::vector<REAL> &u, std::vector<REAL> &uu) {
  u[0] = r[0];
  uu[0] = b[0];
  for (int i = 1; i < n; ++i) {
    REAL beta = a[i] / uu[i - 1];
    uu[i] = b[i] - beta * c[i - 1];
    u[i] = r[i] - beta * u[i - 1];
  }
  u[n - 1] = u[n - 1] / uu[n - 1];
  for (int i = n - 2; i >= 0; --i)
    u[i] = (u[i] - c[i] * u[i + 1]) / uu[i];
}

static void rollback(unsigned g, unsigned numX, unsigned numY,
                     PrivGlobs &globs) {
  unsigned numZ = std::max(numX, numY);
  REAL dtInv = 1.0 / (globs.myTimeline[g + 1] - globs.myTimeline[g]);
  std::vector<std::vector<REAL>> u(numY, std::vector<REAL>(numX)); // [numY][numX]
  std::vector<std::vector<REAL>> v(numX, std::vector<REAL>(numY)); // [numX][numY]
  std::vector<REAL> a(numZ), b(numZ), c(numZ), y(numZ), yy(numZ);
  // Explicit x.
  for (unsigned i = 0; i < numX; ++i)
    for (unsigned j = 0; j < numY; ++j) {
      u[j][i] = dtInv * globs.myResult[i][j];
      if (i > 0)
        u[j][i] += 0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][0]) *
                   globs.myResult[i - 1][j];
      u[j][i] += 0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][1]) *
                 globs.myResult[i][j];
      if (i < numX - 1)
        u[j][i] += 0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][2]) *
                   globs.myResult[i + 1][j];
    }
  // Explicit y.
  for (unsigned j = 0; j < numY; ++j)
    for (unsigned i = 0; i < numX; ++i) {
      v[i][j] = 0.0;
      if (j > 0)
        v[i][j] += (0.5 * globs.myVarY[i][j] * globs.myDyy[j][0]) *
                   globs.myResult[i][j - 1];
      v[i][j] += (0.5 * globs.myVarY[i][j] * globs.myDyy[j][1]) *
                 globs.myResult[i][j];
      if (j < numY - 1)
        v[i][j] += (0.5 * globs.myVarY[i][j] * globs.myDyy[j][2]) *
                   globs.myResult[i][j + 1];
      u[j][i] += v[i][j];
    }
  // Implicit x: one tridiagonal system per row j.
  for (unsigned j = 0; j < numY; ++j) {
    for (unsigned i = 0; i < numX; ++i) {
      a[i] = -0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][0]);
      b[i] = dtInv - 0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][1]);
      c[i] = -0.5 * (0.5 * globs.myVarX[i][j] * globs.myDxx[i][2]);
    }
    tridag(a, b, c, u[j], numX, u[j], yy);
  }
  // Implicit y: one tridiagonal system per column i.
  for (unsigned i = 0; i < numX; ++i) {
    for (unsigned j = 0; j < numY; ++j) {
      a[j] = -0.5 * (0.5 * globs.myVarY[i][j] * globs.myDyy[j][0]);
      b[j] = dtInv - 0.5 * (0.5 * globs.myVarY[i][j] * globs.myDyy[j][1]);
      c[j] = -0.5 * (0.5 * globs.myVarY[i][j] * globs.myDyy[j][2]);
    }
    for (unsigned j = 0; j < numY; ++j)
      y[j] = dtInv * u[j][i] - 0.5 * v[i][j];
    tridag(a, b, c, y, numY, globs.myResult[i], yy);
  }
}

static REAL value(PrivGlobs globs, REAL s0, REAL strike, REAL t, REAL alpha,
                  REAL nu, REAL beta, unsigned numX, unsigned numY,
                  unsigned numT) {
  initGrid(s0, alpha, nu, t, numX, numY, numT, globs);
  initOperator(numX, globs.myX, globs.myDxx);
  initOperator(numY, globs.myY, globs.myDyy);
  setPayoff(strike, numX, numY, globs);
  for (int g = numT - 2; g >= 0; --g) {
    updateParams(g, alpha, beta, nu, numX, numY, globs);
    rollback(g, numX, numY, globs);
  }
  return globs.myResult[globs.myXindex][globs.myYindex];
}

#pragma loopgen offload
#pragma loopgen array(res[outer])
#pragma loopgen validate(outer = 16, numX = 32, numY = 256, numT = 90, s0 = 0.03, t = 5.0, alpha = 0.2, nu = 0.6, beta = 0.5) tolerance(1e-9)
void run_OrigCPU(unsigned outer, unsigned numX, unsigned numY, unsigned numT,
                 REAL s0, REAL t, REAL alpha, REAL nu, REAL beta, REAL *res) {
  PrivGlobs globs(numX, numY, numT);
  for (unsigned i = 0; i < outer; ++i) {
    REAL strike = 0.001 * i;
    res[i] = value(globs, s0, strike, t, alpha, nu, beta, numX, numY, numT);
  }
}
