import LayerKit

/// What kind of timing a provider gives (`UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// Timing for a property animator (`UITimingCurveProvider`): a cubic curve or a spring.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve (`UICubicTimingParameters`): one of UIKit's curves or two control points.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    /// The curve, a slot of the editor named by the line that makes it.
    let timingFunction: TimingFunction

    /// Ease in and out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        timingFunction = UIView.AnimationOptions.curve(UInt(curve.rawValue) << 16)
        let points = timingFunction.controlPoints
        controlPoint1 = CGPoint(x: points.x1, y: points.y1)
        controlPoint2 = CGPoint(x: points.x2, y: points.y2)
        super.init()
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint, fileID: String = #fileID, line: Int = #line) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        timingFunction = TimingFunction(
            controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y), fileID: fileID, line: line)
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing (`UISpringTimingParameters`). With a damping ratio the spring is fitted to the animator's duration,
/// as `UIViewPropertyAnimator(duration:dampingRatio:)` does; with mass, stiffness and damping, or with iOS 17's duration
/// and bounce, the spring's own physics set how long it lasts (its settling duration) and the animator's duration is
/// not used, as in UIKit. Only `initialVelocity.dx` is used (the velocity of the change, in units of its distance per
/// second). Each is a spring slot of the editor, named by the line that makes it.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Spring {
        case dampingRatio(Double)
        case physics(SpringConstants, SpringSlot.Form)
    }

    public let initialVelocity: CGVector
    let spring: Spring
    let origin: SpringSlot.Origin

    /// A damping ratio of 4.56 and no initial velocity, UIKit's default.
    public override convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    public convenience init(dampingRatio ratio: CGFloat, fileID: String = #fileID, line: Int = #line) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0), fileID: fileID, line: line)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector, fileID: String = #fileID, line: Int = #line) {
        initialVelocity = velocity
        spring = .dampingRatio(ratio.isFinite ? max(Double(ratio), 0) : 1)
        origin = SpringSlot.Origin(fileID: fileID, line: line, form: .dampingRatio)
        super.init()
    }

    public init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector, fileID: String = #fileID, line: Int = #line
    ) {
        initialVelocity = velocity
        spring = .physics(
            SpringConstants(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx)),
            .constants)
        origin = SpringSlot.Origin(fileID: fileID, line: line, form: .constants)
        super.init()
    }

    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector, fileID: String = #fileID, line: Int = #line) {
        initialVelocity = velocity
        spring = .physics(SpringConstants(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx)), .perceptual)
        origin = SpringSlot.Origin(fileID: fileID, line: line, form: .perceptual)
        super.init()
    }

    public convenience init(duration: TimeInterval, bounce: CGFloat, fileID: String = #fileID, line: Int = #line) {
        self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0), fileID: fileID, line: line)
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The timing of an animation asked to last `duration`, and how long it lasts.
    func timing(forDuration duration: Double) -> (timing: ViewAnimationContext.Timing, duration: Double) {
        switch spring {
        case .dampingRatio(let ratio):
            let constants = SpringConstants(dampingRatio: ratio, settlingIn: duration, initialVelocity: Double(initialVelocity.dx))
            return (.spring(constants, origin: origin), duration)
        case .physics(let constants, _):
            return (.spring(constants, origin: origin), constants.settlingDuration)
        }
    }
}

extension UITimingCurveProvider {
    /// The timing an animation asked to last `duration` gets from this provider, and how long it lasts.
    func timing(forDuration duration: Double) -> (timing: ViewAnimationContext.Timing, duration: Double) {
        if let spring = springTimingParameters { return spring.timing(forDuration: duration) }
        if let cubic = cubicTimingParameters { return (.curve(cubic.timingFunction), duration) }
        return (.curve(TimingFunction(name: .easeInEaseOut)), duration)
    }
}
