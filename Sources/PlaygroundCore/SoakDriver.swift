import Foundation
import LayerKit
import Scenes

/// Plays a scene the way a persistent user would, for hours of scene time, so that `playground soak` can watch
/// memory and layer counts: the download started, finished and reset again and again (on the fastest
/// transfer profile), the splash's ping flow run to its dissolve and rebuilt, the ripple clicked, the worm hidden
/// and shown. A scene file is simply played. Steps are 1/60 s of scene time.
@_spi(App) public struct SoakDriver {
    @_spi(App) public let scene: PlaygroundScene
    /// Completed cycles: downloads reset, splash rebuilds, ripple clicks, worm toggles, or 10 s of a scene file.
    @_spi(App) public private(set) var cycles = 0
    /// Scene time played in all, across rebuilds.
    @_spi(App) public private(set) var elapsed = 0.0
    /// Scene time of the current build.
    private var time = 0.0
    private var doneAt: Double?
    private var nextAction = 0.5
    @_spi(App) public static let step = 1.0 / 60

    @_spi(App) public init(scene: PlaygroundScene) {
        self.scene = scene
        if let drip = scene as? DripScene {
            while drip.profileName != "very fast" { _ = drip.handle(.key("t")) }
        }
        if let splash = scene as? SplashScene, splash.mode == .loop { _ = splash.handle(.key("m")) }
    }

    /// Layers in the scene's tree now.
    @_spi(App) public var layerCount: Int {
        var count = 0
        scene.tree.rootLayer.forEachLayer { _ in count += 1 }
        return count
    }

    /// Plays one step, acting first where the user would.
    @_spi(App) public mutating func advance() {
        time += Self.step
        elapsed += Self.step
        switch scene {
        case let drip as DripScene: playDownload(drip)
        case let splash as SplashScene:
            if time > splash.handshakeDelay + 1, splash.tree.rootLayer.sublayer(named: "splashView") == nil {
                splash.restart()
                time = 0
                cycles += 1
                return
            }
        case is RippleScene:
            if time >= nextAction {
                let point = Point(scene.size.width * (0.2 + 0.6 * Double(cycles % 7) / 6), scene.size.height * 0.7)
                _ = scene.handle(.press(point)); _ = scene.handle(.release(point))
                nextAction += 0.5
                cycles += 1
            }
        case is WormScene:
            if time >= nextAction {
                _ = scene.handle(.key("enter"))
                nextAction += 1
                cycles += 1
            }
        default:
            if time >= nextAction {
                nextAction += 10
                cycles += 1
            }
        }
        scene.advance(to: time)
    }

    private mutating func playDownload(_ drip: DripScene) {
        let center = drip.buttonCenter
        func click() { _ = drip.handle(.press(center)); _ = drip.handle(.release(center)) }
        switch drip.state {
        case .idle: click()
        case .done:
            // Reset once the shock wave and the spring back have played.
            if let doneAt, time - doneAt > 4.5 {
                click()
                self.doneAt = nil
                cycles += 1
            } else if doneAt == nil {
                doneAt = time
            }
        default: break
        }
    }
}
