import LayerKit

/// The pulse (tutorial: ripple-pulse), in the tutorial's three variants side by side: pulses under a solid
/// round avatar, a point-like pulse (a tiny frame and a large multiple), and border-only rings. A click
/// anywhere drops a one-shot point pulse there, removed when it finishes.
public final class RippleScene: PlaygroundScene {
    public let title = "ripple"
    public let size: Size
    public let backgroundColor = Color(red8: 250, green8: 248, blue8: 243)
    public private(set) var tree: LayerTree
    /// The pulses' curve (default: Core Animation's `default`), a slot the curve editor can edit.
    let rippleTimingFunction = TimingFunction(name: .default)
    private(set) var views: [RippleAnimationView] = []
    private var dropCount = 0
    /// Drops still on screen.
    public private(set) var liveDrops = 0

    public static let multiple = 1.423
    static let avatarSize = 120.0
    static let pointSize = 8.0
    static let pointMultiple = 18.0

    public init(size: Size) {
        self.size = size
        tree = makeStage(size: size)
        build()
    }

    public func restart() { build() }

    private func build() {
        tree = makeStage(size: size)
        dropCount = 0
        liveDrops = 0
        tree.timingFunctionSlots = [("rippleTimingFunction", rippleTimingFunction)]
        let third = size.width / 3
        let y = size.height / 2
        let avatar = Self.avatarSize
        tree.transaction.withoutActions {
            let avatarPulse = RippleAnimationView(
                name: "avatarRipple",
                frame: Rect(x: third / 2 - avatar / 2, y: y - avatar / 2, width: avatar, height: avatar),
                multiple: Self.multiple, bordersOnly: false, beginTime: 0, timingFunction: rippleTimingFunction)
            // The solid round view on top of its pulses (an avatar).
            let face = Layer()
            face.name = "avatar"
            face.frame = avatarPulse.layer.frame
            face.cornerRadius = avatar / 2
            face.backgroundColor = Color(red8: 244, green8: 179, blue8: 56)
            face.borderWidth = 4
            face.borderColor = .white
            face.addSublayer(
                TextLayer(
                    "CA", frame: Rect(x: 0, y: avatar / 2 - 28, width: avatar, height: 56), fontSize: 44,
                    color: .white, alignment: .center, name: "initials"))

            let point = Self.pointSize
            let pointPulse = RippleAnimationView(
                name: "pointRipple",
                frame: Rect(x: 1.5 * third - point / 2, y: y - point / 2, width: point, height: point),
                multiple: Self.pointMultiple, bordersOnly: false, beginTime: 0, timingFunction: rippleTimingFunction)
            let dot = Layer()
            dot.name = "pointDot"
            dot.frame = pointPulse.layer.frame
            dot.cornerRadius = point / 2
            dot.backgroundColor = Color(red8: 239, green8: 106, blue8: 84)

            let rings = RippleAnimationView(
                name: "ringRipple",
                frame: Rect(x: 2.5 * third - avatar / 2, y: y - avatar / 2, width: avatar, height: avatar),
                multiple: Self.multiple, bordersOnly: true, beginTime: 0, timingFunction: rippleTimingFunction)
            views = [avatarPulse, pointPulse, rings]
            for layer in [avatarPulse.layer, face, pointPulse.layer, dot, rings.layer] { tree.rootLayer.addSublayer(layer) }
            for (index, caption) in ["under a solid view", "point-like", "border only"].enumerated() {
                tree.rootLayer.addSublayer(
                    TextLayer(
                        caption, frame: Rect(x: Double(index) * third, y: y + avatar * 0.95, width: third, height: 24),
                        fontSize: 16, color: Color(red8: 90, green8: 90, blue8: 100), alignment: .center,
                        name: "caption\(index)"))
            }
        }
    }

    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] {
        [
            ("pulsingLayer0", ["transform", "backgroundColor", "borderColor"]),
            ("pulsingLayer1", ["transform", "backgroundColor", "borderColor"]),
            ("pulsingLayer2", ["transform", "backgroundColor", "borderColor"]),
        ]
    }

    public var controls: [String] { ["click: drop a one-shot pulse at the pointer"] }

    public var status: String? {
        statusLine.text(for: liveDrops) { liveDrops > 0 ? "\(liveDrops) pulse\(liveDrops == 1 ? "" : "s") dropped" : nil }
    }
    private let statusLine = CachedText<Int>()

    public func isInteractive(at point: Point) -> Bool { true }

    public func handle(_ action: SceneAction) -> Bool {
        guard case .press(let point) = action else { return false }
        dropPulse(at: point)
        return true
    }

    /// One pulse cycle of the point-like kind at `point`; the layer goes when it finishes.
    func dropPulse(at point: Point) {
        dropCount += 1
        let size = Self.pointSize
        let drop = Layer()
        drop.name = "drop\(dropCount)"
        let root = tree.rootLayer
        tree.transaction.withoutActions {
            drop.frame = Rect(x: point.x - size / 2, y: point.y - size / 2, width: size, height: size)
            drop.cornerRadius = size / 2
            drop.borderWidth = 0.5
            drop.borderColor = RippleAnimationView.colors[0]
            root.addSublayer(drop)
        }
        let group = AnimationGroup()
        group.animations = [
            RippleAnimationView.scaleAnimation(multiple: Self.pointMultiple),
            RippleAnimationView.colorAnimation("backgroundColor"), RippleAnimationView.colorAnimation("borderColor"),
        ]
        group.duration = RippleAnimationView.animationDuration
        group.timingFunction = rippleTimingFunction
        liveDrops += 1
        group.completion = { [weak self] _ in
            drop.removeFromSuperlayer()
            self?.liveDrops -= 1
        }
        drop.add(group, forKey: "pulse")
    }
}
