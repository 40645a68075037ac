import LayerKit

/// The worm loading indicator (tutorial: worm-hud): three round-capped worms (red at the bottom, then
/// yellow, then green) on a path of two joined upper semicircles, each stretching and shrinking with
/// `strokeEnd`/`strokeStart` and stepping left by half the view's width, twice per 2.4 s loop.
final class WormHUD {
    /// Normal (40 pt, line 6) or large (80 pt, line 8).
    enum Style: String {
        case normal, large
        var width: Double { self == .normal ? 40 : 80 }
        var lineWidth: Double { self == .normal ? 6 : 8 }
    }

    static let wormRunTime = 1.2
    static let showHideDuration = 0.6

    let layer = Layer()
    let firstWormShapeLayer = ShapeLayer()
    let secondWormShapeLayer = ShapeLayer()
    let thirdWormShapeLayer = ShapeLayer()
    let style: Style
    /// The stretch curve `(0.42, 0, 1, 0.55)` all worms share: a slot the curve editor can edit.
    let stretchTimingFunction: TimingFunction
    /// The curve of the pop in and the shrink out: `animateKeyframesWithDuration:...options:0` eases the whole
    /// keyframe animation with UIKit's default curve, ease-in-ease-out (the keyframes themselves are linear).
    let showHideTimingFunction: TimingFunction

    static let animationKeys = ["firstWormAnimation", "secondWormAnimation", "thirdWormAnimation"]

