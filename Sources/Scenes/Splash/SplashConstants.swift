import LayerKit

/// The Fuber splash's numbers, from the tutorial and REFERENCE.md (names as in the original code).
enum Splash {
    static let kAnimationDuration = 3.0
    static let kAnimationDurationDelay = 0.5
    static let kAnimationTimeOffset = 0.35 * kAnimationDuration
    static let startTimeOffset = 0.7 * kAnimationDuration
    static let kRippleDelayMultiplier = 0.0006666
    static let kRippleMagnitudeMultiplier = 0.025
    static let rippleAnimationKeyTimes = [0, 0.61, 0.7, 0.887, 1]

    static let fuberBlue = Color(red8: 15, green8: 78, blue8: 101)
    static let fuberLightBlue = Color(red8: 77, green8: 181, blue8: 217)

    /// Logo geometry (points).
    static let logoSize = 90.0
    static let radius = 37.5
    static let squareLayerLength = 21.0

    /// The tile grid's container in the original (a phone screen's worth of tiles), and our tile edge.
    static let containerSize = Size(width: 630, height: 990)
    static let tileEdge = 90.0
    /// The container's zoom starts at 0.75: it must still cover the screen then.
    static let minimumContainerScale = 0.75

    /// How long the cross-dissolve to the main screen takes in the "ping" flow.
    static let dissolveDuration = 0.55
}

/// The splash's named timing curves: slots the curve editor can re-shape while the splash runs.
struct SplashTimingFunctions {
    let strokeEndTimingFunction = TimingFunction(controlPoints: 1.00, 0.0, 0.35, 1.0)
    let squareLayerTimingFunction = TimingFunction(controlPoints: 0.25, 0.0, 0.20, 1.0)
    let circleLayerTimingFunction = TimingFunction(controlPoints: 0.65, 0.0, 0.40, 1.0)
    let fadeInSquareTimingFunction = TimingFunction(controlPoints: 0.15, 0.0, 0.85, 1.0)
    let tileTimingFunction = TimingFunction(controlPoints: 0.25, 0.0, 0.2, 1.0)
    let containerTimingFunction = TimingFunction(controlPoints: 0.6, 0.0, 0.15, 1.0)

    var slots: [(name: String, function: TimingFunction)] {
        [
            ("strokeEndTimingFunction", strokeEndTimingFunction), ("squareLayerTimingFunction", squareLayerTimingFunction),
            ("circleLayerTimingFunction", circleLayerTimingFunction), ("fadeInSquareTimingFunction", fadeInSquareTimingFunction),
            ("tileTimingFunction", tileTimingFunction), ("containerTimingFunction", containerTimingFunction),
        ]
    }
}
