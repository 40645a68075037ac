import Foundation
import Synchronization

/// What code written for a scene reads from its surroundings rather than from its arguments, in one place: the screen
/// it is shown on (`UIScreen.main`), where its named resources are found (`UIImage(named:)`, `Bundle.main`), and, while
/// it runs through `run(on:_:)`, the tree it acts on (`CATransaction`, `CACurrentMediaTime()`) and the mistakes it makes
/// (`RuntimeIssues`). The compatibility modules read `current`; a host installs a scene's environment by running the
/// scene's code through it. Until one is installed the screen is 1280×800 points at scale 1 and resources are looked up
/// in the working directory.
///
/// The environment is the process's: the playground runs each script in a process of its own, and `run(on:_:)` lets one
/// scene's code run at a time (tests build scenes on several threads).
public struct SceneEnvironment: Equatable, Sendable {
    /// The screen's size in points (`UIScreen.main.bounds`).
    public var screenSize: Size
    /// Pixels per point (`UIScreen.main.scale`).
    public var screenScale: Double
    /// Where named images and files are looked up, first to last: a script's folder, or a playground page's
    /// `Resources/` and its bundle's.
    public var resourceFolders: [String]

    public init(
        screenSize: Size = Size(width: 1280, height: 800), screenScale: Double = 1,
        resourceFolders: [String] = [FileManager.default.currentDirectoryPath]
    ) {
        self.screenSize = screenSize
        self.screenScale = screenScale
        self.resourceFolders = resourceFolders
    }

    private static let installed = Mutex(SceneEnvironment())
    /// One scene's code at a time; recursive, because code running for a scene may advance its tree, whose callbacks
    /// are the scene's code too.
    private static let running = NSRecursiveLock()

    /// The environment the compatibility modules read now.
    public static var current: SceneEnvironment {
        get { installed.withLock { $0 } }
        set { installed.withLock { $0 = newValue } }
    }

    /// How many runs are under way on the thread holding `running` (a callback of a scene's code runs inside its run).
    nonisolated(unsafe) private static var nesting = 0

    /// Runs `body` as code of the scene whose tree is `tree`: waits for other scenes' code to finish, installs this
    /// environment (it stays installed afterwards, for the scene's drawing and callbacks), makes `tree` current on this
    /// thread, and returns what `body` returns with the runtime issues it reported. A run inside another (a callback)
    /// puts the outer one's environment and tree back when it ends.
    public func run<Result>(on tree: LayerTree, _ body: () throws -> Result) rethrows -> (result: Result, issues: [String]) {
        Self.running.lock()
        defer { Self.running.unlock() }
        let outer = Self.nesting > 0 ? (environment: Self.current, tree: LayerTree.current) : nil
        Self.nesting += 1
        defer {
            Self.nesting -= 1
            if let outer {
                Self.current = outer.environment
                outer.tree?.makeCurrent()
            }
        }
        // What other code reported before is not this scene's (inside another run, it is the outer run's: kept).
        if outer == nil { _ = RuntimeIssues.take() }
        Self.current = self
        tree.makeCurrent()
        return try RuntimeIssues.collecting(body)
    }
}
