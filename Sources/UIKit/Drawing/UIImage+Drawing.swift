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

/// The fonts text drawn with `String.draw` is laid out in (shared by every context; a font file is read once).
nonisolated(unsafe) private let drawingFonts = FontLibrary()  // used under drawingFontsLock
private let drawingFontsLock = NSLock()

extension NSString {
    /// Draws the string on one line with its top left at `point`, in `attributes`' font and colour (12-point system
    /// font and black by default), in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

extension String {
    /// Draws the string on one line with its top left at `point` (see `NSString.draw(at:withAttributes:)`).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext(), let run = layout(attributes) else { return }
        let color = (attributes?[.foregroundColor] as? UIColor)?.cgColor ?? .black
        let x = Double(point.x), y = Double(point.y) + run.ascender
        context.fillText(run.path.applying(Transform(translationX: x, y: y)), color: color)
        for glyph in run.images {
            let rect = glyph.rect
            context.drawUpright(glyph.image, in: Rect(x: rect.minX + x, y: rect.minY + y, width: rect.width, height: rect.height))
        }
    }

    /// Draws the string's first line in `rect`, aligned to its top left and clipped to it.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        draw(at: rect.origin, withAttributes: attributes)
        context.restoreGState()
    }

    /// The size the string takes on one line in `attributes`' font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        guard let run = layout(attributes) else { return .zero }
        return CGSize(width: run.advance, height: run.ascender + run.descender)
    }

    private func layout(_ attributes: [NSAttributedString.Key: Any]?) -> Font.Run? {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let kern = (attributes?[.kern] as? NSNumber)?.doubleValue ?? (attributes?[.kern] as? Double) ?? 0
        return drawingFontsLock.withLock {
            drawingFonts.font(at: font.fontPath)?.layout(self, size: Double(font.pointSize), letterSpacing: kern)
        }
    }
}
