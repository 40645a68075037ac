// Source-over of a row of colours (an image's filtered or copied pixels) through coverage and an opacity, compiled for
// AVX2 whatever the build targets and chosen at run time (see bilinear.c). The pixels are exactly those of Raster's
// `RowBlend.blend`, which stays the definition (and runs where there is no AVX2 and in debug builds).
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#include "blend_avx2.h"

__attribute__((target("avx2")))
void raster_blend_row_avx2(
    const uint32_t *source, uint32_t *dst, int64_t count, int64_t room, const uint8_t *coverages, uint8_t constant,
    uint32_t opacity) {
    blend_row(source, dst, count, room, coverages, constant, opacity);
}

#else

void raster_blend_row_avx2(
    const uint32_t *source, uint32_t *dst, int64_t count, int64_t room, const uint8_t *coverages, uint8_t constant,
    uint32_t opacity) {
    (void)source; (void)dst; (void)count; (void)room; (void)coverages; (void)constant; (void)opacity;
    // Never called: `raster_kernels_have_avx2()` is 0 here.
    __builtin_trap();
}

#endif
