// Scalar, SSE2 and AVX2 source-over kernels (see RenderKernels.h). The vector paths widen
// bytes to 16-bit lanes, multiply, divide by 255 with pixman's rounding, narrow back and add
// the source as whole 32-bit pixels, exactly as the scalar code does; pixels left over past
// the last whole vector go through the scalar code.
//
// On x86-64 Linux this file is not compiled by the build: kernels_x86_64.S is this
// file (with the others that test RK_GENERATING_ASSEMBLY like this one) compiled at -O2
// (scripts/generate-kernel-assembly.sh), so the kernels run optimised
// in a debug build too, where SwiftPM compiles a dependency's C at -O0 and allows it no
// flags of its own. Every other target compiles the C below, the portable fallback.
// Defining RK_PORTABLE_C compiles it on x86-64 too.
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_kernels_come_from_assembly;  // an empty translation unit is not ISO C
#else
#include "RenderKernels.h"
#include "pixel_math.h"
#include <string.h>

const char *rk_kernels_origin(void) { return RK_ORIGIN; }

// Products and sums stay separately rounded (no fused multiply-add), as in the Swift code
// whose float results the bilinear kernel must reproduce bit for bit.
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

static void span_scalar(uint32_t *row, ptrdiff_t n, uint32_t source) {
    for (ptrdiff_t i = 0; i < n; i++) row[i] = rk_over_pixel(source, row[i]);
}

static void coverage_scalar(uint32_t *row, const uint8_t *c, ptrdiff_t n, uint32_t source) {
    for (ptrdiff_t i = 0; i < n; i++) {
        if (c[i] == 0) continue;
        row[i] = rk_over_pixel(c[i] == 255 ? source : rk_mul_pixel(source, c[i]), row[i]);
    }
}

static void image_scalar(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t alpha) {
    for (ptrdiff_t i = 0; i < n; i++) {
        uint32_t s = src[i];
        if (s == 0) continue;
        if (alpha != 255) s = rk_mul_pixel(s, alpha);
        dst[i] = rk_over_pixel(s, dst[i]);
    }
}

// One row of a bilinearly upsampled blur (ShadowMask's coarse grid): every operation in the
// order and precision of the Swift code it replaced, so the bytes are the same.
static inline uint8_t bilinear_pixel(const float *r0, const float *r1, int32_t c, float wx, float wy) {
    float top = r0[c] + (r0[c + 1] - r0[c]) * wx;
    float bottom = r1[c] + (r1[c + 1] - r1[c]) * wx;
    float v = top + (bottom - top) * wy;
    v = 0 >= v ? 0 : v;
    v = 255 < v ? 255 : v;
    return (uint8_t)(v + 0.5f);
}

static void lerp_columns_scalar(float *out, const float *r, const int32_t *columns, const float *weights,
                                ptrdiff_t n) {
    for (ptrdiff_t x = 0; x < n; x++) {
        int32_t c = columns[x];
        out[x] = r[c] + (r[c + 1] - r[c]) * weights[x];
    }
}

static void lerp_rows_scalar(uint8_t *dst, const float *top, const float *bottom, ptrdiff_t n, float wy) {
    for (ptrdiff_t x = 0; x < n; x++) {
        float v = top[x] + (bottom[x] - top[x]) * wy;
        v = 0 >= v ? 0 : v;
        v = 255 < v ? 255 : v;
        dst[x] = (uint8_t)(v + 0.5f);
    }
}

static void bilinear_scalar(uint8_t *dst, const float *r0, const float *r1, const int32_t *columns,
                            const float *weights, ptrdiff_t n, float wy) {
    for (ptrdiff_t x = 0; x < n; x++) dst[x] = bilinear_pixel(r0, r1, columns[x], weights[x], wy);
}

// The vertical half of one box blur pass (ShadowMask.boxBlur) on one column: a running sum
// over the original values (kept in scratch, since the column is overwritten as it goes),
// the same float additions in the same order as the Swift code.
static void box_column_scalar(float *p, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float scale,
                              float *scratch) {
    for (ptrdiff_t i = 0; i < height; i++) scratch[i] = p[i * width];
    float sum = 0;
    for (ptrdiff_t i = 0; i < radius && i < height; i++) sum += scratch[i];
    for (ptrdiff_t i = 0; i < height; i++) {
        ptrdiff_t enter = i + radius, leave = i - radius - 1;
        if (enter < height) sum += scratch[enter];
        if (leave >= 0) sum -= scratch[leave];
        p[i * width] = sum * scale;
    }
}

// ---- Row helpers for the renderer's Swift code, which runs unoptimised in a debug build ----

void rk_fill_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t count, uint32_t pixel) {
    for (ptrdiff_t y = 0; y < rows; y++) {
        uint32_t *row = first + y * stride;
        for (ptrdiff_t i = 0; i < count; i++) row[i] = pixel;
    }
}

void rk_zero(void *memory, ptrdiff_t bytes) { memset(memory, 0, (size_t)bytes); }

void rk_fill_bytes(uint8_t *dst, ptrdiff_t count, uint8_t value) { memset(dst, value, (size_t)count); }

void rk_copy_rows(uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride, ptrdiff_t width,
                  ptrdiff_t rows) {
    for (ptrdiff_t y = 0; y < rows; y++) memcpy(dst + y * dst_stride, src + y * src_stride, (size_t)width);
}

void rk_nine_slice_row(uint8_t *dst, const uint8_t *template_row, ptrdiff_t count, ptrdiff_t first,
                       ptrdiff_t total, ptrdiff_t template_total, ptrdiff_t zone) {
    if (total == template_total) {
        memcpy(dst, template_row + first, (size_t)count);
        return;
    }
    // Three runs: the template's own first columns, its middle one repeated, its last ones.
    ptrdiff_t head = zone - first, tail = total - zone - first;
    head = head < 0 ? 0 : head > count ? count : head;
    tail = tail < head ? head : tail > count ? count : tail;
    memcpy(dst, template_row + first, (size_t)head);
    memset(dst + head, template_row[zone], (size_t)(tail - head));
    memcpy(dst + tail, template_row + first + tail - (total - template_total), (size_t)(count - tail));
}

ptrdiff_t rk_full_run(const uint8_t *coverage, ptrdiff_t count, ptrdiff_t *first) {
    ptrdiff_t a = 0, b = count - 1;
    while (a < count && coverage[a] != 255) a++;
    if (a == count) return 0;
    while (coverage[b] != 255) b--;
    for (ptrdiff_t i = a + 1; i < b; i++)
        if (coverage[i] != 255) return 0;
    *first = a;
    return b - a + 1;
}

void rk_add_saturated(uint8_t *dst, const uint8_t *src, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++) {
        unsigned sum = (unsigned)dst[i] + src[i];
        dst[i] = (uint8_t)(sum > 255 ? 255 : sum);
    }
}

void rk_box_blur_row(float *p, ptrdiff_t count, ptrdiff_t radius, float scale, float *scratch) {
    box_column_scalar(p, 1, count, radius, scale, scratch);
}

float rk_accumulate_row(float *cells, ptrdiff_t a, ptrdiff_t end, ptrdiff_t b, float carry, uint8_t *coverage) {
    float sum = carry;
    for (ptrdiff_t x = a; x <= end; x++) {
        sum += cells[x];
        float v = sum < 0 ? -sum : sum;
        v = 1 < v ? 1 : v;
        coverage[x - a] = (uint8_t)(v * 255 + 0.5f);
    }
    for (ptrdiff_t x = a; x <= b; x++) cells[x] = 0;
    return sum;
}

