import LayerKit

extension UIImage {
    /// How an image is drawn (`UIImage.RenderingMode`): as it is, or as a template (its alpha, in the tint colour).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// The same pixels with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        let copy = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        copy.setRenderingMode(mode)
        return copy
    }

    /// The image's shape filled with `color` (its alpha kept, times the colour's), drawn as it is from then on.
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let pixels = cgImage else { return UIImage() }
        let tinted = UIImage(cgImage: Self.tinted(pixels, color.cgColor), scale: scale, orientation: imageOrientation)
        tinted.setRenderingMode(.alwaysOriginal)
        return tinted
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let tinted = withTintColor(color)
        tinted.setRenderingMode(renderingMode)
        return tinted
    }

    /// Each pixel of `image` as `color` at the pixel's coverage: premultiplied, so every channel scales by the alpha.
    static func tinted(_ image: PixelBuffer, _ color: Color) -> PixelBuffer {
        let result = PixelBuffer(width: image.width, height: image.height)
        let argb = color.premultipliedARGB
        let channels = [(argb >> 24) & 0xFF, (argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF]
        for y in 0..<image.height {
            for x in 0..<image.width {
                let coverage = image.pixel(x: x, y: y) >> 24
                var pixel: UInt32 = 0
                for (index, channel) in channels.enumerated() {
                    pixel |= ((channel * coverage + 127) / 255) << UInt32(24 - 8 * index)
                }
                result.setPixel(x: x, y: y, pixel)
            }
        }
        return result
    }
}
