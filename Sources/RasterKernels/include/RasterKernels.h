#ifndef RASTER_KERNELS_H
#define RASTER_KERNELS_H

#include <stdint.h>

/// Whether this processor runs the AVX2 kernels below (checked once).
int raster_kernels_have_avx2(void);

/// Bilinear filtering of `count` pixels along an image row pair, with AVX2: pixel k takes columns c = (fu + k·du) >> 16
/// and c + 1 of rows `r0` and `r1`, with horizontal weight ((fu + k·du) >> 8) & 0xFF and vertical weight `fy` (0...255),
/// exactly as Raster's `PixelArithmetic.bilinear8` computes them. The rows are `width` pixels (at least 2) long and c
/// must not be negative; pixels whose c + 1 lies past the row are not the filter's (they read the row's last pair).
/// `out` takes `count` rounded up to a multiple of 8 pixels. With `flat` (the row pair's bits in Raster's
/// `ImageFlatFootprints`: bit c set where columns c and c + 1 of both rows are one colour, readable eight bytes from any
/// column's byte, and `du` at most 4 << 16), a group of eight pixels whose columns' bits are all set takes that colour
/// without being filtered, which is the filter's result. Call only when `raster_kernels_have_avx2()` is true.
void raster_bilinear_row_avx2(
    const uint32_t *r0, const uint32_t *r1, int64_t width, int64_t fu, int64_t du, uint32_t fy, int64_t count,
    const uint8_t *flat, uint32_t *out);

/// Source-over of `count` pixels of `source` onto `dst`, with AVX2, each scaled by its coverage (from `coverages`, or
/// `constant` for all when it is null) times `opacity` (0...255), exactly as Raster's `RowBlend.blend` with `room`:
/// `source` and `dst` go on for `room` pixels (at least `count`), and `coverages`, when given, holds eight bytes from
/// each pixel; where a last step of eight fits in `room` the pixels past `count` are written back unchanged. Call only
/// when `raster_kernels_have_avx2()` is true.
void raster_blend_row_avx2(
    const uint32_t *source, uint32_t *dst, int64_t count, int64_t room, const uint8_t *coverages, uint8_t constant,
    uint32_t opacity);

/// An image's pixels filtered and blended source-over into `rows` rows of a rectangle, with AVX2: row k (its `count`
/// pixels from `dst` + k · `row_stride`) takes the image rows of vertical position `positions[k]` (16.16) and their
/// weight, as `raster_bilinear_row_avx2` filters them: its pixels `left` to `right` from position `fu` stepped by `du`
/// (their footprints inside the image), those before `left` the first column's colour and those from `right` on the
/// last column's (both weighted by the row's fraction), each row's `flat` bits (`flat_stride` bytes a row pair,
/// `flat_pairs` pairs; null for none) as there; then blended as `raster_blend_row_avx2` blends with `coverages` (eight
/// bytes readable from each pixel's; or `constant`) and `opacity`. The image is `width` by `height` pixels. Exactly the pixels of Raster's `ImagePainter`
/// painting the rows one by one; no pixel past a row's `count` is written. Call only when `raster_kernels_have_avx2()`
/// is true.
void raster_image_rows_avx2(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity);

/// Whether this processor runs `raster_image_rows_avx512`: AVX-512 (F, BW, VL) with VBMI2, which marks the processors
/// whose 512-bit vectors run at full speed (checked once).
int raster_kernels_have_avx512(void);

/// `raster_image_rows_avx2` sixteen pixels at a time: the same arguments and exactly the same pixels. Call only when
/// `raster_kernels_have_avx512()` is true.
void raster_image_rows_avx512(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity);

/// The rows of a shape filled with `color` (premultiplied ARGB), with AVX2: each row's accumulated cells
/// (`cells_per_row` of them from `cells`, a multiple of eight, zero where not touched) swept into coverage eight at a
/// time where its `words_per_row` bitmap words (from `bits`, a bit for each group of eight cells) mark them, and
/// blended source-over into its `width` pixels from `dst` (rows `row_stride` pixels apart, each going on for `room`
/// pixels, at least `width`), exactly as Raster's `GroupSweep` through `SolidPainter` does; clears the cells and bits
/// it reads. Call only when `raster_kernels_have_avx2()` is true.
void raster_sweep_solid_rows_avx2(
    float *cells, uint64_t *bits, int64_t rows, int64_t cells_per_row, int64_t words_per_row, int64_t width, int even_odd,
    uint32_t color, uint32_t *dst, int64_t row_stride, int64_t room);

