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

typedef unsigned short raster_u16x16 __attribute__((ext_vector_type(16)));
typedef unsigned int raster_u32x16 __attribute__((ext_vector_type(16)));

/// ⌊t · 257 / 65536⌋ in each lane: for t = x·a + 128 with x, a in 0...255 (so t < 65536) that is x·a/255 rounded,
/// exactly as ((t + (t >> 8)) >> 8), in one high-half multiply (`pmulhuw`, SSE2) instead of two shifts and an add.
/// Written with clang's vector conversions, which Swift's SIMD types cannot express without widening lane by lane.
static inline raster_u16x16 raster_divide255(raster_u16x16 t) {
    return __builtin_convertvector((__builtin_convertvector(t, raster_u32x16) * 257) >> 16, raster_u16x16);
}

#endif