void rk_bytes_to_floats(float *dst, const uint8_t *src, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++) dst[i] = (float)src[i];
}

void rk_floats_to_bytes(uint8_t *dst, const float *src, ptrdiff_t count) {
    for (ptrdiff_t i = 0; i < count; i++) {
        float v = src[i];
        v = 0 >= v ? 0 : v;
        v = 255 < v ? 255 : v;
        dst[i] = (uint8_t)(v + 0.5f);
    }
}

void rk_clip_coverage(uint8_t *dst, const uint8_t *src, ptrdiff_t src_step, ptrdiff_t count, ptrdiff_t start,
                      const uint8_t *mask, ptrdiff_t n) {
    for (ptrdiff_t i = 0; i < count; i++) {
        ptrdiff_t k = i - start;
        if (k < 0 || k >= n) { dst[i] = 0; continue; }
        uint32_t t = (uint32_t)src[i * src_step] * mask[k] + 128;
        dst[i] = (uint8_t)((t + (t >> 8)) >> 8);
    }
}

// The rows of an upright rectangle: per row an optional partial pixel at `left`, the span
// [start, end) and an optional partial pixel at `right` (a source of 0 leaves its pixel
// alone, as source-over of 0 does). `span` blends the span at the caller's level.
static void rect_rows_with(void (*span)(uint32_t *, ptrdiff_t, uint32_t), uint32_t *first, ptrdiff_t stride,
                           ptrdiff_t rows, ptrdiff_t left, uint32_t left_source, ptrdiff_t start, ptrdiff_t end,
                           ptrdiff_t right, uint32_t right_source, uint32_t source) {
    int opaque = (source >> 24) == 255;
    for (ptrdiff_t y = 0; y < rows; y++) {
        uint32_t *row = first + y * stride;
        if (left_source) row[left] = rk_over_pixel(left_source, row[left]);
        if (opaque) for (ptrdiff_t i = start; i < end; i++) row[i] = source;
        else if (end > start) span(row + start, end - start, source);
        if (right_source) row[right] = rk_over_pixel(right_source, row[right]);
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>

int rk_cpu_level(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 1;
    int osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (!osxsave || !avx) return 1;
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    if ((lo & 6) != 6) return 1;  // the OS does not save XMM and YMM state
    if (__get_cpuid_max(0, 0) < 7) return 1;
    __cpuid_count(7, 0, a, b, c, d);
    if (!((b >> 5) & 1)) return 1;
    // AVX-512 F, BW (16-bit lanes) and VL, and the OS saving the mask and ZMM registers.
    int avx512 = (b >> 16) & 1 && (b >> 30) & 1 && (b >> 31) & 1;
    return avx512 && (lo & 0xE6) == 0xE6 ? 3 : 2;
}

// ---- SSE2: four pixels a register (two per 16-bit half) ----

static inline __m128i div255_sse2(__m128i t) {  // t = x * y + 128, all lanes
    return _mm_srli_epi16(_mm_add_epi16(t, _mm_srli_epi16(t, 8)), 8);
}

// Each 16-bit channel of the unpacked pixels times the matching factor lane.
static inline __m128i scale_sse2(__m128i p16, __m128i f16) {
    return div255_sse2(_mm_add_epi16(_mm_mullo_epi16(p16, f16), _mm_set1_epi16(128)));
}

// Every channel of both pixels in an unpacked half replaced by that pixel's alpha.
static inline __m128i alpha_sse2(__m128i p16) {
    return _mm_shufflehi_epi16(_mm_shufflelo_epi16(p16, 0xFF), 0xFF);
}

// Four pixels d under four premultiplied sources s.
static inline __m128i over4_sse2(__m128i s, __m128i d) {
    const __m128i zero = _mm_setzero_si128(), full = _mm_set1_epi16(255);
    __m128i slo = _mm_unpacklo_epi8(s, zero), shi = _mm_unpackhi_epi8(s, zero);
    __m128i ilo = _mm_sub_epi16(full, alpha_sse2(slo)), ihi = _mm_sub_epi16(full, alpha_sse2(shi));
    __m128i lo = scale_sse2(_mm_unpacklo_epi8(d, zero), ilo);
    __m128i hi = scale_sse2(_mm_unpackhi_epi8(d, zero), ihi);
    return _mm_add_epi32(_mm_packus_epi16(lo, hi), s);
}

// Four pixels times per-pixel factors given as 32-bit lanes holding the factor in every byte.
static inline __m128i mul4_sse2(__m128i p, __m128i f) {
    const __m128i zero = _mm_setzero_si128();
    __m128i lo = scale_sse2(_mm_unpacklo_epi8(p, zero), _mm_unpacklo_epi8(f, zero));
    __m128i hi = scale_sse2(_mm_unpackhi_epi8(p, zero), _mm_unpackhi_epi8(f, zero));
    return _mm_packus_epi16(lo, hi);
}

static void span_sse2(uint32_t *row, ptrdiff_t n, uint32_t source) {
    ptrdiff_t i = 0;
    const __m128i s = _mm_set1_epi32((int)source);
    for (; i + 16 <= n; i += 16) {
        __m128i *p = (__m128i *)(row + i);
        __m128i d0 = _mm_loadu_si128(p), d1 = _mm_loadu_si128(p + 1);
        __m128i d2 = _mm_loadu_si128(p + 2), d3 = _mm_loadu_si128(p + 3);
        _mm_storeu_si128(p, over4_sse2(s, d0));
        _mm_storeu_si128(p + 1, over4_sse2(s, d1));
        _mm_storeu_si128(p + 2, over4_sse2(s, d2));
        _mm_storeu_si128(p + 3, over4_sse2(s, d3));
    }
    for (; i + 4 <= n; i += 4) {
        __m128i *p = (__m128i *)(row + i);
        _mm_storeu_si128(p, over4_sse2(s, _mm_loadu_si128(p)));
    }
    span_scalar(row + i, n - i, source);
}

static void coverage_sse2(uint32_t *row, const uint8_t *c, ptrdiff_t n, uint32_t source) {
    ptrdiff_t i = 0;
    const __m128i s = _mm_set1_epi32((int)source);
    for (; i + 4 <= n; i += 4) {
        uint32_t four;
        memcpy(&four, c + i, 4);
        if (four == 0) continue;
        __m128i f = _mm_cvtsi32_si128((int)four);
        f = _mm_unpacklo_epi8(f, f);
        f = _mm_unpacklo_epi16(f, f);  // each pixel's coverage in all four of its bytes
        __m128i *p = (__m128i *)(row + i);
        _mm_storeu_si128(p, over4_sse2(mul4_sse2(s, f), _mm_loadu_si128(p)));
    }
    coverage_scalar(row + i, c + i, n - i, source);
}

static void image_sse2(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t alpha) {
    ptrdiff_t i = 0;
    const __m128i f = _mm_set1_epi8((char)alpha);
    for (; i + 4 <= n; i += 4) {
        __m128i s = _mm_loadu_si128((const __m128i *)(src + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, _mm_setzero_si128())) == 0xFFFF) continue;
        if (alpha != 255) s = mul4_sse2(s, f);
        __m128i *p = (__m128i *)(dst + i);
        _mm_storeu_si128(p, over4_sse2(s, _mm_loadu_si128(p)));
    }
    image_scalar(dst + i, src + i, n - i, alpha);
}

// ---- AVX2: eight pixels a register ----

#define AVX2 __attribute__((target("avx2")))

AVX2 static inline __m256i scale_avx2(__m256i p16, __m256i f16) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(p16, f16), _mm256_set1_epi16(128));
    return _mm256_srli_epi16(_mm256_add_epi16(t, _mm256_srli_epi16(t, 8)), 8);
}

