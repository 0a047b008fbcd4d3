// The projective warp's per-pixel loop (see WarpKernels.h). Floats in the order the Swift
// reference computes them, contraction off, so each byte matches; like kernels.c, on x86-64
// Linux the build assembles kernels_x86_64.S (this file at -O2) instead.
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_warp_comes_from_assembly;  // an empty translation unit is not ISO C
#else
#include <math.h>

#include "RenderKernels.h"
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

// floor(x) for -2^31 < x < 2^31 without a call into libm (no SSE4.1 below the vector
// levels): truncation, one less when that rounded a negative x up. Exact.
static inline float warp_floor(float x) {
    float t = (float)(int32_t)x;
    return t - (float)(x < t);
}

// Where the scalar loop samples for the pixel whose centre is px on a row with constant
// terms qa, ua, va: the source point (sx, sy), pixel-centre based. Returns 0 when the pixel
// draws nothing (at or behind the eye, or its sample wholly off the source). One copy, so
// that rk_warp_footprint finds exactly the samples rk_warp_row takes.
static inline int warp_sample_point(float px, float qa, float ua, float va, float c0, float c1, float c2, float fw,
                                    float fh, float *sx, float *sy) {
    float q = px * c2 + qa;
    if (!(q > 0)) return 0;
    float r = 1.0f / q;
    *sx = (px * c0 + ua) * r - 0.5f;
    *sy = (px * c1 + va) * r - 0.5f;
    return *sx > -1 && *sy > -1 && *sx < fw && *sy < fh;
}

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>

#define WARP_AVX2 __attribute__((target("avx2")))

// A weight (0...256) in each 32-bit lane repeated in both of its 16-bit halves, for the
// 16-bit multiplies below.
WARP_AVX2 static inline __m256i warp_pair16(__m256i w) { return _mm256_or_si256(w, _mm256_slli_epi32(w, 16)); }

// rk_mul_pixel on eight pixels, each with its own factor (0...255): the same packed
// two-channels-to-a-word arithmetic, in 16-bit lanes. No channel's product and sum leaves its
// half of the word (at most 255 * 255 + 128 + 254), so 16-bit multiplies (one micro-op, where
// a 32-bit one takes two) give the scalar bytes. `a2` holds the factor in both halves.
WARP_AVX2 static inline __m256i warp_mul8(__m256i p, __m256i a2) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p, mask), a2), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(p, 8), a2), half);
    ag = _mm256_andnot_si256(mask, _mm256_add_epi16(ag, _mm256_srli_epi16(ag, 8)));
    return _mm256_or_si256(rb, ag);
}

// warp_lerp on eight pixel pairs, each with its own weight f (0...256, `f2` holding it in
// both 16-bit halves of its lane, `g2` 256 - f alike). The scalar shortcuts (f = 0, f = 256,
// a = b) give what the general formula gives, so there are none here. In 16-bit lanes, as
// warp_mul8: a channel's a * g + b * f + 128 is at most 255 * 256 + 128.
WARP_AVX2 static inline __m256i warp_lerp8(__m256i a, __m256i b, __m256i f2, __m256i g2) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(a, mask), g2),
                                  _mm256_mullo_epi16(_mm256_and_si256(b, mask), f2));
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, half), 8);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(a, 8), g2),
                                  _mm256_mullo_epi16(_mm256_srli_epi16(b, 8), f2));
    ag = _mm256_andnot_si256(mask, _mm256_add_epi16(ag, half));
    return _mm256_or_si256(rb, ag);
}

// Eight consecutive pixels' sample coordinates: the scalar loop's floats, operation for
// operation (the same products and sums in the same order, the same correctly rounded
// reciprocal), so every lane holds the scalar value. Lanes that draw nothing (q <= 0, or the
// sample outside the source) come back as 0 in `keep` and hold coordinates 0.
WARP_AVX2 static inline void warp_coords8(__m256 px, __m256 qa, __m256 ua, __m256 va, __m256 c0, __m256 c1,
                                          __m256 c2, __m256 w, __m256 h, __m256i *i, __m256i *j, __m256i *fx,
                                          __m256i *fy, __m256i *keep) {
    const __m256 half = _mm256_set1_ps(0.5f), minus1 = _mm256_set1_ps(-1), scale = _mm256_set1_ps(256);
    __m256 q = _mm256_add_ps(_mm256_mul_ps(px, c2), qa);
    __m256 r = _mm256_div_ps(_mm256_set1_ps(1), q);
    __m256 sx = _mm256_sub_ps(_mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(px, c0), ua), r), half);
    __m256 sy = _mm256_sub_ps(_mm256_mul_ps(_mm256_add_ps(_mm256_mul_ps(px, c1), va), r), half);
    __m256 ok = _mm256_and_ps(_mm256_cmp_ps(q, _mm256_setzero_ps(), _CMP_GT_OQ),
                              _mm256_and_ps(_mm256_and_ps(_mm256_cmp_ps(sx, minus1, _CMP_GT_OQ),
                                                          _mm256_cmp_ps(sy, minus1, _CMP_GT_OQ)),
                                            _mm256_and_ps(_mm256_cmp_ps(sx, w, _CMP_LT_OQ),
                                                          _mm256_cmp_ps(sy, h, _CMP_LT_OQ))));
    sx = _mm256_and_ps(sx, ok);
    sy = _mm256_and_ps(sy, ok);
    // floor, exact; then the weight (s - floor(s)) * 256 + 0.5 truncated, as the scalar loop.
    __m256 fi = _mm256_floor_ps(sx), fj = _mm256_floor_ps(sy);
    *fx = _mm256_cvttps_epi32(_mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(sx, fi), scale), half));
    *fy = _mm256_cvttps_epi32(_mm256_add_ps(_mm256_mul_ps(_mm256_sub_ps(sy, fj), scale), half));
    *i = _mm256_cvttps_epi32(fi);
    *j = _mm256_cvttps_epi32(fj);
    *keep = _mm256_castps_si256(ok);
}

