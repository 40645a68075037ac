import LayerKit

/// A scroll view's motion after a release or `setContentOffset(_:animated:)`, as a closed form of the time since it
/// began, moved on the scene clock's frames (so the same instant shows the same offset at any frame rate): an
/// exponential deceleration (UIKit's: the speed keeps `decelerationRate` of itself per millisecond), a critically damped
/// spring onto a page or back inside an edge, or an ease-in-out of a fixed duration.
final class ScrollMotion {
    private enum Kind {
        case decelerate(start: CGPoint, velocity: CGPoint, rate: Double)
        case spring(start: CGPoint, velocity: CGPoint, target: CGPoint)
        case ease(start: CGPoint, target: CGPoint, duration: Double)
    }

    private weak var scrollView: UIScrollView?
    private weak var tree: LayerTree?
    private let kind: Kind
    private let startTime: Double
    private var callback: Int?
    private let animated: Bool

    /// The spring's angular frequency: settled within about half a second.
    static let springFrequency = 12.0

    /// After a release at `velocity`, toward `target` (the deceleration's rest, clamped, or a page).
    init(scrollView: UIScrollView, from start: CGPoint, velocity: CGPoint, to target: CGPoint, paging: Bool) {
        let rate = Double(min(max(scrollView.decelerationRate.rawValue, 0.5), 0.9999))
        let reach = 1 / (1000 * log(1 / rate))
        let free = CGPoint(x: start.x + velocity.x * reach, y: start.y + velocity.y * reach)
        let inside = scrollView.clamped(start) == start
        if !paging && inside && abs(free.x - target.x) < 0.5 && abs(free.y - target.y) < 0.5 {
            kind = .decelerate(start: start, velocity: velocity, rate: rate)
        } else {
            kind = .spring(start: start, velocity: velocity, target: target)
        }
        animated = false
        (self.scrollView, startTime) = (scrollView, LayerTree.current?.currentTime ?? 0)
        begin()
    }

    /// `setContentOffset(_:animated:)`.
    init(scrollView: UIScrollView, to target: CGPoint, duration: Double) {
        kind = .ease(start: scrollView.contentOffset, target: target, duration: duration)
        animated = true
        (self.scrollView, startTime) = (scrollView, LayerTree.current?.currentTime ?? 0)
        begin()
    }

    private func begin() {
        guard let tree = LayerTree.current else { return finish() }
        self.tree = tree
        callback = tree.addFrameCallback { [weak self] time in self?.step(to: time) }
    }

    func stop() {
        if let callback { tree?.removeFrameCallback(callback) }
        callback = nil
    }

    private func finish() {
        stop()
        scrollView?.motionEnded(animated: animated)
    }

    private func step(to time: Double) {
        guard let scrollView else { return stop() }
        let t = max(time - startTime, 0)
        let (offset, done) = position(at: t)
        scrollView.contentOffset = offset
        if done { finish() }
    }

    /// The offset `t` seconds in, and whether the motion has come to rest.
    private func position(at t: Double) -> (CGPoint, Bool) {
        switch kind {
        case .decelerate(let start, let velocity, let rate):
            // v(t) = v₀ · r^(1000 t); x(t) = x₀ + v₀ (1 − r^(1000 t)) / (1000 ln(1/r)).
            let kept = pow(rate, 1000 * t)
            let reach = (1 - kept) / (1000 * log(1 / rate))
            let speed = hypot(Double(velocity.x), Double(velocity.y)) * kept
            return (CGPoint(x: start.x + velocity.x * reach, y: start.y + velocity.y * reach), speed < 1)
        case .spring(let start, let velocity, let target):
            let w = Self.springFrequency
            let decay = exp(-w * t)
            func axis(_ x0: Double, _ v0: Double, _ goal: Double) -> (Double, Double) {
                let d = x0 - goal
                let x = goal + (d + (v0 + w * d) * t) * decay
                let v = (v0 - (v0 + w * d) * w * t) * decay
                return (x, v)
            }
            let (x, vx) = axis(Double(start.x), Double(velocity.x), Double(target.x))
            let (y, vy) = axis(Double(start.y), Double(velocity.y), Double(target.y))
            let resting = abs(x - Double(target.x)) < 0.25 && abs(y - Double(target.y)) < 0.25 && hypot(vx, vy) < 5
            return (resting ? target : CGPoint(x: x, y: y), resting)
        case .ease(let start, let target, let duration):
            let p = duration > 0 ? min(t / duration, 1) : 1
            let eased = p < 0.5 ? 2 * p * p : 1 - pow(-2 * p + 2, 2) / 2
            return (CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased), p >= 1)
        }
    }
}
