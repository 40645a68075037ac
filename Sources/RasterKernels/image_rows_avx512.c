// The rows kernel of image_rows.c sixteen pixels at a time, for processors whose 512-bit vectors run at full speed
// (AVX-512 with VBMI2: Ice Lake and later, Zen 4), chosen at run time. The same plans, paths and arithmetic, in
// twice the lanes: a window of 32 image columns, from which one two-source permutation (`vpermt2d`) picks each lane's
// footprint pixel, where the eight-lane kernel needs two permutations and a blend for sixteen columns.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#include "bilinear_avx2.h"
#include "blend_avx2.h"

#define WIDE_TARGET "avx2,avx512f,avx512bw,avx512vl"

int raster_kernels_have_avx512(void) {
    static int known = -1;
    if (known < 0) {
        known = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
            && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi2");
    }
    return known;
}

// What every row shares in a group of sixteen pixels of the span (`group_plan` of image_rows.c, twice as wide).
typedef struct {
    // Window groups: each lane's left and right column less `base` (0...31). Other groups: `columns`.
    __m512i left, right;
    // Each lane's horizontal weight and factor, each in both 16-bit halves of its lane.
    __m512i weights, factors;
    int64_t columns[16];
    int64_t base, first, flat_byte;
    uint64_t wanted;
    int32_t flat_shift, window, uniform, partial, whole;
    uint32_t factor;
} wide_plan;

enum { WIDE_PLAN_GROUPS = 32 };

// `filter8` in sixteen lanes.
__attribute__((target(WIDE_TARGET), always_inline))
static inline __m512i filter16(__m512i p00, __m512i p10, __m512i p01, __m512i p11, __m512i x, __m512i y) {
    const __m512i mask = _mm512_set1_epi32(0x00FF00FF);
    const __m512i v11 = _mm512_srli_epi16(_mm512_mullo_epi16(x, y), 8);
    const __m512i v10 = _mm512_sub_epi16(x, v11), v01 = _mm512_sub_epi16(y, v11);
    const __m512i v00 = _mm512_add_epi16(_mm512_sub_epi16(_mm512_sub_epi16(_mm512_set1_epi16(256), x), y), v11);
    const __m512i rb = _mm512_add_epi16(
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(p00, mask), v00), _mm512_mullo_epi16(_mm512_and_si512(p10, mask), v10)),
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(p01, mask), v01), _mm512_mullo_epi16(_mm512_and_si512(p11, mask), v11)));
    const __m512i ag = _mm512_add_epi16(
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(p00, 8), v00), _mm512_mullo_epi16(_mm512_srli_epi16(p10, 8), v10)),
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(p01, 8), v01), _mm512_mullo_epi16(_mm512_srli_epi16(p11, 8), v11)));
    // (rb >> 8) | (ag & 0xFF00FF00) in one ternary operation.
    return _mm512_ternarylogic_epi32(_mm512_srli_epi16(rb, 8), ag, _mm512_set1_epi32((int)0xFF00FF00u), 0xF8);
}

// `multiply8` and `multiply8_uniform` in sixteen lanes.
__attribute__((target(WIDE_TARGET), always_inline))
static inline __m512i multiply16(__m512i pixels, __m512i alphas) {
    const __m512i half = _mm512_set1_epi16(128), scale = _mm512_set1_epi16(257);
    __m512i rb = _mm512_and_si512(pixels, _mm512_set1_epi32(0x00FF00FF)), ag = _mm512_srli_epi16(pixels, 8);
    rb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(rb, alphas), half), scale);
    ag = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(ag, alphas), half), scale);
    return _mm512_or_si512(rb, _mm512_slli_epi16(ag, 8));
}

__attribute__((target(WIDE_TARGET), always_inline))
static inline __m512i multiply16_uniform(__m512i pixels, __m512i alpha) {
    const __m512i zero = _mm512_setzero_si512(), half = _mm512_set1_epi16(128), scale = _mm512_set1_epi16(257);
    __m512i low = _mm512_unpacklo_epi8(pixels, zero), high = _mm512_unpackhi_epi8(pixels, zero);
    low = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(low, alpha), half), scale);
    high = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(high, alpha), half), scale);
    return _mm512_packus_epi16(low, high);
}

// `source_over8` in sixteen lanes.
__attribute__((target(WIDE_TARGET), always_inline))
static inline __m512i source_over16(__m512i src, __m512i dst) {
    const char z = (char)0x80;
    const __m512i alphas = _mm512_broadcast_i32x4(_mm_setr_epi8(3, z, 3, z, 7, z, 7, z, 11, z, 11, z, 15, z, 15, z));
    return _mm512_add_epi32(src, multiply16(dst, _mm512_sub_epi16(_mm512_set1_epi16(255), _mm512_shuffle_epi8(src, alphas))));
}

