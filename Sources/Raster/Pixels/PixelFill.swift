@_implementationOnly import RasterKernels

extension UnsafeMutablePointer where Pointee == UInt32 {
    /// Sets `count` pixels from here to `color`: a frame's clears and opaque fills. A row of a thousand pixels or more
    /// goes through a string store (`raster_fill_row`), which processors with fast string operations write a cache line
    /// at a time without reading it first.
    @inline(__always)
    func fillPixels(with color: UInt32, count: Int) {
        if count >= 1_024 {
            raster_fill_row(self, Int64(count), color)
        } else {
            update(repeating: color, count: count)
        }
    }
}
