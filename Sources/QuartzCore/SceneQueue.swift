import LayerKit
import Synchronization

/// Work scheduled on the scene clock: the twin of `DispatchQueue.main` for scene scripts (`DispatchQueue.scene`).
/// Calls on `DispatchQueue.scene` run at their moment of scene time, in the window and headless alike, and are
/// replayed when the scene is scrubbed; a script's `DispatchQueue.main.asyncAfter` is compiled to come here too
/// (`sceneAfter`). A block runs after the animation events due before it, with the clock at its own time.
///
/// Sendable: one per process, as `DispatchQueue.main` is. The work goes to the calling thread's current tree; the
/// counter that names it is behind a lock.
public final class SceneQueue: Sendable {
    fileprivate static let shared = SceneQueue()
    private let counter = Mutex(0)

    /// Runs `work` at the next moment of scene time (the next frame).
    public func async(execute work: @escaping () -> Void) { schedule(after: 0, work) }

    /// Runs `work` once `deadline − .now()` seconds of scene time have passed, the delay taken to the millisecond
    /// (the time between making the deadline and this call is not counted).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        let nanoseconds = Double(deadline.uptimeNanoseconds) - Double(DispatchTime.now().uptimeNanoseconds)
        schedule(after: (nanoseconds / 1e6).rounded() / 1e3, work)
    }

    /// Runs `work` after `seconds` of scene time.
    public func asyncAfter(seconds: Double, execute work: @escaping () -> Void) { schedule(after: seconds, work) }

    /// An empty animation on the scene's root layer whose completion runs the work: the layer tree fires it at its
    /// exact time, in order with every other event. With no scene (outside a script) the work runs at once.
    private func schedule(after seconds: Double, _ work: @escaping () -> Void) {
        guard let tree = LayerTree.current else { return work() }
        let timer = PropertyAnimation(keyPath: nil)
        timer.duration = max(seconds.isFinite ? seconds : 0, 1e-9)
        timer.completion = { finished in if finished { work() } }
        let number = counter.withLock { count in
            count += 1
            return count
        }
        tree.rootLayer.add(timer, forKey: "DispatchQueue.scene-\(number)")
    }
}

extension DispatchQueue {
    /// The scene clock's queue (see `SceneQueue`): change `DispatchQueue.main` to `DispatchQueue.scene` in a script for
    /// delayed work that pauses, slows down and replays with the scene.
    public static var scene: SceneQueue { SceneQueue.shared }
}
