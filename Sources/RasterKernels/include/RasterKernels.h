#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stdint.h>

/// Whether this processor runs the AVX2 kernels below (checked once).
int raster_kernels_have_avx2(void);

/// Bilinear filtering of `count` pixels (a multiple of 8) along an image row pair, with AVX2: pixel k takes columns
/// c = (fu + k·du) >> 16 and c + 1 of rows `r0` and `r1`, with horizontal weight ((fu + k·du) >> 8) & 0xFF and
/// vertical weight `fy` (0...255), exactly as Raster's `PixelArithmetic.bilinear8` computes them. Every column read
/// must lie in the rows. Call only when `raster_kernels_have_avx2()` is true.
void raster_bilinear_row_avx2(
    const uint32_t *r0, const uint32_t *r1, int64_t fu, int64_t du, uint32_t fy, int64_t count, uint32_t *out);

/// Asks for the cache line holding `address` ahead of a write to it (a hint: it never faults, whatever the address).
static inline void raster_prefetch_for_write(const void *address) { __builtin_prefetch(address, 1, 3); }

#endif
