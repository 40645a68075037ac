/// How wall-clock time becomes scene time: times a slow-motion factor, or not at all while paused. The scene
/// time itself is the session's (`SceneSession.time`).
@_spi(App) public struct PlaybackClock: Sendable {
    /// The slow-motion factors S cycles through, like the Simulator's Slow Animations.
    static let speeds = [1.0, 0.5, 0.25, 0.1]
    /// One frame at 60 Hz: what an arrow key steps while paused.
    static let frameStep = 1.0 / 60

    @_spi(App) public var isPaused = false
    @_spi(App) public private(set) var speedIndex = 0

    @_spi(App) public init() {}

    @_spi(App) public var speed: Double { Self.speeds[speedIndex] }

    @_spi(App) public mutating func cycleSpeed() { speedIndex = (speedIndex + 1) % Self.speeds.count }

    /// Sets the speed to the one of `speeds` nearest `speed`.
    @_spi(App) public mutating func setSpeed(_ speed: Double) {
        speedIndex = Self.speeds.indices.min { abs(Self.speeds[$0] - speed) < abs(Self.speeds[$1] - speed) } ?? 0
    }

    /// The scene seconds that `realSeconds` of wall-clock time make (0 while paused).
    @_spi(App) public func sceneSeconds(forRealSeconds realSeconds: Double) -> Double {
        guard !isPaused, realSeconds > 0, realSeconds.isFinite else { return 0 }
        return realSeconds * speed
    }
}
