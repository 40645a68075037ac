// An image filtered and blended into the rows of a rectangle in one call, compiled for AVX2 whatever the build targets
// and chosen at run time (see bilinear.c): each row what Raster's `ImagePainter` does for it (its clamped edge pixels,
// the filter, the blend). The rows of a rectangle share their image columns, their horizontal weights and their
// coverage, so those are worked out once, a group of eight pixels at a time, and each row only reads its two image rows
// and blends: the filtered pixels go straight into the frame, without a scratch row between filter and blend.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#include "bilinear_avx2.h"
#include "blend_avx2.h"

// What every row shares in a group of eight pixels of the span.
typedef struct {
    // Window groups: each lane's left and right column, less `base`, in the low three bits and the sign bit (set for
    // 8 and over), so that one permutation of each half of the sixteen-column window and a blend on the sign bit
    // pick them. Other groups: `columns` holds the left columns.
    __m256i left, right;
    // Each lane's horizontal weight (0...256) in both 16-bit halves: a lane clamped to the last column takes that
    // column as the right one of the last pair, at weight 256, which gives the clamped colour exactly.
    __m256i weights;
    // Each lane's coverage times the opacity (0...255) in both 16-bit halves; 0 in lanes past the span.
    __m256i factors;
    int64_t columns[8];
    // The window's first column.
    int64_t base;
    // The lowest left column (the flat colour's), and the flat test: the row pair's bits from that column on (the
    // 64-bit word at byte `flat_byte`, shifted down by `flat_shift`), `wanted` all set.
    int64_t first, flat_byte;
    uint64_t wanted;
    int32_t flat_shift;
    // Whether the sixteen columns from `base` hold every footprint.
    int32_t window;
    // Whether every lane has the same factor, `factor`.
    int32_t uniform;
    uint32_t factor;
    // Whether this is the span's last group and goes past its end (its pixels past it are not written).
    int32_t partial;
    // Whether the group is uniform and not partial.
    int32_t whole;
} group_plan;

// Groups of eight pixels planned at once: a wider span is painted this many groups at a time, every row of the
// rectangle for each (the plans stay on the stack).
enum { PLAN_GROUPS = 64 };

// The lanes of `low` (the window's first eight columns) or `high` (the next eight) that `index` names.
__attribute__((target("avx2"), always_inline))
static inline __m256i pick(__m256i low, __m256i high, __m256i index) {
    const __m256 a = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(low, index));
    const __m256 b = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(high, index));
    return _mm256_castps_si256(_mm256_blendv_ps(a, b, _mm256_castsi256_ps(index)));
}

// Column offsets in the window (0...15) as `group_plan.left` holds them.
__attribute__((target("avx2"), always_inline))
static inline __m256i window_indices(__m256i offsets) {
    const __m256i high = _mm256_and_si256(_mm256_cmpgt_epi32(offsets, _mm256_set1_epi32(7)), _mm256_set1_epi32(INT32_MIN));
    return _mm256_or_si256(_mm256_and_si256(offsets, _mm256_set1_epi32(7)), high);
}

// The parts of a plan that follow from its lanes' left columns, lowest `first` and highest `last`.
__attribute__((target("avx2"), always_inline))
static inline void plan_columns(group_plan *plan, int64_t width, int64_t first, int64_t last) {
    plan->first = first;
    plan->flat_byte = first >> 3;
    plan->flat_shift = (int32_t)(first & 7);
    // Where the bits are read, `du` is at most 4 << 16 (`raster_image_rows_avx2`) and a group's columns span at most 30;
    // a wider group, whose bits are never read, still gets a shift that C defines.
    plan->wanted = last - first <= 56 ? (2ull << (last - first)) - 1 : ~0ull;
    plan->base = width >= 16 ? (first < width - 16 ? first : width - 16) : 0;
    plan->window = width >= 16 && last + 1 - plan->base <= 15;
}

// A group whose pixels all lie inside the span and have their footprints inside the image (`left` <= its first,
// its last < `right` and `count`): its columns step by `du` from position `position` (16.16).
__attribute__((target("avx2"), always_inline))
static inline void plan_inside(group_plan *plan, int64_t width, int64_t position, int64_t du) {
    const int64_t first = position >> 16, last = (position + 7 * du) >> 16;
    plan_columns(plan, width, first, last);
    // Each lane's position in 32 bits: they wrap, which keeps the low 16 bits exact, and within a window the offsets
    // from the first column (under 16 << 16) are exact too.
    const __m256i lanes = _mm256_add_epi32(
        _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32((int)du)), _mm256_set1_epi32((int)position));
    const __m256i fx = _mm256_and_si256(_mm256_srli_epi32(lanes, 8), _mm256_set1_epi32(0xFF));
    plan->weights = _mm256_or_si256(fx, _mm256_slli_epi32(fx, 16));
    if (plan->window) {
        const __m256i offsets = _mm256_add_epi32(
            _mm256_srli_epi32(_mm256_sub_epi32(lanes, _mm256_set1_epi32((int)(first << 16))), 16),
            _mm256_set1_epi32((int)(first - plan->base)));
        plan->left = window_indices(offsets);
        plan->right = window_indices(_mm256_add_epi32(offsets, _mm256_set1_epi32(1)));
    } else {
        for (int k = 0; k < 8; k++) plan->columns[k] = (position + k * du) >> 16;
    }
}

