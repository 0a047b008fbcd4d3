// The scan converter's per-row loops (see ScanKernels.h), moved out of Swift because a
// user's debug build runs Swift unoptimised: a window of rounded cards is thousands of
// corner rows a frame, each a trip through a dozen Swift calls. ScanConverter.swift keeps
// the Swift it came from, and RendererTests compare the two byte for byte.
//
// Like kernels.c, shipped on x86-64 Linux in kernels_x86_64.S (this file at -O2).
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_scan_comes_from_assembly;  // an empty translation unit is not ISO C
#else
#include "ScanKernels.h"
#include "pixel_math.h"
#include <string.h>

// Products and sums stay separately rounded, as in the Swift code.
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

// Swift's min and max: the second argument when it is less (greater or equal), else the first.
static inline double scan_min(double a, double b) { return b < a ? b : a; }
static inline double scan_max(double a, double b) { return b >= a ? b : a; }
static inline ptrdiff_t scan_min_index(ptrdiff_t a, ptrdiff_t b) { return b < a ? b : a; }

static inline double scan_floor(double v) { return __builtin_floor(v); }
static inline double scan_ceil(double v) { return __builtin_ceil(v); }

void rk_scan_line(float *acc, ptrdiff_t buffer_width, int32_t *ranges, ptrdiff_t area_height, double xa, double ya,
                  double xb, double yb, float dir) {
    double dxdy = (xb - xa) / (yb - ya);
    double x = xa;
    ptrdiff_t row_start = (ptrdiff_t)ya;
    ptrdiff_t row_end = scan_min_index(area_height, (ptrdiff_t)scan_ceil(yb));
    ptrdiff_t range_offset = dir > 0 ? 0 : 2;
    for (ptrdiff_t y = row_start; y < row_end; y++) {
        float *base = acc + y * buffer_width;
        double dy = scan_min((double)(y + 1), yb) - scan_max((double)y, ya);
        double xnext = x + dxdy * dy;
        float d = (float)dy * dir;
        // Stepping x row by row can overshoot an end at the area's left side by a rounding
        // error: pressed onto 0, as the Swift code does.
        double x0 = x < xnext ? scan_max(x, 0) : scan_max(xnext, 0);
        double x1 = x < xnext ? scan_max(xnext, 0) : scan_max(x, 0);
        double x0floor = scan_floor(x0);
        ptrdiff_t x0i = (ptrdiff_t)x0floor;
        double x1ceil = scan_ceil(x1);
        ptrdiff_t x1i = (ptrdiff_t)x1ceil;
        ptrdiff_t last;
        if (x1i <= x0i + 1) {
            float xmf = (float)(0.5 * (x + xnext) - x0floor);
            base[x0i] += d - d * xmf;
            base[x0i + 1] += d * xmf;
            last = x0i + 1;
        } else {
            double s = 1 / (x1 - x0);
            double x0f = x0 - x0floor;
            double a0 = 0.5 * s * (1 - x0f) * (1 - x0f);
            double x1f = x1 - x1ceil + 1;
            double am = 0.5 * s * x1f * x1f;
            base[x0i] += d * (float)a0;
            if (x1i == x0i + 2) {
                base[x0i + 1] += d * (float)(1 - a0 - am);
            } else {
                double a1 = s * (1.5 - x0f);
                base[x0i + 1] += d * (float)(a1 - a0);
                float ds = d * (float)s;
                for (ptrdiff_t xi = x0i + 2; xi < x1i - 1; xi++) base[xi] += ds;
                double a2 = a1 + (double)(x1i - x0i - 3) * s;
                base[x1i - 1] += d * (float)(1 - a2 - am);
            }
            base[x1i] += d * (float)am;
            last = x1i;
        }
        int32_t *r = ranges + y * 4 + range_offset;
        if ((int32_t)x0i < r[0]) r[0] = (int32_t)x0i;
        if ((int32_t)last > r[1]) r[1] = (int32_t)last;
        x = xnext;
    }
}

static inline uint8_t scan_quantise(float sum) {
    float v = sum < 0 ? -sum : sum;
    v = 1 < v ? 1 : v;
    return (uint8_t)(v * 255 + 0.5f);
}