__attribute__((target(WIDE_TARGET), always_inline))
static inline __m512i join(__m256i low, __m256i high) {
    return _mm512_inserti64x4(_mm512_castsi256_si512(low), high, 1);
}

// The parts of a plan that follow from its lanes' left columns, lowest `first` and highest `last`.
static inline void wide_plan_columns(wide_plan *plan, int64_t width, int64_t first, int64_t last) {
    plan->first = first;
    plan->flat_byte = first >> 3;
    plan->flat_shift = (int32_t)(first & 7);
    // Where the bits are read, `du` is at most 3 << 16 and a group's columns span at most 45 (46 bits after a shift of
    // at most 7 fit one 64-bit read); a wider group, whose bits are never read, still gets a shift that C defines.
    plan->wanted = last - first <= 56 ? (2ull << (last - first)) - 1 : ~0ull;
    plan->base = width >= 32 ? (first < width - 32 ? first : width - 32) : 0;
    plan->window = width >= 32 && last + 1 - plan->base <= 31;
}

// A group whose pixels all lie inside the span with their footprints inside the image (`plan_inside`).
__attribute__((target(WIDE_TARGET), always_inline))
static inline void wide_plan_inside(wide_plan *plan, int64_t width, int64_t position, int64_t du) {
    const int64_t first = position >> 16, last = (position + 15 * du) >> 16;
    wide_plan_columns(plan, width, first, last);
    const __m512i lanes = _mm512_add_epi32(
        _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), _mm512_set1_epi32((int)du)),
        _mm512_set1_epi32((int)position));
    const __m512i fx = _mm512_and_si512(_mm512_srli_epi32(lanes, 8), _mm512_set1_epi32(0xFF));
    plan->weights = _mm512_or_si512(fx, _mm512_slli_epi32(fx, 16));
    if (plan->window) {
        plan->left = _mm512_add_epi32(
            _mm512_srli_epi32(_mm512_sub_epi32(lanes, _mm512_set1_epi32((int)(first << 16))), 16),
            _mm512_set1_epi32((int)(first - plan->base)));
        plan->right = _mm512_add_epi32(plan->left, _mm512_set1_epi32(1));
    } else {
        for (int k = 0; k < 16; k++) plan->columns[k] = (position + k * du) >> 16;
    }
}

// A group at either end of the span, lane by lane (`plan_edge`).
__attribute__((target(WIDE_TARGET)))
static void wide_plan_edge(
    wide_plan *plan, int64_t g, int64_t width, int64_t left, int64_t right, int64_t fu, int64_t du, int64_t count) {
    int32_t weights[16], lefts[16];
    for (int k = 0; k < 16; k++) {
        const int64_t p = 16 * g + k < count ? 16 * g + k : count - 1;
        int64_t column = 0, weight = 0;
        if (width >= 2 && p >= right) {
            column = width - 2;
            weight = 256;
        } else if (width >= 2 && p >= left) {
            const int64_t position = fu + (p - left) * du;
            column = position >> 16;
            weight = (position >> 8) & 0xFF;
        }
        plan->columns[k] = column;
        weights[k] = (int32_t)(weight | (weight << 16));
    }
    wide_plan_columns(plan, width, plan->columns[0], plan->columns[15]);
    for (int k = 0; k < 16; k++) lefts[k] = (int32_t)(plan->columns[k] - plan->base);
    plan->weights = _mm512_loadu_si512(weights);
    plan->left = _mm512_loadu_si512(lefts);
    plan->right = _mm512_add_epi32(plan->left, _mm512_set1_epi32(1));
}

