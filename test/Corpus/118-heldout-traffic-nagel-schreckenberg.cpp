// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
// One time step of the Nagel-Schreckenberg cellular automaton on a ring road
// of L cells. road[i] == 0 means the cell is empty, otherwise the car there has
// velocity road[i]-1 (clamped to vmax). The usual rules are applied:
// accelerate, brake to the gap ahead, random slowdown with probability p_slow,
// move. The "random" draw is a deterministic integer hash of (cell, step, seed)
// so runs are reproducible. The new configuration is written to new_road.
#include <cstdint>
#include <algorithm>

static inline uint32_t hash3(uint32_t a, uint32_t b, uint32_t c)
{
    uint32_t h = a * 0x9E3779B1u ^ (b + 0x7F4A7C15u) * 0x85EBCA77u ^ c * 0xC2B2AE3Du;
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return h;
}

#pragma loopgen offload
#pragma loopgen validate(L = 8192, vmax = 5, step = 3, seed = 12345)
#pragma loopgen array(road[L], new_road[L])
void nasch_step(int L, int vmax, int step, int seed, float p_slow,
                const int *road, int *new_road)
{
    if (L <= 0 || vmax <= 0)
        return;

    for (int i = 0; i < L; ++i)
        new_road[i] = 0;

    for (int i = 0; i < L; ++i) {
        if (road[i] == 0)
            continue;

        int v = std::min(road[i] - 1, vmax);

        // 1. acceleration
        v = std::min(v + 1, vmax);

        // 2. braking: distance to next car ahead (search only as far as needed)
        int gap = v;
        for (int d = 1; d <= v; ++d) {
            if (road[(i + d) % L] != 0) {
                gap = d - 1;
                break;
            }
        }
        v = std::min(v, gap);

        // 3. random slowdown via deterministic hash
        uint32_t r = hash3(static_cast<uint32_t>(i), static_cast<uint32_t>(step),
                           static_cast<uint32_t>(seed));
        float u = (r >> 8) * (1.0f / 16777216.0f);
        if (v > 0 && u < p_slow)
            --v;

        // 4. movement
        new_road[(i + v) % L] = v + 1;
    }
}