// The block pixel at column i, row j of the source for each lane, 0 outside the block and in
// lanes not kept. The block's bounds come as `before_x` (its first column minus one, so that
// one signed compare tests each side), `end_x`, and so for rows.
WARP_AVX2 static inline __m256i warp_gather8(const uint32_t *block, __m256i i, __m256i j, __m256i before_x,
                                             __m256i end_x, __m256i before_y, __m256i end_y, __m256i stride,
                                             __m256i keep) {
    __m256i inside = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpgt_epi32(i, before_x), _mm256_cmpgt_epi32(end_x, i)),
        _mm256_and_si256(_mm256_cmpgt_epi32(j, before_y), _mm256_cmpgt_epi32(end_y, j)));
    inside = _mm256_and_si256(inside, keep);
    const __m256i one = _mm256_set1_epi32(1);
    __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_sub_epi32(j, _mm256_add_epi32(before_y, one)), stride),
                                     _mm256_sub_epi32(i, _mm256_add_epi32(before_x, one)));
    return _mm256_mask_i32gather_epi32(_mm256_setzero_si256(), (const int *)block, index, inside, 4);
}

// Pixel idx (0...15) of the sixteen that start at `first`, for each lane: two eight-lane
// permutes, one of each half.
WARP_AVX2 static inline __m256i warp_pick16(const uint32_t *first, __m256i idx) {
    __m256i a = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)first), idx);
    __m256i b = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(first + 8)), idx);
    return _mm256_blendv_epi8(a, b, _mm256_cmpgt_epi32(idx, _mm256_set1_epi32(7)));
}

// The four corners of eight samples without a gather, when the samples lie close together
// (a page drawn near its own scale, or up to twice smaller across): every lane drawn, the
// columns i...i + 1 within sixteen and the rows j...j + 1 within three, all inside the block.
// Then each corner is a lane picked out of rows read whole, which costs far less than a
// gather of eight. Returns 0, with nothing written, when the samples do not qualify; 2 when
// every pixel the samples can read is the same, which is then each sample, in `p0` alone.
WARP_AVX2 static inline int warp_rows8(const uint32_t *block, ptrdiff_t block_stride, __m256i i, __m256i j,
                                       __m256i keep, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1,
                                       __m256i *p0, __m256i *p1, __m256i *p2, __m256i *p3) {
    if (_mm256_movemask_ps(_mm256_castsi256_ps(keep)) != 0xFF) return 0;
    // The first and last lanes are the extremes when the row's map is monotonic, as it is
    // between poles; a rounding wobble is caught by the check of every lane below.
    int i0 = _mm256_cvtsi256_si32(i), i7 = _mm256_extract_epi32(i, 7);
    int j0 = _mm256_cvtsi256_si32(j), j7 = _mm256_extract_epi32(j, 7);
    int imin = i0 < i7 ? i0 : i7, jmin = j0 < j7 ? j0 : j7;
    if (imin < rx0 || imin + 16 > rx1 || jmin < ry0 || jmin + 3 > ry1) return 0;
    __m256i di = _mm256_sub_epi32(i, _mm256_set1_epi32(imin)), dj = _mm256_sub_epi32(j, _mm256_set1_epi32(jmin));
    __m256i outside = _mm256_or_si256(
        _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), di), _mm256_cmpgt_epi32(di, _mm256_set1_epi32(14))),
        _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), dj), _mm256_cmpgt_epi32(dj, _mm256_set1_epi32(1))));
    if (!_mm256_testz_si256(outside, outside)) return 0;
    const uint32_t *r = block + (ptrdiff_t)(jmin - ry0) * block_stride + (imin - rx0);
    // Every pixel the lanes can read the same (a page's plain background): each corner is
    // that pixel, and so is every mix of them.
    __m256i v = _mm256_set1_epi32((int)r[0]);
    __m256i same = _mm256_and_si256(
        _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)r), v),
                         _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(r + 8)), v)),
        _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(r + block_stride)), v),
                         _mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)(r + block_stride + 8)), v)));
    if (!_mm256_testz_si256(dj, dj)) {
        const uint32_t *r2 = r + 2 * block_stride;
        same = _mm256_and_si256(same, _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_loadu_si256((const __m256i *)r2), v),
                                                       _mm256_cmpeq_epi32(
                                                           _mm256_loadu_si256((const __m256i *)(r2 + 8)), v)));
    }
    if (_mm256_testc_si256(same, _mm256_set1_epi32(-1))) {
        *p0 = v;
        return 2;
    }
    __m256i di1 = _mm256_add_epi32(di, _mm256_set1_epi32(1));
    __m256i a0 = warp_pick16(r, di), a1 = warp_pick16(r, di1);
    __m256i b0 = warp_pick16(r + block_stride, di), b1 = warp_pick16(r + block_stride, di1);
    if (_mm256_testz_si256(dj, dj)) {
        *p0 = a0, *p1 = a1, *p2 = b0, *p3 = b1;
        return 1;
    }
    __m256i c0 = warp_pick16(r + 2 * block_stride, di), c1 = warp_pick16(r + 2 * block_stride, di1);
    __m256i down = _mm256_cmpgt_epi32(dj, _mm256_setzero_si256());
    *p0 = _mm256_blendv_epi8(a0, b0, down);
    *p1 = _mm256_blendv_epi8(a1, b1, down);
    *p2 = _mm256_blendv_epi8(b0, c0, down);
    *p3 = _mm256_blendv_epi8(b1, c1, down);
    return 1;
}