AVX2 static inline __m256i alpha_avx2(__m256i p16) {
    return _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(p16, 0xFF), 0xFF);
}

AVX2 static inline __m256i over8_avx2(__m256i s, __m256i d) {
    const __m256i zero = _mm256_setzero_si256(), full = _mm256_set1_epi16(255);
    __m256i slo = _mm256_unpacklo_epi8(s, zero), shi = _mm256_unpackhi_epi8(s, zero);
    __m256i ilo = _mm256_sub_epi16(full, alpha_avx2(slo)), ihi = _mm256_sub_epi16(full, alpha_avx2(shi));
    __m256i lo = scale_avx2(_mm256_unpacklo_epi8(d, zero), ilo);
    __m256i hi = scale_avx2(_mm256_unpackhi_epi8(d, zero), ihi);
    return _mm256_add_epi32(_mm256_packus_epi16(lo, hi), s);
}

AVX2 static inline __m256i mul8_avx2(__m256i p, __m256i f) {
    const __m256i zero = _mm256_setzero_si256();
    __m256i lo = scale_avx2(_mm256_unpacklo_epi8(p, zero), _mm256_unpacklo_epi8(f, zero));
    __m256i hi = scale_avx2(_mm256_unpackhi_epi8(p, zero), _mm256_unpackhi_epi8(f, zero));
    return _mm256_packus_epi16(lo, hi);
}

// Lanes 0..<count set (count 0...8): the pixels left after the last whole vector, loaded and
// stored through the mask so that they take the vector path too (masked-off lanes are
// neither read nor written).
AVX2 static inline __m256i tail_mask(ptrdiff_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

// For each inverse alpha ia (255 - source alpha), a factor f with (d * f + 16384) >> 15 =
// pixman's d * ia / 255 for every byte d: the rounding multiply-high (pmulhrsw) then gives
// the product and the division in one instruction. The middle of the range of factors that
// do (found by trying every d; there is no closed form: for some ia only one factor works),
// checked for every ia and d against the scalar code by RowKernelTests.
static const int16_t round_factor[256] = {
    32, 128, 256, 385, 513, 642, 771, 900, 1026, 1156, 1285, 1413,
    1542, 1671, 1799, 1927, 2052, 2184, 2313, 2441, 2570, 2698, 2826, 2955,
    3084, 3213, 3341, 3469, 3597, 3725, 3855, 3984, 4104, 4240, 4369, 4497,
    4626, 4755, 4883, 5011, 5140, 5267, 5397, 5525, 5654, 5782, 5911, 6038,
    6168, 6299, 6425, 6553, 6682, 6811, 6939, 7067, 7196, 7324, 7450, 7581,
    7710, 7837, 7967, 8095, 8208, 8352, 8481, 8609, 8738, 8866, 8995, 9123,
    9252, 9381, 9509, 9637, 9766, 9895, 10023, 10151, 10280, 10408, 10535, 10666,
    10794, 10923, 11050, 11179, 11308, 11437, 11565, 11698, 11822, 11950, 12079, 12208,
    12336, 12465, 12593, 12721, 12850, 12979, 13107, 13234, 13364, 13492, 13621, 13750,
    13878, 14006, 14135, 14263, 14392, 14521, 14649, 14778, 14906, 15034, 15163, 15292,
    15420, 15549, 15677, 15805, 15934, 16063, 16191, 16351, 16416, 16576, 16705, 16833,
    16962, 17091, 17219, 17347, 17476, 17605, 17733, 17862, 17990, 18118, 18246, 18376,
    18504, 18633, 18761, 18889, 19018, 19147, 19275, 19403, 19533, 19660, 19789, 19918,
    20046, 20175, 20302, 20432, 20560, 20689, 20817, 20946, 21070, 21202, 21331, 21460,
    21588, 21717, 21845, 21973, 22102, 22233, 22359, 22488, 22616, 22745, 22873, 23001,
    23130, 23259, 23387, 23515, 23644, 23773, 23901, 24030, 24159, 24287, 24415, 24559,
    24672, 24801, 24931, 25057, 25187, 25317, 25443, 25572, 25700, 25829, 25957, 26086,
    26214, 26343, 26469, 26600, 26730, 26857, 26985, 27114, 27243, 27370, 27500, 27628,
    27756, 27885, 28012, 28142, 28270, 28399, 28527, 28663, 28783, 28912, 29043, 29170,
    29298, 29427, 29555, 29684, 29813, 29942, 30069, 30198, 30327, 30454, 30583, 30715,
    30840, 30969, 31097, 31226, 31355, 31483, 31611, 31741, 31868, 31996, 32125, 32254,
    32382, 32511, 32639, 32735,
};

// Eight pixels d under one constant premultiplied source s, whose inverse alpha's
// round_factor is in every 16-bit lane of f. No unpacking: the even bytes (blue, red) are
// masked in place and the odd bytes (green, alpha) shifted down, each channel goes through
// one rounding multiply-high, and the odd results shift back up.
AVX2 static inline __m256i over8_const_avx2(__m256i s, __m256i f, __m256i d) {
    const __m256i low = _mm256_set1_epi16(0x00FF);
    __m256i rb = _mm256_mulhrs_epi16(_mm256_and_si256(d, low), f);
    __m256i ag = _mm256_mulhrs_epi16(_mm256_srli_epi16(d, 8), f);
    return _mm256_add_epi32(_mm256_or_si256(rb, _mm256_slli_epi16(ag, 8)), s);
}

// Spans of eight pixels or more: the first and the last eight pixels are loaded before any
// store and blended as two unaligned vectors, stored after the aligned vectors in between;
// where they overlap those, they store the same values (each pixel's result depends only on
// its original value), so no masked load or store is needed. Shorter spans go through masks.
AVX2 static void span_avx2(uint32_t *row, ptrdiff_t n, uint32_t source) {
    if (n <= 0) return;
    const __m256i s = _mm256_set1_epi32((int)source);
    const __m256i f = _mm256_set1_epi16(round_factor[255 - (source >> 24)]);
    if (n < 8) {
        __m256i mask = tail_mask(n);
        _mm256_maskstore_epi32((int *)row, mask, over8_const_avx2(s, f, _mm256_maskload_epi32((int *)row, mask)));
        return;
    }
    __m256i head = _mm256_loadu_si256((const __m256i *)row);
    __m256i tail = _mm256_loadu_si256((const __m256i *)(row + n - 8));
    ptrdiff_t i = ((uintptr_t)row & 3) == 0 ? (ptrdiff_t)((32 - ((uintptr_t)row & 31)) & 31) / 4 : 0;
    for (; i + 16 <= n; i += 16) {
        __m256i *p = (__m256i *)(row + i);
        __m256i d0 = _mm256_loadu_si256(p), d1 = _mm256_loadu_si256(p + 1);
        _mm256_storeu_si256(p, over8_const_avx2(s, f, d0));
        _mm256_storeu_si256(p + 1, over8_const_avx2(s, f, d1));
    }
    for (; i + 8 <= n; i += 8) {
        __m256i *p = (__m256i *)(row + i);
        _mm256_storeu_si256(p, over8_const_avx2(s, f, _mm256_loadu_si256(p)));
    }
    _mm256_storeu_si256((__m256i *)row, over8_const_avx2(s, f, head));
    _mm256_storeu_si256((__m256i *)(row + n - 8), over8_const_avx2(s, f, tail));
}

// An opaque source replaces the pixels: overlapping unaligned stores at both ends.
AVX2 static void fill_avx2(uint32_t *row, ptrdiff_t n, uint32_t source) {
    if (n <= 0) return;
    const __m256i s = _mm256_set1_epi32((int)source);
    if (n < 8) {
        _mm256_maskstore_epi32((int *)row, tail_mask(n), s);
        return;
    }
    _mm256_storeu_si256((__m256i *)row, s);
    ptrdiff_t i = ((uintptr_t)row & 3) == 0 ? (ptrdiff_t)((32 - ((uintptr_t)row & 31)) & 31) / 4 : 0;
    for (; i + 16 <= n; i += 16) {
        _mm256_storeu_si256((__m256i *)(row + i), s);
        _mm256_storeu_si256((__m256i *)(row + i) + 1, s);
    }
    for (; i + 8 <= n; i += 8) _mm256_storeu_si256((__m256i *)(row + i), s);
    _mm256_storeu_si256((__m256i *)(row + n - 8), s);
}

// The rectangle's rows with `span` for the translucent middle: inlined into each caller, so
// the span call is direct (and the AVX-512 caller may inline this AVX2 code, never the
// other way round).
AVX2 static inline __attribute__((always_inline)) void rect_rows_vector(
    void (*span)(uint32_t *, ptrdiff_t, uint32_t), uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
    uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right, uint32_t right_source, uint32_t source) {
    int opaque = (source >> 24) == 255;
    ptrdiff_t lo = left_source && left < start ? left : start;
    ptrdiff_t hi = right_source && right >= end ? right + 1 : end;
    int narrow = 2 * (hi - lo) < stride;
    for (ptrdiff_t y = 0; y < rows; y++) {
        uint32_t *row = first + y * stride;
        // The row four below, from its left pixel to its right one: a narrow rectangle's rows
        // are a framebuffer row apart, too far for the hardware prefetcher to follow from one
        // row's end to the next row's start (rows nearly as wide as the framebuffer stream).
        if (narrow && y + 4 < rows) {
            const char *ahead = (const char *)(row + 4 * stride);
            for (ptrdiff_t k = lo * 4; k < hi * 4 + 63; k += 64) _mm_prefetch(ahead + k, _MM_HINT_T0);
        }
        if (left_source) row[left] = rk_over_pixel(left_source, row[left]);
        if (end > start) {
            if (opaque) fill_avx2(row + start, end - start, source);
            else span(row + start, end - start, source);
        }
        if (right_source) row[right] = rk_over_pixel(right_source, row[right]);
    }
}

AVX2 static void rect_rows_avx2(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
                                uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right,
                                uint32_t right_source, uint32_t source) {
    rect_rows_vector(span_avx2, first, stride, rows, left, left_source, start, end, right, right_source, source);
}

// ---- AVX-512 (BW, VL): sixteen pixels a register, for the solid span and coverage only ----

#define AVX512 __attribute__((target("avx512f,avx512bw,avx512vl,avx2")))

// over8_const_avx2 on sixteen pixels: the same masks, shifts and rounding multiply-highs.
AVX512 static inline __m512i over16_const_avx512(__m512i s, __m512i f, __m512i d) {
    const __m512i low = _mm512_set1_epi16(0x00FF);
    __m512i rb = _mm512_mulhrs_epi16(_mm512_and_si512(d, low), f);
    __m512i ag = _mm512_mulhrs_epi16(_mm512_srli_epi16(d, 8), f);
    return _mm512_add_epi32(_mm512_or_si512(rb, _mm512_slli_epi16(ag, 8)), s);
}

// Sixteen pixels a step; the pixels past the last whole step go through a lane mask
// (masked-off lanes are neither read nor written, and do not fault). The steps are not
// aligned to cache lines: a masked first step up to a line's start cost the scene's short
// spans more than the lines it saves them from touching twice.
AVX512 static void span_avx512(uint32_t *row, ptrdiff_t n, uint32_t source) {
    if (n <= 0) return;
    const __m512i s = _mm512_set1_epi32((int)source);
    const __m512i f = _mm512_set1_epi16(round_factor[255 - (source >> 24)]);
    ptrdiff_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m512i *p = (__m512i *)(row + i);
        _mm512_storeu_si512(p, over16_const_avx512(s, f, _mm512_loadu_si512(p)));
    }
    if (i < n) {
        __mmask16 m = (__mmask16)((1u << (n - i)) - 1);
        _mm512_mask_storeu_epi32(row + i, m, over16_const_avx512(s, f, _mm512_maskz_loadu_epi32(m, row + i)));
    }
}

