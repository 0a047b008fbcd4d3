// The GIF encoder's per-pixel loops (Sharing's Palette and FrameIndexer): the same integer
// arithmetic as the Swift they replaced, in C so that a debug build runs them optimised (see
// kernels.c for how: on x86-64 Linux the build assembles kernels_x86_64.S instead).
#if defined(__x86_64__) && defined(__linux__) && !defined(RK_PORTABLE_C) && !defined(RK_GENERATING_ASSEMBLY)
typedef int rk_palette_comes_from_assembly;  // an empty translation unit is not ISO C
#else
#include "RenderKernels.h"
#include <string.h>

ptrdiff_t rk_distinct_colors(const uint32_t *pixels, ptrdiff_t count, ptrdiff_t limit, uint32_t *out) {
    // Open addressing over 1024 slots (limit <= 256, so never more than a third full); a
    // slot holds colour + 1, 0 meaning empty.
    uint32_t slots[1024];
    memset(slots, 0, sizeof slots);
    ptrdiff_t found = 0;
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t c = pixels[i] & 0xFFFFFFu;
        uint32_t h = (c * 2654435761u) >> 22;
        while (slots[h] != 0 && slots[h] != c + 1) h = (h + 1) & 1023;
        if (slots[h] != 0) continue;
        if (found == limit) return limit + 1;
        slots[h] = c + 1;
        out[found++] = c;
    }
    return found;
}

void rk_color_histogram(const uint32_t *pixels, ptrdiff_t count, int64_t *bins, int64_t *red, int64_t *green,
                        int64_t *blue, uint32_t *majority, int64_t *majority_count) {
    // The majority vote (Boyer and Moore) in each bin: its candidate is the colour holding
    // more than half of the bin's pixels whenever one does. The votes are then thrown away
    // and the candidate's pixels counted exactly in a second pass.
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
        int64_t r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF;
        ptrdiff_t k = (ptrdiff_t)((r >> 3) << 10 | (g >> 3) << 5 | b >> 3);
        bins[k] += 1;
        red[k] += r;
        green[k] += g;
        blue[k] += b;
        uint32_t c = p & 0xFFFFFFu;
        if (majority_count[k] == 0) {
            majority[k] = c;
            majority_count[k] = 1;
        } else {
            majority_count[k] += majority[k] == c ? 1 : -1;
        }
    }
    memset(majority_count, 0, 32768 * sizeof *majority_count);
    for (ptrdiff_t i = 0; i < count; i++) {
        uint32_t p = pixels[i];
        ptrdiff_t k = (ptrdiff_t)((p >> 19 & 31) << 10 | (p >> 11 & 31) << 5 | (p >> 3 & 31));
        if (majority[k] == (p & 0xFFFFFFu)) majority_count[k] += 1;
    }
}

static int32_t nearest(rk_indexer *ix, int32_t r, int32_t g, int32_t b) {
    int32_t key = (r >> 2) << 12 | (g >> 2) << 6 | b >> 2;
    if (ix->cache[key] >= 0) return ix->cache[key];
    int32_t best = 0;
    int64_t best_distance = INT64_MAX;
    for (ptrdiff_t i = 0; i < ix->palette_count; i++) {
        int64_t dr = ix->palette_rgb[3 * i] - r, dg = ix->palette_rgb[3 * i + 1] - g, db = ix->palette_rgb[3 * i + 2] - b;
        int64_t d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
        if (d < best_distance) {
            best_distance = d;
            best = (int32_t)i;
        }
    }
    ix->cache[key] = (int16_t)best;
    return best;
}

static int32_t exact_index(const rk_indexer *ix, uint32_t color) {
    ptrdiff_t lo = 0, hi = ix->exact_count;
    while (lo < hi) {
        ptrdiff_t mid = lo + (hi - lo) / 2;
        if (ix->exact_keys[mid] < color) lo = mid + 1;
        else hi = mid;
    }
    return lo < ix->exact_count && ix->exact_keys[lo] == color ? ix->exact_indices[lo] : -1;
}

void rk_index_pixels(rk_indexer *ix, uint8_t *out, const uint32_t *pixels, const uint8_t *changed, ptrdiff_t width,
                     ptrdiff_t height, int dither, uint8_t transparent, int32_t *errors) {
    ptrdiff_t slots = (width + 2) * 3;
    int32_t *here = errors, *below = errors + slots;
    memset(errors, 0, sizeof(int32_t) * (size_t)(2 * slots));
    for (ptrdiff_t y = 0; y < height; y++) {
        for (ptrdiff_t x = 0; x < width; x++) {
            ptrdiff_t i = y * width + x;
            out[i] = transparent;
            if (!changed[i]) continue;
            uint32_t p = pixels[i];
            if (ix->exact_count > 0 && !dither) {
                int32_t index = exact_index(ix, p & 0xFFFFFFu);
                if (index >= 0) {
                    out[i] = (uint8_t)index;
                    continue;
                }
            }
            int32_t r = p >> 16 & 0xFF, g = p >> 8 & 0xFF, b = p & 0xFF;
            ptrdiff_t e = (x + 1) * 3;
            if (dither) {
                r += (here[e] + 8) >> 4;
                g += (here[e + 1] + 8) >> 4;
                b += (here[e + 2] + 8) >> 4;
                r = r < 0 ? 0 : r > 255 ? 255 : r;
                g = g < 0 ? 0 : g > 255 ? 255 : g;
                b = b < 0 ? 0 : b > 255 ? 255 : b;
            }
            int32_t index = nearest(ix, r, g, b);
            out[i] = (uint8_t)index;
            if (!dither) continue;
            int32_t er = r - ix->palette_rgb[3 * index], eg = g - ix->palette_rgb[3 * index + 1],
                    eb = b - ix->palette_rgb[3 * index + 2];
            here[e + 3] += er * 7;
            here[e + 4] += eg * 7;
            here[e + 5] += eb * 7;
            below[e - 3] += er * 3;
            below[e - 2] += eg * 3;
            below[e - 1] += eb * 3;
            below[e] += er * 5;
            below[e + 1] += eg * 5;
            below[e + 2] += eb * 5;
            below[e + 3] += er;
            below[e + 4] += eg;
            below[e + 5] += eb;
        }
        int32_t *t = here;
        here = below;
        below = t;
        memset(below, 0, sizeof(int32_t) * (size_t)slots);
    }
}

#endif  // compiled C rather than kernels_x86_64.S