// The scalar loop over [x0, x1) in whole groups of eight pixels, the same bytes; returns
// where it stopped (the scalar loop does the rest). Inlined into a caller for each level:
// the AVX-512 one compiles the same AVX2 code with thirty-two registers, not sixteen, so the
// loop keeps its values in registers rather than spilling them.
WARP_AVX2 static inline __attribute__((always_inline)) ptrdiff_t warp_row_vector(
    uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,
    ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1,
    ptrdiff_t ry1, uint32_t alpha, int solid, uint32_t pixel) {
    __m256 qa = _mm256_set1_ps((float)(py * inv[5] + inv[8])), ua = _mm256_set1_ps((float)(py * inv[3] + inv[6]));
    __m256 va = _mm256_set1_ps((float)(py * inv[4] + inv[7]));
    __m256 c0 = _mm256_set1_ps((float)inv[0]), c1 = _mm256_set1_ps((float)inv[1]), c2 = _mm256_set1_ps((float)inv[2]);
    __m256 w = _mm256_set1_ps((float)width), h = _mm256_set1_ps((float)height);
    __m256i lx = _mm256_set1_epi32((int)rx0 - 1), ux = _mm256_set1_epi32((int)rx1);
    __m256i ly = _mm256_set1_epi32((int)ry0 - 1), uy = _mm256_set1_epi32((int)ry1);
    __m256i stride = _mm256_set1_epi32((int)block_stride), one = _mm256_set1_epi32(1);
    __m256i a2 = warp_pair16(_mm256_set1_epi32((int)alpha)), full = _mm256_set1_epi32(255);
    const __m256i weight_one = _mm256_set1_epi16(256), opaque = _mm256_set1_epi32((int)0xFF000000u);
    const __m256 steps = _mm256_setr_ps(0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 6.5f, 7.5f);
    const __m256i plain = _mm256_set1_epi32((int)pixel);
    ptrdiff_t x = x0;
    for (; x + 8 <= x1; x += 8) {
        // (float)x + 0.5 + k is exact below 2^22, so each lane's centre is the scalar one.
        __m256 px = _mm256_add_ps(_mm256_set1_ps((float)x), steps);
        __m256i i, j, fx, fy, keep;
        warp_coords8(px, qa, ua, va, c0, c1, c2, w, h, &i, &j, &fx, &fy, &keep);
        if (_mm256_testz_si256(keep, keep)) continue;
        __m256i p0, p1, p2, p3, s;
        int picked;
        if (solid) {
            // A corner is `pixel` inside the block and transparent outside: no memory read.
            __m256i i1c = _mm256_add_epi32(i, one), j1c = _mm256_add_epi32(j, one);
            __m256i in_x0 = _mm256_and_si256(_mm256_cmpgt_epi32(i, lx), _mm256_cmpgt_epi32(ux, i));
            __m256i in_x1 = _mm256_and_si256(_mm256_cmpgt_epi32(i1c, lx), _mm256_cmpgt_epi32(ux, i1c));
            __m256i in_y0 = _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi32(j, ly), _mm256_cmpgt_epi32(uy, j)), keep);
            __m256i in_y1 =
                _mm256_and_si256(_mm256_and_si256(_mm256_cmpgt_epi32(j1c, ly), _mm256_cmpgt_epi32(uy, j1c)), keep);
            p0 = _mm256_and_si256(_mm256_and_si256(in_x0, in_y0), plain);
            p3 = _mm256_and_si256(_mm256_and_si256(in_x1, in_y1), plain);
            if (_mm256_testc_si256(_mm256_and_si256(p0, p3), plain)) {
                picked = 2;
            } else {
                p1 = _mm256_and_si256(_mm256_and_si256(in_x1, in_y0), plain);
                p2 = _mm256_and_si256(_mm256_and_si256(in_x0, in_y1), plain);
                picked = 1;
            }
        } else {
            picked = warp_rows8(block, block_stride, i, j, keep, rx0, ry0, rx1, ry1, &p0, &p1, &p2, &p3);
        }
        if (picked == 2) {
            s = p0;
        } else {
            if (!picked) {
                __m256i i1c = _mm256_add_epi32(i, one), j1c = _mm256_add_epi32(j, one);
                p0 = warp_gather8(block, i, j, lx, ux, ly, uy, stride, keep);
                p1 = warp_gather8(block, i1c, j, lx, ux, ly, uy, stride, keep);
                p2 = warp_gather8(block, i, j1c, lx, ux, ly, uy, stride, keep);
                p3 = warp_gather8(block, i1c, j1c, lx, ux, ly, uy, stride, keep);
            }
            __m256i fx2 = warp_pair16(fx), fy2 = warp_pair16(fy);
            __m256i gx2 = _mm256_sub_epi16(weight_one, fx2), gy2 = _mm256_sub_epi16(weight_one, fy2);
            s = warp_lerp8(warp_lerp8(p0, p1, fx2, gx2), warp_lerp8(p2, p3, fx2, gx2), fy2, gy2);
        }
        if (_mm256_testz_si256(s, s)) continue;
        __m256i *dst = (__m256i *)(row + x);
        if (alpha < 255) {
            s = warp_mul8(s, a2);
        } else if (_mm256_testc_si256(s, opaque)) {
            // Every lane opaque: source-over is a store, and the target is not read.
            _mm256_storeu_si256(dst, s);
            continue;
        }
        // Source-over; a lane with s = 0 keeps its pixel (d * 255 / 255 is d exactly).
        __m256i d = _mm256_loadu_si256(dst);
        __m256i out =
            _mm256_add_epi32(s, warp_mul8(d, warp_pair16(_mm256_sub_epi32(full, _mm256_srli_epi32(s, 24)))));
        _mm256_storeu_si256(dst, out);
    }
    return x;
}

