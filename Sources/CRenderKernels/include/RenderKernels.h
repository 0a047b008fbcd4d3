/* Pixel kernels of the renderer: source-over of ARGB32 premultiplied pixels, with pixman's
 * rounding of x * y / 255 ((t + (t >> 8)) >> 8 for t = x * y + 128), so every path gives
 * the same bytes as the scalar reference in PixelMath.
 *
 * Each kernel comes in three levels: 0 scalar, 1 SSE2 (every x86-64), 2 AVX2 (8 pixels to a
 * register, 16 to a step); the solid span, rectangle and coverage source-over also in a
 * fourth, 3 AVX-512 BW and VL (16 pixels to a register; the others run their AVX2 code there).
 * `rk_cpu_level` says which the processor runs; the caller picks, so tests can run every
 * level and compare it with the scalar one. */
#ifndef RENDER_KERNELS_H
#define RENDER_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* The best level this processor and OS support: 3 with AVX-512 F, BW and VL (and the OS
 * saving ZMM and mask registers), 2 with AVX2 (and the OS saving YMM registers), 1 on other
 * x86-64, 0 elsewhere. Runs CPUID: call once and keep the answer. */
int rk_cpu_level(void);

/* Where the kernels linked in came from: "x86_64 assembly" (kernels_x86_64.S, generated
 * from kernels.c and the other kernel C files at -O2) or "C" (kernels.c compiled by this build, the portable path). */
const char *rk_kernels_origin(void);

/* What a fill puts down: a premultiplied source pixel and the blend mode that combines it
 * with each destination pixel. Source-over runs the vector paths below; every other mode
 * runs its scalar per-pixel function (kernels.c, blend_pixel). The numbers past source-over
 * are Core Graphics' CGBlendMode raw values (normal, 0, is source-over).
 *
 * Coverage: most modes take a partly covered pixel as the source scaled by its coverage,
 * so a source of 0 leaves the pixel alone. The modes for which rk_blend_lerps_coverage is
 * true (clear, copy, source-in, source-out, destination-in, destination-atop) change a
 * pixel even where the source is 0; for them a pixel is mixed between the destination and
 * the blended result by its coverage, and a pixel of coverage 0 is left alone. */
enum {
    RK_BLEND_SOURCE_OVER = 0, RK_BLEND_MULTIPLY = 1, RK_BLEND_SCREEN = 2, RK_BLEND_OVERLAY = 3,
    RK_BLEND_DARKEN = 4, RK_BLEND_LIGHTEN = 5, RK_BLEND_COLOR_DODGE = 6, RK_BLEND_COLOR_BURN = 7,
    RK_BLEND_SOFT_LIGHT = 8, RK_BLEND_HARD_LIGHT = 9, RK_BLEND_DIFFERENCE = 10, RK_BLEND_EXCLUSION = 11,
    RK_BLEND_HUE = 12, RK_BLEND_SATURATION = 13, RK_BLEND_COLOR = 14, RK_BLEND_LUMINOSITY = 15,
    RK_BLEND_CLEAR = 16, RK_BLEND_COPY = 17, RK_BLEND_SOURCE_IN = 18, RK_BLEND_SOURCE_OUT = 19,
    RK_BLEND_SOURCE_ATOP = 20, RK_BLEND_DESTINATION_OVER = 21, RK_BLEND_DESTINATION_IN = 22,
    RK_BLEND_DESTINATION_OUT = 23, RK_BLEND_DESTINATION_ATOP = 24, RK_BLEND_XOR = 25,
    RK_BLEND_PLUS_DARKER = 26, RK_BLEND_PLUS_LIGHTER = 27
};

/* 1 for the modes that mix by coverage instead of scaling the source (see above). */
int rk_blend_lerps_coverage(int32_t blend);

/* One pixel: `s` (premultiplied, full coverage) blended onto `d` in `blend`; the scalar
 * reference every row function above runs for a mode other than source-over. */
uint32_t rk_blend_pixel(int32_t blend, uint32_t s, uint32_t d);
typedef struct rk_paint {
    uint32_t source;
    int32_t blend;
} rk_paint;

/* row[i] = blend(paint.source, row[i]) for count pixels; for source-over, source + row[i] *
 * (255 - source alpha) / 255 (a plain store when source is opaque, which gives the same
 * bytes). */
void rk_blend_span(uint32_t *row, ptrdiff_t count, rk_paint paint, int level);

