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

// floor(x) for x > -1 (and below 2^62) without a call into libm: truncation, one less
// when that rounded a negative x up. Exact.
static inline ptrdiff_t warp_floor(double x) {
    ptrdiff_t t = (ptrdiff_t)x;
    return t - (x < (double)t);
}

// round(t), half away from zero, for 0 <= t < 2^31 without a call into libm: the integer
// part, one more when the fraction (t minus its integer part, exact) is at least a half.
static inline uint32_t warp_round(double t) {
    uint32_t n = (uint32_t)t;
    return n + (t - (double)n >= 0.5);
}

void rk_warp_row(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,
                 ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                 ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha) {
    // The pixels whose sample can be non-zero lie where five conditions, each affine in the
    // pixel's centre px, hold: q > 0 and -0.5 < u < width + 0.5 (so for v), with u = U / q.
    // Their interval, widened by two pixels against rounding, bounds the loop; every pixel
    // inside it is still tested exactly as before, so the bytes do not change.
    double lo = -INFINITY, hi = INFINITY;
    double q0 = py * inv[5] + inv[8], u0 = py * inv[3] + inv[6], v0 = py * inv[4] + inv[7];
    double slopes[5] = {inv[2], inv[0] + 0.5 * inv[2], ((double)width + 0.5) * inv[2] - inv[0],
                        inv[1] + 0.5 * inv[2], ((double)height + 0.5) * inv[2] - inv[1]};
    double offsets[5] = {q0, u0 + 0.5 * q0, ((double)width + 0.5) * q0 - u0, v0 + 0.5 * q0,
                         ((double)height + 0.5) * q0 - v0};
    for (int k = 0; k < 5; k++) {
        double a = slopes[k], b = offsets[k];
        if (a > 0) {
            double t = -b / a;
            if (t > lo) lo = t;
        } else if (a < 0) {
            double t = -b / a;
            if (t < hi) hi = t;
        } else if (!(b > 0)) {
            return;
        }
    }
    if (isfinite(lo) && lo - 0.5 > (double)x0 + 2) x0 = (ptrdiff_t)floor(lo - 0.5) - 2;
    if (isfinite(hi) && hi - 0.5 < (double)x1 - 3) x1 = (ptrdiff_t)ceil(hi - 0.5) + 3;
    for (ptrdiff_t x = x0; x < x1; x++) {
        double px = (double)x + 0.5;
        double q = px * inv[2] + py * inv[5] + inv[8];
        if (!(q > 0)) continue;
        double u = (px * inv[0] + py * inv[3] + inv[6]) / q;
        double v = (px * inv[1] + py * inv[4] + inv[7]) / q;
        double sx = u - 0.5, sy = v - 0.5;
        if (!(sx > -1 && sy > -1 && sx < (double)width && sy < (double)height)) continue;
        ptrdiff_t i = warp_floor(sx), j = warp_floor(sy);
        uint32_t fx = warp_round(((sx - (double)i) * 256));
        uint32_t fy = warp_round(((sy - (double)j) * 256));
        uint32_t p[4];
        for (int k = 0; k < 4; k++) {
            ptrdiff_t ci = i + (k & 1), cj = j + (k >> 1);
            p[k] = ci >= rx0 && cj >= ry0 && ci < rx1 && cj < ry1 ? block[(cj - ry0) * block_stride + (ci - rx0)] : 0;
        }
        uint32_t s = warp_lerp(warp_lerp(p[0], p[1], fx), warp_lerp(p[2], p[3], fx), fy);
        if (s == 0) continue;
        if (alpha < 255) s = rk_mul_pixel(s, alpha);
        row[x] = rk_over_pixel(s, row[x]);
    }
}
#endif
