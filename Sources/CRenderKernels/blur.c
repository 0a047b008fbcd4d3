// The backdrop blur's per-pixel loops (see BlurKernels.h). Integer arithmetic only, so the
// scalar Swift reference in the tests reproduces every byte. Written as plain loops over
// bytes or packed channel pairs, which the compiler vectorises where it can; like
// kernels.c, on x86-64 Linux the build assembles kernels_x86_64.S (this file at -O2) instead.
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_blur_comes_from_assembly;  // an empty translation unit is not ISO C
#else
#include "BlurKernels.h"
#include "pixel_math.h"

const char *rk_blur_origin(void) { return RK_ORIGIN; }

static inline ptrdiff_t clampi(ptrdiff_t v, ptrdiff_t lo, ptrdiff_t hi) { return v < lo ? lo : v > hi ? hi : v; }

// One output pixel from the 2x2 block a b / c d: two channels per 32-bit word, each sum
// of four bytes fits in 10 bits.
static inline uint32_t mean4(uint32_t a, uint32_t b, uint32_t c, uint32_t d) {
    uint32_t lo = (a & 0x00FF00FFu) + (b & 0x00FF00FFu) + (c & 0x00FF00FFu) + (d & 0x00FF00FFu) + 0x00020002u;
    uint32_t hi = ((a >> 8) & 0x00FF00FFu) + ((b >> 8) & 0x00FF00FFu) + ((c >> 8) & 0x00FF00FFu) +
                  ((d >> 8) & 0x00FF00FFu) + 0x00020002u;
    return ((lo >> 2) & 0x00FF00FFu) | (((hi >> 2) & 0x00FF00FFu) << 8);
}

// The vector paths below do the same sums as mean4, lane by lane: each 32-bit lane holds one
// pixel's two channel pairs, the two rows are added, then each even lane takes its odd
// neighbour's sum (a 64-bit shift), so the even lanes end as mean4 of their block; two
// vectors' even lanes are then gathered into one. Integer sums in a different order give
// the same bytes. They return how many output pixels they wrote (whole blocks only).
#if defined(__SSE2__)
#include <emmintrin.h>
static inline __m128i mean_blocks_sse2(__m128i top, __m128i bottom) {
    const __m128i m = _mm_set1_epi32(0x00FF00FF), round = _mm_set1_epi32(0x00020002);
    __m128i lo = _mm_add_epi32(_mm_and_si128(top, m), _mm_and_si128(bottom, m));
    __m128i hi = _mm_add_epi32(_mm_and_si128(_mm_srli_epi32(top, 8), m), _mm_and_si128(_mm_srli_epi32(bottom, 8), m));
    lo = _mm_add_epi32(_mm_add_epi32(lo, _mm_srli_epi64(lo, 32)), round);
    hi = _mm_add_epi32(_mm_add_epi32(hi, _mm_srli_epi64(hi, 32)), round);
    return _mm_or_si128(_mm_and_si128(_mm_srli_epi32(lo, 2), m), _mm_slli_epi32(_mm_and_si128(_mm_srli_epi32(hi, 2), m), 8));
}

static ptrdiff_t downsample_row_sse2(uint32_t *out, const uint32_t *r0, const uint32_t *r1, ptrdiff_t pairs) {
    ptrdiff_t x = 0;
    for (; x + 4 <= pairs; x += 4) {
        __m128i a = mean_blocks_sse2(_mm_loadu_si128((const __m128i *)(const void *)(r0 + 2 * x)),
                                     _mm_loadu_si128((const __m128i *)(const void *)(r1 + 2 * x)));
        __m128i b = mean_blocks_sse2(_mm_loadu_si128((const __m128i *)(const void *)(r0 + 2 * x + 4)),
                                     _mm_loadu_si128((const __m128i *)(const void *)(r1 + 2 * x + 4)));
        __m128 even = _mm_shuffle_ps(_mm_castsi128_ps(a), _mm_castsi128_ps(b), _MM_SHUFFLE(2, 0, 2, 0));
        _mm_storeu_si128((__m128i *)(void *)(out + x), _mm_castps_si128(even));
    }
    return x;
}

#include <immintrin.h>
__attribute__((target("avx2"))) static inline __m256i mean_blocks_avx2(__m256i top, __m256i bottom) {
    const __m256i m = _mm256_set1_epi32(0x00FF00FF), round = _mm256_set1_epi32(0x00020002);
    __m256i lo = _mm256_add_epi32(_mm256_and_si256(top, m), _mm256_and_si256(bottom, m));
    __m256i hi = _mm256_add_epi32(_mm256_and_si256(_mm256_srli_epi32(top, 8), m),
                                  _mm256_and_si256(_mm256_srli_epi32(bottom, 8), m));
    lo = _mm256_add_epi32(_mm256_add_epi32(lo, _mm256_srli_epi64(lo, 32)), round);
    hi = _mm256_add_epi32(_mm256_add_epi32(hi, _mm256_srli_epi64(hi, 32)), round);
    return _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi32(lo, 2), m),
                           _mm256_slli_epi32(_mm256_and_si256(_mm256_srli_epi32(hi, 2), m), 8));
}