// coverage8_avx2 on sixteen pixels: each pixel's coverage in both 16-bit lanes of its pixel,
// the same multiplies, roundings and adds.
AVX512 static inline __m512i coverage16_avx512(__m512i srb, __m512i sag, __m512i f32, __m512i d) {
    const __m512i low = _mm512_set1_epi16(0x00FF), half = _mm512_set1_epi16(128), m257 = _mm512_set1_epi16(257),
                  full = _mm512_set1_epi16(255);
    __m512i f = _mm512_or_si512(f32, _mm512_slli_epi32(f32, 16));
    __m512i rb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(srb, f), half), m257);
    __m512i ag = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(sag, f), half), m257);
    __m512i a = _mm512_srli_epi32(ag, 16);
    __m512i ia = _mm512_sub_epi16(full, _mm512_or_si512(a, _mm512_slli_epi32(a, 16)));
    __m512i drb = _mm512_and_si512(d, low), dag = _mm512_srli_epi16(d, 8);
    drb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(drb, ia), half), m257);
    dag = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(dag, ia), half), m257);
    __m512i s = _mm512_or_si512(rb, _mm512_slli_epi16(ag, 8));
    return _mm512_add_epi32(s, _mm512_or_si512(drb, _mm512_slli_epi16(dag, 8)));
}

// Sixteen pixels a step, the last step through a lane mask (coverage bytes and pixels past
// the run are neither read nor written). A step whose coverage is all zero leaves its
// pixels as they are, which is what the blend would give them.
AVX512 static void coverage_avx512(uint32_t *row, const uint8_t *c, ptrdiff_t n, uint32_t source) {
    const __m512i srb = _mm512_set1_epi32((int)(source & 0x00FF00FFu));
    const __m512i sag = _mm512_set1_epi32((int)((source >> 8) & 0x00FF00FFu));
    for (ptrdiff_t i = 0; i < n; i += 16) {
        __mmask16 m = n - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (n - i)) - 1);
        __m128i bytes = _mm_maskz_loadu_epi8(m, c + i);
        if (_mm_testz_si128(bytes, bytes)) continue;
        __m512i d = _mm512_maskz_loadu_epi32(m, row + i);
        _mm512_mask_storeu_epi32(row + i, m, coverage16_avx512(srb, sag, _mm512_cvtepu8_epi32(bytes), d));
    }
}

AVX512 static void rect_rows_avx512(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
                                    uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right,
                                    uint32_t right_source, uint32_t source) {
    rect_rows_vector(span_avx512, first, stride, rows, left, left_source, start, end, right, right_source, source);
}