    init(style: Style, center: Point, stretchTimingFunction: TimingFunction, showHideTimingFunction: TimingFunction) {
        self.style = style
        self.stretchTimingFunction = stretchTimingFunction
        self.showHideTimingFunction = showHideTimingFunction
        let width = style.width
        layer.name = "wormHUD"
        layer.bounds = Rect(x: 0, y: 0, width: width, height: width)
        layer.position = center
        layer.backgroundColor = Color.black.withAlphaComponent(0.8)
        layer.cornerRadius = 4 * .pi
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0), Color(red: 0, green: 1, blue: 0)]
        let names = ["firstWormShapeLayer", "secondWormShapeLayer", "thirdWormShapeLayer"]
        for (index, worm) in [firstWormShapeLayer, secondWormShapeLayer, thirdWormShapeLayer].enumerated() {
            worm.name = names[index]
            worm.frame = layer.bounds
            worm.path = wormRunLongPath()
            worm.lineWidth = style.lineWidth
            worm.lineCap = .round
            worm.lineJoin = .round
            worm.strokeColor = colors[index]
            worm.fillColor = .clear
            worm.actions = ["strokeStart": .disabled, "strokeEnd": .disabled]
            layer.addSublayer(worm)
        }
    }

    /// Two upper semicircles side by side: the worm shows at most one half of it at a time.
    func wormRunLongPath() -> Path {
        let width = style.width
        let center = Point(width * 9 / 10, width / 2)
        let radius = width / 2 / 2
        var path = Path(arcCenter: center, radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        path.addArc(center: Point(center.x + radius * 2, center.y), radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        return path
    }

    /// Starts the three worms (`firstWormAnimation` ... `thirdWormAnimation`).
    func startWorms() {
        let t = Self.wormRunTime
        firstWormShapeLayer.add(
            baseWormAnimation(
                end1: (0, 0.5, 0.75), start1: (0, 0.5, 0.45, 0.75), end2: (0.5, 1, 0.75, 1.2),
                start2: (0.5, 1, 0.45, 0.75 + t)), forKey: Self.animationKeys[0])
        secondWormShapeLayer.add(
            baseWormAnimation(
                end1: (0.010, 0.5, 0.75), start1: (0, 0.490, 0.70, 0.50),
                end2: (0.5, 1, 0.75, t + 0.15), start2: (0.5, 1, 0.30, 0.15 + 0.75 + t)),
            forKey: Self.animationKeys[1])
        thirdWormShapeLayer.add(
            baseWormAnimation(
                end1: (0.010, 0.5, 0.75), start1: (0, 0.490, 0.90, 0.25),
                end2: (0.5, 1, 0.75, t + 0.15 + 0.20), start2: (0.5, 1, 0.30, 0.15 + 0.75 + t)),
            forKey: Self.animationKeys[2])
    }

    func removeWorms() {
        for (worm, key) in zip([firstWormShapeLayer, secondWormShapeLayer, thirdWormShapeLayer], Self.animationKeys) {
            worm.removeAnimation(forKey: key)
        }
    }

    /// `baseWormAnimationWithEnd1From:...`: stretch (strokeEnd) and shrink (strokeStart) over each half of the
    /// path, and two steps to the left, in one 2.4 s group repeating for ever.
    private func baseWormAnimation(
        end1: (from: Double, to: Double, duration: Double),
        start1: (from: Double, to: Double, duration: Double, begin: Double),
        end2: (from: Double, to: Double, duration: Double, begin: Double),
        start2: (from: Double, to: Double, duration: Double, begin: Double)
    ) -> AnimationGroup {
        func stroke(
            _ keyPath: String, _ from: Double, _ to: Double, _ duration: Double, _ begin: Double, stretch: Bool,
            fill: Bool
        ) -> BasicAnimation {
            let animation = BasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = duration
            animation.beginTime = begin
            animation.timingFunction = stretch ? stretchTimingFunction : TimingFunction(name: .easeInEaseOut)
            if fill { animation.fillMode = .forwards }
            return animation
        }
        let strokeEndAm = stroke("strokeEnd", end1.from, end1.to, end1.duration, 0, stretch: true, fill: true)
        let strokeStartAm = stroke("strokeStart", start1.from, start1.to, start1.duration, start1.begin, stretch: false, fill: true)
        let strokeEndAm2 = stroke("strokeEnd", end2.from, end2.to, end2.duration, end2.begin, stretch: true, fill: true)
        let strokeStartAm2 = stroke("strokeStart", start2.from, start2.to, start2.duration, start2.begin, stretch: false, fill: false)
        let step = -(style.width / 2)
        func translation(_ to: Double, begin: Double) -> BasicAnimation {
            let animation = BasicAnimation(keyPath: "transform.translation.x")
            animation.toValue = to
            animation.timingFunction = TimingFunction(name: .easeOut)
            animation.duration = 1.18
            animation.beginTime = begin
            animation.fillMode = .forwards
            return animation
        }
        let group = AnimationGroup()
        group.animations = [
            strokeEndAm, strokeStartAm, translation(step, begin: 0), strokeEndAm2, strokeStartAm2,
            translation(step * 2, begin: 1.20),
        ]
        group.repeatCount = .infinity
        group.duration = Self.wormRunTime * 2
        return group
    }

    /// The show pop: scale 0.1 → 1.3 → 1 in two equal keyframes over 0.6 s.
    func show() {
        startWorms()
        let pop = KeyframeAnimation(keyPath: "transform.scale")
        pop.values = [0.1, 1.3, 1.0]
        pop.keyTimes = [0, 0.5, 1]
        pop.duration = Self.showHideDuration
        pop.timingFunction = showHideTimingFunction
        layer.add(pop, forKey: "show")
    }

    /// The hide: 1 → 1.2 → 0.1 over 0.6 s, then the worms' animations and the HUD itself are removed.
    func hide(completion: @escaping () -> Void) {
        let shrink = KeyframeAnimation(keyPath: "transform.scale")
        shrink.values = [1.0, 1.2, 0.1]
        shrink.keyTimes = [0, 0.5, 1]
        shrink.duration = Self.showHideDuration
        shrink.timingFunction = showHideTimingFunction
        shrink.fillMode = .forwards
        shrink.isRemovedOnCompletion = false
        shrink.completion = { [weak self] finished in
            guard finished, let self else { return }
            self.removeWorms()
            self.layer.removeFromSuperlayer()
            completion()
        }
        layer.add(shrink, forKey: "hide")
    }
}
