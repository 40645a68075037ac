import Foundation
import LayerKit

/// The animated 'U' logo (`AnimatedULogoView`): a stroked circle that draws itself in, a line that sweeps
/// round with it, a square in the middle, all collapsed at the end of each loop by the mask.
final class AnimatedULogo {
    let layer = Layer()
    let circleLayer = ShapeLayer()
    let lineLayer = ShapeLayer()
    let squareLayer = ShapeLayer()
    let maskLayer = ShapeLayer()
    private let curves: SplashTimingFunctions

    init(center: Point, curves: SplashTimingFunctions) {
        self.curves = curves
        let radius = Splash.radius
        layer.name = "animatedULogoView"
        layer.bounds = Rect(x: 0, y: 0, width: Splash.logoSize, height: Splash.logoSize)
        layer.position = center
        // The sublayers sit around (0, 0): with the anchor at the top-left corner, that is the view's centre.
        layer.anchorPoint = .zero

        circleLayer.name = "circleLayer"
        circleLayer.path = Path(arcCenter: .zero, radius: radius / 2, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        circleLayer.lineWidth = radius
        circleLayer.strokeColor = .white
        circleLayer.fillColor = .clear

        lineLayer.name = "lineLayer"
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: Point(0, -radius))
        lineLayer.path = line
        lineLayer.lineWidth = 5
        lineLayer.strokeColor = Splash.fuberBlue
        lineLayer.fillColor = nil

        squareLayer.name = "squareLayer"
        squareLayer.frame = Rect(
            x: -Splash.squareLayerLength / 2, y: -Splash.squareLayerLength / 2,
            width: Splash.squareLayerLength, height: Splash.squareLayerLength)
        squareLayer.cornerRadius = 1.5
        squareLayer.backgroundColor = Splash.fuberBlue
        squareLayer.fillColor = nil

        maskLayer.name = "maskLayer"
        maskLayer.frame = Rect(x: -radius, y: -radius, width: radius * 2, height: radius * 2)
        maskLayer.cornerRadius = radius
        maskLayer.backgroundColor = .white
        maskLayer.fillColor = nil

        layer.mask = maskLayer
        layer.addSublayer(circleLayer)
        layer.addSublayer(lineLayer)
        layer.addSublayer(squareLayer)
    }

    /// `startAnimating()`: every group loops for ever from `beginTime`, starting `startTimeOffset` into its loop.
    func startAnimating(beginTime: Double) {
        animateMaskLayer(beginTime)
        animateCircleLayer(beginTime)
        animateLineLayer(beginTime)
        animateSquareLayer(beginTime)
    }

    private var kAnimationDuration: Double { Splash.kAnimationDuration }
    private var kAnimationDurationDelay: Double { Splash.kAnimationDurationDelay }
    private var collapseKeyTimes: [Double] { [0.0, 1.0 - kAnimationDurationDelay / kAnimationDuration, 1.0] }

    private func loopingGroup(_ animations: [Animation], beginTime: Double) -> AnimationGroup {
        let group = AnimationGroup()
        group.animations = animations
        group.repeatCount = .infinity
        group.duration = kAnimationDuration
        group.beginTime = beginTime
        group.timeOffset = Splash.startTimeOffset
        group.isRemovedOnCompletion = false
        return group
    }

    private var startingTransform: Transform3D {
        Transform3DScale(Transform3DMakeRotation(-Double.pi / 4, 0, 0, 1), 0.25, 0.25, 1)
    }

    private func animateCircleLayer(_ beginTime: Double) {
        let strokeEndAnimation = KeyframeAnimation(keyPath: "strokeEnd")
        strokeEndAnimation.timingFunction = curves.strokeEndTimingFunction
        strokeEndAnimation.duration = kAnimationDuration - kAnimationDurationDelay
        strokeEndAnimation.values = [0.0, 1.0]
        strokeEndAnimation.keyTimes = [0.0, 1.0]

        let transformAnimation = BasicAnimation(keyPath: "transform")
        transformAnimation.timingFunction = curves.strokeEndTimingFunction
        transformAnimation.duration = kAnimationDuration - kAnimationDurationDelay
        transformAnimation.fromValue = startingTransform
        transformAnimation.toValue = Transform3DIdentity

        circleLayer.add(loopingGroup([strokeEndAnimation, transformAnimation], beginTime: beginTime), forKey: "looping")
    }

