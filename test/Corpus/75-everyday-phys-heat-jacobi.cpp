// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: top-level while loop until the change is small (capped by max_iter), 2-D arrays
// flattened a[i * cols + j], clamped neighbour reads at borders (j > 0 ? ... : ...), std::abs,
// std::max reduction of the change, buffer swap by copying back.
// Field: physics. Jacobi iterations of the 2-D heat equation with insulated (Neumann) borders.
#include <cmath>
#include <algorithm>

#pragma loopgen validate(rows = 96, cols = 128, max_iter = 200, tol = 1e-4, k = 0.2)
#pragma loopgen offload
int diffuse_heat(float* u, float* next, int rows, int cols, int max_iter, float tol, float k)
{
    int iter = 0;
    float change = tol + 1.0f;
    while (change > tol && iter < max_iter) {
        change = 0.0f;
        for (int i = 0; i < rows; ++i) {
            for (int j = 0; j < cols; ++j) {
                float c = u[i * cols + j];
                float up    = i > 0        ? u[(i - 1) * cols + j] : c;
                float down  = i < rows - 1 ? u[(i + 1) * cols + j] : c;
                float left  = j > 0        ? u[i * cols + j - 1]   : c;
                float right = j < cols - 1 ? u[i * cols + j + 1]   : c;
                float v = c + k * (up + down + left + right - 4.0f * c);
                next[i * cols + j] = v;
                change = std::max(change, std::abs(v - c));
            }
        }
        for (int i = 0; i < rows * cols; ++i)
            u[i] = next[i];
        ++iter;
    }
    return iter;
}
