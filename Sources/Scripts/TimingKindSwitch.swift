/// Where a call's timing can be written as the other kind (a cubic Bézier as a spring, a spring as a cubic Bézier) by
/// its arguments alone. UIKit has two such pairs: `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:)` ⇄
/// `UIViewPropertyAnimator(duration:dampingRatio:)`, and `UICubicTimingParameters(controlPoint1:controlPoint2:)` ⇄
/// `UISpringTimingParameters(dampingRatio:)`. Other timing code (a `CAMediaTimingFunction` on a basic animation, a
/// `CASpringAnimation`, `UIView.animate(…usingSpringWithDamping:…)`) says its kind by what it constructs, so it has no
/// site.
public struct TimingKindSwitch: Sendable, Equatable {
    public enum Call: Sendable, Equatable {
        /// The animator's timing arguments (`controlPoint1: …, controlPoint2: …` or `dampingRatio: …`) are replaced.
        case propertyAnimator
        /// The whole timing parameters call is replaced by the other class's.
        case timingParameters
    }

    public let call: Call
    /// The bytes the other kind's text goes in place of.
    public let range: Range<Int>

    /// Whether the call at token `index` is assigned to a declaration with a type (`let p: UISpringTimingParameters =`):
    /// the other kind's class would not be that type.
    static func isAnnotated(before index: Int, in tokens: [SwiftTokens.Token]) -> Bool {
        var i = index - 1
        // `UIKit.UISpringTimingParameters(`: the qualified name.
        while i >= 1, tokens[i].text == ".", tokens[i - 1].kind == .identifier { i -= 2 }
        return i >= 2 && tokens[i].text == "=" && tokens[i - 2].text == ":"
    }
}
