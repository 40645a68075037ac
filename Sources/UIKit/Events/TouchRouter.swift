import Foundation

/// Delivers the mouse to a scene script's views as UIKit delivers a touch: the press goes to the view
/// `hitTest(_:with:)` finds, which gets `touchesBegan`, `touchesMoved` and `touchesEnded` (or `touchesCancelled` once a
/// gesture recognizer takes the touch); the recognizers of that view and of the views around it see the touch first.
/// Points are in the top view's coordinates (the scene's), times in seconds of scene time.
public final class TouchRouter {
    public let root: UIView
    private var touch: UITouch?
    private var recognizers: [UIGestureRecognizer] = []
    /// Whether the view still gets the touch (no recognizer has taken it).
    private var reachesView = true

    public init(root: UIView) {
        self.root = root
    }

    /// A press at `point`; returns whether it reached a view the script added (the top view alone does not count).
    @discardableResult
    public func press(at point: CGPoint, time: TimeInterval) -> Bool {
        if touch != nil { release(at: point, time: time) }
        guard let view = root.hitTest(point, with: nil) else { return false }
        let touch = UITouch(view: view, location: point, time: time)
        self.touch = touch
        reachesView = true
        recognizers = Self.recognizers(from: view)
        for recognizer in recognizers { recognizer.touchBegan(touch) }
        view.touchesBegan([touch], with: UIEvent(touch: touch))
        return view !== root || !recognizers.isEmpty
    }

    /// The pressed mouse moved to `point`; returns whether a touch was in progress.
    @discardableResult
    public func move(to point: CGPoint, time: TimeInterval) -> Bool {
        guard let touch, let view = touch.view else { return false }
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = time
        touch.phase = .moved
        for recognizer in recognizers where recognizer.state != .failed { recognizer.touchMoved(touch) }
        settle(touch, view: view)
        if reachesView { view.touchesMoved([touch], with: UIEvent(touch: touch)) }
        return true
    }

    /// The mouse was released at `point`; returns whether a touch was in progress.
    @discardableResult
    public func release(at point: CGPoint, time: TimeInterval) -> Bool {
        guard let touch else { return false }
        self.touch = nil
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = time
        touch.phase = .ended
        for recognizer in recognizers where recognizer.state != .failed { recognizer.touchEnded(touch) }
        if let view = touch.view {
            settle(touch, view: view)
            if reachesView { view.touchesEnded([touch], with: UIEvent(touch: touch)) }
        }
        recognizers = []
        return true
    }

    /// The earliest scene time at which a recognizer of the touch in progress wants to act if the touch stays (a long
    /// press's), or nil.
    public var nextDeadline: TimeInterval? {
        guard touch != nil else { return nil }
        return recognizers.filter { $0.state != .failed }.compactMap(\.deadline).min()
    }

    /// Tells the recognizers whose deadline is `time` or earlier that the touch stayed until then.
    public func reachDeadlines(at time: TimeInterval) {
        guard let touch, let view = touch.view else { return }
        touch.timestamp = time
        touch.phase = .stationary
        for recognizer in recognizers where recognizer.state != .failed {
            if let deadline = recognizer.deadline, deadline <= time { recognizer.timePassed(touch) }
        }
        settle(touch, view: view)
    }

    /// Whether a press at `point` would reach a gesture recognizer (for the pointer's shape).
    public func isInteractive(at point: CGPoint) -> Bool {
        root.hitTest(point, with: nil).map { !Self.recognizers(from: $0).isEmpty } ?? false
    }

    /// Forgets the targets of every recognizer and control in the views (a selector of a view's own method holds the
    /// view, and the view its recognizers): call it when the scene is discarded.
    public func tearDown() {
        func visit(_ view: UIView) {
            view.dropTouchTargets()
            view.subviews.forEach(visit)
        }
        visit(root)
        touch = nil
        recognizers = []
    }

    /// Once one recognizer has recognized its gesture, the others fail and, if it cancels touches, the view's touch is
    /// cancelled.
    private func settle(_ touch: UITouch, view: UIView) {
        guard let winner = recognizers.first(where: { [.began, .changed, .ended].contains($0.state) }) else { return }
        for recognizer in recognizers where recognizer !== winner { recognizer.fail() }
        if reachesView && winner.cancelsTouchesInView {
            reachesView = false
            touch.phase = .cancelled
            view.touchesCancelled([touch], with: UIEvent(touch: touch))
        }
    }

    /// The enabled recognizers of `view` and the views it is inside, nearest first.
    private static func recognizers(from view: UIView) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let v = current {
            found += (v.gestureRecognizers ?? []).filter(\.isEnabled)
            current = v.superview
        }
        return found
    }
}