__attribute__((target("avx2"))) static ptrdiff_t downsample_row_avx2(uint32_t *out, const uint32_t *r0,
                                                                     const uint32_t *r1, ptrdiff_t pairs) {
    ptrdiff_t x = 0;
    for (; x + 8 <= pairs; x += 8) {
        __m256i a = mean_blocks_avx2(_mm256_loadu_si256((const __m256i *)(const void *)(r0 + 2 * x)),
                                     _mm256_loadu_si256((const __m256i *)(const void *)(r1 + 2 * x)));
        __m256i b = mean_blocks_avx2(_mm256_loadu_si256((const __m256i *)(const void *)(r0 + 2 * x + 8)),
                                     _mm256_loadu_si256((const __m256i *)(const void *)(r1 + 2 * x + 8)));
        // Even lanes of each 128-bit half, a's then b's; then the halves put in order.
        __m256 even = _mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), _MM_SHUFFLE(2, 0, 2, 0));
        _mm256_storeu_si256((__m256i *)(void *)(out + x),
                            _mm256_permute4x64_epi64(_mm256_castps_si256(even), _MM_SHUFFLE(3, 1, 2, 0)));
    }
    return x;
}
#endif

void rk_blur_downsample2(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                         ptrdiff_t width, ptrdiff_t height, int level) {
    ptrdiff_t w2 = (width + 1) / 2, h2 = (height + 1) / 2;
    // Blocks whose two columns both lie in the image; an odd last column repeats its pixel.
    ptrdiff_t pairs = width / 2;
    for (ptrdiff_t y = 0; y < h2; y++) {
        const uint32_t *r0 = src + 2 * y * src_stride;
        const uint32_t *r1 = src + (2 * y + 1 < height ? 2 * y + 1 : 2 * y) * src_stride;
        uint32_t *out = dst + y * dst_stride;
        ptrdiff_t x = 0;
#if defined(__SSE2__)
        if (level >= 2) {
            x = downsample_row_avx2(out, r0, r1, pairs);
        } else if (level >= 1) {
            x = downsample_row_sse2(out, r0, r1, pairs);
        }
#else
        (void)level;
#endif
        for (; x < w2; x++) {
            ptrdiff_t x0 = 2 * x, x1 = 2 * x + 1 < width ? 2 * x + 1 : 2 * x;
            out[x] = mean4(r0[x0], r0[x1], r1[x0], r1[x1]);
        }
    }
}

int rk_blur_is_opaque(const uint32_t *pixels, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height) {
    uint32_t all = 0xFF000000u;
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint32_t *row = pixels + y * stride;
        for (ptrdiff_t x = 0; x < width; x++) all &= row[x];
    }
    return (all & 0xFF000000u) == 0xFF000000u;
}

static inline uint32_t reciprocal(ptrdiff_t d) { return (uint32_t)(((1u << 24) + (uint32_t)(d / 2)) / (uint32_t)d); }

// The middle of a row's box (every read inside the row), one pixel's four channel sums to
// an SSE4.1 register: the same 32-bit sums, products and shifts as the scalar loop, so the
// same bytes. Returns the sums after `count` pixels from x = `from`.
#if defined(__SSE2__)
#include <immintrin.h>
__attribute__((target("avx2"))) static void box_row_middle_avx2(uint8_t *out, const uint8_t *in, ptrdiff_t from,
                                                                ptrdiff_t count, ptrdiff_t radius, uint32_t m,
                                                                uint32_t sum[4]) {
    __m128i s = _mm_loadu_si128((const __m128i *)(const void *)sum);
    const __m128i mv = _mm_set1_epi32((int)m), half = _mm_set1_epi32(1 << 23);
    for (ptrdiff_t x = from; x < from + count; x++) {
        __m128i v = _mm_srli_epi32(_mm_add_epi32(_mm_mullo_epi32(s, mv), half), 24);
        v = _mm_packus_epi32(v, v);
        v = _mm_packus_epi16(v, v);
        int packed = _mm_cvtsi128_si32(v);
        __builtin_memcpy(out + x * 4, &packed, 4);
        int a, b;
        __builtin_memcpy(&a, in + (x + radius + 1) * 4, 4);
        __builtin_memcpy(&b, in + (x - radius) * 4, 4);
        s = _mm_sub_epi32(_mm_add_epi32(s, _mm_cvtepu8_epi32(_mm_cvtsi32_si128(a))),
                          _mm_cvtepu8_epi32(_mm_cvtsi32_si128(b)));
    }
    _mm_storeu_si128((__m128i *)(void *)sum, s);
}
#endif

