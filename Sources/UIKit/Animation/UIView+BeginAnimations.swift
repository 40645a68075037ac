import Foundation
import LayerKit

/// UIKit's first animation API, before blocks: `beginAnimations(_:context:)`, settings, changes, then
/// `commitAnimations()`. The changes animate as in a block with the settings made before them (a duration of 0.2 s and
/// the ease-in-ease-out curve unless set). The stop selector (`setAnimationDidStop(_:)`) takes three arguments, which a
/// selector here cannot, so code that sets one is left to the compiler's message.
extension UIView {
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        guard let transaction = LayerTree.current?.transaction else { return }
        transaction.begin()
        let context = ViewAnimationContext(duration: 0.2, delay: 0, timing: .curve(AnimationOptions.curveEaseInOut.timingFunction))
        ViewAnimationContext.stack.append(context)
        oldStyleDepth.value += 1
    }

    public class func commitAnimations() {
        guard oldStyleDepth.value > 0, let transaction = LayerTree.current?.transaction else { return }
        oldStyleDepth.value -= 1
        ViewAnimationContext.stack.removeLast()
        transaction.commit()
    }

    public class func setAnimationDuration(_ duration: TimeInterval) { oldStyleContext?.duration = max(duration, 0) }
    public class func setAnimationDelay(_ delay: TimeInterval) { oldStyleContext?.delay = max(delay, 0) }

    public class func setAnimationCurve(_ curve: AnimationCurve) {
        let option: AnimationOptions =
            switch curve {
            case .easeInOut: .curveEaseInOut
            case .easeIn: .curveEaseIn
            case .easeOut: .curveEaseOut
            case .linear: .curveLinear
            }
        oldStyleContext?.timing = .curve(option.timingFunction)
    }

    public class func setAnimationRepeatCount(_ count: Float) { oldStyleContext?.repeatCount = count }
    public class func setAnimationRepeatAutoreverses(_ autoreverses: Bool) { oldStyleContext?.autoreverses = autoreverses }
    /// Accepted: animations here always start from what is on screen.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    /// Accepted; see the notes above on the stop selector.
    public class func setAnimationDelegate(_ delegate: Any?) {}

    /// Whether changes inside animation blocks animate (set false to make them at once).
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsDisabled.value = !enabled }
    public class var areAnimationsEnabled: Bool { !animationsDisabled.value }

    /// The innermost `beginAnimations` block, if the innermost block is one.
    private static var oldStyleContext: ViewAnimationContext? { oldStyleDepth.value > 0 ? ViewAnimationContext.current : nil }
    private static let oldStyleDepth = ThreadLocal<Int> { 0 }
    static let animationsDisabled = ThreadLocal<Bool> { false }
}
