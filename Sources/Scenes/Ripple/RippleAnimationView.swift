import LayerKit

/// `RippleAnimationView` (tutorial: ripple-pulse): `pulsingCount` layers, each a circle that grows to
/// `multiple` times its size while its background and border colours fade, staggered by a third of the
/// 3 s duration, all under the default timing curve.
final class RippleAnimationView {
    static let pulsingCount = 3
    static let animationDuration = 3.0

    /// The layer the pulses are in (the view's `animationLayer`).
    let layer = Layer()
    let pulsingLayers: [Layer]
    /// The pulses' shared timing curve (the tutorial's `kCAMediaTimingFunctionDefault`).
    let timingFunction: TimingFunction

    /// The tutorial's colour steps: pale yellows at half alpha, fading out.
    static let colors = [
        Color(red8: 255, green8: 216, blue8: 87, alpha: 0.5), Color(red8: 255, green8: 231, blue8: 152, alpha: 0.5),
        Color(red8: 255, green8: 241, blue8: 197, alpha: 0.5), Color(red8: 255, green8: 241, blue8: 197, alpha: 0),
    ]

    /// - Parameters:
    ///   - frame: the view's frame; each pulse starts as the circle inscribed in it.
    ///   - multiple: how far a pulse grows (1.423 in the tutorial).
    ///   - bordersOnly: the third variant: no fill, a stronger border.
    init(name: String, frame: Rect, multiple: Double, bordersOnly: Bool, beginTime: Double, timingFunction: TimingFunction) {
        self.timingFunction = timingFunction
        layer.name = name
        layer.frame = frame
        var pulses: [Layer] = []
        for index in 0..<Self.pulsingCount {
            let pulse = Layer()
            pulse.name = "pulsingLayer\(index)"
            pulse.frame = Rect(origin: .zero, size: frame.size)
            pulse.cornerRadius = frame.height / 2
            pulse.borderWidth = bordersOnly ? 2 : 0.5
            pulse.borderColor = bordersOnly ? Color(red8: 50, green8: 171, blue8: 155) : Self.colors[0]
            var animations: [Animation] = [Self.scaleAnimation(multiple: multiple)]
            if !bordersOnly { animations.append(Self.colorAnimation("backgroundColor")) }
            animations.append(bordersOnly ? Self.ringFade() : Self.colorAnimation("borderColor"))
            pulse.add(Self.group(animations, index: index, beginTime: beginTime, timingFunction: timingFunction), forKey: "plulsing")
            layer.addSublayer(pulse)
            pulses.append(pulse)
        }
        pulsingLayers = pulses
    }

    static func scaleAnimation(multiple: Double) -> BasicAnimation {
        let scaleAnimation = BasicAnimation(keyPath: "transform.scale")
        scaleAnimation.fromValue = 1.0
        scaleAnimation.toValue = multiple
        return scaleAnimation
    }

    static func colorAnimation(_ keyPath: String) -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = colors
        animation.keyTimes = [0.3, 0.6, 0.9, 1]
        return animation
    }

    /// For the border-only rings: the teal border fades out as the ring grows.
    static func ringFade() -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: "borderColor")
        let teal = Color(red8: 50, green8: 171, blue8: 155)
        animation.values = [teal, teal.withAlphaComponent(0.6), teal.withAlphaComponent(0)]
        animation.keyTimes = [0, 0.6, 1]
        return animation
    }

    /// `animationGroupAnimations(_:index:)`: 3 s, repeating for ever, started `index` thirds of a cycle late.
    static func group(_ animations: [Animation], index: Int, beginTime: Double, timingFunction: TimingFunction) -> AnimationGroup {
        let animationGroup = AnimationGroup()
        animationGroup.beginTime = beginTime + Double(index) * animationDuration / Double(pulsingCount)
        animationGroup.duration = animationDuration
        animationGroup.repeatCount = .infinity
        animationGroup.animations = animations
        animationGroup.isRemovedOnCompletion = false
        animationGroup.timingFunction = timingFunction
        return animationGroup
    }
}