void rk_blur_box_rows(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                      ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, int level) {
    if (width <= 0) return;
#if !defined(__SSE2__)
    (void)level;
#endif
    uint32_t m = reciprocal(2 * radius + 1);
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *in = (const uint8_t *)(src + y * src_stride);
        uint8_t *out = (uint8_t *)(dst + y * dst_stride);
        uint32_t sum[4];
        for (int c = 0; c < 4; c++) {
            uint32_t s = (uint32_t)(radius + 1) * in[c];
            for (ptrdiff_t k = 1; k <= radius; k++) s += in[clampi(k, 0, width - 1) * 4 + c];
            sum[c] = s;
        }
        // Clamped reads only near the ends; in between, the window slides over the row.
        ptrdiff_t inner_end = width - radius - 1 > radius ? width - radius - 1 : radius;
        for (ptrdiff_t x = 0; x < width; x++) {
#if defined(__SSE2__)
            if (level >= 2 && x == radius && inner_end > radius) {
                box_row_middle_avx2(out, in, x, inner_end - radius, radius, m, sum);
                x = inner_end - 1;
                continue;
            }
#endif
            const uint8_t *add, *sub;
            if (x >= radius && x < inner_end) {
                add = in + (x + radius + 1) * 4;
                sub = in + (x - radius) * 4;
            } else {
                add = in + clampi(x + radius + 1, 0, width - 1) * 4;
                sub = in + clampi(x - radius, 0, width - 1) * 4;
            }
            uint8_t *o = out + x * 4;
            o[0] = (uint8_t)((sum[0] * m + (1u << 23)) >> 24);
            o[1] = (uint8_t)((sum[1] * m + (1u << 23)) >> 24);
            o[2] = (uint8_t)((sum[2] * m + (1u << 23)) >> 24);
            o[3] = (uint8_t)((sum[3] * m + (1u << 23)) >> 24);
            sum[0] += (uint32_t)add[0] - sub[0];
            sum[1] += (uint32_t)add[1] - sub[1];
            sum[2] += (uint32_t)add[2] - sub[2];
            sum[3] += (uint32_t)add[3] - sub[3];
        }
    }
}

// One output row of the column box and the sums slid down a row, eight channels (two
// pixels) to an AVX2 register: the same 32-bit sums, products and shifts as the scalar
// loop. Returns how many channels it did (whole groups of eight).
#if defined(__SSE2__)
__attribute__((target("avx2"))) static ptrdiff_t box_column_row_avx2(uint8_t *out, uint32_t *sums,
                                                                     const uint8_t *add, const uint8_t *sub,
                                                                     ptrdiff_t n, uint32_t m) {
    const __m256i mv = _mm256_set1_epi32((int)m), half = _mm256_set1_epi32(1 << 23);
    ptrdiff_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(const void *)(sums + i));
        __m256i v = _mm256_srli_epi32(_mm256_add_epi32(_mm256_mullo_epi32(s, mv), half), 24);
        // Two 128-bit halves of four 16-bit results each, then one 64-bit store of bytes.
        __m256i words = _mm256_permute4x64_epi64(_mm256_packus_epi32(v, v), _MM_SHUFFLE(2, 0, 2, 0));
        __m128i bytes = _mm_packus_epi16(_mm256_castsi256_si128(words), _mm256_castsi256_si128(words));
        _mm_storel_epi64((__m128i *)(void *)(out + i), bytes);
        __m256i a = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(add + i)));
        __m256i b = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)(sub + i)));
        _mm256_storeu_si256((__m256i *)(void *)(sums + i), _mm256_sub_epi32(_mm256_add_epi32(s, a), b));
    }
    return i;
}
#endif

void rk_blur_box_columns(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                         ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, uint32_t *sums, int level) {
    if (width <= 0 || height <= 0) return;
#if !defined(__SSE2__)
    (void)level;
#endif
    uint32_t m = reciprocal(2 * radius + 1);
    ptrdiff_t n = width * 4;
    const uint8_t *first = (const uint8_t *)src;
    for (ptrdiff_t i = 0; i < n; i++) sums[i] = (uint32_t)(radius + 1) * first[i];
    for (ptrdiff_t k = 1; k <= radius; k++) {
        const uint8_t *row = (const uint8_t *)(src + clampi(k, 0, height - 1) * src_stride);
        for (ptrdiff_t i = 0; i < n; i++) sums[i] += row[i];
    }
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t *out = (uint8_t *)(dst + y * dst_stride);
        const uint8_t *add = (const uint8_t *)(src + clampi(y + radius + 1, 0, height - 1) * src_stride);
        const uint8_t *sub = (const uint8_t *)(src + clampi(y - radius, 0, height - 1) * src_stride);
        ptrdiff_t i = 0;
#if defined(__SSE2__)
        if (level >= 2) i = box_column_row_avx2(out, sums, add, sub, n, m);
#endif
        for (; i < n; i++) {
            out[i] = (uint8_t)((sums[i] * m + (1u << 23)) >> 24);
            sums[i] = sums[i] + add[i] - sub[i];
        }
    }
}

static inline uint32_t mul8(uint32_t x, uint32_t a) {
    uint32_t t = x * a + 128;
    return (t + (t >> 8)) >> 8;
}

