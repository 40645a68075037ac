// JPEG decoding through libjpeg, whose errors end in a longjmp back here instead of its default exit().
#include "RasterJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

struct raster_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
};

static void raster_jpeg_error_exit(j_common_ptr info) {
    struct raster_jpeg_error *error = (struct raster_jpeg_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->escape, 1);
}

/// Warnings (a corrupt stream libjpeg can carry on through) are not errors: the image is decoded as libjpeg can.
static void raster_jpeg_output_message(j_common_ptr info) { (void)info; }

static int raster_jpeg_run(const unsigned char *data, size_t size, uint32_t *pixels, int width, int height, int *out_width,
                           int *out_height, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct raster_jpeg_error error;
    JSAMPROW row;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = raster_jpeg_error_exit;
    error.manager.output_message = raster_jpeg_output_message;
    error.message = message;
    error.message_size = message_size;
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if (out_width) *out_width = (int)info.image_width;
    if (out_height) *out_height = (int)info.image_height;
    if (!pixels) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    if ((int)info.image_width != width || (int)info.image_height != height) {
        snprintf(message, message_size, "the image's size changed while it was read");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        snprintf(message, message_size, "CMYK JPEG images are not supported");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    // libjpeg-turbo writes B, G, R, A bytes: a little-endian 0xAARRGGBB, opaque.
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        row = (JSAMPROW)(pixels + (size_t)info.output_scanline * (size_t)width);
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}

int raster_jpeg_size(const unsigned char *data, size_t size, int *width, int *height, char *error, size_t error_size) {
    return raster_jpeg_run(data, size, NULL, 0, 0, width, height, error, error_size);
}

int raster_jpeg_decode(const unsigned char *data, size_t size, uint32_t *pixels, int width, int height, char *error,
                       size_t error_size) {
    return raster_jpeg_run(data, size, pixels, width, height, NULL, NULL, error, error_size);
}