// The plans of groups `first_group` up to `end_group` of the span (`plan_groups`).
__attribute__((target(WIDE_TARGET)))
static void wide_plan_groups(
    wide_plan *plans, int64_t first_group, int64_t end_group, int64_t width, int64_t left, int64_t right, int64_t fu,
    int64_t du, int64_t count, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    const __m256i opacities = _mm256_set1_epi16((short)opacity);
    const uint32_t constant_factor = multiply8_scalar(constant, opacity);
    for (int64_t g = first_group; g < end_group; g++) {
        wide_plan *plan = plans + (g - first_group);
        if (width >= 2 && 16 * g >= left && 16 * g + 16 <= right && 16 * g + 16 <= count) {
            wide_plan_inside(plan, width, fu + (16 * g - left) * du, du);
        } else {
            wide_plan_edge(plan, g, width, left, right, fu, du, count);
        }
        plan->partial = 16 * g + 16 > count;
        // The two halves' coverage bytes; the second's only where it holds a pixel of the span (eight bytes are
        // readable from each pixel's).
        uint64_t low = (uint64_t)constant * 0x0101010101010101ull, high = low;
        const int64_t rest = count - 16 * g - 8;
        if (coverages) {
            __builtin_memcpy(&low, coverages + 16 * g, sizeof low);
            if (rest > 0) __builtin_memcpy(&high, coverages + 16 * g + 8, sizeof high);
        }
        if (plan->partial) {
            low &= low_bytes(count - 16 * g);
            high = rest > 0 ? high & low_bytes(rest) : 0;
        }
        plan->factors = coverages || plan->partial
            ? join(coverage_factors(low, opacities), coverage_factors(high, opacities))
            : _mm512_set1_epi16((short)constant_factor);
        plan->uniform = low == (low & 0xFF) * 0x0101010101010101ull && high == low;
        plan->factor = multiply8_scalar((uint32_t)(low & 0xFF), opacity);
        plan->whole = plan->uniform && !plan->partial;
    }
}

// Whether the row pair's flat bits make every footprint of the group one colour.
static inline int wide_flat_group(const wide_plan *plan, const uint8_t *bits) {
    uint64_t word;
    __builtin_memcpy(&word, bits + plan->flat_byte, sizeof word);
    return ((word >> plan->flat_shift) & plan->wanted) == plan->wanted;
}

// `source` scaled by the group's factors, source-over onto its sixteen pixels at `dst` (those within the span).
__attribute__((target(WIDE_TARGET), always_inline))
static inline void wide_blend_group(const wide_plan *plan, __m512i source, uint32_t *dst, __mmask16 within) {
    const __m512i src = plan->uniform ? multiply16_uniform(source, _mm512_set1_epi16((short)plan->factor))
                                      : multiply16(source, plan->factors);
    if (plan->partial) {
        _mm512_mask_storeu_epi32(dst, within, source_over16(src, _mm512_maskz_loadu_epi32(within, dst)));
    } else {
        _mm512_storeu_si512(dst, source_over16(src, _mm512_loadu_si512(dst)));
    }
}