// Eight pixels to an AVX2 register, each channel in a 32-bit lane: the same products,
// sums, clamps and pixman rounding as the scalar loop, so the same bytes. Returns how many
// pixels it did (whole groups of eight).
#if defined(__SSE2__)
__attribute__((target("avx2"))) static ptrdiff_t saturate_tint_avx2(uint32_t *row, ptrdiff_t width,
                                                                    const int32_t *m, uint32_t tint) {
    const __m256i ff = _mm256_set1_epi32(0xFF), round = _mm256_set1_epi32(2048), zero = _mm256_setzero_si256();
    const __m256i inverse = _mm256_set1_epi32((int)(255 - (tint >> 24))), half = _mm256_set1_epi32(128);
    const __m256i tv = _mm256_set1_epi32((int)tint);
    __m256i mv[9];
    for (int i = 0; i < 9; i++) mv[i] = _mm256_set1_epi32(m[i]);
    ptrdiff_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256i p = _mm256_loadu_si256((const __m256i *)(const void *)(row + x));
        __m256i a = _mm256_srli_epi32(p, 24), r = _mm256_and_si256(_mm256_srli_epi32(p, 16), ff),
                g = _mm256_and_si256(_mm256_srli_epi32(p, 8), ff), b = _mm256_and_si256(p, ff);
        __m256i q = zero;
        for (int c = 0; c < 4; c++) {
            __m256i v = a;
            if (c < 3) {
                v = _mm256_add_epi32(_mm256_add_epi32(_mm256_mullo_epi32(mv[c * 3], r), _mm256_mullo_epi32(mv[c * 3 + 1], g)),
                                     _mm256_mullo_epi32(mv[c * 3 + 2], b));
                v = _mm256_min_epi32(_mm256_max_epi32(_mm256_srai_epi32(_mm256_add_epi32(v, round), 12), zero), a);
            }
            __m256i t = _mm256_add_epi32(_mm256_mullo_epi32(v, inverse), half);
            t = _mm256_srli_epi32(_mm256_add_epi32(t, _mm256_srli_epi32(t, 8)), 8);
            // Red to bits 16...23, green 8...15, blue 0...7, alpha 24...31.
            q = _mm256_or_si256(q, _mm256_slli_epi32(t, c == 3 ? 24 : 16 - 8 * c));
        }
        _mm256_storeu_si256((__m256i *)(void *)(row + x), _mm256_add_epi32(tv, q));
    }
    return x;
}
#endif

void rk_blur_saturate_tint(uint32_t *pixels, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, const int32_t *m,
                           uint32_t tint, int level) {
    uint32_t inverse = 255 - (tint >> 24);
#if !defined(__SSE2__)
    (void)level;
#endif
    for (ptrdiff_t y = 0; y < height; y++) {
        uint32_t *row = pixels + y * stride;
        ptrdiff_t x = 0;
#if defined(__SSE2__)
        if (level >= 2) x = saturate_tint_avx2(row, width, m, tint);
#endif
        for (; x < width; x++) {
            uint32_t p = row[x];
            int32_t a = (int32_t)(p >> 24), r = (int32_t)(p >> 16 & 0xFF), g = (int32_t)(p >> 8 & 0xFF),
                    b = (int32_t)(p & 0xFF);
            int32_t out[3];
            for (int c = 0; c < 3; c++) {
                int32_t v = m[c * 3] * r + m[c * 3 + 1] * g + m[c * 3 + 2] * b;
                v = v < 0 ? 0 : (v + 2048) >> 12;
                out[c] = v > a ? a : v;
            }
            uint32_t q = (uint32_t)a << 24 | (uint32_t)out[0] << 16 | (uint32_t)out[1] << 8 | (uint32_t)out[2];
            row[x] = tint + rk_mul_pixel(q, inverse);
        }
    }
}

static inline uint32_t lerp_pixel(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t v = 256 - w;
    uint32_t lo = ((a & 0x00FF00FFu) * v + (b & 0x00FF00FFu) * w + 0x00800080u) >> 8 & 0x00FF00FFu;
    uint32_t hi = (((a >> 8) & 0x00FF00FFu) * v + ((b >> 8) & 0x00FF00FFu) * w + 0x00800080u) & 0xFF00FF00u;
    return lo | hi;
}

// The same per-channel sums in 16-bit lanes: a * (256 - w) + b * w + 128 stays below 2^16,
// so the lanes are exact and give the scalar bytes; four pixels to an SSE2 register, eight
// to an AVX2 one (unpacking and packing within each 128-bit half keeps the pixels' order).
#if defined(__SSE2__)
static ptrdiff_t blur_lerp_rows_sse2(uint32_t *out, const uint32_t *top, const uint32_t *bottom, ptrdiff_t count,
                                uint32_t w) {
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    const __m128i wb = _mm_set1_epi16((short)w), wa = _mm_set1_epi16((short)(256 - w));
    ptrdiff_t i = 0;
    for (; i + 4 <= count; i += 4) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)(top + i));
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(bottom + i));
        __m128i lo = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(a, zero), wa),
                                   _mm_mullo_epi16(_mm_unpacklo_epi8(b, zero), wb));
        __m128i hi = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(a, zero), wa),
                                   _mm_mullo_epi16(_mm_unpackhi_epi8(b, zero), wb));
        lo = _mm_srli_epi16(_mm_add_epi16(lo, half), 8);
        hi = _mm_srli_epi16(_mm_add_epi16(hi, half), 8);
        _mm_storeu_si128((__m128i *)(void *)(out + i), _mm_packus_epi16(lo, hi));
    }
    return i;
}