#define WARP_ARGS                                                                                              \
    uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,            \
        ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, \
        ptrdiff_t ry1, uint32_t alpha, uint32_t pixel
#define WARP_PASS row, x0, x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha

// One function for each level and kind of source, each its own copy of the loop: the solid
// one has no reads, the image one no per-lane block tests.
WARP_AVX2 static ptrdiff_t warp_row_avx2(WARP_ARGS) { return warp_row_vector(WARP_PASS, 0, pixel); }
WARP_AVX2 static ptrdiff_t warp_row_avx2_solid(WARP_ARGS) { return warp_row_vector(WARP_PASS, 1, pixel); }
__attribute__((target("avx512f,avx512vl,avx2"))) static ptrdiff_t warp_row_avx512(WARP_ARGS) {
    return warp_row_vector(WARP_PASS, 0, pixel);
}
__attribute__((target("avx512f,avx512vl,avx2"))) static ptrdiff_t warp_row_avx512_solid(WARP_ARGS) {
    return warp_row_vector(WARP_PASS, 1, pixel);
}
#endif

void rk_warp_footprint(ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0, ptrdiff_t y1, const double *inv, ptrdiff_t width,
                       ptrdiff_t height, ptrdiff_t *bounds) {
    ptrdiff_t i0 = PTRDIFF_MAX, j0 = PTRDIFF_MAX, i1 = PTRDIFF_MIN, j1 = PTRDIFF_MIN;
    float c0 = (float)inv[0], c1 = (float)inv[1], c2 = (float)inv[2], fw = (float)width, fh = (float)height;
    for (ptrdiff_t y = y0; y < y1; y++) {
        double py = (double)y + 0.5;
        // rk_warp_row's arithmetic, step for step: the samples it would take.
        float qa = (float)(py * inv[5] + inv[8]), ua = (float)(py * inv[3] + inv[6]), va = (float)(py * inv[4] + inv[7]);
        for (ptrdiff_t x = x0; x < x1; x++) {
            float sx, sy;
            if (!warp_sample_point((float)x + 0.5f, qa, ua, va, c0, c1, c2, fw, fh, &sx, &sy)) continue;
            ptrdiff_t i = (ptrdiff_t)warp_floor(sx), j = (ptrdiff_t)warp_floor(sy);
            if (i < i0) i0 = i;
            if (j < j0) j0 = j;
            if (i > i1) i1 = i;
            if (j > j1) j1 = j;
        }
    }
    // Each sample reads its column and the next, its row and the next; within the source.
    if (i0 > i1) {
        bounds[0] = bounds[1] = bounds[2] = bounds[3] = 0;
        return;
    }
    bounds[0] = i0 < 0 ? 0 : i0;
    bounds[1] = j0 < 0 ? 0 : j0;
    bounds[2] = i1 + 2 > width ? width : i1 + 2;
    bounds[3] = j1 + 2 > height ? height : j1 + 2;
}

