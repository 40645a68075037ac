import Foundation

/// Recognizes a gesture in the touches of its view and the views inside it, and then calls its targets' actions with
/// itself as the sender. Subclasses here: `UITapGestureRecognizer` and `UIPanGestureRecognizer`. A recognizer that
/// recognizes its gesture (`cancelsTouchesInView`, the default) makes the view's touch methods get
/// `touchesCancelled` rather than the rest of the touch; the other recognizers of the touch then fail.
open class UIGestureRecognizer {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture (a tap) is recognized when it ends.
        public static let recognized = State.ended
    }

    public internal(set) var state = State.possible
    /// The view the recognizer is attached to (`addGestureRecognizer(_:)`).
    public internal(set) weak var view: UIView?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    private var targets: [TargetAction] = []
    /// The touch being followed, if any.
    var touch: UITouch?

    /// A recognizer calling `action` on `target` (`#selector(handleTap(_:))`: the script compiler writes it as a
    /// `Selector`). A nil action adds no target.
    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target, action: action) }
    }

    public convenience init() { self.init(target: nil, action: nil) }

    public func addTarget(_ target: Any?, action: Selector) {
        targets.append(TargetAction(target, action))
    }

    /// Removes the actions added for `target` (every target's when nil).
    public func removeTarget(_ target: Any?, action: Selector?) {
        guard let target else { return targets.removeAll() }
        targets.removeAll { $0.target === target as AnyObject }
    }

    /// Where the touch is, in `view`'s coordinates (the top view's when nil); where it ended after the gesture.
    public func location(in view: UIView?) -> CGPoint { touch?.location(in: view) ?? .zero }

    public var numberOfTouches: Int { touch == nil ? 0 : 1 }

    /// Moves to `state` and calls the actions, for the states a gesture reports.
    func enter(_ state: State) {
        self.state = state
        guard state != .failed && state != .possible else { return }
        for entry in targets { entry.send(from: self) }
    }

    /// Forgets the targets (when a scene is discarded: a selector of a view's own method holds the view).
    func dropTargets() { targets.removeAll() }

    // What the touch router tells a recognizer, in this order; subclasses decide the gesture.
    func touchBegan(_ touch: UITouch) {
        self.touch = touch
        state = .possible
    }
    func touchMoved(_ touch: UITouch) {}
    func touchEnded(_ touch: UITouch) {}
    /// When the recognizer wants to hear of the time while the touch stays (`timePassed`), if it does.
    var deadline: TimeInterval? { nil }
    /// The touch has been down until `deadline` (the scene's clock got there).
    func timePassed(_ touch: UITouch) {}
    /// Another recognizer of the touch recognized its gesture first.
    func fail() {
        if state == .possible { state = .failed }
    }
}

/// Recognizes taps: a press and a release within 10 points of it, `numberOfTapsRequired` times in a row (each within
/// 0.35 s of the last and 22 points of the first).
open class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    private var start = CGPoint.zero
    private var taps: [(time: TimeInterval, location: CGPoint)] = []

    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        start = touch.location
        if let last = taps.last, touch.timestamp - last.time > 0.35 || distance(taps[0].location, start) > 22 { taps.removeAll() }
    }

    override func touchMoved(_ touch: UITouch) {
        if state == .possible, distance(touch.location, start) > 10 {
            state = .failed
            taps.removeAll()
        }
    }

    override func touchEnded(_ touch: UITouch) {
        guard state == .possible, distance(touch.location, start) <= 10 else { return }
        taps.append((touch.timestamp, start))
        touch.tapCount = taps.count
        if taps.count >= numberOfTapsRequired {
            taps.removeAll()
            enter(.ended)
        }
    }
}

/// Recognizes a press held for `minimumPressDuration` seconds of scene time within `allowableMovement` points: it
/// begins then, changes as the touch moves, and ends at the release.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration: TimeInterval = 0.5
    public var allowableMovement: CGFloat = 10
    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        start = touch.location
        startTime = touch.timestamp
    }

    override var deadline: TimeInterval? { state == .possible ? startTime + max(minimumPressDuration, 0) : nil }

    override func timePassed(_ touch: UITouch) {
        if state == .possible { enter(.began) }
    }

    override func touchMoved(_ touch: UITouch) {
        switch state {
        case .possible where distance(touch.location, start) > Double(allowableMovement): state = .failed
        case .began, .changed: enter(.changed)
        default: break
        }
    }

    override func touchEnded(_ touch: UITouch) {
        if state == .began || state == .changed { enter(.ended) } else if state == .possible { state = .failed }
    }
}

/// Recognizes a drag: it begins once the touch has moved 10 points, changes with every move and ends at the release.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    private var base = CGPoint.zero
    private var previous: (time: TimeInterval, location: CGPoint) = (0, .zero)
    private var latest: (time: TimeInterval, location: CGPoint) = (0, .zero)

    override func touchBegan(_ touch: UITouch) {
        super.touchBegan(touch)
        base = touch.location
        previous = (touch.timestamp, touch.location)
        latest = previous
    }

    override func touchMoved(_ touch: UITouch) {
        previous = latest
        latest = (touch.timestamp, touch.location)
        switch state {
        case .possible where distance(touch.location, base) >= 10: enter(.began)
        case .began, .changed: enter(.changed)
        default: break
        }
    }

    override func touchEnded(_ touch: UITouch) {
        if state == .began || state == .changed { enter(.ended) }
    }

    /// How far the touch has moved since the gesture's start (or the last `setTranslation`), in `view`'s coordinates.
    public func translation(in view: UIView?) -> CGPoint {
        let a = UITouch.converted(base, to: view), b = UITouch.converted(latest.location, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation so far read as `translation` (code that moves a view by the translation sets it to zero).
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = UITouch.converted(latest.location, to: view)
        let start = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        base = view?.convert(start, to: nil) ?? start
    }

    /// The touch's speed over its last move, in `view`'s points per second of scene time (zero before it moves).
    public func velocity(in view: UIView?) -> CGPoint {
        let dt = latest.time - previous.time
        guard dt > 0 else { return .zero }
        let a = UITouch.converted(previous.location, to: view), b = UITouch.converted(latest.location, to: view)
        return CGPoint(x: Double(b.x - a.x) / dt, y: Double(b.y - a.y) / dt)
    }
}

extension UITouch {
    /// A point in the top view's coordinates, in `view`'s.
    static func converted(_ point: CGPoint, to view: UIView?) -> CGPoint { view?.convert(point, from: nil) ?? point }
}

private func distance(_ a: CGPoint, _ b: CGPoint) -> Double { hypot(Double(a.x - b.x), Double(a.y - b.y)) }