__attribute__((target("avx2"))) static ptrdiff_t blur_lerp_rows_avx2(uint32_t *out, const uint32_t *top,
                                                                const uint32_t *bottom, ptrdiff_t count, uint32_t w) {
    const __m256i zero = _mm256_setzero_si256(), half = _mm256_set1_epi16(128);
    const __m256i wb = _mm256_set1_epi16((short)w), wa = _mm256_set1_epi16((short)(256 - w));
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(const void *)(top + i));
        __m256i b = _mm256_loadu_si256((const __m256i *)(const void *)(bottom + i));
        __m256i lo = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(a, zero), wa),
                                      _mm256_mullo_epi16(_mm256_unpacklo_epi8(b, zero), wb));
        __m256i hi = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(a, zero), wa),
                                      _mm256_mullo_epi16(_mm256_unpackhi_epi8(b, zero), wb));
        lo = _mm256_srli_epi16(_mm256_add_epi16(lo, half), 8);
        hi = _mm256_srli_epi16(_mm256_add_epi16(hi, half), 8);
        _mm256_storeu_si256((__m256i *)(void *)(out + i), _mm256_packus_epi16(lo, hi));
    }
    return i;
}
#endif

void rk_blur_lerp_rows(uint32_t *out, const uint32_t *top, const uint32_t *bottom, ptrdiff_t count, uint32_t w,
                       int level) {
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    if (level >= 2) {
        i = blur_lerp_rows_avx2(out, top, bottom, count, w);
    } else if (level >= 1) {
        i = blur_lerp_rows_sse2(out, top, bottom, count, w);
    }
#else
    (void)level;
#endif
    for (; i < count; i++) out[i] = lerp_pixel(top[i], bottom[i], w);
}

// Full coverage between two texel centres: the s pixels there all mix the same pair of
// texels, with the weights (2j + 1) << (7 - shift), j = 0...s-1. Two pixels to an SSE2
// register as eight 16-bit lanes: a * (256 - w) + b * w + 128 stays below 2^16, so the
// low half of each product is exact and the result is the scalar one.
#if defined(__SSE2__)
#include <emmintrin.h>
static void upsample_intervals(uint32_t *dst, const uint32_t *texels, ptrdiff_t k, ptrdiff_t intervals, int shift) {
    ptrdiff_t s = (ptrdiff_t)1 << shift;
    __m128i weights[32], inverse[32];  // s / 2 of them, s <= 64
    for (ptrdiff_t j = 0; j < s / 2; j++) {
        short w0 = (short)((2 * (2 * j) + 1) << (7 - shift)), w1 = (short)((2 * (2 * j + 1) + 1) << (7 - shift));
        weights[j] = _mm_setr_epi16(w0, w0, w0, w0, w1, w1, w1, w1);
        inverse[j] = _mm_sub_epi16(_mm_set1_epi16(256), weights[j]);
    }
    const __m128i zero = _mm_setzero_si128(), half = _mm_set1_epi16(128);
    for (ptrdiff_t i = 0; i < intervals; i++, k++, dst += s) {
        __m128i a = _mm_unpacklo_epi8(_mm_set1_epi32((int)texels[k]), zero);
        __m128i b = _mm_unpacklo_epi8(_mm_set1_epi32((int)texels[k + 1]), zero);
        for (ptrdiff_t j = 0; j < s / 2; j++) {
            __m128i v = _mm_add_epi16(_mm_mullo_epi16(a, inverse[j]), _mm_mullo_epi16(b, weights[j]));
            v = _mm_srli_epi16(_mm_add_epi16(v, half), 8);
            _mm_storel_epi64((__m128i *)(void *)(dst + 2 * j), _mm_packus_epi16(v, zero));
        }
    }
}