struct scan_row {
    float *cells;
    uint32_t *pixels;
    uint8_t *coverage;
    ptrdiff_t area_width;
    rk_paint paint;
    int level;
};

// SolidSink.blendSpan with no clip mask.
static void scan_span(const struct scan_row *row, ptrdiff_t x, ptrdiff_t count, uint8_t c) {
    if (count <= 0 || c == 0) return;
    if (c != 255 && rk_blend_lerps_coverage(row->paint.blend)) {
        // A mode that mixes by coverage: the coverage goes to the kernel as it is.
        uint8_t run[256];
        memset(run, c, sizeof run);
        for (ptrdiff_t i = 0; i < count; i += 256)
            rk_blend_coverage(row->pixels + x + i, run, count - i < 256 ? count - i : 256, row->paint, row->level);
        return;
    }
    uint32_t s = c == 255 ? row->paint.source : rk_mul_pixel(row->paint.source, c);
    if (s == 0 && !rk_blend_lerps_coverage(row->paint.blend)) return;
    rk_paint paint = row->paint;
    paint.source = s;
    rk_blend_span(row->pixels + x, count, paint, row->level);
}

// ScanConverter.accumulate: the sums along cells a...b, their pixels blended; returns the sum.
static float scan_accumulate(const struct scan_row *row, ptrdiff_t a, ptrdiff_t b, float carry) {
    ptrdiff_t end = scan_min_index(b, row->area_width - 1);
    float sum = rk_accumulate_row(row->cells, a, end, b, carry, row->coverage);
    if (a <= end && end - a + 1 > 0 && (row->paint.source != 0 || rk_blend_lerps_coverage(row->paint.blend)))
        rk_blend_coverage(row->pixels + a, row->coverage, end - a + 1, row->paint, row->level);
    return sum;
}

// ScanConverter.trail: what is left past the last touched cell covers the rest of the row.
static void scan_trail(const struct scan_row *row, float carry, ptrdiff_t after) {
    uint8_t c = scan_quantise(carry);
    if (c != 0 && after + 1 < row->area_width) scan_span(row, after + 1, row->area_width - after - 1, c);
}

void rk_scan_sweep_solid(float *acc, ptrdiff_t buffer_width, const int32_t *ranges, ptrdiff_t area_width,
                         ptrdiff_t area_height, uint8_t *coverage, uint32_t *first, ptrdiff_t stride, rk_paint paint,
                         int level) {
    struct scan_row row = {0, 0, coverage, area_width, paint, level};
    for (ptrdiff_t y = 0; y < area_height; y++) {
        const int32_t *r = ranges + y * 4;
        ptrdiff_t d_min = r[0], d_max = r[1], u_min = r[2], u_max = r[3];
        int has_down = d_max >= 0, has_up = u_max >= 0;
        if (!has_down && !has_up) continue;
        row.cells = acc + y * buffer_width;
        row.pixels = first + y * stride;
        if (has_down && has_up && (d_max < u_min || u_max < d_min)) {
            ptrdiff_t f0 = d_max < u_min ? d_min : u_min, f1 = d_max < u_min ? d_max : u_max;
            ptrdiff_t s0 = d_max < u_min ? u_min : d_min, s1 = d_max < u_min ? u_max : d_max;
            float carry = scan_accumulate(&row, f0, f1, 0);
            ptrdiff_t gap_start = f1 + 1, gap_end = scan_min_index(s0, area_width);
            uint8_t c = scan_quantise(carry);
            if (gap_end > gap_start && c != 0) scan_span(&row, gap_start, gap_end - gap_start, c);
            float rest = scan_accumulate(&row, s0, s1, carry);
            scan_trail(&row, rest, s1);
        } else {
            ptrdiff_t lo = has_down ? d_min : INT32_MAX;
            if (has_up && u_min < lo) lo = u_min;
            ptrdiff_t hi = d_max >= u_max ? d_max : u_max;
            float rest = scan_accumulate(&row, lo, hi, 0);
            scan_trail(&row, rest, hi);
        }
    }
}

#endif  // compiled C rather than kernels_x86_64.S
