// The ripple pulse of the seed tutorial (Mervin1024's RippleAnimationView), ported from Objective-C to Swift on
// LayerKit: three circles grow to 1.423 times their size while their colours fade, each a third of the 3 s cycle
// after the one before, all eased by one curve. Open it with `playground --scene examples/ripple-pulse.swift`;
// E edits the "ripple" curve live, and W writes the edited curve back into this file.
import LayerKit

/// The tutorial's `ColorWithAlpha(r, g, b, a)` macro.
func colorWithAlpha(_ r: Int, _ g: Int, _ b: Int, _ a: Double) -> Color { Color(red8: r, green8: g, blue8: b, alpha: a) }

let pulsingCount = 3
let animationDuration = 3.0
let multiple = 1.423
let colors = [colorWithAlpha(255, 216, 87, 0.5), colorWithAlpha(255, 231, 152, 0.5),
              colorWithAlpha(255, 241, 197, 0.5), colorWithAlpha(255, 241, 197, 0)]

/// `kCAMediaTimingFunctionDefault`, as a slot the curve editor can tune.
let ripple = TimingFunction(slot: "ripple", controlPoints: 0.25, 0.1, 0.25, 1.0)

func scaleAnimation() -> BasicAnimation {
    let scaleAnimation = BasicAnimation(keyPath: "transform.scale")
    scaleAnimation.fromValue = 1.0
    scaleAnimation.toValue = multiple
    return scaleAnimation
}

/// A key-frame colour animation, so that the colours do not change linearly.
func colorAnimation(_ keyPath: String) -> KeyframeAnimation {
    let animation = KeyframeAnimation(keyPath: keyPath)
    animation.values = colors
    animation.keyTimes = [0.3, 0.6, 0.9, 1]
    return animation
}

func animationGroup(index: Int) -> AnimationGroup {
    let animationGroup = AnimationGroup()
    // A begin time of 0 means "now" (CACurrentMediaTime()); the others start a third of a cycle apart.
    animationGroup.beginTime = Double(index) * animationDuration / Double(pulsingCount)
    animationGroup.duration = animationDuration
    animationGroup.repeatCount = .infinity
    animationGroup.animations = [scaleAnimation(), colorAnimation("backgroundColor"), colorAnimation("borderColor")]
    animationGroup.isRemovedOnCompletion = false
    animationGroup.timingFunction = ripple
    return animationGroup
}

func pulsingLayer(_ rect: Rect, index: Int) -> Layer {
    let pulsingLayer = Layer()
    pulsingLayer.name = "pulsingLayer\(index)"
    pulsingLayer.borderWidth = 0.5
    pulsingLayer.borderColor = colors[0]
    pulsingLayer.frame = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
    pulsingLayer.cornerRadius = rect.height / 2
    pulsingLayer.add(animationGroup(index: index), forKey: "pulsing")
    return pulsingLayer
}

func makeScene(root: Layer) {
    root.backgroundColor = Color(red8: 250, green8: 250, blue8: 247)
    let side = min(root.bounds.width, root.bounds.height) * 0.45
    let rect = Rect(x: (root.bounds.width - side) / 2, y: (root.bounds.height - side) / 2, width: side, height: side)
    // The RippleAnimationView's `animationLayer`, under a round "avatar" as at the top of the tutorial.
    let animationLayer = Layer()
    animationLayer.name = "animationLayer"
    animationLayer.frame = rect
    for index in 0..<pulsingCount { animationLayer.addSublayer(pulsingLayer(rect, index: index)) }
    root.addSublayer(animationLayer)
    let avatar = Layer()
    avatar.name = "avatar"
    avatar.frame = rect.insetBy(dx: side * 0.12, dy: side * 0.12)
    avatar.cornerRadius = avatar.bounds.width / 2
    avatar.backgroundColor = Color(red8: 255, green8: 196, blue8: 40)
    root.addSublayer(avatar)
}
