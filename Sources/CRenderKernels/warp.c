// The projective warp's per-pixel loop (see WarpKernels.h). Doubles in the order the Swift
// reference computes them, contraction off, so each byte matches; like kernels.c, on x86-64
// Linux the build assembles kernels_x86_64.S (this file at -O2) instead.
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_warp_comes_from_assembly;  // an empty translation unit is not ISO C
#else
#include <math.h>

#include "WarpKernels.h"
#include "pixel_math.h"

#pragma STDC FP_CONTRACT OFF

// a and b mixed channel by channel with weight f / 256 on b, rounded (ProjectiveWarp.lerp).
static inline uint32_t warp_lerp(uint32_t a, uint32_t b, uint32_t f) {
    if (f == 0 || a == b) return a;
    if (f >= 256) return b;
    uint32_t g = 256 - f;
    uint32_t rb = (((a & 0x00FF00FFu) * g + (b & 0x00FF00FFu) * f + 0x00800080u) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((((a >> 8) & 0x00FF00FFu) * g + ((b >> 8) & 0x00FF00FFu) * f + 0x00800080u)) & 0xFF00FF00u;
    return rb | ag;
}

void rk_warp_row(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,
                 ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                 ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha) {
    for (ptrdiff_t x = x0; x < x1; x++) {
        double px = (double)x + 0.5;
        double q = px * inv[2] + py * inv[5] + inv[8];
        if (!(q > 0)) continue;
        double u = (px * inv[0] + py * inv[3] + inv[6]) / q;
        double v = (px * inv[1] + py * inv[4] + inv[7]) / q;
        double sx = u - 0.5, sy = v - 0.5;
        if (!(sx > -1 && sy > -1 && sx < (double)width && sy < (double)height)) continue;
        double fx0 = floor(sx), fy0 = floor(sy);
        ptrdiff_t i = (ptrdiff_t)fx0, j = (ptrdiff_t)fy0;
        uint32_t fx = (uint32_t)round((sx - (double)i) * 256);
        uint32_t fy = (uint32_t)round((sy - (double)j) * 256);
        uint32_t p[4];
        for (int k = 0; k < 4; k++) {
            ptrdiff_t ci = i + (k & 1), cj = j + (k >> 1);
            p[k] = ci >= rx0 && cj >= ry0 && ci < rx1 && cj < ry1 ? block[(cj - ry0) * block_stride + (ci - rx0)] : 0;
        }
        uint32_t s = warp_lerp(warp_lerp(p[0], p[1], fx), warp_lerp(p[2], p[3], fx), fy);
        if (s == 0) continue;
        if (alpha < 255) s = rk_mul_pixel(s, alpha);
        row[x] = s + rk_mul_pixel(row[x], 255 - (s >> 24));
    }
}
#endif