// The pixel centres px where a[k] * px + b[k] >= 0 for every k: [*lo, *hi], either end
// infinite when nothing bounds it. Returns 0 when there are none.
static int warp_half_lines(const double *a, const double *b, int n, double *lo, double *hi) {
    *lo = -INFINITY, *hi = INFINITY;
    for (int k = 0; k < n; k++) {
        if (a[k] > 0) {
            double t = -b[k] / a[k];
            if (t > *lo) *lo = t;
        } else if (a[k] < 0) {
            double t = -b[k] / a[k];
            if (t < *hi) *hi = t;
        } else if (!(b[k] >= 0)) {
            return 0;
        }
    }
    return *lo <= *hi;
}

// Whether the pixel centre px keeps the exact sample point (U / Q - 0.5, V / Q - 0.5) at
// least `e` inside [rx0, rx1 - 1] x [ry0, ry1 - 1], with Q > 0 (doubles; q0, u0 and v0 the
// row's constant terms).
static int warp_inside(double px, double e, const double *inv, double q0, double u0, double v0, double rx0,
                       double ry0, double rx1, double ry1) {
    double q = px * inv[2] + q0, u = px * inv[0] + u0, v = px * inv[1] + v0;
    return q > 0 && u >= (rx0 + 0.5 + e) * q && u <= (rx1 - 0.5 - e) * q && v >= (ry0 + 0.5 + e) * q &&
           v <= (ry1 - 0.5 - e) * q;
}

// The interior of a row (rk_warp_interior) given its constant terms q0, u0, v0 as the row
// kernel computes them: span[0] <= span[1], equal when empty.
//
// The kernel's sample point for the centre px is sx = fl(fl(fl(px * c0) + ua) * fl(1 / q)) -
// 0.5 with q = fl(fl(px * c2) + qa), c0, c2, ua, qa the doubles inv[0], inv[2], u0, q0 each
// rounded to a float: every step within a relative u = 2^-24 of its exact value. So the
// computed Q and U lie within EQ = u (2 |px c2| + |q0| + |Q|) and EU = u (2 |px c0| + |u0| +
// |U|) (to first order; the factor 1.01 below takes the rest) of the exact Q and U, and
// |U/Q - Uc/Qc| <= (EU + |U/Q| EQ) / (Q - EQ); the reciprocal, the product and the
// subtraction of 0.5 add at most 3u (|U/Q| + 1). Inside the interior |U/Q| <= M (the block's
// largest coordinate plus one), which bounds the whole error by E over an interval from the
// largest |px| and the extremes of Q at its ends (Q is affine in px). Pixels whose exact
// point lies 2E inside the block's last sampling square are then inside it as the kernel
// computes them, with all four corners in the block. The interval is found with a guess of
// E, which is checked over it and, when too small, doubled once (a larger margin gives a
// smaller interval, whose bound is no larger); its end pixels are then tested against the
// exact conditions in doubles, so the rounding of the interval's own divisions cannot put a
// pixel outside.
//
// `error` (when not NULL) receives the bound E that held over the interval: no sample the
// kernel computes for a pixel of the span lies farther than E from the exact one.
static void warp_interior_bounded(ptrdiff_t x0, ptrdiff_t x1, const double *inv, double q0, double u0, double v0,
                                  ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *span,
                                  double *error) {
    span[0] = span[1] = x0;
    // Float pixel centres stay exact below 2^22, as the row kernel needs.
    if (x1 <= x0 || rx1 - rx0 < 2 || ry1 - ry0 < 2 || x0 <= -(1 << 22) || x1 >= (1 << 22)) return;
    const double u = 1.0 / 16777216.0;
    double bx0 = (double)rx0, by0 = (double)ry0, bx1 = (double)rx1, by1 = (double)ry1;
    double m = fmax(fmax(fabs(bx0), fabs(bx1)), fmax(fabs(by0), fabs(by1))) + 1;
    double e = 1.0 / 64;
    for (int pass = 0; pass < 2; pass++) {
        double ax = bx0 + 0.5 + e, cx = bx1 - 0.5 - e, ay = by0 + 0.5 + e, cy = by1 - 0.5 - e;
        if (ax > cx || ay > cy) return;
        double a[5] = {inv[2], inv[0] - ax * inv[2], cx * inv[2] - inv[0], inv[1] - ay * inv[2],
                       cy * inv[2] - inv[1]};
        double b[5] = {q0, u0 - ax * q0, cx * q0 - u0, v0 - ay * q0, cy * q0 - v0};
        double lo, hi;
        if (!warp_half_lines(a, b, 5, &lo, &hi)) return;
        // Pixels x with lo <= x + 0.5 <= hi, within [x0, x1).
        ptrdiff_t xa = x0, xb = x1;
        if (lo - 0.5 > (double)x0) xa = (ptrdiff_t)ceil(lo - 0.5);
        if (hi - 0.5 < (double)x1 - 1) xb = (ptrdiff_t)floor(hi - 0.5) + 1;
        if (xa >= xb) return;
        double pa = (double)xa + 0.5, pb = (double)xb - 0.5;
        double qa = pa * inv[2] + q0, qb = pb * inv[2] + q0;
        double qmin = fmin(qa, qb), qmax = fmax(qa, qb), p = fmax(fabs(pa), fabs(pb));
        double eq = 1.01 * u * (2 * p * fabs(inv[2]) + fabs(q0) + qmax);
        double eu = 1.01 * u * (2 * p * fmax(fabs(inv[0]), fabs(inv[1])) + fmax(fabs(u0), fabs(v0)) + m * qmax);
        if (!(qmin - eq > 0)) return;
        double bound = (eu + m * eq) / (qmin - eq) + 3.01 * u * (m + 2);
        if (!(bound < 1)) return;
        if (2 * bound > e) {
            e = 2 * bound;
            continue;
        }
        // The ends, checked against the exact conditions with the bound's margin; the
        // conditions are affine in px, so every pixel between passes when both ends do.
#define WARP_INSIDE(px) warp_inside((px), bound, inv, q0, u0, v0, bx0, by0, bx1, by1)
        for (int k = 0; k < 2 && xa < xb && !WARP_INSIDE((double)xa + 0.5); k++) xa++;
        for (int k = 0; k < 2 && xa < xb && !WARP_INSIDE((double)xb - 0.5); k++) xb--;
        if (xa < xb && WARP_INSIDE((double)xa + 0.5) && WARP_INSIDE((double)xb - 0.5)) {
            span[0] = xa, span[1] = xb;
            if (error) *error = bound;
        }
#undef WARP_INSIDE
        return;
    }
}

