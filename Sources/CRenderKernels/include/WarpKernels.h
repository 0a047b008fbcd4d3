/* The projective warp's per-pixel loop (warp.c): a flat layer mapped onto a row of the target
 * through the inverse of its plane homography, sampled bilinearly, blended source-over. The
 * same float arithmetic, in the same order, as ProjectiveWarp's scalar Swift loop (no
 * contraction into fused multiply-adds), so the two give the same bytes. */
#ifndef WARP_KERNELS_H
#define WARP_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/* For each target pixel x in [x0, x1) of `row` (the target row whose pixel centres have
 * y = py): its centre (x + 0.5, py) goes back through `inv` (the 3x3 inverse homography, row
 * vector convention, nine doubles) to source point (u, v) when q > 0, in single precision:
 * the row's constant terms summed in doubles and rounded to floats once, then per pixel
 * q, U and V in floats, r = 1 / q correctly rounded, u = U * r and v = V * r (one division
 * for both, within 1/64 pixel of the exact map over a 2560-pixel page); the source
 * (width x height pixels) is sampled bilinearly at (u - 0.5, v - 0.5), pixels outside it
 * transparent; only the block [rx0, rx1) x [ry0, ry1) of it is read (`block` points at its
 * first pixel, rows `block_stride` pixels apart), pixels outside the block reading as
 * transparent too. A non-zero sample is multiplied by alpha / 255 when alpha < 255 and drawn
 * over the row's pixel.
 *
 * `level` as rk_cpu_level gives it: from level 2 eight pixels a step in AVX2 (eight floats
 * a register for the coordinates, the reciprocal correctly rounded as the scalar one is, the
 * four corners gathered or picked out of rows read whole, the bilinear mix and source-over in
 * 16-bit lanes; eight samples whose corners are all one pixel skip the mix, and eight opaque
 * ones at alpha 255 are stored without reading the row); level 3 runs the same code with
 * AVX-512's thirty-two registers. Every level gives the bytes of level 0, the
 * scalar loop, which also takes the last pixels of a row. */
void rk_warp_row(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, const uint32_t *block,
                 ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                 ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha, int level);

/* rk_warp_row over a block every pixel of which is `pixel` (a plain background), with no
 * memory behind it: a corner inside [rx0, rx1) x [ry0, ry1) is `pixel`, outside transparent.
 * The bytes of rk_warp_row reading a block filled with `pixel`, at every level. The row's
 * interior (rk_warp_interior) is `pixel` at `alpha` drawn over the row with no map at all (a
 * plain store when both are opaque); only the pixels beside it are mapped one by one. */
void rk_warp_row_solid(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, ptrdiff_t width,
                       ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t pixel,
                       uint32_t alpha, int level);

/* rk_warp_row over a block whose every pixel inside `body` (x0, y0, x1, y1, within the
 * block) is `pixel`, opaque or not, except inside the `count` rectangles `inks` (four values
 * each, as body): a page's plain background drawn flat with a few labels on it. Where the
 * row's samples take all four corners inside the body (rk_warp_interior) and none inside an
 * ink rectangle (an interval of the row each, found in closed form with twice the interior's
 * bound on the float map's error as margin), each sample is `pixel` exactly, stored (blended
 * at alpha) with no map; the rest of the row is mapped as rk_warp_row maps it. The bytes of
 * rk_warp_row, at every level. */
void rk_warp_row_plain(uint32_t *row, ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv,
                       const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width, ptrdiff_t height,
                       ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha, int level,
                       uint32_t pixel, const ptrdiff_t *body, const ptrdiff_t *inks, ptrdiff_t count);

/* rk_warp_row, rk_warp_row_solid and rk_warp_row_plain over the rows [y0, y1) of a target
 * whose row y0 starts at `first`, rows `stride` pixels apart (pixel centres at y + 0.5):
 * one call for a tile's rows, the same bytes as one call a row. */
void rk_warp_rows(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                  const double *inv, const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width,
                  ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha,
                  int level);
void rk_warp_rows_solid(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                        const double *inv, ptrdiff_t width, ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0,
                        ptrdiff_t rx1, ptrdiff_t ry1, uint32_t pixel, uint32_t alpha, int level);
void rk_warp_rows_plain(uint32_t *first, ptrdiff_t stride, ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t x0, ptrdiff_t x1,
                        const double *inv, const uint32_t *block, ptrdiff_t block_stride, ptrdiff_t width,
                        ptrdiff_t height, ptrdiff_t rx0, ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, uint32_t alpha,
                        int level, uint32_t pixel, const ptrdiff_t *body, const ptrdiff_t *inks, ptrdiff_t count);

/* The interior of the target row whose pixel centres have y = py, within [x0, x1): the
 * pixels [span[0], span[1]) whose samples, as rk_warp_row computes them in single precision,
 * take all four corners inside the block [rx0, rx1) x [ry0, ry1), so that each sample is a
 * mix of block pixels only (and drawn at all: q > 0, inside the source). Found in closed form
 * (the row maps to a line, each side of the block's last sampling square bounds an interval
 * of it) with the exact map's conditions shrunk by twice a bound on the float map's error,
 * then checked at its ends; span[0] == span[1] when there is none. A subset of the true
 * interior: the pixels it leaves out beside it are only mapped one by one. */
void rk_warp_interior(ptrdiff_t x0, ptrdiff_t x1, double py, const double *inv, ptrdiff_t rx0, ptrdiff_t ry0,
                      ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *span);

/* rk_warp_interior for each row y of [y0, y1) (pixel centres at y + 0.5), its span at
 * spans[2 * (y - y0)] and the next: one call for a layer's every row. */
void rk_warp_interior_rows(ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0, ptrdiff_t y1, const double *inv, ptrdiff_t rx0,
                           ptrdiff_t ry0, ptrdiff_t rx1, ptrdiff_t ry1, ptrdiff_t *spans);

/* The source pixels rk_warp_row reads for the target pixels [x0, x1) x [y0, y1) (`inv`,
 * `width` and `height` as there): the rectangle [bounds[0], bounds[2]) x [bounds[1], bounds[3])
 * holding both corners' columns and rows of every sample it takes, within the source; all
 * zero when it takes none. Computed with the row kernel's own float arithmetic, so it is
 * exact where a bound from the exact homography is not: a layer seen nearly edge-on maps the
 * whole of itself into a column a few pixels wide, of which the pixel centres read a few
 * columns. One scalar pass over the pixels: for small tiles with large blocks. */
void rk_warp_footprint(ptrdiff_t x0, ptrdiff_t x1, ptrdiff_t y0, ptrdiff_t y1, const double *inv, ptrdiff_t width,
                       ptrdiff_t height, ptrdiff_t *bounds);

#endif