/// Sets `count` pixels from `dst` to `color`. On x86-64 a string store (`rep stosl`): processors with fast string
/// operations write it a cache line at a time, without first reading the lines as vector stores do.
static inline void raster_fill_row(uint32_t *dst, int64_t count, uint32_t color) {
#if defined(__x86_64__)
    __asm__ volatile("rep stosl" : "+D"(dst), "+c"(count) : "a"(color) : "memory");
#else
    for (int64_t i = 0; i < count; i++) dst[i] = color;
#endif
}

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

typedef float raster_f32x8 __attribute__((ext_vector_type(8)));
typedef int raster_i32x8 __attribute__((ext_vector_type(8)));
typedef unsigned char raster_u8x8 __attribute__((ext_vector_type(8)));

/// One group of eight accumulated cells turned into eight coverage levels in `levels`, one in the low byte of each
/// 32-bit lane (the lanes' higher bits hold the rounding's offset): each cell's running sum along the row, from
/// `*carry` (the sum of the cells before the group, in every lane), as |sum| clamped to 1 (or folded into 0...1 under
/// the even-odd rule when `even_odd` is non-zero), times 255, rounded to the nearest level with halves to even. Zeroes
/// the eight cells and sets every lane of `*carry` to the sum after the last one. The sums within the group are added
/// as a tree (three vector additions), so a sum can differ in its last bit from adding the cells one by one; a NaN
/// gives an unspecified level.
static inline void raster_sweep_cells8_levels(float *cells, raster_f32x8 *carry, int even_odd, raster_i32x8 *levels) {
#pragma clang fp contract(off)
    raster_f32x8 sum, zero = 0;
    __builtin_memcpy(&sum, cells, sizeof sum);
    __builtin_memcpy(cells, &zero, sizeof zero);
    sum += __builtin_shufflevector(zero, sum, 0, 8, 9, 10, 11, 12, 13, 14);
    sum += __builtin_shufflevector(zero, sum, 0, 1, 8, 9, 10, 11, 12, 13);
    sum += __builtin_shufflevector(zero, sum, 0, 1, 2, 3, 8, 9, 10, 11);
    sum += *carry;
    raster_f32x8 a = __builtin_elementwise_abs(sum);
    if (even_odd) {
        // Sums of 2^24 and more are even whole numbers (so 0 under the rule): clamped there, half of one converts to
        // an integer exactly, and the truncation is the floor of a value that is never negative.
        a = __builtin_elementwise_min(a, (raster_f32x8)16777216.0f);
        a -= 2 * __builtin_convertvector(__builtin_convertvector(a * 0.5f, raster_i32x8), raster_f32x8);
        a = __builtin_elementwise_min(a, 2 - a);
    } else {
        a = __builtin_elementwise_min(a, (raster_f32x8)1);
    }
    raster_f32x8 scaled = a * 255;
    // 1.5 · 2^23 added leaves the nearest integer in the significand's low bits.
    raster_f32x8 rounded = scaled + 12582912.0f;
    *carry = __builtin_shufflevector(sum, sum, 7, 7, 7, 7, 7, 7, 7, 7);
    *levels = (raster_i32x8)rounded;
}

/// `raster_sweep_cells8_levels` as eight coverage bytes written to `coverage`; returns the sum after the group's last cell.
static inline float raster_sweep_cells8(float *cells, float carry, int even_odd, uint8_t *coverage) {
    raster_i32x8 levels;
    raster_f32x8 sums = carry;
    raster_sweep_cells8_levels(cells, &sums, even_odd, &levels);
    raster_u8x8 bytes = __builtin_convertvector(levels, raster_u8x8);
    __builtin_memcpy(coverage, &bytes, sizeof bytes);
    return sums[0];
}

#endif