static void warp_interior(ptrdiff_t x0, ptrdiff_t x1, const double *inv, double q0, double u0, double v0,
                          ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *span) {
    warp_interior_bounded(x0, x1, inv, q0, u0, v0, rx0, ry0, rx1, ry1, span, NULL);
}

// The pixels of [x0, x1) whose sample may take a corner inside the rectangle `ink` (x0, y0,
// x1, y1 of the source) as the kernel computes it, given that no computed sample of them lies
// farther than `error` from the exact one: [*from, *to), empty when none. A corner (i or i + 1,
// i = floor(sx)) lies in columns [ix0, ix1) only when ix0 - 1 <= sx < ix1, so the exact point
// U / Q (sx + 0.5 exactly) lies within [ix0 - 0.5 - error, ix1 + 0.5 + error], and so for rows:
// with Q > 0, five conditions affine in the pixel centre, one interval of the row. Its margin
// is twice the error and a sixty-fourth of a pixel, and it is grown by a pixel a side, so the
// rounding of its own divisions cannot leave a pixel out.
static void warp_ink_columns(ptrdiff_t x0, ptrdiff_t x1, const double *inv, double q0, double u0, double v0,
                             const ptrdiff_t *ink, double error, ptrdiff_t *from, ptrdiff_t *to) {
    *from = *to = x0;
    double e = 2 * error + 1.0 / 64;
    double ax = (double)ink[0] - 0.5 - e, cx = (double)ink[2] + 0.5 + e;
    double ay = (double)ink[1] - 0.5 - e, cy = (double)ink[3] + 0.5 + e;
    double a[5] = {inv[2], inv[0] - ax * inv[2], cx * inv[2] - inv[0], inv[1] - ay * inv[2], cy * inv[2] - inv[1]};
    double b[5] = {q0, u0 - ax * q0, cx * q0 - u0, v0 - ay * q0, cy * q0 - v0};
    double lo, hi;
    if (!warp_half_lines(a, b, 5, &lo, &hi)) return;
    // Pixels x with lo <= x + 0.5 <= hi, a pixel more each side, within [x0, x1).
    ptrdiff_t xa = x0, xb = x1;
    if (!(lo - 0.5 < (double)x1) || !(hi - 0.5 > (double)x0 - 1)) return;
    if (lo - 0.5 > (double)x0 + 1) xa = (ptrdiff_t)floor(lo - 0.5) - 1;
    if (hi - 0.5 < (double)x1 - 3) xb = (ptrdiff_t)ceil(hi - 0.5) + 2;
    if (xa < xb) *from = xa, *to = xb;
}

void rk_warp_interior(ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, ptrdiff_t rx0, ptrdiff_t ry0,
                      ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *span) {
    warp_interior(x0, x1, inv, py * inv[5] + inv[8], py * inv[3] + inv[6], py * inv[4] + inv[7], rx0, ry0, rx1, ry1,
                  span);
}

void rk_warp_interior_rows(ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0, ptrdiff_t y1, const double *inv, ptrdiff_t rx0,
                           ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *spans) {
    for (ptrdiff_t y = y0; y < y1; y++)
        rk_warp_interior(x0, x1, (double)y + 0.5, inv, rx0, ry0, rx1, ry1, spans + 2 * (y - y0));
}

