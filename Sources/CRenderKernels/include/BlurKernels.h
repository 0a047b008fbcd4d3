/* Backdrop blur kernels (blur.c): the steps of a material's blurred backdrop, each on
 * ARGB32 premultiplied pixels with integer arithmetic, so the scalar Swift reference in
 * the tests gives the same bytes.
 *
 * The pipeline (Renderer/Compose/Backdrop*.swift): the backdrop is halved (2x2 mean) once
 * per pyramid level, blurred at the chosen level by three box blurs (horizontal, then
 * vertical, each clamping at the edges), saturated and tinted there, and drawn back at
 * full size by bilinear interpolation through the shape's coverage. */
#ifndef BLUR_KERNELS_H
#define BLUR_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* dst (ceil(width/2) x ceil(height/2)) = the mean of each 2x2 block of src, rounded
 * ((sum + 2) >> 2 per channel); an odd last row or column repeats its edge pixel.
 * Strides in pixels. `level` as rk_cpu_level gives it: four blocks to an SSE2 register
 * from level 1, eight to an AVX2 one from level 2 (level 0 is the plain per-pixel loop);
 * every level gives the same bytes. */
void rk_blur_downsample2(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                         ptrdiff_t width, ptrdiff_t height, int level);

/* The box of 2 * radius + 1 pixels along each row of src into dst (width x height; the
 * two must not overlap), pixels past an end repeating the end one. Each channel is
 * sum * m + 2^23 >> 24 with m = (2^24 + d / 2) / d, d the box's width (radius <= 30000).
 * `level` as rk_cpu_level gives it: from level 2 a row's middle keeps its four sums in one
 * vector register (level 0 and 1 are the plain loop); every level gives the same bytes. */
void rk_blur_box_rows(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                      ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, int level);

/* The same box down each column; `sums` is scratch of width * 4 uint32_t. `level` as
 * rk_cpu_level gives it: from level 2 eight channel sums to an AVX2 register (level 0 and
 * 1 are the plain loop); every level gives the same bytes. */
void rk_blur_box_columns(uint32_t *dst, ptrdiff_t dst_stride, const uint32_t *src, ptrdiff_t src_stride,
                         ptrdiff_t width, ptrdiff_t height, ptrdiff_t radius, uint32_t *sums, int level);

/* In place: each pixel's colour through the 3x3 matrix `m` (row-major, red green blue,
 * 4096 = 1.0), each result clamped to 0...alpha, ((v + 2048) >> 12 for v >= 0); then the
 * premultiplied `tint` source-over it (pixman's rounding of x * y / 255). `level` as
 * rk_cpu_level gives it: eight pixels to an AVX2 register from level 2 (levels 0 and 1 are
 * the plain loop); every level gives the same bytes. */
void rk_blur_saturate_tint(uint32_t *pixels, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height, const int32_t *m,
                           uint32_t tint, int level);

/* out[i] = lerp(top[i], bottom[i], w / 256) per channel, w in 0...256:
 * (a * (256 - w) + b * w + 128) >> 8. `level` as rk_cpu_level gives it: four pixels to an
 * SSE2 register from level 1, eight to an AVX2 one from level 2 (level 0 is the plain
 * loop); every level gives the same bytes. */
void rk_blur_lerp_rows(uint32_t *out, const uint32_t *top, const uint32_t *bottom, ptrdiff_t count, uint32_t w,
                       int level);

/* `count` device pixels of a row drawn from `texels`, a row of `texel_count` texels each
 * (1 << shift) pixels wide (shift 1...6), by linear interpolation between the two texels
 * whose centres bracket each pixel's centre (the ends clamp); dst[0] is pixel `first` of the
 * texel grid. Coverage c (coverage[i * step]; step 0 repeats one byte; NULL is 255) mixes:
 * 255 stores the texel value, 0 leaves the pixel, else mul(p, c) + mul(d, 255 - c). `level` as
 * rk_cpu_level gives it: whole covered intervals between texels run two pixels to an SSE2
 * register from level 1; for texels four or more pixels wide, eight to an AVX2 register
 * from level 2 and sixteen to an AVX-512 one from level 3 (level 0 is the plain per-pixel
 * loop); every level gives the same bytes. */
void rk_blur_upsample_span(uint32_t *dst, const uint8_t *coverage, ptrdiff_t step, ptrdiff_t count,
                           const uint32_t *texels, ptrdiff_t texel_count, ptrdiff_t first, int shift, int level);

/* `rows` device rows of `count` pixels (dst_stride pixels apart) drawn from the texel image
 * (texel_width x texel_height, texel_stride pixels apart) as rk_blur_upsample_span draws each
 * from the texel row that rk_blur_lerp_rows interpolates for it between the two texel rows
 * whose centres bracket the device row's centre (the ends clamp; the weight as the span's,
 * along y); dst's first row is row `first_y` of the texel grid and its first pixel column
 * `first_x`. Every pixel is covered whole, at opacity `alpha` (255: stored). `row` is
 * scratch of texel_width pixels. The same bytes as the two calls row by row: one call a
 * rectangle, not two a row, for a full-window material. */
void rk_blur_upsample_rect(uint32_t *dst, ptrdiff_t dst_stride, ptrdiff_t rows, ptrdiff_t count,
                           const uint32_t *texels, ptrdiff_t texel_stride, ptrdiff_t texel_width,
                           ptrdiff_t texel_height, ptrdiff_t first_x, ptrdiff_t first_y, int shift, uint8_t alpha,
                           uint32_t *row, int level);

/* 1 when every pixel of the image has alpha 255, else 0. */
int rk_blur_is_opaque(const uint32_t *pixels, ptrdiff_t stride, ptrdiff_t width, ptrdiff_t height);

/* Where the blur kernels linked in came from, as rk_kernels_origin says for kernels.c. */
const char *rk_blur_origin(void);

#endif
