// The rows of a shape filled with one colour, their cells swept into coverage and blended into the frame in one pass,
// compiled for AVX2 whatever the build targets and chosen at run time (see bilinear.c). The pixels are exactly those of
// Raster's `GroupSweep` painting through `SolidPainter` and `RowBlend.solid`, which stay the definition (and run where
// there is no AVX2, in debug builds, under a clip mask, and for axis-aligned rectangles, which are swept without cells).
#include "RasterKernels.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

#include "pixels_avx2.h"

#pragma clang fp contract(off)

// `Float.roundedToNearest`: x + 1.5·2^23 leaves the nearest integer (halves to even) in the significand's low bits.
static inline int32_t rounded_to_nearest(float x) {
    float t = x + 12582912.0f;
    int32_t bits;
    memcpy(&bits, &t, sizeof bits);
    // Wrapping, as Swift's `&-` (a sum far outside the levels' range gives some level, never undefined behaviour).
    return (int32_t)((uint32_t)bits - 0x4B400000u);
}

// `RowSweep.coverage`: the coverage byte of an accumulated winding area, with the same operations in the same order.
static inline uint8_t coverage_of(float accumulated, int even_odd) {
    float a = __builtin_fabsf(accumulated);
    if (even_odd) {
        float half = a * 0.5f;
        int64_t nearest = rounded_to_nearest(half);
        int64_t floor = (float)nearest > half ? nearest - 1 : nearest;
        a -= 2 * (float)floor;
        if (a > 1) a = 2 - a;
    } else if (a > 1) {
        a = 1;
    }
    return (uint8_t)rounded_to_nearest(a * 255);
}

// One colour's channels, split as `multiply8_halves` takes them.
typedef struct {
    __m256i rb, ag;
} color_halves;

__attribute__((target("avx2"), always_inline))
static inline color_halves halves_of(uint32_t color) {
    __m256i colors = _mm256_set1_epi32((int)color);
    return (color_halves){_mm256_and_si256(colors, _mm256_set1_epi32(0x00FF00FF)), _mm256_srli_epi16(colors, 8)};
}

// Source-over of `color` scaled by eight coverage levels (one in the low byte of each 32-bit lane; the lane's other
// bytes are ignored) onto eight pixels at `dst`.
__attribute__((target("avx2"), always_inline))
static inline void blend8(uint32_t *dst, color_halves color, __m256i levels) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i m = paired_byte(levels, 0);
    const __m256i half = _mm256_set1_epi16(128), scale = _mm256_set1_epi16(257);
    __m256i rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(color.rb, m), half), scale);
    __m256i ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(color.ag, m), half), scale);
    __m256i src = _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
    // 255 minus the scaled alpha (the high half of `ag`) in both halves.
    __m256i inverse = _mm256_sub_epi16(mask, paired_byte(ag, 2));
    __m256i old = _mm256_loadu_si256((const __m256i *)dst);
    _mm256_storeu_si256((__m256i *)dst, _mm256_add_epi32(src, multiply8(old, inverse)));
}

// `SolidPainter` painting a span of one coverage: a copy where it covers an opaque colour wholly, else the colour scaled
// by the coverage over each pixel, sixteen and then eight at a time, the last pixels in one more step where the row goes
// on.
__attribute__((target("avx2"), always_inline))
static inline void paint_constant(uint32_t *dst, int64_t count, int64_t room, uint32_t color, uint8_t coverage) {
    if (coverage == 255 && color >> 24 == 255) {
        const __m256i colors = _mm256_set1_epi32((int)color);
        int64_t i = 0;
        for (; i + 8 <= count; i += 8) _mm256_storeu_si256((__m256i *)(dst + i), colors);
        for (; i < count; i++) dst[i] = color;
        return;
    }
    uint32_t scaled = coverage == 255 ? color : multiply(color, coverage);
    const __m256i colors = _mm256_set1_epi32((int)scaled);
    const __m256i inverse = _mm256_set1_epi16((short)(255 - (scaled >> 24)));
    // Sixteen pixels a step (a shape's inside is most of its pixels), then eight.
    int64_t i = 0, pairs = count >> 4;
    for (int64_t k = 0; k < pairs; k++, i += 16) {
        __m256i first = _mm256_loadu_si256((const __m256i *)(dst + i));
        __m256i second = _mm256_loadu_si256((const __m256i *)(dst + i + 8));
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_add_epi32(colors, multiply8_uniform(first, inverse)));
        _mm256_storeu_si256((__m256i *)(dst + i + 8), _mm256_add_epi32(colors, multiply8_uniform(second, inverse)));
    }
    if (count & 8) {
        __m256i old = _mm256_loadu_si256((const __m256i *)(dst + i));
        _mm256_storeu_si256((__m256i *)(dst + i), _mm256_add_epi32(colors, multiply8_uniform(old, inverse)));
        i += 8;
    }
    if (i < count && i + 8 <= room) {
        blend8(dst + i, halves_of(color), _mm256_and_si256(_mm256_set1_epi32(coverage), first_lanes(count - i)));
        return;
    }
    for (; i < count; i++) dst[i] = scaled + multiply(dst[i], 255 - (scaled >> 24));
}