__attribute__((target(WIDE_TARGET)))
void raster_image_rows_avx512(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    if (count <= 0) return;
    if (du > (3 << 16)) flat = 0;
    wide_plan plans[WIDE_PLAN_GROUPS];
    const int64_t groups = (count + 15) / 16;
    const __mmask16 within = (__mmask16)((1u << (count - 16 * (groups - 1))) - 1);
    // The flat colour's kept blend, as in the eight-lane kernel.
    uint32_t flat_color = 0, flat_factor = 256;
    __m512i flat_source = _mm512_setzero_si512(), flat_rest = _mm512_setzero_si512();
    __m512i under = _mm512_setzero_si512(), over = _mm512_setzero_si512();
    // An opaque filtered group over pixels of one colour (a tile over its background) at a uniform factor: what the
    // pixels keep of that colour is the same in every lane, kept for the colour and factor it was made for.
    __m512i ground = _mm512_setzero_si512(), ground_rest = _mm512_setzero_si512();
    uint32_t ground_factor = 256;
    const __m512i opaque = _mm512_set1_epi32((int)0xFF000000u);
    for (int64_t first_group = 0; first_group < groups; first_group += WIDE_PLAN_GROUPS) {
        const int64_t end_group = first_group + WIDE_PLAN_GROUPS < groups ? first_group + WIDE_PLAN_GROUPS : groups;
        wide_plan_groups(plans, first_group, end_group, width, left, right, fu, du, count, coverages, constant, opacity);
        for (int64_t k = 0; k < rows; k++) {
            const int64_t row = positions[k] >> 16;
            const int64_t top = row < 0 ? 0 : (row < height - 1 ? row : height - 1);
            const int64_t bottom = row + 1 < 0 ? 0 : (row + 1 < height - 1 ? row + 1 : height - 1);
            const uint32_t *r0 = pixels + top * width, *r1 = pixels + bottom * width;
            const uint32_t fy = (uint32_t)((positions[k] >> 8) & 0xFF);
            uint32_t *out = dst + k * row_stride + 16 * first_group;
            const wide_plan *plan = plans, *end = plans + (end_group - first_group);
            if (width < 2) {
                const __m512i color = _mm512_set1_epi32((int)bilinear(r0[0], r0[0], r1[0], r1[0], 0, fy));
                for (; plan < end; plan++, out += 16) wide_blend_group(plan, color, out, within);
                continue;
            }
            const __m512i y = _mm512_set1_epi32((int)(fy | (fy << 16)));
            const uint8_t *bits = flat && row >= 0 && row < flat_pairs ? flat + row * flat_stride : 0;
            for (; plan < end; plan++, out += 16) {
                __m512i source;
                if (bits && wide_flat_group(plan, bits)) {
                    const uint32_t color = r0[plan->first];
                    if (plan->whole) {
                        if (color != flat_color || plan->factor != flat_factor) {
                            flat_color = color;
                            flat_factor = plan->factor;
                            const uint32_t scaled = multiply(color, flat_factor);
                            flat_source = _mm512_set1_epi32((int)scaled);
                            flat_rest = _mm512_set1_epi16((short)(255 - (scaled >> 24)));
                            over = _mm512_add_epi32(flat_source, multiply16_uniform(under, flat_rest));
                        }
                        const __m512i old = _mm512_loadu_si512(out);
                        if (_mm512_cmpneq_epi32_mask(old, under)) {
                            under = old;
                            over = _mm512_add_epi32(flat_source, multiply16_uniform(old, flat_rest));
                        }
                        _mm512_storeu_si512(out, over);
                        continue;
                    }
                    source = _mm512_set1_epi32((int)color);
                } else if (plan->window) {
                    const uint32_t *w0 = r0 + plan->base, *w1 = r1 + plan->base;
                    const __m512i low0 = _mm512_loadu_si512(w0), high0 = _mm512_loadu_si512(w0 + 16);
                    const __m512i low1 = _mm512_loadu_si512(w1), high1 = _mm512_loadu_si512(w1 + 16);
                    source = filter16(
                        _mm512_permutex2var_epi32(low0, plan->left, high0), _mm512_permutex2var_epi32(low0, plan->right, high0),
                        _mm512_permutex2var_epi32(low1, plan->left, high1), _mm512_permutex2var_epi32(low1, plan->right, high1),
                        plan->weights, y);
                } else {
                    // Each half as the eight-lane kernel reads and filters it.
                    const int64_t *c = plan->columns;
                    const __m256i y8 = _mm512_castsi512_si256(y);
                    __m256i halves[2];
                    for (int h = 0; h < 2; h++, c += 8) {
                        const __m256i a0 = pairs(r0, c[0], c[1], c[4], c[5]), b0 = pairs(r0, c[2], c[3], c[6], c[7]);
                        const __m256i a1 = pairs(r1, c[0], c[1], c[4], c[5]), b1 = pairs(r1, c[2], c[3], c[6], c[7]);
                        const __m256i x = h ? _mm512_extracti64x4_epi64(plan->weights, 1) : _mm512_castsi512_si256(plan->weights);
                        halves[h] = filter8(evens(a0, b0), odds(a0, b0), evens(a1, b1), odds(a1, b1), x, y8);
                    }
                    source = join(halves[0], halves[1]);
                }
                if (plan->whole && !_mm512_cmplt_epu32_mask(source, opaque)) {
                    const __m512i old = _mm512_loadu_si512(out);
                    if (_mm512_cmpneq_epi32_mask(old, ground) || plan->factor != ground_factor) {
                        const __m512i first = _mm512_broadcastd_epi32(_mm512_castsi512_si128(old));
                        if (_mm512_cmpneq_epi32_mask(old, first)) {
                            wide_blend_group(plan, source, out, within);
                            continue;
                        }
                        ground = first;
                        ground_factor = plan->factor;
                        const uint32_t color = (uint32_t)_mm_cvtsi128_si32(_mm512_castsi512_si128(old));
                        ground_rest = _mm512_set1_epi32((int)multiply(color, 255 - ground_factor));
                    }
                    // `source_over16`: the source's alpha is the factor in every lane.
                    _mm512_storeu_si512(
                        out, _mm512_add_epi32(multiply16_uniform(source, _mm512_set1_epi16((short)plan->factor)), ground_rest));
                    continue;
                }
                wide_blend_group(plan, source, out, within);
            }
        }
    }
}

#else

int raster_kernels_have_avx512(void) { return 0; }

void raster_image_rows_avx512(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    (void)pixels; (void)width; (void)height; (void)positions; (void)rows; (void)left; (void)right; (void)fu; (void)du;
    (void)count; (void)flat; (void)flat_pairs; (void)flat_stride; (void)dst; (void)row_stride; (void)coverages;
    (void)constant; (void)opacity;
    // Never called: `raster_kernels_have_avx512()` is 0 here.
    __builtin_trap();
}

#endif
