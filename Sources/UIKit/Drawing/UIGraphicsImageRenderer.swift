import Foundation
import LayerKit

/// How an image renderer's images are made (`UIGraphicsImageRendererFormat`): pixels per point (the screen's by
/// default) and whether they are opaque (accepted: images are transparent where nothing is drawn).
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    open var scale: CGFloat
    open var opaque = false
    open var prefersExtendedRange = false
    open var preferredRange = Range.standard

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    public init() { scale = UIScreen.main.scale }

    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

public typealias UIGraphicsRendererFormat = UIGraphicsImageRendererFormat

/// What an image renderer's block draws with (`UIGraphicsImageRendererContext`): the Core Graphics context, current
/// for UIKit drawing during the block.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far.
    open var currentImage: UIImage {
        cgContext.makeImage().map { UIImage(cgImage: $0, scale: CGFloat(cgContext.scale)) } ?? UIImage()
    }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images by drawing (`UIGraphicsImageRenderer`): each call runs the block on a new context of the renderer's
/// size (y down, in points at the format's scale), current for UIKit drawing, and returns what it drew.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    /// The images' bounds in points; drawing is in these coordinates.
    public let bounds: CGRect

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        bounds = CGRect(origin: .zero, size: size)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.format = format
        self.bounds = bounds
    }

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    open var allowsImageOutput: Bool { true }

    /// Runs `actions` on a new context and returns the image it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = draw(actions)
        return context.makeImage().map { UIImage(cgImage: $0, scale: CGFloat(context.scale)) } ?? UIImage()
    }

    /// Runs `actions` and returns the image as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let context = CGContext(size: bounds.size.size, scale: Double(format.scale > 0 ? format.scale : UIScreen.main.scale))
        context.translateBy(x: -Double(bounds.minX), y: -Double(bounds.minY))
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        UIGraphicsPopContext()
        return context
    }
}
