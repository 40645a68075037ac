import Foundation
import LayerKit

// UIKit's current graphics context: the context a view's `draw(_:)`, an image renderer's block or an image context
// draws into, which `UIBezierPath.fill()`, `UIColor.setFill()`, `UIRectFill` and `String.draw(at:withAttributes:)`
// use. Contexts are pushed and popped on a stack of the drawing thread.

private let contextStack = ThreadLocal<[CGContext]> { [] }

/// The context UIKit drawing goes to now, if any.
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.value.last }

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.value.append(context) }

public func UIGraphicsPopContext() {
    if !contextStack.value.isEmpty { contextStack.value.removeLast() }
}

/// Contexts made by `UIGraphicsBeginImageContext…`, which `UIGraphicsGetImageFromCurrentImageContext()` reads.
private let imageContexts = ThreadLocal<[CGContext]> { [] }

/// Starts drawing into a new image of `size` points at the screen's scale, transparent.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// Starts drawing into a new image of `size` points; `scale` 0 means the screen's. `opaque` is accepted (the image
/// is transparent where nothing is drawn either way).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let context = CGContext(size: size.size, scale: scale > 0 ? Double(scale) : Double(UIScreen.main.scale))
    imageContexts.value.append(context)
    UIGraphicsPushContext(context)
}

/// An image of what was drawn into the current image context (nil when there is none).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = imageContexts.value.last, let pixels = context.makeImage() else { return nil }
    return UIImage(cgImage: pixels, scale: CGFloat(context.scale))
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    guard let context = imageContexts.value.popLast() else { return }
    if contextStack.value.last === context { UIGraphicsPopContext() }
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Fills `rect` with the current fill colour, combined with what is there by `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Outlines `rect` with a one-point line in the current fill colour, inside the rectangle, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill([
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
        CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: max(rect.height - 2, 0)),
        CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: max(rect.height - 2, 0)),
    ])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.clip(to: rect) }

extension UIColor {
    /// Makes this the fill and stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}