// The same four pixels to an AVX2 register (texels four or more pixels wide): each texel
// widened to sixteen 16-bit lanes, four copies of its channels, each copy its own weight.
#include <immintrin.h>
__attribute__((target("avx2"))) static void upsample_intervals_avx2(uint32_t *dst, const uint32_t *texels,
                                                                    ptrdiff_t k, ptrdiff_t intervals, int shift) {
    ptrdiff_t s = (ptrdiff_t)1 << shift;
    __m256i weights[16], inverse[16];  // s / 4 of them, s <= 64
    for (ptrdiff_t j = 0; j < s / 4; j++) {
        short w[4];
        for (int q = 0; q < 4; q++) w[q] = (short)((2 * (4 * j + q) + 1) << (7 - shift));
        weights[j] = _mm256_setr_epi16(w[0], w[0], w[0], w[0], w[1], w[1], w[1], w[1], w[2], w[2], w[2], w[2], w[3],
                                       w[3], w[3], w[3]);
        inverse[j] = _mm256_sub_epi16(_mm256_set1_epi16(256), weights[j]);
    }
    const __m256i half = _mm256_set1_epi16(128), zero = _mm256_setzero_si256();
    for (ptrdiff_t i = 0; i < intervals; i++, k++, dst += s) {
        __m256i a = _mm256_cvtepu8_epi16(_mm_set1_epi32((int)texels[k]));
        __m256i b = _mm256_cvtepu8_epi16(_mm_set1_epi32((int)texels[k + 1]));
        for (ptrdiff_t j = 0; j < s / 4; j++) {
            __m256i v = _mm256_add_epi16(_mm256_mullo_epi16(a, inverse[j]), _mm256_mullo_epi16(b, weights[j]));
            v = _mm256_srli_epi16(_mm256_add_epi16(v, half), 8);
            // packus works within each 128-bit half: gather the two halves' 8 bytes.
            __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(v, zero), 0xD8);
            _mm_storeu_si128((__m128i *)(void *)(dst + 4 * j), _mm256_castsi256_si128(packed));
        }
    }
}

// The same interpolation with the weights as byte pairs. With w = (2j + 1) << (7 - shift),
// a * (256 - w) + b * w + 128 >> 8 is (X + 2^shift) >> (shift + 1) for
// X = a * (2s - (2j + 1)) + b * (2j + 1): both weights fit a signed byte (s <= 64) and X a
// 16-bit lane (at most 255 * 2s), so one maddubs takes each channel's two products and
// their sum from the texels' interleaved bytes, and one mulhrs by 2^(14 - shift) rounds and
// shifts exactly ((X >> shift) + 1) >> 1, the same value). Eight pixels to an AVX2 store,
// sixteen to an AVX-512 one, against four for the products in 16-bit lanes above. Each lane
// of four output pixels lies within one interval (s >= 4), so a register spans whole
// intervals or parts of one.

// A pixel's weight bytes, as maddubs pairs them with a texel pair's interleaved channels.
static inline long long upsample_weight(ptrdiff_t j, int shift) {
    uint64_t b = (uint64_t)(2 * j + 1), a = ((uint64_t)2 << shift) - b;
    return (long long)((a | b << 8) * 0x0001000100010001ull);
}

// Texels k and k + 1 interleaved byte by byte (a0 b0 a1 b1 ...) in the low 64 bits.
static inline __m128i upsample_pair(const uint32_t *texels, ptrdiff_t k) {
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)texels[k]), _mm_cvtsi32_si128((int)texels[k + 1]));
}

// The same in the low 64 bits, and k + 1 and k + 2 in the high ones (reads texel k + 2).
static inline __m128i upsample_pairs(const uint32_t *texels, ptrdiff_t k) {
    __m128i x = _mm_loadl_epi64((const __m128i *)(const void *)(texels + k));
    __m128i y = _mm_loadl_epi64((const __m128i *)(const void *)(texels + k + 1));
    return _mm_unpacklo_epi8(x, y);
}

// Returns the intervals it drew: all of them for s >= 8, an even count for s = 4.
__attribute__((target("avx2"))) static ptrdiff_t upsample_pairs_avx2(uint32_t *dst, const uint32_t *texels,
                                                                     ptrdiff_t k, ptrdiff_t intervals, int shift) {
    ptrdiff_t s = (ptrdiff_t)1 << shift;
    const __m256i scale = _mm256_set1_epi16((short)(1 << (14 - shift)));
    if (s == 4) {
        // Two intervals a register: lanes 0 and 1 hold texel pair k's pixels and k + 1's.
        const __m256i w0 = _mm256_setr_epi64x(upsample_weight(0, shift), upsample_weight(1, shift),
                                              upsample_weight(0, shift), upsample_weight(1, shift));
        const __m256i w1 = _mm256_setr_epi64x(upsample_weight(2, shift), upsample_weight(3, shift),
                                              upsample_weight(2, shift), upsample_weight(3, shift));
        ptrdiff_t i = 0;
        for (; i + 2 <= intervals; i += 2, k += 2, dst += 8) {
            __m256i ab = _mm256_permute4x64_epi64(_mm256_castsi128_si256(upsample_pairs(texels, k)), 0x50);
            __m256i v0 = _mm256_mulhrs_epi16(_mm256_maddubs_epi16(ab, w0), scale);
            __m256i v1 = _mm256_mulhrs_epi16(_mm256_maddubs_epi16(ab, w1), scale);
            _mm256_storeu_si256((__m256i *)(void *)dst, _mm256_packus_epi16(v0, v1));
        }
        return i;
    }
    // Pixels 8q + (0, 1, 4, 5) of an interval from w0[q], 8q + (2, 3, 6, 7) from w1[q]:
    // packus then lays them out in order.
    __m256i w0[8], w1[8];
    for (ptrdiff_t q = 0; q < s / 8; q++) {
        w0[q] = _mm256_setr_epi64x(upsample_weight(8 * q, shift), upsample_weight(8 * q + 1, shift),
                                   upsample_weight(8 * q + 4, shift), upsample_weight(8 * q + 5, shift));
        w1[q] = _mm256_setr_epi64x(upsample_weight(8 * q + 2, shift), upsample_weight(8 * q + 3, shift),
                                   upsample_weight(8 * q + 6, shift), upsample_weight(8 * q + 7, shift));
    }
    for (ptrdiff_t i = 0; i < intervals; i++, k++) {
        __m256i ab = _mm256_broadcastq_epi64(upsample_pair(texels, k));
        for (ptrdiff_t q = 0; q < s / 8; q++, dst += 8) {
            __m256i v0 = _mm256_mulhrs_epi16(_mm256_maddubs_epi16(ab, w0[q]), scale);
            __m256i v1 = _mm256_mulhrs_epi16(_mm256_maddubs_epi16(ab, w1[q]), scale);
            _mm256_storeu_si256((__m256i *)(void *)dst, _mm256_packus_epi16(v0, v1));
        }
    }
    return intervals;
}

