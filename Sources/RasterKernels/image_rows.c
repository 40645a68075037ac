// An image filtered and blended into the rows of a rectangle in one call, compiled for AVX2 whatever the build targets
// and chosen at run time (see bilinear.c): each row what Raster's `ImagePainter` does for it through the two row
// kernels (its clamped edge pixels, the filter, the blend), without a call and a setup from Swift per row.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#include "bilinear_avx2.h"
#include "blend_avx2.h"

__attribute__((target("avx2")))
void raster_image_rows_avx2(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, int64_t room, const uint8_t *coverages, uint8_t constant, uint32_t opacity,
    uint32_t *scratch) {
    for (int64_t k = 0; k < rows; k++) {
        const int64_t row = positions[k] >> 16;
        const int64_t top = row < 0 ? 0 : (row < height - 1 ? row : height - 1);
        const int64_t bottom = row + 1 < 0 ? 0 : (row + 1 < height - 1 ? row + 1 : height - 1);
        const uint32_t *r0 = pixels + top * width, *r1 = pixels + bottom * width;
        const uint32_t fy = (uint32_t)((positions[k] >> 8) & 0xFF);
        if (left > 0) {
            const uint32_t color = bilinear(r0[0], r0[0], r1[0], r1[0], 0, fy);
            for (int64_t j = 0; j < left; j++) scratch[j] = color;
        }
        if (right > left) {
            const uint8_t *bits = flat && row >= 0 && row < flat_pairs ? flat + row * flat_stride : 0;
            filter_row(r0, r1, width, fu, du, fy, right - left, bits, scratch + left);
        }
        if (right < count) {
            const uint32_t last = (uint32_t)(width - 1);
            const uint32_t color = bilinear(r0[last], r0[last], r1[last], r1[last], 0, fy);
            for (int64_t j = right; j < count; j++) scratch[j] = color;
        }
        blend_row(scratch, dst + k * row_stride, count, room, coverages, constant, opacity);
    }
}

#else

void raster_image_rows_avx2(
    const uint32_t *pixels, int64_t width, int64_t height, const int64_t *positions, int64_t rows, int64_t left,
    int64_t right, int64_t fu, int64_t du, int64_t count, const uint8_t *flat, int64_t flat_pairs, int64_t flat_stride,
    uint32_t *dst, int64_t row_stride, int64_t room, const uint8_t *coverages, uint8_t constant, uint32_t opacity,
    uint32_t *scratch) {
    (void)pixels; (void)width; (void)height; (void)positions; (void)rows; (void)left; (void)right; (void)fu; (void)du;
    (void)count; (void)flat; (void)flat_pairs; (void)flat_stride; (void)dst; (void)row_stride; (void)room;
    (void)coverages; (void)constant; (void)opacity; (void)scratch;
    // Never called: `raster_kernels_have_avx2()` is 0 here.
    __builtin_trap();
}

#endif
