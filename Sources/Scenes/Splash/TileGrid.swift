import Foundation
import LayerKit
import Raster

/// The rippling tile grid (`TileGridView`): a clipping layer filling the screen, holding one container
/// of tiles that zooms in each loop while the tiles fade and ripple outward from the centre tile.
final class TileGrid {
    let layer = Layer()
    let containerLayer = Layer()
    private(set) var tiles: [[Layer]] = []
    private(set) var centerTile: Layer!
    private let curves: SplashTimingFunctions

    init(size: Size, scale: Double, curves: SplashTimingFunctions) {
        self.curves = curves
        layer.name = "tileGridView"
        layer.frame = Rect(origin: .zero, size: size)
        layer.masksToBounds = true

        // The original's 630 x 990 container covers a phone screen even at its 0.75 zoom; on a larger screen it
        // grows so that it still does.
        let minimum = Splash.minimumContainerScale
        let containerSize = Size(
            width: max(Splash.containerSize.width, (size.width / minimum).rounded(.up)),
            height: max(Splash.containerSize.height, (size.height / minimum).rounded(.up)))
        containerLayer.name = "containerLayer"
        containerLayer.bounds = Rect(origin: .zero, size: containerSize)
        containerLayer.position = Point(size.width / 2, size.height / 2)
        layer.addSublayer(containerLayer)

        let edge = Splash.tileEdge
        let image = TileArtwork.image(scale: scale)
        // Edge to edge, an odd count each way so that one tile's centre is the container's centre.
        func count(_ length: Double) -> Int {
            let n = Int(((length - edge / 2) / edge).rounded(.up))
            return n % 2 == 0 ? n + 1 : n
        }
        let columns = count(containerSize.width), rows = count(containerSize.height)
        let center = Point(containerSize.width / 2, containerSize.height / 2)
        for row in 0..<rows {
            var line: [Layer] = []
            for column in 0..<columns {
                let tile = Layer()
                tile.bounds = Rect(x: 0, y: 0, width: edge, height: edge)
                tile.position = Point(center.x + Double(column - columns / 2) * edge, center.y + Double(row - rows / 2) * edge)
                tile.contents = image
                tile.contentsScale = scale
                let isCenter = row == rows / 2 && column == columns / 2
                tile.name = isCenter ? "centerTile" : "tile-\(row)-\(column)"
                if isCenter { centerTile = tile }
                containerLayer.addSublayer(tile)
                line.append(tile)
            }
            tiles.append(line)
        }
        // The centre tile in front, carrying the wordmark.
        centerTile.zPosition = 1
        // `generateLogoLabel()`: "F", nine spaces, "BER", sized to fit, 31 pt right of the tile's middle, so the
        // animated 'U' logo fills the gap and the screen reads "F[U]BER".
        let label = TextLayer()
        label.name = "wordmark"
        label.string = "F         BER"
        label.fontSize = 50
        label.foregroundColor = .white
        label.alignmentMode = .center
        label.sizeToFit()
        label.position = Point(edge / 2 + 31, edge / 2)
        centerTile.addSublayer(label)
    }

    var rowCount: Int { tiles.count }
    var columnCount: Int { tiles.first?.count ?? 0 }

    /// `startAnimatingWithBeginTime(_:)`: the container's zoom, then each tile's fade and ripple, delayed and
    /// pushed outward in proportion to its distance from the centre tile.
    func startAnimating(beginTime: Double) {
        let linear = TimingFunction(name: .linear)
        let keyframe = KeyframeAnimation(keyPath: "transform.scale")
        keyframe.timingFunctions = [linear, curves.containerTimingFunction, linear]
        keyframe.repeatCount = .infinity
        keyframe.duration = Splash.kAnimationDuration
        keyframe.isRemovedOnCompletion = false
        keyframe.keyTimes = [0.0, 0.45, 0.887, 1.0]
        keyframe.values = [0.75, 0.75, 1.0, 1.0]
        keyframe.beginTime = beginTime
        keyframe.timeOffset = Splash.kAnimationTimeOffset
        containerLayer.add(keyframe, forKey: "scale")

        for (row, line) in tiles.enumerated() {
            for (column, tile) in line.enumerated() {
                let distance = distanceFromCenterTile(tile)
                let vector = normalizedVectorFromCenterTile(tile) * (Splash.kRippleMagnitudeMultiplier * distance)
                let onOuterRing = row == 0 || column == 0 || row == rowCount - 1 || column == columnCount - 1
                startAnimating(
                    tile, beginTime: beginTime, rippleDelay: Splash.kRippleDelayMultiplier * distance,
                    rippleOffset: vector, shouldEnableRipple: !onOuterRing)
            }
        }
    }

    func distanceFromCenterTile(_ tile: Layer) -> Double { tile.position.distance(to: centerTile.position) }

    func normalizedVectorFromCenterTile(_ tile: Layer) -> Point {
        let length = distanceFromCenterTile(tile)
        guard length != 0 else { return .zero }
        return (tile.position - centerTile.position) * (1 / length)
    }

    /// `TileView.startAnimatingWithDuration(_:beginTime:rippleDelay:rippleOffset:)`.
    private func startAnimating(_ tile: Layer, beginTime: Double, rippleDelay: Double, rippleOffset: Point, shouldEnableRipple: Bool) {
        let timingFunction = curves.tileTimingFunction
        let linearFunction = TimingFunction(name: .linear)
        let easeOutFunction = TimingFunction(name: .easeOut)
        let easeInOutTimingFunction = TimingFunction(name: .easeInEaseOut)
        let duration = Splash.kAnimationDuration
        var animations: [Animation] = []
        if shouldEnableRipple {
            let scaleAnimation = KeyframeAnimation(keyPath: "transform.scale")
            scaleAnimation.values = [1, 1, 1.05, 1, 1]
            scaleAnimation.keyTimes = Splash.rippleAnimationKeyTimes
            scaleAnimation.timingFunctions = [linearFunction, timingFunction, timingFunction, linearFunction]
            scaleAnimation.beginTime = 0.0
            scaleAnimation.duration = duration
            animations.append(scaleAnimation)

            let positionAnimation = KeyframeAnimation(keyPath: "position")
            positionAnimation.duration = duration
            positionAnimation.timingFunctions = [linearFunction, timingFunction, timingFunction, linearFunction]
            positionAnimation.keyTimes = Splash.rippleAnimationKeyTimes
            positionAnimation.values = [Point.zero, Point.zero, rippleOffset, Point.zero, Point.zero]
            positionAnimation.isAdditive = true
            animations.append(positionAnimation)
        }
        let opacityAnimation = KeyframeAnimation(keyPath: "opacity")
        opacityAnimation.duration = duration
        opacityAnimation.timingFunctions = [easeInOutTimingFunction, timingFunction, timingFunction, easeOutFunction, linearFunction]
        opacityAnimation.keyTimes = [0.0, 0.61, 0.7, 0.767, 0.95, 1.0]
        opacityAnimation.values = [0.0, 1.0, 0.45, 0.6, 0.0, 0.0]
        animations.append(opacityAnimation)

        let groupAnimation = AnimationGroup()
        groupAnimation.repeatCount = .infinity
        groupAnimation.fillMode = .backwards
        groupAnimation.duration = duration
        groupAnimation.beginTime = beginTime + rippleDelay
        groupAnimation.isRemovedOnCompletion = false
        groupAnimation.animations = animations
        groupAnimation.timeOffset = Splash.kAnimationTimeOffset
        tile.add(groupAnimation, forKey: "ripple")
    }
}
