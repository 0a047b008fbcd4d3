/* What the kernel C files (kernels.c, blur.c, scan.c, warp.c) share; private to this target, and
 * hashed into kernels_x86_64.S with them (scripts/generate-kernel-assembly.sh). */
#ifndef RK_PIXEL_MATH_H
#define RK_PIXEL_MATH_H

#include <stdint.h>

/* Where the code linked in came from, as rk_kernels_origin and rk_blur_origin say: the
 * generated assembly, or the C compiled by this build (the portable path). */
#if defined(RK_GENERATING_ASSEMBLY)
#define RK_ORIGIN "x86_64 assembly"
#else
#define RK_ORIGIN "C"
#endif

/* Every channel of the premultiplied pixel p times a / 255, with pixman's rounding
 * ((t + (t >> 8)) >> 8 for t = x * a + 128), two channels to a 32-bit word at a time:
 * PixelMath.multiply's bytes. */
static inline uint32_t rk_mul_pixel(uint32_t p, uint32_t a) {
    uint32_t rb = (p & 0x00FF00FFu) * a + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((p >> 8) & 0x00FF00FFu) * a + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

/* The premultiplied source s over d: PixelMath.over's bytes. */
static inline uint32_t rk_over_pixel(uint32_t s, uint32_t d) { return s + rk_mul_pixel(d, 255 - (s >> 24)); }

#endif
