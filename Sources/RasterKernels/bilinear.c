// Image filtering compiled for AVX2 whatever the build targets, and chosen at run time: a plain `swift build` targets
// baseline x86-64, where Raster's eight-pixel vectors take two 128-bit registers each.
#include "RasterKernels.h"

#if defined(__x86_64__)
#include <immintrin.h>

#include "bilinear_avx2.h"

int raster_kernels_have_avx2(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx2") ? 1 : 0;
    return known;
}

__attribute__((target("avx2")))
void raster_bilinear_row_avx2(
    const uint32_t *r0, const uint32_t *r1, int64_t width, int64_t fu, int64_t du, uint32_t fy, int64_t count,
    const uint8_t *flat, uint32_t *out) {
    filter_row(r0, r1, width, fu, du, fy, count, flat, out);
}

#else

int raster_kernels_have_avx2(void) { return 0; }

void raster_bilinear_row_avx2(
    const uint32_t *r0, const uint32_t *r1, int64_t width, int64_t fu, int64_t du, uint32_t fy, int64_t count,
    const uint8_t *flat, uint32_t *out) {
    (void)r0; (void)r1; (void)width; (void)fu; (void)du; (void)fy; (void)count; (void)flat; (void)out;
}

#endif
