// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, tenth round. C pixel records shaped by rows and columns); kept as written.
/* Sobel gradient magnitude/orientation on an 8-bit RGB frame, as used in our
 * lane-marking pre-filter. Borders use clamp-to-edge addressing. */
#include <math.h>

typedef struct {
    unsigned char r, g, b;
} pixel_t;

typedef struct {
    float mag;
    float angle;
} gradient_t;

static int clampi(int v, int lo, int hi)
{
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}

static float to_gray(pixel_t p)
{
    return 0.299f * (float)p.r + 0.587f * (float)p.g + 0.114f * (float)p.b;
}

static float gray_at(const pixel_t *img, int width, int height, int x, int y)
{
    x = clampi(x, 0, width - 1);
    y = clampi(y, 0, height - 1);
    return to_gray(img[y * width + x]);
}

#pragma loopgen array(img[height][width])
#pragma loopgen array(out[height][width])
#pragma loopgen validate(width = 512, height = 512)
#pragma loopgen offload
void sobel_edges(const pixel_t *img, gradient_t *out, int width, int height)
{
    static const float kx[3][3] = {{-1, 0, 1}, {-2, 0, 2}, {-1, 0, 1}};
    static const float ky[3][3] = {{-1, -2, -1}, {0, 0, 0}, {1, 2, 1}};
    int x, y, i, j;

    for (y = 0; y < height; y++) {
        for (x = 0; x < width; x++) {
            float gx = 0.0f, gy = 0.0f;
            for (j = -1; j <= 1; j++) {
                for (i = -1; i <= 1; i++) {
                    float v = gray_at(img, width, height, x + i, y + j);
                    gx += kx[j + 1][i + 1] * v;
                    gy += ky[j + 1][i + 1] * v;
                }
            }
            gradient_t g;
            g.mag = sqrtf(gx * gx + gy * gy);
            g.angle = atan2f(gy, gx);
            out[y * width + x] = g;
        }
    }
}