// One row; inlined once for each rule, so that the rule is not tested per group.
__attribute__((target("avx2"), always_inline))
static inline void sweep_row(
    float *cells, uint64_t *bits, int64_t words, int64_t width, const int even_odd, uint32_t color, color_halves colors,
    uint32_t *dst, int64_t room) {
    // Groups below `whole` lie wholly in the row (which goes on for `room` pixels, at least `width`).
    const int64_t whole = width >> 3;
    raster_f32x8 carry = 0;
    int64_t next = 0;
    for (int64_t w = 0; w < words; w++) {
        uint64_t word = bits[w];
        if (word == 0) continue;
        bits[w] = 0;
        while (word != 0) {
            int64_t group = (w << 6) | __builtin_ctzll(word);
            word &= word - 1;
            if (group != next) {
                int64_t start = next << 3, end = group << 3 < width ? group << 3 : width;
                uint8_t c = coverage_of(carry[0], even_odd);
                if (c != 0 && end > start) paint_constant(dst + start, end - start, room - start, color, c);
            }
            raster_i32x8 swept;
            raster_sweep_cells8_levels(cells + (group << 3), &carry, even_odd, &swept);
            __m256i levels = (__m256i)swept;
            int64_t start = group << 3;
            if (group < whole) {
                blend8(dst + start, colors, levels);
            } else if (start < width) {
                int64_t count = width - start;
                if (room - start >= 8) {
                    blend8(dst + start, colors, _mm256_and_si256(levels, first_lanes(count)));
                } else {
                    uint32_t each[8];
                    _mm256_storeu_si256((__m256i *)each, levels);
                    for (int64_t i = 0; i < count; i++) dst[start + i] = source_over(multiply(color, each[i] & 0xFF), dst[start + i]);
                }
            }
            next = group + 1;
        }
    }
    int64_t start = next << 3;
    if (start < width) {
        uint8_t c = coverage_of(carry[0], even_odd);
        if (c != 0) paint_constant(dst + start, width - start, room - start, color, c);
    }
}

__attribute__((target("avx2")))
void raster_sweep_solid_rows_avx2(
    float *cells, uint64_t *bits, int64_t rows, int64_t cells_per_row, int64_t words_per_row, int64_t width, int even_odd,
    uint32_t color, uint32_t *dst, int64_t row_stride, int64_t room) {
    const color_halves colors = halves_of(color);
    for (int64_t row = 0; row < rows; row++) {
        float *row_cells = cells + row * cells_per_row;
        uint64_t *row_bits = bits + row * words_per_row;
        uint32_t *row_pixels = dst + row * row_stride;
        if (even_odd) {
            sweep_row(row_cells, row_bits, words_per_row, width, 1, color, colors, row_pixels, room);
        } else {
            sweep_row(row_cells, row_bits, words_per_row, width, 0, color, colors, row_pixels, room);
        }
    }
}

#else

void raster_sweep_solid_rows_avx2(
    float *cells, uint64_t *bits, int64_t rows, int64_t cells_per_row, int64_t words_per_row, int64_t width, int even_odd,
    uint32_t color, uint32_t *dst, int64_t row_stride, int64_t room) {
    (void)cells; (void)bits; (void)rows; (void)cells_per_row; (void)words_per_row; (void)width; (void)even_odd; (void)color;
    (void)dst; (void)row_stride; (void)room;
    // Never called: `raster_kernels_have_avx2()` is 0 here.
    __builtin_trap();
}

#endif