// Sixteen pixels a register: 128-bit lane L takes pixels 4L...4L + 3 of the register (an
// interval's part for s >= 16, interval L / 2 for s = 8, interval L for s = 4). Returns the
// intervals it drew (whole registers only).
__attribute__((target("avx512f,avx512bw"))) static ptrdiff_t upsample_pairs_avx512(uint32_t *dst,
                                                                                   const uint32_t *texels,
                                                                                   ptrdiff_t k,
                                                                                   ptrdiff_t intervals,
                                                                                   int shift) {
    ptrdiff_t s = (ptrdiff_t)1 << shift;
    const __m512i scale = _mm512_set1_epi16((short)(1 << (14 - shift)));
    // Pixel p of the register is pixel (p & (s - 1)) of its interval, from the register's
    // first pixel `base` of its interval on.
#define RK_UPSAMPLE_WEIGHTS(base, o)                                                                          \
    _mm512_setr_epi64(upsample_weight(((base) + (o)) & (s - 1), shift),                                       \
                      upsample_weight(((base) + (o) + 1) & (s - 1), shift),                                   \
                      upsample_weight(((base) + (o) + 4) & (s - 1), shift),                                   \
                      upsample_weight(((base) + (o) + 5) & (s - 1), shift),                                   \
                      upsample_weight(((base) + (o) + 8) & (s - 1), shift),                                   \
                      upsample_weight(((base) + (o) + 9) & (s - 1), shift),                                   \
                      upsample_weight(((base) + (o) + 12) & (s - 1), shift),                                  \
                      upsample_weight(((base) + (o) + 13) & (s - 1), shift))
    if (s <= 8) {
        const __m512i w0 = RK_UPSAMPLE_WEIGHTS(0, 0), w1 = RK_UPSAMPLE_WEIGHTS(0, 2);
        // Each 128-bit lane's texel pair: the pairs k...k + 3, repeated per lane as s asks.
        const __m512i order = s == 4 ? _mm512_setr_epi64(0, 0, 1, 1, 2, 2, 3, 3) : _mm512_setr_epi64(0, 0, 0, 0, 1, 1, 1, 1);
        ptrdiff_t per = 16 / s, i = 0;
        for (; i + per <= intervals; i += per, k += per, dst += 16) {
            // Pairs k and k + 1 (reading texel k + 2, the last interval's end), and for s = 4
            // k + 2 and k + 3 (reading texel k + 4).
            __m256i pairs = _mm256_castsi128_si256(upsample_pairs(texels, k));
            if (s == 4) pairs = _mm256_inserti128_si256(pairs, upsample_pairs(texels, k + 2), 1);
            __m512i ab = _mm512_permutexvar_epi64(order, _mm512_castsi256_si512(pairs));
            __m512i v0 = _mm512_mulhrs_epi16(_mm512_maddubs_epi16(ab, w0), scale);
            __m512i v1 = _mm512_mulhrs_epi16(_mm512_maddubs_epi16(ab, w1), scale);
            _mm512_storeu_si512((void *)dst, _mm512_packus_epi16(v0, v1));
        }
        return i;
    }
    __m512i w0[4], w1[4];
    for (ptrdiff_t q = 0; q < s / 16; q++) {
        w0[q] = RK_UPSAMPLE_WEIGHTS(16 * q, 0);
        w1[q] = RK_UPSAMPLE_WEIGHTS(16 * q, 2);
    }
#undef RK_UPSAMPLE_WEIGHTS
    for (ptrdiff_t i = 0; i < intervals; i++, k++) {
        __m512i ab = _mm512_broadcastq_epi64(upsample_pair(texels, k));
        for (ptrdiff_t q = 0; q < s / 16; q++, dst += 16) {
            __m512i v0 = _mm512_mulhrs_epi16(_mm512_maddubs_epi16(ab, w0[q]), scale);
            __m512i v1 = _mm512_mulhrs_epi16(_mm512_maddubs_epi16(ab, w1[q]), scale);
            _mm512_storeu_si512((void *)dst, _mm512_packus_epi16(v0, v1));
        }
    }
    return intervals;
}
#else
static void upsample_intervals(uint32_t *dst, const uint32_t *texels, ptrdiff_t k, ptrdiff_t intervals, int shift) {
    ptrdiff_t s = (ptrdiff_t)1 << shift;
    for (ptrdiff_t i = 0; i < intervals; i++, k++, dst += s) {
        for (ptrdiff_t j = 0; j < s; j++) dst[j] = lerp_pixel(texels[k], texels[k + 1], (uint32_t)(2 * j + 1) << (7 - shift));
    }
}
#endif