// Eight pixels of coverage c (one byte each) under source s, split as s_rb = s & 0x00FF00FF
// and s_ag = (s >> 8) & 0x00FF00FF. Each pixel's coverage goes into both 16-bit lanes of its
// pixel, so s * c / 255 and then d * (255 - alpha) / 255 are computed on the even and odd
// bytes in place, with no unpacking or packing, exactly as rk_mul_pixel and rk_over_pixel do.
AVX2 static inline __m256i coverage8_avx2(__m256i srb, __m256i sag, __m256i f32, __m256i d) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257),
                  full = _mm256_set1_epi16(255);
    __m256i f = _mm256_or_si256(f32, _mm256_slli_epi32(f32, 16));
    __m256i rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(srb, f), half), m257);
    __m256i ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(sag, f), half), m257);
    __m256i a = _mm256_srli_epi32(ag, 16);
    __m256i ia = _mm256_sub_epi16(full, _mm256_or_si256(a, _mm256_slli_epi32(a, 16)));
    __m256i drb = _mm256_and_si256(d, low), dag = _mm256_srli_epi16(d, 8);
    drb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(drb, ia), half), m257);
    dag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(dag, ia), half), m257);
    __m256i s = _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
    return _mm256_add_epi32(s, _mm256_or_si256(drb, _mm256_slli_epi16(dag, 8)));
}

// Eight pixels a step; the last eight (which may overlap the step before) are loaded first
// and stored last, as in span_avx2, so only a span shorter than eight takes masked stores.
AVX2 static void coverage_avx2(uint32_t *row, const uint8_t *c, ptrdiff_t n, uint32_t source) {
    const __m256i srb = _mm256_set1_epi32((int)(source & 0x00FF00FFu));
    const __m256i sag = _mm256_set1_epi32((int)((source >> 8) & 0x00FF00FFu));
    if (n <= 0) return;
    if (n < 8) {
        uint64_t rest = 0;  // the coverage bytes; lanes past them have coverage 0
        memcpy(&rest, c, (size_t)n);
        if (rest == 0) return;
        __m256i f = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)rest));
        __m256i mask = tail_mask(n);
        _mm256_maskstore_epi32((int *)row, mask, coverage8_avx2(srb, sag, f, _mm256_maskload_epi32((int *)row, mask)));
        return;
    }
    uint64_t last;
    memcpy(&last, c + n - 8, 8);
    __m256i tail = _mm256_loadu_si256((const __m256i *)(row + n - 8));
    for (ptrdiff_t i = 0; i + 8 <= n; i += 8) {
        uint64_t eight;
        memcpy(&eight, c + i, 8);
        if (eight == 0) continue;
        __m256i f = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)eight));
        __m256i *p = (__m256i *)(row + i);
        _mm256_storeu_si256(p, coverage8_avx2(srb, sag, f, _mm256_loadu_si256(p)));
    }
    if (last == 0) return;
    __m256i f = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)last));
    _mm256_storeu_si256((__m256i *)(row + n - 8), coverage8_avx2(srb, sag, f, tail));
}

// Eight group pixels s (scaled by the group's alpha, its value in every 16-bit lane of f,
// when `scale`) over d, on the even and odd bytes in place like coverage8_avx2.
AVX2 static inline __m256i image8_avx2(__m256i s, __m256i f, int scale, __m256i d) {
    const __m256i low = _mm256_set1_epi16(0x00FF), half = _mm256_set1_epi16(128), m257 = _mm256_set1_epi16(257),
                  full = _mm256_set1_epi16(255);
    __m256i rb = _mm256_and_si256(s, low), ag = _mm256_srli_epi16(s, 8);
    if (scale) {
        rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(rb, f), half), m257);
        ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(ag, f), half), m257);
    }
    __m256i a = _mm256_srli_epi32(ag, 16);
    __m256i ia = _mm256_sub_epi16(full, _mm256_or_si256(a, _mm256_slli_epi32(a, 16)));
    __m256i drb = _mm256_and_si256(d, low), dag = _mm256_srli_epi16(d, 8);
    drb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(drb, ia), half), m257);
    dag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(dag, ia), half), m257);
    __m256i scaled = _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
    return _mm256_add_epi32(scaled, _mm256_or_si256(drb, _mm256_slli_epi16(dag, 8)));
}

AVX2 static void image_avx2(uint32_t *dst, const uint32_t *src, ptrdiff_t n, uint32_t alpha) {
    ptrdiff_t i = 0;
    const __m256i f = _mm256_set1_epi16((short)alpha);
    const int scale = alpha != 255;
    for (; i + 8 <= n; i += 8) {
        __m256i s = _mm256_loadu_si256((const __m256i *)(src + i));
        if (_mm256_testz_si256(s, s)) continue;  // a transparent stretch of the group
        __m256i *p = (__m256i *)(dst + i);
        _mm256_storeu_si256(p, image8_avx2(s, f, scale, _mm256_loadu_si256(p)));
    }
    if (i < n) {
        __m256i mask = tail_mask(n - i);
        __m256i s = _mm256_maskload_epi32((const int *)(src + i), mask);  // zero in masked-off lanes
        if (_mm256_testz_si256(s, s)) return;
        int *p = (int *)(dst + i);
        _mm256_maskstore_epi32(p, mask, image8_avx2(s, f, scale, _mm256_maskload_epi32(p, mask)));
    }
}

// Eight pixels a step: the two samples of each row gathered, the same three linear
// interpolations in single precision, clamped, rounded by truncating v + 0.5, narrowed.
AVX2 static void bilinear_avx2(uint8_t *dst, const float *r0, const float *r1, const int32_t *columns,
                               const float *weights, ptrdiff_t n, float wy) {
    ptrdiff_t x = 0;
    const __m256 vwy = _mm256_set1_ps(wy), zero = _mm256_setzero_ps(), top255 = _mm256_set1_ps(255),
                 half = _mm256_set1_ps(0.5f);
    for (; x + 8 <= n; x += 8) {
        __m256i c = _mm256_loadu_si256((const __m256i *)(columns + x));
        __m256 wx = _mm256_loadu_ps(weights + x);
        __m256 a0 = _mm256_i32gather_ps(r0, c, 4), a1 = _mm256_i32gather_ps(r0 + 1, c, 4);
        __m256 b0 = _mm256_i32gather_ps(r1, c, 4), b1 = _mm256_i32gather_ps(r1 + 1, c, 4);
        __m256 top = _mm256_add_ps(a0, _mm256_mul_ps(_mm256_sub_ps(a1, a0), wx));
        __m256 bottom = _mm256_add_ps(b0, _mm256_mul_ps(_mm256_sub_ps(b1, b0), wx));
        __m256 v = _mm256_add_ps(top, _mm256_mul_ps(_mm256_sub_ps(bottom, top), vwy));
        v = _mm256_min_ps(_mm256_max_ps(v, zero), top255);
        __m256i i = _mm256_cvttps_epi32(_mm256_add_ps(v, half));
        __m128i w16 = _mm_packus_epi32(_mm256_castsi256_si128(i), _mm256_extracti128_si256(i, 1));
        _mm_storel_epi64((__m128i *)(dst + x), _mm_packus_epi16(w16, w16));
    }
    bilinear_scalar(dst + x, r0, r1, columns + x, weights + x, n - x, wy);
}