/* The rows of an upright rectangle, `rows` rows of `stride` pixels from `first`: in each,
 * row[left] = blend(left_source, row[left]), row[i] = blend(paint.source, row[i]) for start
 * <= i < end (a plain store when the source is opaque and the mode source-over), row[right] =
 * blend(right_source, row[right]). The edge sources are the paint's source times the edge
 * pixel's coverage; one of 0 leaves that pixel alone (blending 0 changes nothing), so an
 * edge without a partial pixel passes 0. One call for all interior rows of a rounded
 * rectangle or a dimming overlay: no per-row call from Swift. */
void rk_blend_rect_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left, uint32_t left_source,
                        ptrdiff_t start, ptrdiff_t end, ptrdiff_t right, uint32_t right_source, rk_paint paint,
                        int level);

/* rk_blend_rect_rows leaving a hole in each row: row y's pixels [holes[2 * y], holes[2 * y +
 * 1]) are not touched (none when the two are equal), the edge pixels included. For what a
 * later layer stores over whatever lies beneath (an opaque page turned in depth, drawn after
 * the window's background): every other pixel gets the bytes rk_blend_rect_rows gives it. */
void rk_blend_rect_rows_around(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t left,
                               uint32_t left_source, ptrdiff_t start, ptrdiff_t end, ptrdiff_t right,
                               uint32_t right_source, rk_paint paint, int level, const ptrdiff_t *holes);

/* row[i] = blend(s, row[i]) with s = paint.source * coverage[i] / 255 (for source-over,
 * s + row[i] * (255 - s alpha) / 255). */
void rk_blend_coverage(uint32_t *row, const uint8_t *coverage, ptrdiff_t count, rk_paint paint, int level);

/* dst[i] = s + dst[i] * (255 - s alpha) / 255 with s = src[i] * alpha / 255 (src[i] itself
 * when alpha is 255): a group image faded by alpha over the destination. */
void rk_blend_image_row(uint32_t *dst, const uint32_t *src, ptrdiff_t count, uint32_t alpha, int level);

/* One row of a coarse blurred grid sampled back bilinearly (ShadowMask): for each x,
 * c = columns[x], wx = weights[x], top = row0[c] + (row0[c + 1] - row0[c]) * wx, bottom the same
 * on row1, v = top + (bottom - top) * wy clamped to 0...255, dst[x] = (uint8_t)(v + 0.5), all in
 * single precision, each product and sum rounded on its own (no fused multiply-add), so
 * every level gives the bytes of the scalar code. columns[x] + 1 must lie within the rows. */
void rk_bilinear_row(uint8_t *dst, const float *row0, const float *row1, const int32_t *columns,
                     const float *weights, ptrdiff_t count, float wy, int level);

/* The two halves of rk_bilinear_row, so that the output rows sharing a pair of grid rows
 * interpolate each grid row across only once: out[x] = row[c] + (row[c + 1] - row[c]) *
 * weights[x] with c = columns[x]; then dst[x] = (uint8_t)(clamp(top[x] + (bottom[x] - top[x])
 * * wy, 0, 255) + 0.5). The same float operations as rk_bilinear_row, so the same bytes. */
void rk_lerp_columns(float *out, const float *row, const int32_t *columns, const float *weights, ptrdiff_t count,
                     int level);
void rk_lerp_rows(uint8_t *dst, const float *top, const float *bottom, ptrdiff_t count, float wy, int level);

/* The vertical half of a box blur of half-width radius over a width x height grid of floats
 * (row-major), in place: down each column, a running sum of the original values from the
 * top (the first radius of them, then one entering and one leaving per row, outside the grid
 * counting as 0) times scale. scratch holds at least 8 * height floats. Every level gives the
 * floats of the scalar code bit for bit (the same additions in the same order per column). */
void rk_box_blur_columns(float *values, ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, float scale,
                         float *scratch, int level);

/* Row helpers, so that no per-pixel loop runs in Swift, which a debug build leaves
 * unoptimised (these are the scalar code of the Swift they replaced, byte for byte). */

/* row[i] = pixel for i in 0..<count, in `rows` rows `stride` pixels apart from `first`. */
void rk_fill_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t rows, ptrdiff_t count, uint32_t pixel);

/* Sets `bytes` bytes to 0 (the stdlib's generic initialize(repeating:) goes element by
 * element through the type's value witness when unoptimised). */
void rk_zero(void *memory, ptrdiff_t bytes);