// A group at either end of the span, lane by lane: pixels before `left` clamped to the first column, from `right` on to
// the last; lanes past `count` repeat the span's last pixel's footprint (which keeps the flat test as narrow).
__attribute__((target("avx2")))
static void plan_edge(group_plan *plan, int64_t g, int64_t width, int64_t left, int64_t right, int64_t fu, int64_t du, int64_t count) {
    int64_t columns[8];
    int32_t weights[8], lefts[8], rights[8];
    for (int k = 0; k < 8; k++) {
        const int64_t p = 8 * g + k < count ? 8 * g + k : count - 1;
        int64_t column = 0, weight = 0;
        if (width >= 2 && p >= right) {
            column = width - 2;
            weight = 256;
        } else if (width >= 2 && p >= left) {
            const int64_t position = fu + (p - left) * du;
            column = position >> 16;
            weight = (position >> 8) & 0xFF;
        }
        columns[k] = column;
        weights[k] = (int32_t)(weight | (weight << 16));
    }
    plan_columns(plan, width, columns[0], columns[7]);
    for (int k = 0; k < 8; k++) {
        plan->columns[k] = columns[k];
        lefts[k] = (int32_t)(columns[k] - plan->base);
        rights[k] = lefts[k] + 1;
    }
    plan->weights = _mm256_loadu_si256((const __m256i *)weights);
    plan->left = window_indices(_mm256_loadu_si256((const __m256i *)lefts));
    plan->right = window_indices(_mm256_loadu_si256((const __m256i *)rights));
}

// The plans of groups `first_group` up to `end_group` of the span (see `raster_image_rows_avx2`).
__attribute__((target("avx2")))
static void plan_groups(
    group_plan *plans, int64_t first_group, int64_t end_group, int64_t width, int64_t left, int64_t right, int64_t fu,
    int64_t du, int64_t count, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    const __m256i opacities = _mm256_set1_epi16((short)opacity);
    const uint32_t constant_factor = multiply8_scalar(constant, opacity);
    for (int64_t g = first_group; g < end_group; g++) {
        group_plan *plan = plans + (g - first_group);
        if (width >= 2 && 8 * g >= left && 8 * g + 8 <= right && 8 * g + 8 <= count) {
            plan_inside(plan, width, fu + (8 * g - left) * du, du);
        } else {
            plan_edge(plan, g, width, left, right, fu, du, count);
        }
        plan->partial = 8 * g + 8 > count;
        uint64_t bytes = (uint64_t)constant * 0x0101010101010101ull;
        if (coverages) __builtin_memcpy(&bytes, coverages + 8 * g, sizeof bytes);
        if (plan->partial) bytes &= low_bytes(count - 8 * g);
        plan->factors = coverages || plan->partial ? coverage_factors(bytes, opacities) : _mm256_set1_epi16((short)constant_factor);
        plan->uniform = bytes == (bytes & 0xFF) * 0x0101010101010101ull;
        plan->factor = multiply8_scalar((uint32_t)(bytes & 0xFF), opacity);
        plan->whole = plan->uniform && !plan->partial;
    }
}

// Whether the row pair's flat bits make every footprint of the group one colour.
static inline int flat_group(const group_plan *plan, const uint8_t *bits) {
    uint64_t word;
    __builtin_memcpy(&word, bits + plan->flat_byte, sizeof word);
    return ((word >> plan->flat_shift) & plan->wanted) == plan->wanted;
}

// `source` scaled by the group's factors, source-over onto the group's eight pixels at `dst` (only those within the
// span when the group is partial).
__attribute__((target("avx2"), always_inline))
static inline void blend_group(const group_plan *plan, __m256i source, uint32_t *dst, __m256i within) {
    const __m256i src = plan->uniform ? multiply8_uniform(source, _mm256_set1_epi16((short)plan->factor))
                                      : multiply8(source, plan->factors);
    if (plan->partial) {
        _mm256_maskstore_epi32((int *)dst, within, source_over8(src, _mm256_maskload_epi32((const int *)dst, within)));
    } else {
        _mm256_storeu_si256((__m256i *)dst, source_over8(src, _mm256_loadu_si256((const __m256i *)dst)));
    }
}

