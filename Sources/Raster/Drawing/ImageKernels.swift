@_implementationOnly import RasterKernels

/// `RasterKernels`' AVX2 image kernels: the same pixels as the eight-pixel vector loops of `ImagePainter` and
/// `RowBlend`, which run where there is no AVX2 (and where a plain build's vectors would be 128 bits, these run instead).
/// The rows kernel also comes sixteen pixels wide, for processors with fast AVX-512.
enum ImageKernels {
    /// Whether this processor has AVX2 (checked once).
    static let avx2 = raster_kernels_have_avx2() != 0

    /// Whether this processor runs the sixteen-pixel rows kernel (AVX-512 with VBMI2; checked once).
    static let avx512 = raster_kernels_have_avx512() != 0

    /// Filters `count` pixels between rows `r0` and `r1` (each `width` pixels, at least 2) into `output`, as the
    /// axis-aligned loop of `ImagePainter` does: pixel k from columns (fu + k·du) >> 16 (not negative) and the one
    /// after, which must lie in the rows for the pixel to be filtered. `output` takes `count` rounded up to a multiple
    /// of 8 (the pixels past the rows' end, and past `count`, hold colours that are not the filter's). Only when `avx2`
    /// is true. With `flat` (the row pair's `ImageFlatFootprints` bits, `du` at most its `maximumStep`), eight pixels
    /// whose footprints are all flat take their colour without being filtered, as the vector loop does.
    @inline(__always)
    static func bilinearRow(
        _ r0: UnsafePointer<UInt32>, _ r1: UnsafePointer<UInt32>, width: Int, fu: Int, du: Int, fy: UInt32, count: Int,
        flat: UnsafePointer<UInt8>?, into output: UnsafeMutablePointer<UInt32>
    ) {
        raster_bilinear_row_avx2(r0, r1, Int64(width), Int64(fu), Int64(du), fy, Int64(count), flat, output)
    }

    /// `rows` rows of a rectangle painted as `ImagePainter` paints them one by one (untinted, source-over): row k from
    /// `dst` + k · `rowStride`, filtered at vertical position `positions[k]` (16.16) over `columns` (of a span of `count`
    /// pixels stepping by `du`), with `flat`'s bits if given, then blended with `coverages` (or `constant`) and
    /// `opacity`. No pixel past a row's `count` is written. Only when `avx2` is true; sixteen pixels at a time when
    /// `wide` (only when `avx512` is true), the same pixels.
    @inline(__always)
    static func imageRows(
        _ image: ImagePixels, positions: UnsafePointer<Int64>, rows: Int, columns: ImageSpanColumns, du: Int, count: Int,
        flat: ImageFlatFootprints.Bits?, into dst: UnsafeMutablePointer<UInt32>, rowStride: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32, wide: Bool
    ) {
        let kernel = wide ? raster_image_rows_avx512 : raster_image_rows_avx2
        kernel(
            image.pixels, Int64(image.width), Int64(image.height), positions, Int64(rows), Int64(columns.left),
            Int64(columns.right), Int64(columns.fu), Int64(du), Int64(count), flat?.bits(pair: 0), Int64(flat?.pairs ?? 0),
            Int64(flat?.bytesPerPair ?? 0), dst, Int64(rowStride), coverages, constant, opacity)
    }

    /// `RowBlend.blend(_:onto:count:room:coverages:constant:opacity:)`, the same pixels. Only when `avx2` is true.
    @inline(__always)
    static func blendRow(
        _ source: UnsafePointer<UInt32>, onto dst: UnsafeMutablePointer<UInt32>, count: Int, room: Int,
        coverages: UnsafePointer<UInt8>?, constant: UInt8, opacity: UInt32
    ) {
        raster_blend_row_avx2(source, dst, Int64(count), Int64(room), coverages, constant, opacity)
    }
}
