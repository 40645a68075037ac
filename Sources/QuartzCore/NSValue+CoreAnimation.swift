// The `NSValue` boxes Core Animation code puts in `fromValue`, `toValue` and `values`. Points, sizes and rects use
// Foundation's own boxes; transforms are boxed as their elements in the encodings `AnimationValue` reads back.
import LayerKit

extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    public convenience init(caTransform3D t: CATransform3D) {
        let elements = t.elements
        self.init(elements: elements, encoding: AnimationValue.transform3DEncoding)
    }

    public convenience init(cgAffineTransform t: CGAffineTransform) {
        self.init(elements: [t.a, t.b, t.c, t.d, t.tx, t.ty], encoding: AnimationValue.affineTransformEncoding)
    }

    private convenience init(elements: [Double], encoding: String) {
        self.init(bytes: elements, objCType: encoding)
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// The transform inside; the identity if the value holds something else.
    public var caTransform3DValue: CATransform3D {
        if case .transform(let t)? = AnimationValue(any: self) { return t }
        return .identity
    }

    /// The affine transform inside; the identity if the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        if case .transform(let t)? = AnimationValue(any: self) { return t.affineTransform }
        return .identity
    }
}
