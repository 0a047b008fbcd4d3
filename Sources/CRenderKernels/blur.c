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

void rk_blur_saturate_tint(uint32_t *pixels, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, const int32_t *m,
                           uint32_t tint) {
    uint32_t inverse = 255 - (tint >> 24);
    for (ptrdiff_t y = 0; y < height; y++) {
        uint32_t *row = pixels + y * stride;
        for (ptrdiff_t x = 0; x < width; x++) {
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
    __m128i weights[8], inverse[8];
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
    __m256i weights[4], inverse[4];
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
                    upsample_intervals_avx2(dst + i, texels, k, intervals, shift);
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

#endif
