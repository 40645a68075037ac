import Raster

/// Memory a bitmap context draws into, laid out as the code that gave it asked (Core Graphics' `data`, `bytesPerRow`,
/// colour space and `bitmapInfo`): its first row is the image's top. Pixels are 8-bit: four bytes of colour and alpha
/// in any order (or with the alpha byte skipped), premultiplied or not; one byte of grey; or one byte of alpha.
package struct BitmapMemory {
    package enum Layout: Equatable {
        /// Four bytes a pixel: where red, green, blue and alpha are among them (alpha nil: skipped, opaque), and
        /// whether colours are premultiplied by alpha.
        case fourBytes(red: Int, green: Int, blue: Int, alpha: Int?, premultiplied: Bool)
        /// One byte of grey a pixel, opaque.
        case gray
        /// One byte of alpha a pixel, no colour.
        case alpha

        var bytesPerPixel: Int {
            switch self {
            case .fourBytes: 4
            case .gray, .alpha: 1
            }
        }
    }

    package let pointer: UnsafeMutableRawPointer
    package let width: Int
    package let height: Int
    package let bytesPerRow: Int
    package let layout: Layout

    /// The memory at `pointer` for a `width` × `height` image: nil when its rows are shorter than its pixels.
    package init?(pointer: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: Layout) {
        let row = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard width > 0, height > 0, row >= width * layout.bytesPerPixel else { return nil }
        self.pointer = pointer
        self.width = width
        self.height = height
        self.bytesPerRow = row
        self.layout = layout
    }

    /// The pixels the memory holds now, premultiplied ARGB.
    package func read() -> PixelBuffer {
        let image = PixelBuffer(width: width, height: height)
        let bytes = pointer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let row = bytes + y * bytesPerRow, out = image.pixels + y * width
            for x in 0..<width {
                switch layout {
                case .fourBytes(let r, let g, let b, let a, let premultiplied):
                    let p = row + 4 * x
                    let alpha = a.map { UInt32(p[$0]) } ?? 255
                    var red = UInt32(p[r]), green = UInt32(p[g]), blue = UInt32(p[b])
                    if !premultiplied && alpha < 255 {
                        red = (red * alpha + 127) / 255
                        green = (green * alpha + 127) / 255
                        blue = (blue * alpha + 127) / 255
                    }
                    // Premultiplied memory may hold colour above its alpha; it is kept within it.
                    out[x] = alpha << 24 | min(red, alpha) << 16 | min(green, alpha) << 8 | min(blue, alpha)
                case .gray:
                    let v = UInt32(row[x])
                    out[x] = 0xFF00_0000 | v << 16 | v << 8 | v
                case .alpha:
                    out[x] = UInt32(row[x]) << 24
                }
            }
        }
        return image
    }

    /// Writes `image` (premultiplied ARGB, the memory's size) into the memory in its layout.
    package func write(_ image: PixelBuffer) {
        let bytes = pointer.assumingMemoryBound(to: UInt8.self)
        for y in 0..<min(height, image.height) {
            let row = bytes + y * bytesPerRow, source = image.pixels + y * image.width
            for x in 0..<min(width, image.width) {
                let pixel = source[x]
                let alpha = pixel >> 24, red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                switch layout {
                case .fourBytes(let r, let g, let b, let a, let premultiplied):
                    let p = row + 4 * x
                    func straight(_ c: UInt32) -> UInt8 {
                        guard !premultiplied, alpha > 0, alpha < 255 else { return UInt8(c) }
                        return UInt8(min((c * 255 + alpha / 2) / alpha, 255))
                    }
                    p[r] = straight(red)
                    p[g] = straight(green)
                    p[b] = straight(blue)
                    if let a { p[a] = UInt8(alpha) } else { p[6 - r - g - b] = 0xFF }
                case .gray:
                    // Luma of the colour as drawn over black (the memory is opaque).
                    row[x] = UInt8((299 * red + 587 * green + 114 * blue + 500) / 1000)
                case .alpha:
                    row[x] = UInt8(alpha)
                }
            }
        }
    }
}
