// RUN: loopgen %s  --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round. Flat populations f[q * nx * ny + y * nx + x] swapped with std::swap); kept as written.
// Lattice Boltzmann D2Q9 (BGK collision) on a fully periodic box,
// driven by a constant body force in x (Poiseuille-like forcing).
#include <vector>
#include <array>
#include <utility>
#include <cstddef>

namespace {
const std::array<int, 9> kCx = {0, 1, 0, -1, 0, 1, -1, -1, 1};
const std::array<int, 9> kCy = {0, 0, 1, 0, -1, 1, 1, -1, -1};
const std::array<float, 9> kW = {4.0f / 9.0f,  1.0f / 9.0f,  1.0f / 9.0f,
                                 1.0f / 9.0f,  1.0f / 9.0f,  1.0f / 36.0f,
                                 1.0f / 36.0f, 1.0f / 36.0f, 1.0f / 36.0f};
}

// Populations are stored structure-of-arrays: f[q * nx * ny + y * nx + x].
// On return f holds the state after `steps` collide+stream cycles and
// rho/ux/uy hold the macroscopic density and velocity.
#pragma loopgen offload
#pragma loopgen validate(nx = 64, ny = 48, steps = 20, omega = 1.2, force_x = 0.00001)
void lbm_d2q9_run(std::vector<float>& f, std::vector<float>& rho,
                  std::vector<float>& ux, std::vector<float>& uy,
                  int nx, int ny, int steps, float omega, float force_x)
{
    if (nx <= 0 || ny <= 0 || steps <= 0) return;
    const size_t ncell = (size_t)nx * (size_t)ny;
    std::vector<float> fnew(9 * ncell);
    const float tau = 1.0f / omega;

    for (int t = 0; t < steps; ++t) {
        // BGK collision, in place
        for (int y = 0; y < ny; ++y) {
            for (int x = 0; x < nx; ++x) {
                const size_t c = (size_t)y * nx + x;
                float fi[9];
                float r = 0.0f, mx = 0.0f, my = 0.0f;
                for (int q = 0; q < 9; ++q) {
                    fi[q] = f[q * ncell + c];
                    r += fi[q];
                    mx += kCx[q] * fi[q];
                    my += kCy[q] * fi[q];
                }
                const float inv = (r > 1e-6f) ? 1.0f / r : 0.0f;
                // velocity shift forcing (Shan-Chen style)
                const float u = mx * inv + tau * force_x;
                const float v = my * inv;
                const float usq = 1.5f * (u * u + v * v);
                for (int q = 0; q < 9; ++q) {
                    const float cu = 3.0f * (kCx[q] * u + kCy[q] * v);
                    const float feq = kW[q] * r * (1.0f + cu + 0.5f * cu * cu - usq);
                    f[q * ncell + c] = fi[q] - omega * (fi[q] - feq);
                }
            }
        }

        // streaming (pull) with periodic wrap-around
        for (int q = 0; q < 9; ++q) {
            for (int y = 0; y < ny; ++y) {
                const int ys = (y - kCy[q] + ny) % ny;
                for (int x = 0; x < nx; ++x) {
                    const int xs = (x - kCx[q] + nx) % nx;
                    fnew[q * ncell + (size_t)y * nx + x] =
                        f[q * ncell + (size_t)ys * nx + xs];
                }
            }
        }
        std::swap(f, fnew);
    }

    // macroscopic moments of the final state
    for (int y = 0; y < ny; ++y) {
        for (int x = 0; x < nx; ++x) {
            const size_t c = (size_t)y * nx + x;
            float r = 0.0f, mx = 0.0f, my = 0.0f;
            for (int q = 0; q < 9; ++q) {
                const float fq = f[q * ncell + c];
                r += fq;
                mx += kCx[q] * fq;
                my += kCy[q] * fq;
            }
            rho[c] = r;
            const float inv = (r > 1e-6f) ? 1.0f / r : 0.0f;
            ux[c] = mx * inv + 0.5f * force_x;
            uy[c] = my * inv;
        }
    }
}
