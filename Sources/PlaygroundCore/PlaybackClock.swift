/// Scene time under the user's control: real time times a slow-motion factor, paused, stepped or scrubbed.
public struct PlaybackClock: Sendable {
    /// The slow-motion factors S cycles through, like the Simulator's Slow Animations.
    public static let speeds = [1.0, 0.5, 0.25, 0.1]
    /// One frame at 60 Hz: what an arrow key steps while paused.
    public static let frameStep = 1.0 / 60

    public var time = 0.0
    public var isPaused = false
    public private(set) var speedIndex = 0

    public init() {}

    public var speed: Double { Self.speeds[speedIndex] }

    public mutating func cycleSpeed() { speedIndex = (speedIndex + 1) % Self.speeds.count }

    /// Advances scene time by `realSeconds` of wall-clock time (nothing while paused).
    public mutating func tick(realSeconds: Double) {
        guard !isPaused, realSeconds > 0, realSeconds.isFinite else { return }
        time += realSeconds * speed
    }
}
