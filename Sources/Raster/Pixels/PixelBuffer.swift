/// A rectangle of premultiplied 32-bit ARGB pixels (0xAARRGGBB in a `UInt32`, which is SDL's
/// ARGB8888), owned by this object. Rows are `width` pixels apart. Also used for images.
///
/// Sendable: each row has one writer at a time (the band renderer's workers write the rows of their own bands at
/// once); a buffer handed to another thread (a frame to encode, an image decoded in the background) is no longer
/// written by the thread that handed it over.
public final class PixelBuffer: @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// Row-major pixels, `width * height` of them.
    public let pixels: UnsafeMutablePointer<UInt32>

    /// A buffer of transparent black pixels. Sizes are clamped to at least 0.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        pixels = .allocate(capacity: max(1, self.width * self.height))
        pixels.initialize(repeating: 0, count: max(1, self.width * self.height))
    }

    deinit { pixels.deallocate() }

    public func pixel(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }

    public func setPixel(x: Int, y: Int, _ value: UInt32) { pixels[y * width + x] = value }

    /// Fills every pixel with one premultiplied value.
    public func fill(_ value: UInt32) { pixels.update(repeating: value, count: width * height) }

    public func clear() { fill(0) }

    /// This buffer as a drawing target.
    public var target: RenderTarget { RenderTarget(pixels: pixels, width: width, height: height, rowStride: width) }

    /// Alpha (0...255) of one pixel.
    public func alpha(x: Int, y: Int) -> Int { Int(pixel(x: x, y: y) >> 24) }

    /// A copy of the pixels (for comparisons in tests and tools).
    public var pixelArray: [UInt32] { Array(UnsafeBufferPointer(start: pixels, count: width * height)) }
}

/// A window onto pixels someone else owns (a `PixelBuffer`, or a locked SDL texture): the
/// frame a renderer draws into. `rowStride` is in pixels and may exceed `width`.
public struct RenderTarget: @unchecked Sendable {
    public let pixels: UnsafeMutablePointer<UInt32>
    public let width: Int
    public let height: Int
    public let rowStride: Int

    public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, rowStride: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.rowStride = rowStride
    }
}