void rk_blur_upsample_span(uint32_t *dst, const uint8_t *coverage, ptrdiff_t step, ptrdiff_t count,
                           const uint32_t *texels, ptrdiff_t texel_count, ptrdiff_t first, int shift, int level) {
    if (count <= 0 || texel_count <= 0) return;
    ptrdiff_t s = (ptrdiff_t)1 << shift, two_s = 2 * s, last = texel_count - 1;
    int wshift = 7 - shift;
    // Pixel centre x + 1/2 sits at (x + 1/2) / s - 1/2 texels: n / 2s with n = 2x + 1 - s.
    ptrdiff_t n = 2 * first + 1 - s;
    ptrdiff_t k = n >= 0 ? n / two_s : -((-n + two_s - 1) / two_s);
    ptrdiff_t phase = n - k * two_s;  // 0...2s-1, steps by 2 per pixel
    ptrdiff_t i = 0;
    while (i < count) {
        // Whole intervals between two texels inside the row, fully covered: the fast path.
        if (coverage == NULL && level >= 1 && phase == 1 && k >= 0 && k + 1 <= last) {
            ptrdiff_t intervals = (count - i) / s;
            if (intervals > last - k) intervals = last - k;
            if (intervals > 0) {
#if defined(__SSE2__)
                if (level >= 2 && shift >= 2) {
                    ptrdiff_t done = level >= 3 ? upsample_pairs_avx512(dst + i, texels, k, intervals, shift) : 0;
                    done += upsample_pairs_avx2(dst + i + done * s, texels, k + done, intervals - done, shift);
                    if (done < intervals) {
                        upsample_intervals_avx2(dst + i + done * s, texels, k + done, intervals - done, shift);
                    }
                } else {
                    upsample_intervals(dst + i, texels, k, intervals, shift);
                }
#else
                (void)level;
                upsample_intervals(dst + i, texels, k, intervals, shift);
#endif
                i += intervals * s;
                k += intervals;
                continue;
            }
        }
        uint32_t a = texels[clampi(k, 0, last)], b = texels[clampi(k + 1, 0, last)];
        uint32_t p = lerp_pixel(a, b, (uint32_t)phase << wshift);
        uint32_t c = coverage ? coverage[i * step] : 255;
        if (c == 255) {
            dst[i] = p;
        } else if (c != 0) {
            dst[i] = rk_mul_pixel(p, c) + rk_mul_pixel(dst[i], 255 - c);
        }
        i++;
        phase += 2;
        if (phase >= two_s) {
            phase -= two_s;
            k += 1;
        }
    }
}


void rk_blur_upsample_rect(uint32_t *dst, ptrdiff_t dst_stride, ptrdiff_t rows, ptrdiff_t count,
                           const uint32_t *texels, ptrdiff_t texel_stride, ptrdiff_t texel_width,
                           ptrdiff_t texel_height, ptrdiff_t first_x, ptrdiff_t first_y, int shift, uint8_t alpha,
                           uint32_t *row, int level) {
    if (rows <= 0 || count <= 0 || texel_width <= 0 || texel_height <= 0 || alpha == 0) return;
    ptrdiff_t s = (ptrdiff_t)1 << shift, two_s = 2 * s, last = texel_height - 1;
    // The same texel row and weight for device row y as for a pixel at x (see the span).
    ptrdiff_t n = 2 * first_y + 1 - s;
    ptrdiff_t k = n >= 0 ? n / two_s : -((-n + two_s - 1) / two_s);
    ptrdiff_t phase = n - k * two_s;
    for (ptrdiff_t y = 0; y < rows; y++, dst += dst_stride) {
        const uint32_t *top = texels + clampi(k, 0, last) * texel_stride;
        const uint32_t *bottom = texels + clampi(k + 1, 0, last) * texel_stride;
        rk_blur_lerp_rows(row, top, bottom, texel_width, (uint32_t)phase << (7 - shift), level);
        rk_blur_upsample_span(dst, alpha == 255 ? NULL : &alpha, 0, count, row, texel_width, first_x, shift, level);
        phase += 2;
        if (phase >= two_s) {
            phase -= two_s;
            k += 1;
        }
    }
}
#endif
