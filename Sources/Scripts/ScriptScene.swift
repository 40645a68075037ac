import Foundation
import LayerKit
import Scenes
import UIKit

/// A scene built by a script's `makeScene(root:)`: the root layer is sized to the scene, and the script adds
/// sublayers and animations to it as a tutorial's view code does. Curves made with
/// `TimingFunction(slot:controlPoints:)` are the scene's slots in the curve editor. When the script builds views
/// (`makeScene(root: UIView)`), clicks and drags reach them as touches (`TouchRouter`).
public final class ScriptScene: PlaygroundScene {
    public let title: String
    public let size: Size
    public let backgroundColor = ScriptScene.background
    /// The colour behind every script's layers.
    public static let background = Color(red8: 16, green8: 24, blue8: 32)
    public private(set) var tree: LayerTree
    public let library: ScriptLibrary
    public private(set) var warnings: [String] = []
    /// The mouse as touches, for a script that builds views.
    private var touches: TouchRouter?

    public init(library: ScriptLibrary, title: String, size: Size) {
        self.library = library
        self.title = title
        self.size = size
        tree = makeStage(size: size)
        build()
    }

    public func restart() { build() }

    deinit { touches?.tearDown() }

    private func build() {
        touches?.tearDown()
        tree = makeStage(size: size)
        tree.springSlotNames = library.springSlotNames
        warnings = []
        runScriptCode {
            let root = tree.rootLayer
            // As in a tutorial's setup code, building the scene does not animate: the layers are new.
            var slots: [(name: String, function: TimingFunction)] = []
            tree.transaction.withoutActions { slots = library.makeScene(root: root) }
            tree.timingFunctionSlots = slots
            touches = (root.delegate as? UIView).map(TouchRouter.init(root:))
        }
    }

    /// Runs the script's code (its build, its touch handlers) in its scene's environment (`SceneEnvironment`: this tree,
    /// its screen, its folder for `UIImage(named:)`); what the code gets wrong (`RuntimeIssues`) joins the warnings, the
    /// newest few kept.
    private func runScriptCode<Result>(_ body: () -> Result) -> Result {
        let environment = SceneEnvironment(
            screenSize: size, screenScale: Double(UIScreen.scriptScale), resourceFolders: library.resourceFolders)
        let (result, issues) = environment.run(on: tree, body)
        if !issues.isEmpty { warnings = Array((warnings + issues).suffix(Self.keptWarnings)) }
        return result
    }

    /// Moves the clock to `time`, stopping on the way where a held touch is due to be recognized (a long press), so that
    /// it happens at its own moment whatever the frame rate, and when replayed.
    public func advance(to time: Double) {
        // Each deadline is met once; the bound keeps the loop finite whatever a handler does.
        var remaining = 16
        while remaining > 0, let touches, let due = touches.nextDeadline, due <= time {
            remaining -= 1
            tree.advance(to: max(due, tree.currentTime))
            runScriptCode { touches.reachDeadlines(at: due) }
        }
        // The clock's callbacks run without waiting for other scenes' code (a script built in the background, in the
        // same process, must not hold frames up); the environment installed for this scene stays.
        let found = RuntimeIssues.collecting { tree.advance(to: time) }.issues
        if !found.isEmpty { warnings = Array((warnings + found).suffix(Self.keptWarnings)) }
    }

    /// How many warnings a scene keeps, the newest (the banner shows up to six lines).
    static let keptWarnings = 20

    /// Presses, drags and releases go to the script's views; returns whether a view the script added (or a gesture
    /// recognizer) got the press, or a touch was in progress for a drag or release. Mistakes the handlers make join
    /// the warnings.
    public func handle(_ action: SceneAction) -> Bool {
        if case .activation(let active) = action {
            runScriptCode { UIApplication.shared.sceneDidChangeActivation(active) }
            return false
        }
        guard let touches else { return false }
        let time = tree.currentTime
        return runScriptCode {
            switch action {
            case .press(let point): touches.press(at: CGPoint(point), time: time)
            case .drag(_, let to): touches.move(to: CGPoint(to), time: time)
            case .release(let point): touches.release(at: CGPoint(point), time: time)
            case .scroll, .key, .activation: false
            }
        }
    }

    public func isInteractive(at point: Point) -> Bool { touches?.isInteractive(at: CGPoint(point)) ?? false }

    public var controls: [String] { touches == nil ? [] : ["click, drag: touches for the script's views"] }

    /// The key paths each named layer's animations animate (a `transform.*` key path as the whole `transform`).
    public var animatedKeyPaths: [(layer: String, keyPaths: [String])] {
        var found: [(layer: String, keyPaths: [String])] = []
        tree.rootLayer.forEachLayer { layer in
            guard let name = layer.name, layer !== tree.rootLayer else { return }
            let keys = reportedKeyPaths(of: layer.animationEntries.map(\.animation))
            if !keys.isEmpty { found.append((name, keys)) }
        }
        return found
    }
}
