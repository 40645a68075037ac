import FileOutput
import Foundation
import LayerKit

/// The Fuber splash (tutorial: splash-uber-tutorial): the rippling tile grid and the animated 'U' logo,
/// either looping for ever or, in the "ping" flow, until a simulated API handshake succeeds and the main
/// screen dissolves in.
public final class SplashScene: PlaygroundScene {
    public enum Mode: String, Sendable {
        /// `showSplashViewControllerNoPing()`: the splash loops for ever.
        case loop
        /// `showSplashViewController()`: the splash until the handshake, then the main screen.
        case ping
    }

    public let title = "splash"
    public let size: Size
    public let backgroundColor = Splash.fuberBlue
    public private(set) var tree: LayerTree
    public private(set) var mode: Mode
    /// Seconds from the start of the splash to the simulated handshake's success (ping flow).
    public let handshakeDelay: Double
    private let scale: Double
    private var curves = SplashTimingFunctions()
    private(set) var logo: AnimatedULogo!
    private(set) var grid: TileGrid!
    private var splashLayer: Layer!

    /// - Parameters:
    ///   - scale: the pixel density the tiles' artwork is drawn for (2 for HiDPI).
    public init(size: Size, mode: Mode = .loop, handshakeDelay: Double = 4, scale: Double = 2) {
        self.size = size
        self.mode = mode
        self.handshakeDelay = max(0, handshakeDelay)
        self.scale = scale
        tree = makeStage(size: size, background: Splash.fuberBlue)
        build()
    }

    public func restart() { build() }

    private func build() {
        tree = makeStage(size: size, background: Splash.fuberBlue)
        tree.timingFunctionSlots = curves.slots
        let root = tree.rootLayer
        tree.transaction.withoutActions {
            if mode == .ping { root.addSublayer(MainScreen.layer(size: size)) }
            splashLayer = Layer()
            splashLayer.name = "splashView"
            splashLayer.frame = Rect(origin: .zero, size: size)
            splashLayer.backgroundColor = Splash.fuberBlue
            grid = TileGrid(size: size, scale: scale, curves: curves)
            logo = AnimatedULogo(center: Point(size.width / 2, size.height / 2), curves: curves)
            splashLayer.addSublayer(grid.layer)
            splashLayer.addSublayer(logo.layer)
            root.addSublayer(splashLayer)
        }
        let beginTime = tree.currentTime
        grid.startAnimating(beginTime: beginTime)
        logo.startAnimating(beginTime: beginTime)
        if mode == .ping { scheduleHandshake() }
    }

    /// The handshake "succeeds" after `handshakeDelay`: then the splash fades out over 0.55 s, ease-out, and goes.
    private func scheduleHandshake() {
        let dissolve = BasicAnimation(keyPath: "opacity")
        dissolve.fromValue = 1.0
        dissolve.toValue = 0.0
        dissolve.beginTime = handshakeDelay
        dissolve.duration = Splash.dissolveDuration
        dissolve.timingFunction = TimingFunction(name: .easeOut)
        dissolve.fillMode = .forwards
        dissolve.isRemovedOnCompletion = false
        let splash = splashLayer!
        dissolve.completion = { finished in
            if finished { splash.removeFromSuperlayer() }
        }
        splashLayer.add(dissolve, forKey: "dissolve")
    }

    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] {
        [
            ("circleLayer", ["strokeEnd", "transform"]), ("lineLayer", ["lineWidth", "transform"]),
            ("squareLayer", ["bounds", "backgroundColor"]), ("maskLayer", ["bounds", "cornerRadius"]),
            ("containerLayer", ["transform"]), ("centerTile", ["opacity"]),
            ("tile-1-1", ["opacity", "transform", "position"]),
        ]
    }

    public var controls: [String] { ["M: switch between looping and the ping flow", "R: replay"] }

    public var status: String? {
        statusLine.text(for: mode) {
            mode == .loop ? "looping (M: ping flow)" : "ping flow, handshake at \(NumberText.decimal(handshakeDelay)) s (M: loop)"
        }
    }
    private let statusLine = CachedText<Mode>()

    public func handle(_ action: SceneAction) -> Bool {
        guard action == .key("m") else { return false }
        mode = mode == .loop ? .ping : .loop
        build()
        return true
    }
}