// Eight neighbouring columns at once: each lane runs exactly the scalar column's sequence
// of additions, and the rows are read and written whole instead of one float a row apart.
AVX2 static void box_columns_avx2(float *p, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float scale,
                                  float *scratch) {
    const __m256 vscale = _mm256_set1_ps(scale);
    ptrdiff_t x = 0;
    for (; x + 8 <= width; x += 8) {
        for (ptrdiff_t i = 0; i < height; i++) _mm256_storeu_ps(scratch + i * 8, _mm256_loadu_ps(p + i * width + x));
        __m256 sum = _mm256_setzero_ps();
        for (ptrdiff_t i = 0; i < radius && i < height; i++) sum = _mm256_add_ps(sum, _mm256_loadu_ps(scratch + i * 8));
        for (ptrdiff_t i = 0; i < height; i++) {
            ptrdiff_t enter = i + radius, leave = i - radius - 1;
            if (enter < height) sum = _mm256_add_ps(sum, _mm256_loadu_ps(scratch + enter * 8));
            if (leave >= 0) sum = _mm256_sub_ps(sum, _mm256_loadu_ps(scratch + leave * 8));
            _mm256_storeu_ps(p + i * width + x, _mm256_mul_ps(sum, vscale));
        }
    }
    for (; x < width; x++) box_column_scalar(p + x, width, height, radius, scale, scratch);
}

void rk_box_blur_columns(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float scale,
                         float *scratch, int level) {
    if (radius <= 0) return;
    if (level >= 2) { box_columns_avx2(values, width, height, radius, scale, scratch); return; }
    for (ptrdiff_t x = 0; x < width; x++) box_column_scalar(values + x, width, height, radius, scale, scratch);
}

AVX2 static void lerp_columns_avx2(float *out, const float *r, const int32_t *columns, const float *weights,
                                   ptrdiff_t n) {
    ptrdiff_t x = 0;
    for (; x + 8 <= n; x += 8) {
        __m256i c = _mm256_loadu_si256((const __m256i *)(columns + x));
        __m256 a0 = _mm256_i32gather_ps(r, c, 4), a1 = _mm256_i32gather_ps(r + 1, c, 4);
        _mm256_storeu_ps(out + x, _mm256_add_ps(a0, _mm256_mul_ps(_mm256_sub_ps(a1, a0), _mm256_loadu_ps(weights + x))));
    }
    lerp_columns_scalar(out + x, r, columns + x, weights + x, n - x);
}

AVX2 static void lerp_rows_avx2(uint8_t *dst, const float *top, const float *bottom, ptrdiff_t n, float wy) {
    ptrdiff_t x = 0;
    const __m256 vwy = _mm256_set1_ps(wy), zero = _mm256_setzero_ps(), top255 = _mm256_set1_ps(255),
                 half = _mm256_set1_ps(0.5f);
    for (; x + 8 <= n; x += 8) {
        __m256 t = _mm256_loadu_ps(top + x), b = _mm256_loadu_ps(bottom + x);
        __m256 v = _mm256_add_ps(t, _mm256_mul_ps(_mm256_sub_ps(b, t), vwy));
        v = _mm256_min_ps(_mm256_max_ps(v, zero), top255);
        __m256i i = _mm256_cvttps_epi32(_mm256_add_ps(v, half));
        __m128i w16 = _mm_packus_epi32(_mm256_castsi256_si128(i), _mm256_extracti128_si256(i, 1));
        _mm_storel_epi64((__m128i *)(dst + x), _mm_packus_epi16(w16, w16));
    }
    lerp_rows_scalar(dst + x, top + x, bottom + x, n - x, wy);
}

void rk_lerp_columns(float *out, const float *row, const int32_t *columns, const float *weights, ptrdiff_t count,
                     int level) {
    if (level >= 2) lerp_columns_avx2(out, row, columns, weights, count);
    else lerp_columns_scalar(out, row, columns, weights, count);
}

void rk_lerp_rows(uint8_t *dst, const float *top, const float *bottom, ptrdiff_t count, float wy, int level) {
    if (level >= 2) lerp_rows_avx2(dst, top, bottom, count, wy);
    else lerp_rows_scalar(dst, top, bottom, count, wy);
}

void rk_bilinear_row(uint8_t *dst, const float *row0, const float *row1, const int32_t *columns,
                     const float *weights, ptrdiff_t count, float wy, int level) {
    if (level >= 2) bilinear_avx2(dst, row0, row1, columns, weights, count, wy);
    else bilinear_scalar(dst, row0, row1, columns, weights, count, wy);
}

static void over_span(uint32_t *row, ptrdiff_t count, uint32_t source, int level) {
    if ((source >> 24) == 255) { rk_fill_rows(row, 0, 1, count, source); return; }
    if (level >= 3) span_avx512(row, count, source);
    else if (level >= 2) span_avx2(row, count, source);
    else if (level == 1) span_sse2(row, count, source);
    else span_scalar(row, count, source);
}

static void rect_rows_generic(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
                              uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right,
                              uint32_t right_source, uint32_t source, int level) {
    rect_rows_with(level == 1 ? span_sse2 : span_scalar, first, stride, rows, left, left_source, start, end, right,
                   right_source, source);
}

static void over_rect_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left, uint32_t left_source,
                              ptrdiff_t start, ptrdiff_t end, ptrdiff_t right, uint32_t right_source, uint32_t source,
                           int level) {
    if (level >= 3) {
        rect_rows_avx512(first, stride, rows, left, left_source, start, end, right, right_source, source);
        return;
    }
    if (level >= 2) {
        rect_rows_avx2(first, stride, rows, left, left_source, start, end, right, right_source, source);
        return;
    }
    rect_rows_generic(first, stride, rows, left, left_source, start, end, right, right_source, source, level);
}

static void over_coverage(uint32_t *row, const uint8_t *coverage, ptrdiff_t count, uint32_t source, int level) {
    if (level >= 3) coverage_avx512(row, coverage, count, source);
    else if (level >= 2) coverage_avx2(row, coverage, count, source);
    else if (level == 1) coverage_sse2(row, coverage, count, source);
    else coverage_scalar(row, coverage, count, source);
}

void rk_blend_image_row(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t alpha, int level) {
    if (level >= 2) image_avx2(dst, src, count, alpha);
    else if (level == 1) image_sse2(dst, src, count, alpha);
    else image_scalar(dst, src, count, alpha);
}

#else

int rk_cpu_level(void) { return 0; }

void rk_lerp_columns(float *out, const float *row, const int32_t *columns, const float *weights, ptrdiff_t count,
                     int level) {
    (void)level;
    lerp_columns_scalar(out, row, columns, weights, count);
}

void rk_lerp_rows(uint8_t *dst, const float *top, const float *bottom, ptrdiff_t count, float wy, int level) {
    (void)level;
    lerp_rows_scalar(dst, top, bottom, count, wy);
}

void rk_box_blur_columns(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float scale,
                         float *scratch, int level) {
    (void)level;
    if (radius <= 0) return;
    for (ptrdiff_t x = 0; x < width; x++) box_column_scalar(values + x, width, height, radius, scale, scratch);
}

void rk_bilinear_row(uint8_t *dst, const float *row0, const float *row1, const int32_t *columns,
                     const float *weights, ptrdiff_t count, float wy, int level) {
    (void)level;
    bilinear_scalar(dst, row0, row1, columns, weights, count, wy);
}

static void over_rect_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left, uint32_t left_source,
                              ptrdiff_t start, ptrdiff_t end, ptrdiff_t right, uint32_t right_source, uint32_t source,
                           int level) {
    (void)level;
    rect_rows_with(span_scalar, first, stride, rows, left, left_source, start, end, right, right_source, source);
}