// The per-pixel loop of rk_warp_row over [x0, x1), and of rk_warp_row_solid when `solid`
// (every pixel of the block `pixel`, with no memory behind it): vector groups of eight, then
// the scalar loop for the rest.
static inline __attribute__((always_inline)) void warp_pixels(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py,
                                                              const double *inv, const uint32_t *block,
                                                              ptrdiff_t block_stride, ptrdiff_t width,
                                                              ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                                                              ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha, int level,
                                                              int solid, uint32_t pixel) {
    if (x1 <= x0) return;
#if defined(__x86_64__) || defined(__i386__)
    // The vector path takes whole groups of eight; the rest goes through the loop below.
    if (level >= 2 && x1 - x0 >= 8 && width < (1 << 22) && height < (1 << 22) &&
        block_stride * (ry1 - ry0) < INT32_MAX && x1 < (1 << 22) - 8) {
        ptrdiff_t (*vector)(WARP_ARGS) = solid ? (level >= 3 ? warp_row_avx512_solid : warp_row_avx2_solid)
                                               : (level >= 3 ? warp_row_avx512 : warp_row_avx2);
        x0 = vector(WARP_PASS, pixel);
    }
#else
    (void)level;
#endif
    float qa = (float)(py * inv[5] + inv[8]), ua = (float)(py * inv[3] + inv[6]), va = (float)(py * inv[4] + inv[7]);
    float c0 = (float)inv[0], c1 = (float)inv[1], c2 = (float)inv[2], fw = (float)width, fh = (float)height;
    for (ptrdiff_t x = x0; x < x1; x++) {
        float sx, sy;
        if (!warp_sample_point((float)x + 0.5f, qa, ua, va, c0, c1, c2, fw, fh, &sx, &sy)) continue;
        float fi = warp_floor(sx), fj = warp_floor(sy);
        ptrdiff_t i = (ptrdiff_t)fi, j = (ptrdiff_t)fj;
        uint32_t fx = (uint32_t)((sx - fi) * 256 + 0.5f);
        uint32_t fy = (uint32_t)((sy - fj) * 256 + 0.5f);
        uint32_t p[4];
        for (int k = 0; k < 4; k++) {
            ptrdiff_t ci = i + (k & 1), cj = j + (k >> 1);
            int inside = ci >= rx0 && cj >= ry0 && ci < rx1 && cj < ry1;
            p[k] = !inside ? 0 : solid ? pixel : block[(cj - ry0) * block_stride + (ci - rx0)];
        }
        uint32_t s = warp_lerp(warp_lerp(p[0], p[1], fx), warp_lerp(p[2], p[3], fx), fy);
        if (s == 0) continue;
        if (alpha < 255) s = rk_mul_pixel(s, alpha);
        row[x] = rk_over_pixel(s, row[x]);
    }
}

// The pixels whose sample can be non-zero lie where five conditions, each affine in the
// pixel's centre px, hold: q > 0 and -0.5 < u < width + 0.5 (so for v), with u = U / q.
// Their interval, widened by two pixels against rounding, narrows [*x0, *x1); every pixel
// inside it is still tested exactly as before, so the bytes do not change. Returns 0 when
// no pixel of the row can draw.
static int warp_row_reach(ptrdiff_t *px0, ptrdiff_t *px1, const double *inv, double q0, double u0, double v0,
                          ptrdiff_t width, ptrdiff_t height) {
    ptrdiff_t x0 = *px0, x1 = *px1;
    double slopes[5] = {inv[2], inv[0] + 0.5 * inv[2], ((double)width + 0.5) * inv[2] - inv[0],
                        inv[1] + 0.5 * inv[2], ((double)height + 0.5) * inv[2] - inv[1]};
    double offsets[5] = {q0, u0 + 0.5 * q0, ((double)width + 0.5) * q0 - u0, v0 + 0.5 * q0,
                         ((double)height + 0.5) * q0 - v0};
    double lo, hi;
    // No pixel centre meets them all only when one condition fails everywhere (a = 0, b <= 0);
    // an empty intersection of the others is left to the per-pixel tests, as before.
    for (int k = 0; k < 5; k++)
        if (slopes[k] == 0 && !(offsets[k] > 0)) return 0;
    warp_half_lines(slopes, offsets, 5, &lo, &hi);
    if (isfinite(lo) && lo - 0.5 > (double)x0 + 2) x0 = (ptrdiff_t)floor(lo - 0.5) - 2;
    if (isfinite(hi) && hi - 0.5 < (double)x1 - 3) x1 = (ptrdiff_t)ceil(hi - 0.5) + 3;
    *px0 = x0, *px1 = x1;
    return 1;
}

// rk_warp_row, and rk_warp_row_solid when `solid`.
static inline __attribute__((always_inline)) void warp_row(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py,
                                                           const double *inv, const uint32_t *block,
                                                           ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height,
                                                           ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1,
                                                           uint32_t alpha, int level, int solid, uint32_t pixel) {
    double q0 = py * inv[5] + inv[8], u0 = py * inv[3] + inv[6], v0 = py * inv[4] + inv[7];
    if (!warp_row_reach(&x0, &x1, inv, q0, u0, v0, width, height)) return;
    if (solid) {
        // Where every sample takes its four corners inside the block, each is `pixel`
        // exactly (a mix of equal pixels is that pixel), so the row there is `pixel` at
        // `alpha` drawn over it: a plain store when both are opaque. Only the pixels on
        // either side of that interval are mapped one by one.
        ptrdiff_t span[2];
        warp_interior(x0, x1, inv, q0, u0, v0, rx0, ry0, rx1, ry1, span);
        if (span[1] - span[0] >= 8) {
            warp_pixels(row, x0, span[0], py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha,
                        level, 1, pixel);
            uint32_t s = alpha < 255 ? rk_mul_pixel(pixel, alpha) : pixel;
            rk_paint paint = {s, RK_BLEND_SOURCE_OVER};
            if (pixel != 0) rk_blend_span(row + span[0], span[1] - span[0], paint, level);
            warp_pixels(row, span[1], x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha,
                        level, 1, pixel);
            return;
        }
    }
    warp_pixels(row, x0, x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha, level, solid,
                pixel);
}

