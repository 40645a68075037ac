// The AVX2 row filter (private to RasterKernels): `raster_bilinear_row_avx2`, and the footprint loads and the
// bilinear arithmetic that `raster_image_rows_avx2` filters with too.
#ifndef RASTER_BILINEAR_AVX2_H
#define RASTER_BILINEAR_AVX2_H

#include <stdint.h>
#include <immintrin.h>

// The 64-bit pairs (row[c], row[c + 1]) at four columns, in the four 64-bit lanes.
__attribute__((target("avx2"), always_inline))
static inline __m256i pairs(const uint32_t *row, int64_t c0, int64_t c1, int64_t c2, int64_t c3) {
    __m128i low = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(row + c0)), _mm_loadl_epi64((const __m128i *)(row + c1)));
    __m128i high = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(row + c2)), _mm_loadl_epi64((const __m128i *)(row + c3)));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

// The even (first of each pair) and odd 32-bit lanes of `a` then `b`, 128-bit half by half.
__attribute__((target("avx2"), always_inline))
static inline __m256i evens(__m256i a, __m256i b) {
    return _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0x88));
}

__attribute__((target("avx2"), always_inline))
static inline __m256i odds(__m256i a, __m256i b) {
    return _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0xDD));
}

// The bilinear filter of eight footprints (`PixelArithmetic.bilinear8`): their top-left, top-right, bottom-left and
// bottom-right pixels, each pixel's horizontal weight `x` and the vertical weight `y` (0...256, in both 16-bit halves of
// each lane; the four weights of a footprint sum to 256).
__attribute__((target("avx2"), always_inline))
static inline __m256i filter8(__m256i p00, __m256i p10, __m256i p01, __m256i p11, __m256i x, __m256i y) {
    const __m256i mask = _mm256_set1_epi32(0x00FF00FF);
    __m256i v11 = _mm256_srli_epi16(_mm256_mullo_epi16(x, y), 8);
    __m256i v10 = _mm256_sub_epi16(x, v11), v01 = _mm256_sub_epi16(y, v11);
    __m256i v00 = _mm256_add_epi16(_mm256_sub_epi16(_mm256_sub_epi16(_mm256_set1_epi16(256), x), y), v11);
    // Channel pairs in 16-bit lanes: every weighted sum fits (the weights sum to 256), so the order is free.
    __m256i rb = _mm256_add_epi16(
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p00, mask), v00), _mm256_mullo_epi16(_mm256_and_si256(p10, mask), v10)),
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(p01, mask), v01), _mm256_mullo_epi16(_mm256_and_si256(p11, mask), v11)));
    // Green and alpha: each 16-bit half shifted down by 8, which leaves its high byte alone in it.
    __m256i ag = _mm256_add_epi16(
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(p00, 8), v00), _mm256_mullo_epi16(_mm256_srli_epi16(p10, 8), v10)),
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_srli_epi16(p01, 8), v01), _mm256_mullo_epi16(_mm256_srli_epi16(p11, 8), v11)));
    return _mm256_or_si256(_mm256_srli_epi16(rb, 8), _mm256_and_si256(ag, _mm256_set1_epi32((int)0xFF00FF00u)));
}

// `raster_bilinear_row_avx2` (see RasterKernels.h).
__attribute__((target("avx2"), always_inline))
static inline void filter_row(
    const uint32_t *r0, const uint32_t *r1, int64_t width, int64_t fu, int64_t du, uint32_t fy, int64_t count,
    const uint8_t *flat, uint32_t *out) {
    // Each weight in both 16-bit halves of its pixel's lane.
    const __m256i y = _mm256_set1_epi32((int)(fy | (fy << 16)));
    // Each pixel's position in a 32-bit lane (the lanes wrap, which keeps the low 16 bits exact), stepped a group at a time.
    __m256i lanes = _mm256_add_epi32(
        _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32((int)du)), _mm256_set1_epi32((int)fu));
    const __m256i group = _mm256_set1_epi32((int)(8 * du));
    // Columns past the row's last pair (pixels past the span of a last, partial group) read that pair instead.
    const int64_t last_pair = width - 2;
    for (int64_t i = 0; i < count; i += 8) {
        // Eight footprints whose columns, the first's through the last's, are all flat are one colour: filled, not
        // filtered, and so are the groups after them while their columns stay in the same flat stretch.
        if (flat) {
            int64_t first = fu >> 16, last = (fu + 7 * du) >> 16;
            first = first < last_pair ? first : last_pair;
            last = last < last_pair ? last : last_pair;
            uint64_t bits;
            __builtin_memcpy(&bits, flat + (first >> 3), sizeof bits);
            bits >>= first & 7;
            const uint64_t wanted = (2ull << (last - first)) - 1;
            if ((bits & wanted) == wanted) {
                // The stretch's last column as far as the bits read show it (the bits shifted in are zeros).
                const int64_t stretch_last = first + __builtin_ctzll(~bits) - 1;
                const __m256i color = _mm256_set1_epi32((int)r0[first]);
                for (;;) {
                    _mm256_storeu_si256((__m256i *)(out + i), color);
                    lanes = _mm256_add_epi32(lanes, group);
                    fu += 8 * du;
                    last = (fu + 7 * du) >> 16;
                    if (i + 8 >= count || (last < last_pair ? last : last_pair) > stretch_last) break;
                    i += 8;
                }
                continue;
            }
        }
        int64_t c[8];
        for (int k = 0; k < 8; k++) {
            int64_t column = (fu + k * du) >> 16;
            c[k] = column < last_pair ? column : last_pair;
        }
        // Each footprint's two columns in one 64-bit load a row. Pixels 0, 1, 4, 5 go in `a` and 2, 3, 6, 7 in `b`, so
        // that taking the even (then odd) 32-bit lanes of both, 128-bit half by half, puts them back in order.
        __m256i a0 = pairs(r0, c[0], c[1], c[4], c[5]), b0 = pairs(r0, c[2], c[3], c[6], c[7]);
        __m256i a1 = pairs(r1, c[0], c[1], c[4], c[5]), b1 = pairs(r1, c[2], c[3], c[6], c[7]);
        __m256i p00 = evens(a0, b0), p10 = odds(a0, b0), p01 = evens(a1, b1), p11 = odds(a1, b1);
        // The fractions: bits 8...15 of each position.
        __m256i fx = _mm256_and_si256(_mm256_srli_epi32(lanes, 8), _mm256_set1_epi32(0xFF));
        lanes = _mm256_add_epi32(lanes, group);
        __m256i result = filter8(p00, p10, p01, p11, _mm256_or_si256(fx, _mm256_slli_epi32(fx, 16)), y);
        _mm256_storeu_si256((__m256i *)(out + i), result);
        fu += 8 * du;
    }
}

#endif
