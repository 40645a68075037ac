// Packed-pixel arithmetic shared by the AVX2 kernels (private to RasterKernels): each function gives exactly the
// results of its namesake in Raster's `PixelArithmetic`, which stays the definition.
#ifndef RASTER_PIXELS_AVX2_H
#define RASTER_PIXELS_AVX2_H

#include <stdint.h>
#include <immintrin.h>

// `PixelArithmetic.multiply`: every channel times alpha/255, rounded.
static inline uint32_t multiply(uint32_t pixel, uint32_t alpha) {
    uint32_t rb = (pixel & 0x00FF00FFu) * alpha + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00FF00FFu)) >> 8) & 0x00FF00FFu;
    uint32_t ag = ((pixel >> 8) & 0x00FF00FFu) * alpha + 0x00800080u;
    ag = (ag + ((ag >> 8) & 0x00FF00FFu)) & 0xFF00FF00u;
    return rb | ag;
}

static inline uint32_t source_over(uint32_t src, uint32_t dst) { return src + multiply(dst, 255 - (src >> 24)); }

// `PixelArithmetic.bilinear`: the four pixels of a footprint weighted by the fractions `fx` and `fy` (0...255).
static inline uint32_t bilinear(uint32_t p00, uint32_t p10, uint32_t p01, uint32_t p11, uint32_t fx, uint32_t fy) {
    const uint32_t w11 = (fx * fy) >> 8, w10 = fx - w11, w01 = fy - w11, w00 = 256 - fx - fy + w11;
    const uint32_t rb = (p00 & 0x00FF00FFu) * w00 + (p10 & 0x00FF00FFu) * w10 + (p01 & 0x00FF00FFu) * w01
        + (p11 & 0x00FF00FFu) * w11;
    const uint32_t ag = ((p00 >> 8) & 0x00FF00FFu) * w00 + ((p10 >> 8) & 0x00FF00FFu) * w10
        + ((p01 >> 8) & 0x00FF00FFu) * w01 + ((p11 >> 8) & 0x00FF00FFu) * w11;
    return ((rb >> 8) & 0x00FF00FFu) | (ag & 0xFF00FF00u);
}

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

// All ones in the lanes below `count` (0...8), zero in the others.
__attribute__((target("avx2"), always_inline))
static inline __m256i first_lanes(int64_t count) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)count), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

#endif
