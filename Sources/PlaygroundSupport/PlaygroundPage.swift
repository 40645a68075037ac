import LayerKit
import UIKit

/// The page of a playground that is running (`PlaygroundPage.current`), as Xcode's PlaygroundSupport has it: set
/// `liveView` to a view or a view controller to show it. The window shows a live view as Xcode's live view does: a
/// view at its own frame's size, centred (its origin becomes zero inside its frame); a view controller's view filling
/// the scene (or at its `preferredContentSize` when one is set). A live view larger than the scene (a small window) is
/// scaled down to fit, whole. A page whose code sets no live view still runs, and the window says that it has nothing
/// to show.
///
/// Sendable: one per process; pages build one at a time (`ScriptScene`'s lock), and the scene built reads its live view
/// before the next build starts.
public final class PlaygroundPage: @unchecked Sendable {
    /// The page being run. Pages build one at a time in a process, so there is one.
    public static let current = PlaygroundPage()

    /// What the page shows: a `UIView` or a `UIViewController` (or anything `PlaygroundLiveViewable`). Setting it shows
    /// it at once, in place of the one shown before, and keeps the page running (`needsIndefiniteExecution`), as in Xcode.
    public var liveView: PlaygroundLiveViewable? {
        didSet {
            needsIndefiniteExecution = true
            show(liveView?.playgroundLiveViewRepresentation)
        }
    }

    /// Whether the page keeps running after its last line. A scene always keeps running (its clock is the
    /// timeline's), so this is kept for the code that sets it and changes nothing.
    public var needsIndefiniteExecution = false

    /// Whether the live view should fill the window in Xcode; a scene shows it as set out above either way.
    public var wantsFullScreenLiveView = false

    /// Whether the page's code has called `finishExecution()`.
    public private(set) var isFinished = false

    /// Marks the page finished. In Xcode this stops the playground's process; here the scene keeps what it shows, the
    /// call returns, and the window notes that the page finished.
    public func finishExecution() {
        isFinished = true
        needsIndefiniteExecution = false
        RuntimeIssues.report("the page called finishExecution(): what it shows stays as it is")
    }

    /// The root view of the scene the last run began on.
    private var begunStage: UIView?

    /// The scene's root view a live view goes in: the scene whose code is running (a timer or touch handler of an
    /// earlier scene shows its live view in that scene), else the one the last run began on.
    private var stage: UIView? { (LayerTree.current?.rootLayer.delegate as? UIView) ?? begunStage }

    /// The view holding a live view in its scene's root view (one at a time in each).
    private final class Holder: UIView {}

    private init() {}

    /// Starts a new run of a page on `stage` (the scene's root view). What an earlier run showed stays in its own scene:
    /// scenes built one after another in a process (a rebuild, another page) each keep their live view.
    func begin(on stage: UIView) {
        begunStage = stage
        liveView = nil
        needsIndefiniteExecution = false
        wantsFullScreenLiveView = false
        isFinished = false
    }

    private func show(_ representation: PlaygroundLiveViewRepresentation?) {
        guard let stage else { return }
        for holder in stage.subviews where holder is Holder { holder.removeFromSuperview() }
        guard let representation else { return }
        let holder = Holder(frame: .zero)
        holder.clipsToBounds = true
        UIView.performWithoutAnimation {
            switch representation {
            case .view(let view):
                holder.frame = Self.centred(view.frame.size, in: stage.bounds)
                view.frame = CGRect(origin: .zero, size: holder.frame.size)
                stage.addSubview(holder)
                holder.addSubview(view)
            case .viewController(let controller):
                holder.frame = Self.centred(controller.preferredContentSize, in: stage.bounds)
                stage.addSubview(holder)
                controller.show(in: holder)
            }
            // A live view larger than the scene is shown whole, scaled down about its centre (touches follow it).
            let fit = min(1, stage.bounds.width / max(holder.bounds.width, 1), stage.bounds.height / max(holder.bounds.height, 1))
            if fit < 1 { holder.transform = CGAffineTransform(scaleX: fit, y: fit) }
        }
    }

    /// A frame of `size` centred in `bounds` on whole points; the whole of `bounds` for an empty size.
    private static func centred(_ size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let x = ((bounds.width - size.width) / 2).rounded(.down), y = ((bounds.height - size.height) / 2).rounded(.down)
        return CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width, height: size.height)
    }

    /// Whether a live view is shown.
    var isShowing: Bool { stage?.subviews.contains { $0 is Holder } ?? false }
}

/// What a playground's live view can be.
public protocol PlaygroundLiveViewable {
    var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { get }
}

/// A live view: a view, or a view controller whose view is shown.
public enum PlaygroundLiveViewRepresentation {
    case view(UIView)
    case viewController(UIViewController)
}

extension UIView: PlaygroundLiveViewable {
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .view(self) }
}

extension UIViewController: PlaygroundLiveViewable {
    public var playgroundLiveViewRepresentation: PlaygroundLiveViewRepresentation { .viewController(self) }
}
