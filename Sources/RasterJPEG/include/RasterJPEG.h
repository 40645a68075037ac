#ifndef RASTER_JPEG_H
#define RASTER_JPEG_H

#include <stddef.h>
#include <stdint.h>

/// Reads a JPEG's size without decoding it; 0 on success, else -1 with the reason in `error`.
int raster_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t error_size);

/// Decodes a JPEG (grey, YCbCr, RGB, or CMYK and YCCK converted without a colour profile) into `pixels` (`width` × `height` opaque 0xAARRGGBB pixels, the size
/// `raster_jpeg_size` gave); 0 on success, else -1 with libjpeg's message in `error`. A corrupt file is an error, never
/// an exit or a read beyond `data`.
int raster_jpeg_decode(const unsigned char *data, size_t size, uint32_t *pixels, int width, int height, char *error,
                       size_t error_size);

#endif
