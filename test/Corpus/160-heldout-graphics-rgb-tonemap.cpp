// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, tenth round. Pixel records indexed y * width + x, RGB operators); kept as written.
// HDR -> LDR tone mapping for a render preview: exposure, extended Reinhard
// on luminance, then sRGB transfer curve.
#include <cmath>
#include <algorithm>

struct RGB {
    float r, g, b;
};

static inline RGB operator*(RGB c, float s) { return {c.r * s, c.g * s, c.b * s}; }
static inline RGB operator+(RGB a, RGB b) { return {a.r + b.r, a.g + b.g, a.b + b.b}; }

static inline float luminance(RGB c)
{
    return 0.2126f * c.r + 0.7152f * c.g + 0.0722f * c.b;
}

static inline RGB clamp01(RGB c)
{
    RGB o;
    o.r = std::min(std::max(c.r, 0.0f), 1.0f);
    o.g = std::min(std::max(c.g, 0.0f), 1.0f);
    o.b = std::min(std::max(c.b, 0.0f), 1.0f);
    return o;
}

static inline float srgb_encode(float v)
{
    if (v <= 0.0031308f)
        return 12.92f * v;
    return 1.055f * std::pow(v, 1.0f / 2.4f) - 0.055f;
}

static RGB reinhard_extended(RGB c, float white2)
{
    float L = luminance(c);
    if (L <= 1e-6f)
        return {0.0f, 0.0f, 0.0f};
    float Ld = L * (1.0f + L / white2) / (1.0f + L);
    return c * (Ld / L);
}

// Small desaturation towards grey for very bright pixels (artist request).
static RGB soft_desaturate(RGB c, float amount)
{
    float L = luminance(c);
    RGB grey = {L, L, L};
    return c * (1.0f - amount) + grey * amount;
}

#pragma loopgen validate(width = 640, height = 480, exposure = 1.5, white = 4.0)
#pragma loopgen offload
void tonemap_image(const RGB* hdr, RGB* ldr, int width, int height, float exposure, float white)
{
    const float white2 = white * white;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            int idx = y * width + x;
            RGB c = hdr[idx] * exposure;
            RGB m = reinhard_extended(c, white2);
            float L = luminance(m);
            if (L > 0.8f)
                m = soft_desaturate(m, 0.5f * (L - 0.8f));
            m = clamp01(m);
            RGB out;
            out.r = srgb_encode(m.r);
            out.g = srgb_encode(m.g);
            out.b = srgb_encode(m.b);
            ldr[idx] = out;
        }
    }
}
