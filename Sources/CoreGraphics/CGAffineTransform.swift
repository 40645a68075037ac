// What Core Graphics' `CGAffineTransform` offers beyond Raster's `Transform` (which it is).
import LayerKit

extension Transform {
    /// The inverse; a transform without one is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform { inverted ?? self }

    /// Whether `self` equals `other` (`__equalTo(_:)` of Core Graphics).
    public func isEqual(to other: CGAffineTransform) -> Bool { self == other }
}

public let CGAffineTransformIdentity = Transform.identity

public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    Transform(translationX: tx, y: ty)
}

public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { Transform(scaleX: sx, y: sy) }

public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { Transform(rotationAngle: angle) }

public func CGAffineTransformConcat(_ a: CGAffineTransform, _ b: CGAffineTransform) -> CGAffineTransform { a.concatenating(b) }
