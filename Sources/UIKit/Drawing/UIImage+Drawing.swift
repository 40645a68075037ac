import Foundation
import LayerKit
import Raster

extension UIImage {
    /// An image decoded from PNG or JPEG data; nil (reported) for other data.
    public convenience init?(data: Data) {
        do {
            self.init(cgImage: try PixelBuffer(imageData: data), scale: 1, orientation: Orientation(ImageOrientation.ofJPEG(data)))
        } catch {
            RuntimeIssues.report("UIImage(data:): \(error) (PNG and JPEG data are read)")
            return nil
        }
    }

    /// An image decoded from PNG data, at `scale` pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let image = UIImage(data: data), let pixels = image.cgImage else { return nil }
        self.init(cgImage: pixels, scale: scale, orientation: image.imageOrientation)
    }

    /// The image as PNG data (nil for an image without pixels).
    public func pngData() -> Data? { try? cgImage?.pngData() }

    /// Draws the image at its size with its top left at `point`, in the current context.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled to fill `rect`, upright, in the current context.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws combined with what is there by `blendMode`, with `alpha` more transparency.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let pixels = uprightPixels else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.drawUpright(pixels, in: rect.rect, opacity: Double(alpha))
        context.restoreGState()
    }
}
