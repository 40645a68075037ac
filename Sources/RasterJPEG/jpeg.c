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

/// A row of C, M, Y, K bytes turned in place into opaque 0xAARRGGBB pixels: each of red, green and blue is the light
/// its ink and the black leave, (255 − ink) × (255 − black) / 255. Files with Adobe's marker (Photoshop's) store the
/// values inverted, 255 for no ink.
static void raster_jpeg_cmyk_row(uint32_t *row, int width, int inverted) {
    const unsigned char *bytes = (const unsigned char *)row;
    for (int x = 0; x < width; x++) {
        unsigned c = bytes[4 * x], m = bytes[4 * x + 1], y = bytes[4 * x + 2], k = bytes[4 * x + 3];
        if (!inverted) {
            c = 255 - c;
            m = 255 - m;
            y = 255 - y;
            k = 255 - k;
        }
        unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (y * k + 127) / 255;
        row[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
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
    // libjpeg-turbo writes B, G, R, A bytes: a little-endian 0xAARRGGBB, opaque. CMYK (and YCCK, which libjpeg turns
    // into CMYK) comes as four bytes a pixel too, converted row by row.
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if (info.output_components != 4) {
        snprintf(message, message_size, "the image's colours could not be read as four channels");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        uint32_t *pixel_row = pixels + (size_t)info.output_scanline * (size_t)width;
        row = (JSAMPROW)pixel_row;
        if (jpeg_read_scanlines(&info, &row, 1) == 1 && cmyk) raster_jpeg_cmyk_row(pixel_row, width, info.saw_Adobe_marker);
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
