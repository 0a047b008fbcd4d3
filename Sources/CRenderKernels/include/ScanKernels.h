/* The scan converter's inner loops (scan.c; Renderer/Raster/ScanConverter.swift keeps the
 * Swift reference they were written from, and the tests compare the two on random
 * outlines): every float and double operation in the Swift code's order and precision, so
 * the coverage, and the pixels, are the same bytes.
 *
 * The accumulation buffer holds `area_height` rows of `buffer_width` float cells (the
 * area's width plus two); `ranges` holds four int32 per row: the least and greatest cell
 * touched by downward segments, then by upward ones (INT32_MAX and -1 for none). */
#ifndef SCAN_KERNELS_H
#define SCAN_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "RenderKernels.h"

/* Deposits one segment from (xa, ya) to (xb, yb), area coordinates with ya < yb, already
 * clipped to the area's rows and with x >= 0 (or pressed onto x = 0), as font-rs does: in
 * each row it crosses, the signed area it adds to the pixels at its right (`dir` 1 for a
 * downward segment, -1 for an upward one), and the row's touched range for that direction. */
void rk_scan_line(float *acc, ptrdiff_t buffer_width, int32_t *ranges, ptrdiff_t area_height, double xa, double ya,
                  double xb, double yb, float dir);

/* Sweeps every row of the buffer under the non-zero rule into a solid fill of `paint`:
 * per row, the sums along the touched cells blended through their coverage
 * (rk_blend_coverage), the stretch between a row's downward and upward ranges, and the rest
 * of the row after its last touched cell, as one span of constant coverage each
 * (rk_blend_span of the source times that coverage); cells are cleared behind the sweep.
 * `first` is the pixel of the area's top-left cell, rows `stride` pixels apart;
 * `coverage` holds `buffer_width` bytes of scratch. */
void rk_scan_sweep_solid(float *acc, ptrdiff_t buffer_width, const int32_t *ranges, ptrdiff_t area_width,
                         ptrdiff_t area_height, uint8_t *coverage, uint32_t *first, ptrdiff_t stride, rk_paint paint,
                         int level);

#endif