__attribute__((target("avx2")))
void raster_image_rows_avx2(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    if (count <= 0) return;
    // Flat footprints are looked for only over steps that keep a group's columns within one 64-bit read of the bits.
    if (du > (4 << 16)) flat = 0;
    group_plan plans[PLAN_GROUPS];
    const int64_t groups = (count + 7) / 8;
    const __m256i within = first_lanes(count - 8 * (groups - 1));
    // The last flat colour and factor met (none yet: a factor is at most 255), that colour scaled by the factor, and
    // what it leaves of the pixels under it.
    uint32_t flat_color = 0, flat_factor = 256;
    __m256i flat_source = _mm256_setzero_si256(), flat_rest = _mm256_setzero_si256();
    // The last eight pixels such a colour went over, and what they became.
    __m256i under = _mm256_setzero_si256(), over = _mm256_setzero_si256();
    for (int64_t first_group = 0; first_group < groups; first_group += PLAN_GROUPS) {
        const int64_t end_group = first_group + PLAN_GROUPS < groups ? first_group + PLAN_GROUPS : groups;
        plan_groups(plans, first_group, end_group, width, left, right, fu, du, count, coverages, constant, opacity);
        for (int64_t k = 0; k < rows; k++) {
            const int64_t row = positions[k] >> 16;
            const int64_t top = row < 0 ? 0 : (row < height - 1 ? row : height - 1);
            const int64_t bottom = row + 1 < 0 ? 0 : (row + 1 < height - 1 ? row + 1 : height - 1);
            const uint32_t *r0 = pixels + top * width, *r1 = pixels + bottom * width;
            const uint32_t fy = (uint32_t)((positions[k] >> 8) & 0xFF);
            uint32_t *out = dst + k * row_stride + 8 * first_group;
            const group_plan *plan = plans, *end = plans + (end_group - first_group);
            if (width < 2) {
                // A one-column image's rows are one colour each: its clamped footprints.
                const __m256i color = _mm256_set1_epi32((int)bilinear(r0[0], r0[0], r1[0], r1[0], 0, fy));
                for (; plan < end; plan++, out += 8) blend_group(plan, color, out, within);
                continue;
            }
            const __m256i y = _mm256_set1_epi32((int)(fy | (fy << 16)));
            const uint8_t *bits = flat && row >= 0 && row < flat_pairs ? flat + row * flat_stride : 0;
            for (; plan < end; plan++, out += 8) {
                __m256i source;
                if (bits && flat_group(plan, bits)) {
                    const uint32_t color = r0[plan->first];
                    if (plan->whole) {
                        // One colour at one factor: the scaled colour and what is left of the pixels under it, worked
                        // out once for the run of such groups.
                        if (color != flat_color || plan->factor != flat_factor) {
                            flat_color = color;
                            flat_factor = plan->factor;
                            const uint32_t scaled = multiply(color, flat_factor);
                            flat_source = _mm256_set1_epi32((int)scaled);
                            flat_rest = _mm256_set1_epi16((short)(255 - (scaled >> 24)));
                            over = _mm256_add_epi32(flat_source, multiply8_uniform(under, flat_rest));
                        }
                        // Under it, often, one colour too (a background): its result is kept for the next such group.
                        const __m256i old = _mm256_loadu_si256((const __m256i *)out);
                        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(old, under)) != -1) {
                            under = old;
                            over = _mm256_add_epi32(flat_source, multiply8_uniform(old, flat_rest));
                        }
                        _mm256_storeu_si256((__m256i *)out, over);
                        continue;
                    }
                    source = _mm256_set1_epi32((int)color);
                } else if (plan->window) {
                    const uint32_t *w0 = r0 + plan->base, *w1 = r1 + plan->base;
                    const __m256i low0 = _mm256_loadu_si256((const __m256i *)w0);
                    const __m256i high0 = _mm256_loadu_si256((const __m256i *)(w0 + 8));
                    const __m256i low1 = _mm256_loadu_si256((const __m256i *)w1);
                    const __m256i high1 = _mm256_loadu_si256((const __m256i *)(w1 + 8));
                    source = filter8(
                        pick(low0, high0, plan->left), pick(low0, high0, plan->right), pick(low1, high1, plan->left),
                        pick(low1, high1, plan->right), plan->weights, y);
                } else {
                    const int64_t *c = plan->columns;
                    // Each footprint's two columns in one 64-bit load a row. Pixels 0, 1, 4, 5 go in `a` and 2, 3, 6, 7
                    // in `b`, so that the even (then odd) 32-bit lanes of both, 128-bit half by half, are in order.
                    const __m256i a0 = pairs(r0, c[0], c[1], c[4], c[5]), b0 = pairs(r0, c[2], c[3], c[6], c[7]);
                    const __m256i a1 = pairs(r1, c[0], c[1], c[4], c[5]), b1 = pairs(r1, c[2], c[3], c[6], c[7]);
                    source = filter8(evens(a0, b0), odds(a0, b0), evens(a1, b1), odds(a1, b1), plan->weights, y);
                }
                blend_group(plan, source, out, within);
            }
        }
    }
}

#else

void raster_image_rows_avx2(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, const uint8_t *coverages, uint8_t constant, uint32_t opacity) {
    (void)pixels; (void)width; (void)height; (void)positions; (void)rows; (void)left; (void)right; (void)fu; (void)du;
    (void)count; (void)flat; (void)flat_pairs; (void)flat_stride; (void)dst; (void)row_stride; (void)coverages;
    (void)constant; (void)opacity;
    // Never called: `raster_kernels_have_avx2()` is 0 here.
    __builtin_trap();
}

#endif
