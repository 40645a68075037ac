// The rows of a shape filled with one colour, their cells swept into coverage and blended into the frame in one pass,
// compiled for AVX2 whatever the build targets and chosen at run time (see bilinear.c). The pixels are exactly those of
// Raster's `GroupSweep` painting through `SolidPainter` and `RowBlend.solid`, which stay the definition (and run where
// there is no AVX2, in debug builds, under a clip mask, and for axis-aligned rectangles, which are swept without cells).
#include "RasterKernels.h"

#include <string.h>

#if defined(__x86_64__)
#include <immintrin.h>

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

// `PixelArithmetic.multiply`: every channel times alpha/255, rounded.
static inline uint32_t multiply(uint32_t pixel, uint32_t alpha) {
    uint32_t rb = (pixel & 0x00FF00FFu) * alpha + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * alpha + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t source_over(uint32_t src, uint32_t dst) { return src + multiply(dst, 255 - (src >> 24)); }

// Eight pixels' channels times eight alphas (each in both 16-bit halves of its pixel's lane), x·a/255 rounded as
// ⌊(x·a + 128)·257 / 65536⌋, which is `multiply` exactly: the blue and red channels in the low bytes of the 16-bit halves
// (`rb`), the green and alpha channels likewise (`ag`, the pixels shifted right by 8 in each half).
__attribute__((target("avx2"), always_inline))
static inline __m256i multiply8_halves(__m256i rb, __m256i ag, __m256i alphas) {
    const __m256i half = _mm256_set1_epi16(128), scale = _mm256_set1_epi16(257);
    rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(rb, alphas), half), scale);
    ag = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(ag, alphas), half), scale);
    return _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
}

__attribute__((target("avx2"), always_inline))
static inline __m256i multiply8(__m256i pixels, __m256i alphas) {
    return multiply8_halves(_mm256_and_si256(pixels, _mm256_set1_epi32(0x00FF00FF)), _mm256_srli_epi16(pixels, 8), alphas);
}

// Eight pixels' channels times one alpha (in every 16-bit lane of `alpha`), `multiply` exactly: each channel widened to 16
// bits against zero and packed back (unpacking and packing both work within 128-bit halves, so the pixels keep their
// order), nine operations where splitting the channels into halves takes ten.
__attribute__((target("avx2"), always_inline))
static inline __m256i multiply8_uniform(__m256i pixels, __m256i alpha) {
    const __m256i zero = _mm256_setzero_si256(), half = _mm256_set1_epi16(128), scale = _mm256_set1_epi16(257);
    __m256i low = _mm256_unpacklo_epi8(pixels, zero), high = _mm256_unpackhi_epi8(pixels, zero);
    low = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(low, alpha), half), scale);
    high = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(high, alpha), half), scale);
    return _mm256_packus_epi16(low, high);
}

// Byte `k` of each 32-bit lane (k = 0 or 2) in the low byte of both of its 16-bit halves, the high bytes zero: one
// shuffle instead of a mask, a shift and an or.
__attribute__((target("avx2"), always_inline))
static inline __m256i paired_byte(__m256i v, int k) {
    const char z = (char)0x80;
    const __m256i low = _mm256_setr_epi8(
        0, z, 0, z, 4, z, 4, z, 8, z, 8, z, 12, z, 12, z, 0, z, 0, z, 4, z, 4, z, 8, z, 8, z, 12, z, 12, z);
    const __m256i high = _mm256_setr_epi8(
        2, z, 2, z, 6, z, 6, z, 10, z, 10, z, 14, z, 14, z, 2, z, 2, z, 6, z, 6, z, 10, z, 10, z, 14, z, 14, z);
    return _mm256_shuffle_epi8(v, k == 0 ? low : high);
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

// All ones in the lanes below `count` (0...8), zero in the others.
__attribute__((target("avx2"), always_inline))
static inline __m256i first_lanes(int64_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
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