    private func animateLineLayer(_ beginTime: Double) {
        let lineWidthAnimation = KeyframeAnimation(keyPath: "lineWidth")
        lineWidthAnimation.values = [0.0, 5.0, 0.0]
        lineWidthAnimation.timingFunctions = [curves.strokeEndTimingFunction, curves.circleLayerTimingFunction]
        lineWidthAnimation.duration = kAnimationDuration
        lineWidthAnimation.keyTimes = collapseKeyTimes

        let transformAnimation = KeyframeAnimation(keyPath: "transform")
        transformAnimation.timingFunctions = [curves.strokeEndTimingFunction, curves.circleLayerTimingFunction]
        transformAnimation.duration = kAnimationDuration
        transformAnimation.keyTimes = collapseKeyTimes
        transformAnimation.values = [startingTransform, Transform3DIdentity, Transform3DMakeScale(0.15, 0.15, 1.0)]

        lineLayer.add(loopingGroup([lineWidthAnimation, transformAnimation], beginTime: beginTime), forKey: "looping")
    }

    private func animateSquareLayer(_ beginTime: Double) {
        let length = Splash.squareLayerLength
        let b1 = Rect(x: 0, y: 0, width: 2.0 / 3.0 * length, height: 2.0 / 3.0 * length)
        let b2 = Rect(x: 0, y: 0, width: length, height: length)
        let boundsAnimation = KeyframeAnimation(keyPath: "bounds")
        boundsAnimation.values = [b1, b2, Rect.zero]
        boundsAnimation.timingFunctions = [curves.fadeInSquareTimingFunction, curves.squareLayerTimingFunction]
        boundsAnimation.duration = kAnimationDuration
        boundsAnimation.keyTimes = collapseKeyTimes

        let backgroundColorAnimation = BasicAnimation(keyPath: "backgroundColor")
        backgroundColorAnimation.fromValue = Color.white
        backgroundColorAnimation.toValue = Splash.fuberBlue
        backgroundColorAnimation.timingFunction = curves.squareLayerTimingFunction
        backgroundColorAnimation.fillMode = .both
        backgroundColorAnimation.beginTime = kAnimationDurationDelay * 2.0 / kAnimationDuration
        backgroundColorAnimation.duration = kAnimationDuration / (kAnimationDuration - kAnimationDurationDelay)

        squareLayer.add(loopingGroup([boundsAnimation, backgroundColorAnimation], beginTime: beginTime), forKey: "looping")
    }

    private func animateMaskLayer(_ beginTime: Double) {
        let radius = Splash.radius, length = Splash.squareLayerLength
        let boundsAnimation = BasicAnimation(keyPath: "bounds")
        boundsAnimation.fromValue = Rect(x: 0, y: 0, width: radius * 2, height: radius * 2)
        boundsAnimation.toValue = Rect(x: 0, y: 0, width: 2.0 / 3.0 * length, height: 2.0 / 3.0 * length)
        boundsAnimation.duration = kAnimationDurationDelay
        boundsAnimation.beginTime = kAnimationDuration - kAnimationDurationDelay
        boundsAnimation.timingFunction = curves.circleLayerTimingFunction

        let cornerRadiusAnimation = BasicAnimation(keyPath: "cornerRadius")
        cornerRadiusAnimation.beginTime = kAnimationDuration - kAnimationDurationDelay
        cornerRadiusAnimation.duration = kAnimationDurationDelay
        cornerRadiusAnimation.fromValue = radius
        cornerRadiusAnimation.toValue = 2.0
        cornerRadiusAnimation.timingFunction = curves.circleLayerTimingFunction

        let group = loopingGroup([boundsAnimation, cornerRadiusAnimation], beginTime: beginTime)
        group.fillMode = .both
        maskLayer.add(group, forKey: "looping")
    }
}