void rk_warp_row(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,
                 ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                 ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha, int level) {
    warp_row(row, x0, x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha, level, 0, 0);
}

// The most ink rectangles rk_warp_row_plain cuts a row around; past it the row is mapped.
#define WARP_MAX_INKS 32

void rk_warp_row_plain(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv,
                       const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height,
                       ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha, int level,
                       uint32_t pixel, const ptrdiff_t *body, const ptrdiff_t *inks, ptrdiff_t count) {
    if (x1 <= x0) return;
    double q0 = py * inv[5] + inv[8], u0 = py * inv[3] + inv[6], v0 = py * inv[4] + inv[7];
    if (!warp_row_reach(&x0, &x1, inv, q0, u0, v0, width, height)) return;
    ptrdiff_t span[2];
    double error = 1;
    if (count > WARP_MAX_INKS) span[0] = span[1] = x0;
    else warp_interior_bounded(x0, x1, inv, q0, u0, v0, body[0], body[1], body[2], body[3], span, &error);
    if (span[1] - span[0] < 8) {
        warp_pixels(row, x0, x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha, level, 0, 0);
        return;
    }
    // Each ink's columns within the span, in order of their first pixel (a few: insertion).
    ptrdiff_t cut[2 * WARP_MAX_INKS];
    int n = 0;
    for (ptrdiff_t k = 0; k < count; k++) {
        ptrdiff_t from, to;
        warp_ink_columns(span[0], span[1], inv, q0, u0, v0, inks + 4 * k, error, &from, &to);
        if (from >= to) continue;
        int at = n;
        while (at > 0 && cut[2 * (at - 1)] > from) {
            cut[2 * at] = cut[2 * (at - 1)], cut[2 * at + 1] = cut[2 * (at - 1) + 1];
            at--;
        }
        cut[2 * at] = from, cut[2 * at + 1] = to;
        n++;
    }
    uint32_t s = alpha < 255 ? rk_mul_pixel(pixel, alpha) : pixel;
    rk_paint paint = {s, RK_BLEND_SOURCE_OVER};
    // Mapped from `mapped` on; each stretch of the span clear of every ink (eight pixels or
    // more) is the body's pixel, stored (blended at alpha) with no map.
    ptrdiff_t mapped = x0, clear = span[0];
    for (int k = 0; k <= n; k++) {
        ptrdiff_t end = k < n ? cut[2 * k] : span[1];
        if (end - clear >= 8) {
            warp_pixels(row, mapped, clear, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha,
                        level, 0, 0);
            if (s != 0) rk_blend_span(row + clear, end - clear, paint, level);
            mapped = end;
        }
        if (k < n && cut[2 * k + 1] > clear) clear = cut[2 * k + 1];
    }
    warp_pixels(row, mapped, x1, py, inv, block, block_stride, width, height, rx0, ry0, rx1, ry1, alpha, level, 0, 0);
}

void rk_warp_row_solid(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, ptrdiff_t width,
                       ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t pixel,
                       uint32_t alpha, int level) {
    warp_row(row, x0, x1, py, inv, NULL, 0, width, height, rx0, ry0, rx1, ry1, alpha, level, 1, pixel);
}

// The three row kernels over rows [y0, y1) of a target whose row y0 starts at `first` and
// whose rows lie `stride` pixels apart: one call for a tile, no call from Swift a row.
#define WARP_ROWS(call)                                                                                        \
    for (ptrdiff_t y = y0; y < y1; y++, first += stride) call

void rk_warp_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                  const double *inv, const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width,
                  ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha,
                  int level) {
    WARP_ROWS(rk_warp_row(first, x0, x1, (double)y + 0.5, inv, block, block_stride, width, height, rx0, ry0, rx1,
                          ry1, alpha, level));
}

void rk_warp_rows_solid(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                        const double *inv, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                        ptrdiff_t rx1, ptrdiff_t ry1, uint32_t pixel, uint32_t alpha, int level) {
    WARP_ROWS(rk_warp_row_solid(first, x0, x1, (double)y + 0.5, inv, width, height, rx0, ry0, rx1, ry1, pixel, alpha,
                                level));
}

void rk_warp_rows_plain(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                        const double *inv, const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width,
                        ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha,
                        int level, uint32_t pixel, const ptrdiff_t *body, const ptrdiff_t *inks, ptrdiff_t count) {
    WARP_ROWS(rk_warp_row_plain(first, x0, x1, (double)y + 0.5, inv, block, block_stride, width, height, rx0, ry0,
                                rx1, ry1, alpha, level, pixel, body, inks, count));
}
#undef WARP_ROWS
#endif
