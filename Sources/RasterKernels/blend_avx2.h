// The AVX2 row blend (private to RasterKernels): `raster_blend_row_avx2`, and the source-over and coverage factors
// that `raster_image_rows_avx2` blends with too.
#ifndef RASTER_BLEND_AVX2_H
#define RASTER_BLEND_AVX2_H

#include <stdint.h>
#include <immintrin.h>

#include "pixels_avx2.h"

// 255 minus each pixel's alpha, in both 16-bit halves of its lane.
__attribute__((target("avx2"), always_inline))
static inline __m256i inverse_alphas(__m256i pixels) {
    const char z = (char)0x80;
    const __m256i alphas = _mm256_setr_epi8(
        3, z, 3, z, 7, z, 7, z, 11, z, 11, z, 15, z, 15, z, 3, z, 3, z, 7, z, 7, z, 11, z, 11, z, 15, z, 15, z);
    return _mm256_sub_epi16(_mm256_set1_epi16(255), _mm256_shuffle_epi8(pixels, alphas));
}

// Eight coverage bytes (the low eight of `bytes`) each in both 16-bit halves of its pixel's lane, times `opacities`
// (the opacity in every 16-bit lane), divided by 255 and rounded, as `PixelArithmetic.multiply8`.
__attribute__((target("avx2"), always_inline))
static inline __m256i coverage_factors(uint64_t bytes, __m256i opacities) {
    const char z = (char)0x80;
    const __m256i spread = _mm256_setr_epi8(
        0, z, 0, z, 1, z, 1, z, 2, z, 2, z, 3, z, 3, z, 4, z, 4, z, 5, z, 5, z, 6, z, 6, z, 7, z, 7, z);
    __m256i coverages = _mm256_shuffle_epi8(_mm256_set1_epi64x((long long)bytes), spread);
    const __m256i half = _mm256_set1_epi16(128), scale = _mm256_set1_epi16(257);
    return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(coverages, opacities), half), scale);
}

// Eight premultiplied pixels `src` source-over eight pixels `dst` (`source_over` lane by lane).
__attribute__((target("avx2"), always_inline))
static inline __m256i source_over8(__m256i src, __m256i dst) {
    return _mm256_add_epi32(src, multiply8(dst, inverse_alphas(src)));
}

// Eight source pixels scaled by `factors` (paired), source-over onto eight pixels at `dst`.
__attribute__((target("avx2"), always_inline))
static inline void blend8(const uint32_t *source, uint32_t *dst, __m256i factors) {
    __m256i src = multiply8(_mm256_loadu_si256((const __m256i *)source), factors);
    _mm256_storeu_si256((__m256i *)dst, source_over8(src, _mm256_loadu_si256((const __m256i *)dst)));
}

// Eight source pixels scaled by one factor (in every 16-bit lane of `factor`), source-over onto eight pixels at `dst`.
__attribute__((target("avx2"), always_inline))
static inline void blend8_uniform(const uint32_t *source, uint32_t *dst, __m256i factor) {
    __m256i src = multiply8_uniform(_mm256_loadu_si256((const __m256i *)source), factor);
    _mm256_storeu_si256((__m256i *)dst, source_over8(src, _mm256_loadu_si256((const __m256i *)dst)));
}

// A mask of the low `count` bytes (0...8) of eight.
static inline uint64_t low_bytes(int64_t count) { return count >= 8 ? ~0ull : (1ull << (count * 8)) - 1; }

static inline uint32_t multiply8_scalar(uint32_t a, uint32_t b) {
    uint32_t t = a * b + 128;
    return (t + (t >> 8)) >> 8;
}

// `raster_blend_row_avx2` (see RasterKernels.h).
__attribute__((target("avx2"), always_inline))
static inline void blend_row(
    const uint32_t *source, uint32_t *dst, int64_t count, int64_t room, const uint8_t *coverages, uint8_t constant,
    uint32_t opacity) {
    const __m256i opacities = _mm256_set1_epi16((short)opacity);
    int64_t i = 0;
    if (coverages) {
        for (; i + 8 <= count; i += 8) {
            uint64_t bytes;
            __builtin_memcpy(&bytes, coverages + i, sizeof bytes);
            // Eight pixels covered wholly (a joined span's inside) take the opacity itself: 255 times it, divided by 255.
            if (bytes == ~0ull) {
                blend8_uniform(source + i, dst + i, opacities);
            } else {
                blend8(source + i, dst + i, coverage_factors(bytes, opacities));
            }
        }
    } else {
        const uint32_t factor = multiply8_scalar(constant, opacity);
        const __m256i factors = _mm256_set1_epi16((short)factor);
        for (; i + 8 <= count; i += 8) blend8_uniform(source + i, dst + i, factors);
    }
    if (i == count) return;
    // The last pixels (fewer than eight) in one more step where the row goes on, its lanes past the span at factor 0,
    // which leaves their pixels as they are.
    if (i + 8 <= room) {
        uint64_t bytes;
        if (coverages) {
            __builtin_memcpy(&bytes, coverages + i, sizeof bytes);
        } else {
            bytes = (uint64_t)constant * 0x0101010101010101ull;
        }
        blend8(source + i, dst + i, coverage_factors(bytes & low_bytes(count - i), opacities));
        return;
    }
    for (; i < count; i++) {
        uint32_t factor = multiply8_scalar(coverages ? coverages[i] : constant, opacity);
        dst[i] = source_over(multiply(source[i], factor), dst[i]);
    }
}

#endif