/* dst[i] = value for i in 0..<count. */
void rk_fill_bytes(uint8_t *dst, ptrdiff_t count, uint8_t value);

/* Copies `rows` rows of `width` bytes, `src_stride` bytes apart (negative for bottom-up
 * rows), into rows `dst_stride` bytes apart. */
void rk_copy_rows(uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *src, ptrdiff_t src_stride, ptrdiff_t width,
                  ptrdiff_t rows);

/* One row of a nine-slice shadow: dst[x] = template_row[c] where, for m = first + x along a
 * side `total` long whose template side is `template_total` long, c = m within the first
 * `zone` (or when the lengths agree), m - (total - template_total) within the last `zone`,
 * and `zone` (the template's middle) between. */
void rk_nine_slice_row(uint8_t *dst, const uint8_t *template_row, ptrdiff_t count, ptrdiff_t first,
                       ptrdiff_t total, ptrdiff_t template_total, ptrdiff_t zone);

/* The columns a row of coverage covers whole, when they are one run: stores the index of
 * the first 255 in *first and returns the count from it to the last 255, or returns 0 (and
 * leaves *first alone) when the row holds no 255 or a byte below 255 lies between two. A
 * rounded clip's middle rows (see Compositor.drawClipInterior) ask this of a row as wide
 * as the window every frame. */
ptrdiff_t rk_full_run(const uint8_t *coverage, ptrdiff_t count, ptrdiff_t *first);

/* dst[i] = min(255, dst[i] + src[i]): glyph coverage summed into a text mask. */
void rk_add_saturated(uint8_t *dst, const uint8_t *src, ptrdiff_t count);

/* The horizontal half of rk_box_blur_columns on one row of count floats, in place
 * (scratch holds count floats). */
void rk_box_blur_row(float *p, ptrdiff_t count, ptrdiff_t radius, float scale, float *scratch);

/* The scan converter's row sweep: for x in a...end, sum += cells[x] (from carry) and
 * coverage[x - a] = (uint8_t)(min(|sum|, 1) * 255 + 0.5); then cells[a...b] = 0 (b >= end:
 * cells past the area's right side are cleared too). Returns the sum. */
float rk_accumulate_row(float *cells, ptrdiff_t a, ptrdiff_t end, ptrdiff_t b, float carry, uint8_t *coverage);

/* dst[i] = src[i] as a float. */
void rk_bytes_to_floats(float *dst, const uint8_t *src, ptrdiff_t count);

/* dst[i] = (uint8_t)(clamp(src[i], 0, 255) + 0.5): a blurred float grid back to coverage. */
void rk_floats_to_bytes(uint8_t *dst, const float *src, ptrdiff_t count);

/* Coverage through a clip mask whose row covers dst[start..<start + n]: dst[i] = src[i *
 * src_step] * mask[i - start] / 255 (pixman's rounding) there and 0 elsewhere, for i in
 * 0..<count. A src_step of 0 reads one constant coverage; src may be dst. */
void rk_clip_coverage(uint8_t *dst, const uint8_t *src, ptrdiff_t src_step, ptrdiff_t count, ptrdiff_t start,
                      const uint8_t *mask, ptrdiff_t n);

/* ---- The GIF encoder's loops (Sharing's Palette and FrameIndexer), in palette.c ---- */

/* The distinct colours (pixel & 0xFFFFFF) of `count` pixels, in order of first appearance,
 * into out (room for limit, at most 256); returns how many, or limit + 1 (and stops) as soon
 * as there are more than limit. */
ptrdiff_t rk_distinct_colors(const uint32_t *pixels, ptrdiff_t count, ptrdiff_t limit, uint32_t *out);

/* Adds every pixel to a 15-bit colour histogram (5 bits a channel, key r5 << 10 | g5 << 5 |
 * b5): bins[key] += 1, red/green/blue[key] += the pixel's 8-bit channel. 32768 of each, all
 * zero on entry. Also, per bin, majority[key]: a colour (0xRRGGBB) of the bin that is the one
 * holding more than half of the bin's pixels whenever there is such a colour, and
 * majority_count[key]: how many pixels have exactly that colour. */
void rk_color_histogram(const uint32_t *pixels, ptrdiff_t count, int64_t *bins, int64_t *red, int64_t *green,
                        int64_t *blue, uint32_t *majority, int64_t *majority_count);