static void over_span(uint32_t *row, ptrdiff_t count, uint32_t source, int level) {
    (void)level;
    if ((source >> 24) == 255) { rk_fill_rows(row, 0, 1, count, source); return; }
    span_scalar(row, count, source);
}

static void over_coverage(uint32_t *row, const uint8_t *coverage, ptrdiff_t count, uint32_t source, int level) {
    (void)level;
    coverage_scalar(row, coverage, count, source);
}

void rk_blend_image_row(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t alpha, int level) {
    (void)level;
    image_scalar(dst, src, count, alpha);
}

#endif


// ---- Paints: the blend mode picks the per-pixel function; source-over keeps its vector paths ----

// Multiply (the W3C compositing spec's, premultiplied): each channel s * d + s * (1 - da) +
// d * (1 - sa), every product rounded as rk_mul_pixel rounds, the sum clamped to 255.
static inline uint32_t multiply_pixel(uint32_t s, uint32_t d) {
    uint32_t sa = s >> 24, da = d >> 24, out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t sc = s >> shift & 0xFF, dc = d >> shift & 0xFF;
        uint32_t t1 = sc * dc + 128, t2 = sc * (255 - da) + 128, t3 = dc * (255 - sa) + 128;
        uint32_t v = ((t1 + (t1 >> 8)) >> 8) + ((t2 + (t2 >> 8)) >> 8) + ((t3 + (t3 >> 8)) >> 8);
        out |= (v > 255 ? 255 : v) << shift;
    }
    return out;
}

// Every other mode, in floating point on premultiplied channels in 0...1 (W3C Compositing
// and Blending Level 1; Porter-Duff for the operators; Core Graphics' own formulas for the
// two plus modes), each result rounded to the nearest byte and kept premultiplied (no
// colour above its alpha).
static double blend_channel(int32_t blend, double cb, double cs) {  // unpremultiplied backdrop, source
    switch (blend) {
    case RK_BLEND_MULTIPLY: return cb * cs;
    case RK_BLEND_SCREEN: return cb + cs - cb * cs;
    case RK_BLEND_OVERLAY: return blend_channel(RK_BLEND_HARD_LIGHT, cs, cb);
    case RK_BLEND_DARKEN: return cb < cs ? cb : cs;
    case RK_BLEND_LIGHTEN: return cb > cs ? cb : cs;
    case RK_BLEND_COLOR_DODGE:
        if (cb <= 0) return 0;
        if (cs >= 1) return 1;
        return cb / (1 - cs) < 1 ? cb / (1 - cs) : 1;
    case RK_BLEND_COLOR_BURN:
        if (cb >= 1) return 1;
        if (cs <= 0) return 0;
        return 1 - ((1 - cb) / cs < 1 ? (1 - cb) / cs : 1);
    case RK_BLEND_HARD_LIGHT:
        return cs <= 0.5 ? cb * 2 * cs : blend_channel(RK_BLEND_SCREEN, cb, 2 * cs - 1);
    case RK_BLEND_SOFT_LIGHT: {
        if (cs <= 0.5) return cb - (1 - 2 * cs) * cb * (1 - cb);
        double dd = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : __builtin_sqrt(cb);
        return cb + (2 * cs - 1) * (dd - cb);
    }
    case RK_BLEND_DIFFERENCE: return cb > cs ? cb - cs : cs - cb;
    case RK_BLEND_EXCLUSION: return cb + cs - 2 * cb * cs;
    default: return cs;
    }
}

static double lum(const double c[3]) { return 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]; }

static void clip_color(double c[3]) {
    double l = lum(c), n = c[0], x = c[0];
    for (int i = 1; i < 3; i++) { n = c[i] < n ? c[i] : n; x = c[i] > x ? c[i] : x; }
    for (int i = 0; i < 3; i++) {
        if (n < 0) c[i] = l + (c[i] - l) * l / (l - n);
        if (x > 1) c[i] = l + (c[i] - l) * (1 - l) / (x - l);
    }
}

static void set_lum(double c[3], double l) {
    double d = l - lum(c);
    for (int i = 0; i < 3; i++) c[i] += d;
    clip_color(c);
}

static double sat(const double c[3]) {
    double n = c[0], x = c[0];
    for (int i = 1; i < 3; i++) { n = c[i] < n ? c[i] : n; x = c[i] > x ? c[i] : x; }
    return x - n;
}

static void set_sat(double c[3], double s) {
    int mx = 0, mn = 0;
    for (int i = 1; i < 3; i++) { if (c[i] > c[mx]) mx = i; if (c[i] < c[mn]) mn = i; }
    if (mx == mn) { c[0] = c[1] = c[2] = 0; return; }
    int mid = 3 - mx - mn;
    c[mid] = (c[mid] - c[mn]) * s / (c[mx] - c[mn]);
    c[mx] = s;
    c[mn] = 0;
}

// The non-separable modes: the blended colour of backdrop `b` and source `s` (both unpremultiplied).
static void blend_non_separable(int32_t blend, const double b[3], const double s[3], double out[3]) {
    for (int i = 0; i < 3; i++) out[i] = blend == RK_BLEND_HUE || blend == RK_BLEND_COLOR ? s[i] : b[i];
    switch (blend) {
    case RK_BLEND_HUE: set_sat(out, sat(b)); set_lum(out, lum(b)); break;
    case RK_BLEND_SATURATION: set_sat(out, sat(s)); set_lum(out, lum(b)); break;
    case RK_BLEND_COLOR: set_lum(out, lum(b)); break;
    default: set_lum(out, lum(s)); break;  // luminosity
    }
}

static uint32_t pack_unit(double a, const double c[3]) {
    a = a < 0 ? 0 : a > 1 ? 1 : a;
    uint32_t ab = (uint32_t)(a * 255 + 0.5), out = ab << 24;
    for (int i = 0; i < 3; i++) {
        double v = c[i] < 0 ? 0 : c[i] > a ? a : c[i];
        uint32_t byte = (uint32_t)(v * 255 + 0.5);
        out |= (byte > ab ? ab : byte) << (16 - 8 * i);
    }
    return out;
}

