// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round. Rays walked by a while loop through a shared grid: sequential, on the host); kept as written.
/* Occupancy-grid update from one laser scan (log-odds, ray casting with
 * integer DDA / Bresenham). Classic C robotics code. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#define GRID_W 1024
#define GRID_H 1024
#define RES    0.05f          /* metres per cell */
#define L_FREE (-0.4f)
#define L_OCC  (0.85f)
#define L_MIN  (-5.0f)
#define L_MAX  (5.0f)

typedef struct {
    float x, y, theta;        /* robot pose in metres / radians */
} pose_t;

#define CLAMPF(v, lo, hi) ((v) < (lo) ? (lo) : ((v) > (hi) ? (hi) : (v)))

#pragma loopgen array(ranges[nrays], grid[GRID_H * GRID_W])
#pragma loopgen validate(nrays = 2048, angle_min = -2.35, angle_inc = 0.0023, range_max = 20.0, pose.x = 25.6, pose.y = 25.6, pose.theta = 0.3)
#pragma loopgen offload
void update_grid(const float *ranges, int nrays, float angle_min, float angle_inc,
                 float range_max, pose_t pose, float *grid)
{
    int r;
    int x0 = (int)(pose.x / RES);
    int y0 = (int)(pose.y / RES);

    for (r = 0; r < nrays; r++) {
        float rng = ranges[r];
        int hit = rng < range_max;
        if (!hit) rng = range_max;
        float a = pose.theta + angle_min + r * angle_inc;
        int x1 = (int)((pose.x + rng * cosf(a)) / RES);
        int y1 = (int)((pose.y + rng * sinf(a)) / RES);

        int dx = abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
        int dy = -abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
        int err = dx + dy;
        int cx = x0, cy = y0;

        /* walk free cells up to (but not including) the end point */
        while (cx != x1 || cy != y1) {
            if (cx >= 0 && cx < GRID_W && cy >= 0 && cy < GRID_H) {
                float *c = &grid[cy * GRID_W + cx];
                *c = CLAMPF(*c + L_FREE, L_MIN, L_MAX);
            }
            int e2 = 2 * err;
            if (e2 >= dy) { err += dy; cx += sx; }
            if (e2 <= dx) { err += dx; cy += sy; }
        }
        if (hit && x1 >= 0 && x1 < GRID_W && y1 >= 0 && y1 < GRID_H) {
            float *c = &grid[y1 * GRID_W + x1];
            *c = CLAMPF(*c + L_OCC, L_MIN, L_MAX);
        }
    }
}