/* A palette to index pixels against. palette_rgb: 3 ints a colour. exact_keys: for an exact
 * palette, its colours (0xRRGGBB) in ascending order, exact_indices their palette indices,
 * exact_count 0 otherwise. cache: 1 << 18 entries, -1 when unknown, the nearest colour of
 * each 6-bit-a-channel cell, kept between calls. */
typedef struct rk_indexer {
    const int32_t *palette_rgb;
    ptrdiff_t palette_count;
    const uint32_t *exact_keys;
    const int32_t *exact_indices;
    ptrdiff_t exact_count;
    int16_t *cache;
} rk_indexer;

/* Palette indices of a width x height block of pixels, row by row: `transparent` where
 * changed[i] is 0; the exact palette's index when there is one and no dithering; otherwise
 * the nearest colour (3 dr^2 + 4 dg^2 + 2 db^2, first wins), with Floyd-Steinberg error
 * diffusion in 1/16 units when dither is set. errors: 2 * (width + 2) * 3 ints of scratch. */
void rk_index_pixels(rk_indexer *ix, uint8_t *out, const uint32_t *pixels, const uint8_t *changed, ptrdiff_t width,
                     ptrdiff_t height, int dither, uint8_t transparent, int32_t *errors);

/* Makes glibc hand every freed block of 1 MB or more back to the system at once (a fixed
 * mmap threshold instead of the adaptive one), so masks freed by the renderer's band threads
 * do not stay in per-thread arenas. Does nothing on other C libraries. */
void rk_return_large_blocks_to_the_system(void);

/* Returns the free pages of every malloc arena to the system (glibc's malloc_trim(0), which
 * releases whole free pages inside the heaps too, not only at their tops). Does nothing on
 * other C libraries. */
void rk_give_back_free_memory(void);

/* A pool of threads that run the indices of a job in parallel (the renderer's bands).
 * rk_pool_create(n) starts n - 1 threads (the caller is the n-th); rk_pool_run(pool, count,
 * task, context) calls task(context, i, worker) once for every i in 0..<count, on the
 * caller (worker 0) and the pool's threads (workers 1...n-1), each thread claiming the next
 * unclaimed index, and returns when all have returned. A thread runs one task at a time, so
 * per-worker state indexed by `worker` needs no lock. One caller at a time per pool. Parked
 * threads wait on a condition variable and cost nothing while no job runs. */
typedef struct rk_pool rk_pool;
typedef void (*rk_task)(void *context, ptrdiff_t index, int worker);
rk_pool *rk_pool_create(int threads);
int rk_pool_threads(const rk_pool *pool);
void rk_pool_run(rk_pool *pool, ptrdiff_t count, rk_task task, void *context);
void rk_pool_destroy(rk_pool *pool);

/* For tests: hook(argument) runs on a worker each time it has joined a job and before it
 * claims an index of it, where a worker preempted by another program would be held up (NULL:
 * none). The caller waits only for indices that a worker claimed, never for a worker held
 * there, and such a worker claims nothing of a job that has ended. */
typedef void (*rk_pool_hook)(void *argument);
void rk_pool_set_join_hook(rk_pool *pool, rk_pool_hook hook, void *argument);

/* What a pool has done since it was made, for diagnostics (`--log-frames`): jobs run, jobs
 * the pool ran on the caller alone because its threads had held frames up, jobs whose caller
 * waited for a thread after every index was claimed (more than 0.2 ms), the seconds the
 * callers waited in all, and the seconds the threads spent off their processors inside their
 * tasks (per job, the most of any worker: preempted by another program, or asleep on a page
 * fault or a lock) plus the caller's, asleep, between the last task's return and its waking.
 * A caller's wait counts as held up only when such lost time explains most of it. Read it on the thread that runs the jobs. */
typedef struct rk_pool_counters {
    long long jobs;
    long long solo_jobs;
    long long waits;
    double wait_seconds;
    double lost_seconds;
} rk_pool_counters;
rk_pool_counters rk_pool_read_counters(const rk_pool *pool);

/* The processors this process may run on (its affinity mask, which a container or `taskset`
 * may make smaller than the processors online); 1 when it cannot be read. */
int rk_available_processors(void);

/* Every other header of this folder is included from here: a build that kept this module
 * from an earlier version rebuilds it only when this file changes, so a header that is only
 * added beside it would stay unseen (its functions "not in scope"). */
#include "BlurKernels.h"
#include "WarpKernels.h"

#endif