static uint32_t general_pixel(int32_t blend, uint32_t s, uint32_t d) {
    double sa = (s >> 24) / 255.0, da = (d >> 24) / 255.0, sc[3], dc[3], out[3], a;
    for (int i = 0; i < 3; i++) {
        sc[i] = (s >> (16 - 8 * i) & 0xFF) / 255.0;
        dc[i] = (d >> (16 - 8 * i) & 0xFF) / 255.0;
    }
    switch (blend) {
    case RK_BLEND_CLEAR: return 0;
    case RK_BLEND_COPY: return s;
    case RK_BLEND_SOURCE_IN:
        a = sa * da;
        for (int i = 0; i < 3; i++) out[i] = sc[i] * da;
        break;
    case RK_BLEND_SOURCE_OUT:
        a = sa * (1 - da);
        for (int i = 0; i < 3; i++) out[i] = sc[i] * (1 - da);
        break;
    case RK_BLEND_SOURCE_ATOP:
        a = da;
        for (int i = 0; i < 3; i++) out[i] = sc[i] * da + dc[i] * (1 - sa);
        break;
    case RK_BLEND_DESTINATION_OVER:
        a = sa * (1 - da) + da;
        for (int i = 0; i < 3; i++) out[i] = sc[i] * (1 - da) + dc[i];
        break;
    case RK_BLEND_DESTINATION_IN:
        a = da * sa;
        for (int i = 0; i < 3; i++) out[i] = dc[i] * sa;
        break;
    case RK_BLEND_DESTINATION_OUT:
        a = da * (1 - sa);
        for (int i = 0; i < 3; i++) out[i] = dc[i] * (1 - sa);
        break;
    case RK_BLEND_DESTINATION_ATOP:
        a = sa;
        for (int i = 0; i < 3; i++) out[i] = sc[i] * (1 - da) + dc[i] * sa;
        break;
    case RK_BLEND_XOR:
        a = sa * (1 - da) + da * (1 - sa);
        for (int i = 0; i < 3; i++) out[i] = sc[i] * (1 - da) + dc[i] * (1 - sa);
        break;
    case RK_BLEND_PLUS_LIGHTER:
        a = sa + da;
        for (int i = 0; i < 3; i++) out[i] = sc[i] + dc[i];
        break;
    case RK_BLEND_PLUS_DARKER:
        // Core Graphics' R = max(0, 1 - ((1 - D) + (1 - S))) for opaque pixels; with alpha,
        // each side's "1 - C" is its alpha minus its premultiplied colour.
        a = sa + da < 1 ? sa + da : 1;
        for (int i = 0; i < 3; i++) out[i] = a - ((da - dc[i]) + (sa - sc[i]));
        break;
    default: {
        // The W3C blend modes with source-over compositing:
        // co = cs * (1 - ab) + cb * (1 - as) + as * ab * B(Cb, Cs).
        double b[3], cs[3], mixed[3];
        for (int i = 0; i < 3; i++) {
            b[i] = da > 0 ? dc[i] / da : 0;
            cs[i] = sa > 0 ? sc[i] / sa : 0;
        }
        if (blend >= RK_BLEND_HUE && blend <= RK_BLEND_LUMINOSITY) {
            blend_non_separable(blend, b, cs, mixed);
        } else {
            for (int i = 0; i < 3; i++) mixed[i] = blend_channel(blend, b[i], cs[i]);
        }
        a = sa + da - sa * da;
        for (int i = 0; i < 3; i++) out[i] = sc[i] * (1 - da) + dc[i] * (1 - sa) + sa * da * mixed[i];
    }
    }
    return pack_unit(a, out);
}

int rk_blend_lerps_coverage(int32_t blend) {
    switch (blend) {
    case RK_BLEND_CLEAR: case RK_BLEND_COPY: case RK_BLEND_SOURCE_IN: case RK_BLEND_SOURCE_OUT:
    case RK_BLEND_DESTINATION_IN: case RK_BLEND_DESTINATION_ATOP: return 1;
    default: return 0;
    }
}

static inline uint32_t blend_pixel(int32_t blend, uint32_t s, uint32_t d) {
    switch (blend) {
    case RK_BLEND_SOURCE_OVER: return rk_over_pixel(s, d);
    case RK_BLEND_MULTIPLY: return multiply_pixel(s, d);
    default: return general_pixel(blend, s, d);
    }
}

uint32_t rk_blend_pixel(int32_t blend, uint32_t s, uint32_t d) { return blend_pixel(blend, s, d); }

// d mixed towards r by c / 255 per channel, each rounded as rk_mul_pixel rounds.
static inline uint32_t mix_by_coverage(uint32_t d, uint32_t r, uint32_t c) {
    uint32_t out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t t = (r >> shift & 0xFF) * c + (d >> shift & 0xFF) * (255 - c) + 128;
        out |= ((t + (t >> 8)) >> 8) << shift;
    }
    return out;
}

// One pixel of coverage c (1...255) in a mode other than source-over.
static inline uint32_t blend_covered(int32_t blend, uint32_t source, uint32_t c, uint32_t d) {
    if (rk_blend_lerps_coverage(blend)) {
        uint32_t r = blend_pixel(blend, source, d);
        return c == 255 ? r : mix_by_coverage(d, r, c);
    }
    return blend_pixel(blend, c == 255 ? source : rk_mul_pixel(source, c), d);
}

// The coverage an edge pixel's source stands for, source = paint * c / 255: exact when the
// paint is opaque; 0 for an edge source of 0 (no edge pixel).
static inline uint32_t edge_coverage(uint32_t edge, uint32_t source) {
    uint32_t sa = source >> 24, ea = edge >> 24;
    if (edge == 0) return 0;
    if (sa == 0) return 255;
    uint32_t c = (ea * 255 + sa / 2) / sa;
    return c > 255 ? 255 : c;
}

static inline uint32_t blend_edge(int32_t blend, uint32_t edge, uint32_t source, uint32_t d) {
    if (!rk_blend_lerps_coverage(blend)) return blend_pixel(blend, edge, d);
    uint32_t c = edge_coverage(edge, source);
    return c == 0 ? d : blend_covered(blend, source, c, d);
}

void rk_blend_span(uint32_t *row, ptrdiff_t count, rk_paint paint, int level) {
    if (paint.blend == RK_BLEND_SOURCE_OVER) { over_span(row, count, paint.source, level); return; }
    for (ptrdiff_t i = 0; i < count; i++) row[i] = blend_pixel(paint.blend, paint.source, row[i]);
}

void rk_blend_rect_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left, uint32_t left_source,
                        ptrdiff_t start, ptrdiff_t end, ptrdiff_t right, uint32_t right_source, rk_paint paint,
                        int level) {
    if (paint.blend == RK_BLEND_SOURCE_OVER) {
        over_rect_rows(first, stride, rows, left, left_source, start, end, right, right_source, paint.source, level);
        return;
    }
    for (ptrdiff_t y = 0; y < rows; y++) {
        uint32_t *row = first + y * stride;
        if (left_source) row[left] = blend_edge(paint.blend, left_source, paint.source, row[left]);
        for (ptrdiff_t i = start; i < end; i++) row[i] = blend_pixel(paint.blend, paint.source, row[i]);
        if (right_source) row[right] = blend_edge(paint.blend, right_source, paint.source, row[right]);
    }
}

void rk_blend_rect_rows_around(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
                               uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right,
                               uint32_t right_source, rk_paint paint, int level, const ptrdiff_t *holes) {
    for (ptrdiff_t y = 0; y < rows; y++) {
        uint32_t *row = first + y * stride;
        ptrdiff_t h0 = holes[2 * y], h1 = holes[2 * y + 1];
        if (h1 <= h0) {
            rk_blend_rect_rows(row, stride, 1, left, left_source, start, end, right, right_source, paint, level);
            continue;
        }
        uint32_t ls = left >= h0 && left < h1 ? 0 : left_source;
        uint32_t rs = right >= h0 && right < h1 ? 0 : right_source;
        // The span's part before the hole, with the left pixel; its part after, with the right.
        ptrdiff_t before = end < h0 ? end : h0, after = start > h1 ? start : h1;
        rk_blend_rect_rows(row, stride, 1, left, ls, start, before > start ? before : start, right, 0, paint, level);
        rk_blend_rect_rows(row, stride, 1, left, 0, after < end ? after : end, end, right, rs, paint, level);
    }
}

void rk_blend_coverage(uint32_t *row, const uint8_t *coverage, ptrdiff_t count, rk_paint paint, int level) {
    if (paint.blend == RK_BLEND_SOURCE_OVER) { over_coverage(row, coverage, count, paint.source, level); return; }
    for (ptrdiff_t i = 0; i < count; i++) {
        if (coverage[i] == 0) continue;
        row[i] = blend_covered(paint.blend, paint.source, coverage[i], row[i]);
    }
}

#endif  // compiled C rather than kernels_x86_64.S
