import LayerKit

/// The worm HUD (tutorial: worm-hud) over a page of content, shown at scene start with its pop. Click or
/// Enter hides it (and, once hidden, shows it again); M switches the normal and large styles. The page is
/// shown enlarged (a zoom on the whole stage) so the 40 pt HUD can be studied; all sizes inside are the
/// tutorial's.
public final class WormScene: PlaygroundScene {
    public let title = "worm"
    public let size: Size
    public let backgroundColor = Color(red8: 34, green8: 38, blue8: 46)
    public private(set) var tree: LayerTree
    public private(set) var isShowing = false
    public private(set) var isHiding = false
    private(set) var style = WormHUD.Style.normal
    private(set) var hud: WormHUD?
    private var stage = Layer()
    /// The worms' stretch curve, a slot for the curve editor.
    let stretchTimingFunction = TimingFunction(controlPoints: 0.42, 0.0, 1.0, 0.55)
    /// UIKit's default curve of a keyframe animation whose options say nothing.
    let showHideTimingFunction = TimingFunction(name: .easeInEaseOut)
    /// Page size in points (a phone screen) and its on-screen zoom.
    static let pageSize = Size(width: 320, height: 480)
    let zoom: Double

    public init(size: Size) {
        self.size = size
        // The page fits the space given (smaller than life in a small window), with a margin.
        zoom = max(0.25, min(size.width / Self.pageSize.width, size.height / Self.pageSize.height) * 0.92)
        tree = makeStage(size: size)
        build()
    }

    public func restart() { build() }

    private func build() {
        tree = makeStage(size: size)
        stage = Layer()
        style = .normal
        hud = nil
        isShowing = false
        isHiding = false
        tree.timingFunctionSlots = [
            ("wormStretchTimingFunction", stretchTimingFunction), ("showHideTimingFunction", showHideTimingFunction),
        ]
        tree.transaction.withoutActions {
            stage.name = "contentView"
            stage.bounds = Rect(origin: .zero, size: Self.pageSize)
            stage.position = Point(size.width / 2, size.height / 2)
            stage.transform = Transform3DMakeScale(zoom, zoom, 1)
            stage.backgroundColor = Color(red8: 246, green8: 246, blue8: 248)
            stage.cornerRadius = 18
            stage.masksToBounds = true
            ContentBackdrop.populate(stage)
            tree.rootLayer.addSublayer(stage)
        }
        show()
    }

    /// `startLodingWormHUD`: add the HUD in the middle of the page, start the worms, pop it in.
    func show() {
        let hud = WormHUD(
            style: style, center: Point(Self.pageSize.width / 2, Self.pageSize.height / 2),
            stretchTimingFunction: stretchTimingFunction, showHideTimingFunction: showHideTimingFunction)
        tree.transaction.withoutActions { stage.addSublayer(hud.layer) }
        hud.show()
        self.hud = hud
        isShowing = true
    }

    /// `endLodingWormHUD`: shrink it away, then remove the worm animations and the HUD.
    func hide() {
        guard let hud, isShowing, !isHiding else { return }
        isHiding = true
        hud.hide { [weak self] in
            self?.isShowing = false
            self?.isHiding = false
            self?.hud = nil
        }
    }

    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] {
        [
            ("firstWormShapeLayer", ["strokeStart", "strokeEnd", "transform"]),
            ("secondWormShapeLayer", ["strokeStart", "strokeEnd", "transform"]),
            ("thirdWormShapeLayer", ["strokeStart", "strokeEnd", "transform"]), ("wormHUD", ["transform"]),
        ]
    }

    public var controls: [String] { ["click or Enter: hide / show the HUD", "M: normal (40 pt) / large (80 pt) style"] }

    public var status: String? {
        statusLine.text(for: (style == .normal ? 4 : 0) + (isHiding ? 2 : 0) + (isShowing ? 1 : 0)) {
            "\(style == .normal ? "normal 40 pt" : "large 80 pt") HUD, \(isHiding ? "hiding" : isShowing ? "showing" : "hidden")"
        }
    }
    private let statusLine = CachedText<Int>()

    public func isInteractive(at point: Point) -> Bool { true }

    public func handle(_ action: SceneAction) -> Bool {
        switch action {
        case .press, .key("enter"):
            if isShowing { hide() } else { show() }
            return true
        case .key("m"):
            style = style == .normal ? .large : .normal
            if let hud {
                hud.removeWorms()
                hud.layer.removeFromSuperlayer()
                self.hud = nil
                isHiding = false
            }
            show()
            return true
        default:
            return false
        }
    }
}

/// A page for the HUD to sit on: a title bar and a few list rows.
enum ContentBackdrop {
    static func populate(_ page: Layer) {
        let width = page.bounds.width
        let bar = Layer()
        bar.name = "navigationBar"
        bar.frame = Rect(x: 0, y: 0, width: width, height: 64)
        bar.backgroundColor = Color(red8: 50, green8: 171, blue8: 155)
        bar.addSublayer(
            TextLayer(
                "Inbox", frame: Rect(x: 0, y: 28, width: width, height: 28), fontSize: 20, color: .white,
                alignment: .center, name: "navigationTitle"))
        page.addSublayer(bar)
        for row in 0..<6 {
            let y = 84 + Double(row) * 64
            let avatar = Layer()
            avatar.name = "rowAvatar\(row)"
            avatar.frame = Rect(x: 16, y: y, width: 40, height: 40)
            avatar.cornerRadius = 20
            avatar.backgroundColor = Color(red8: 200, green8: 204, blue8: 212)
            let line = Layer()
            line.name = "rowText\(row)"
            line.frame = Rect(x: 68, y: y + 6, width: width * 0.55, height: 10)
            line.cornerRadius = 5
            line.backgroundColor = Color(red8: 180, green8: 184, blue8: 194)
            let line2 = Layer()
            line2.name = "rowDetail\(row)"
            line2.frame = Rect(x: 68, y: y + 24, width: width * 0.35, height: 8)
            line2.cornerRadius = 4
            line2.backgroundColor = Color(red8: 214, green8: 217, blue8: 224)
            for layer in [avatar, line, line2] { page.addSublayer(layer) }
        }
    }
}
