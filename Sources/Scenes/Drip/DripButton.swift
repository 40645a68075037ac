import Foundation
import LayerKit
import Raster

/// The "drip into a river" download button's layers (tutorial: drip-downloader-button): the ring, the
/// download arrow, the progress disc, the checkmark, and the droplets flying in from the outer ring.
final class DripButton {
    static let diameter = 150.0
    static let color = Color(red8: 50, green8: 171, blue8: 155)
    static let dropletRadius = 8.0
    static let dropletDuration = 2.0
    /// Droplets start on a ring this many button radii from the centre.
    static let spawnCoefficient = 2.0

    let layer = Layer()
    let arrowLayer = ShapeLayer()
    let progressLayer = Layer()
    let checkmarkLayer = ShapeLayer()
    let waveLayer = Layer()
    let percentLayer = TextLayer()
    let droplets = Layer()
    let center: Point
    var radius: Double { Self.diameter / 2 }

    init(center: Point) {
        self.center = center
        let d = Self.diameter, w = d
        layer.name = "dripButton"
        layer.bounds = Rect(x: 0, y: 0, width: d, height: d)
        layer.position = center
        layer.cornerRadius = d / 2
        layer.borderWidth = 3
        layer.borderColor = Self.color

        droplets.name = "droplets"
        droplets.frame = layer.bounds

        waveLayer.name = "shockWave"
        waveLayer.frame = layer.bounds
        waveLayer.cornerRadius = d / 2
        waveLayer.backgroundColor = Self.color
        waveLayer.opacity = 0

        progressLayer.name = "progressLayer"
        progressLayer.frame = layer.bounds
        progressLayer.cornerRadius = d / 2
        progressLayer.backgroundColor = Self.color
        progressLayer.transform = Transform3DMakeScale(0, 0, 1)

        arrowLayer.name = "arrowLayer"
        arrowLayer.frame = layer.bounds
        var arrow = Path()
        arrow.move(to: Point(w / 2, w / 3)); arrow.addLine(to: Point(w / 2, 2 * w / 3))
        arrow.move(to: Point(w / 3, w / 2)); arrow.addLine(to: Point(w / 2, 2 * w / 3)); arrow.addLine(to: Point(2 * w / 3, w / 2))
        arrowLayer.path = arrow
        arrowLayer.strokeColor = Self.color
        arrowLayer.fillColor = nil
        arrowLayer.lineWidth = 3
        arrowLayer.lineCap = .round
        arrowLayer.lineJoin = .round

        checkmarkLayer.name = "checkmarkLayer"
        checkmarkLayer.frame = layer.bounds
        var tick = Path()
        tick.move(to: Point(w * 0.3, w * 0.52)); tick.addLine(to: Point(w * 0.44, w * 0.66)); tick.addLine(to: Point(w * 0.71, w * 0.38))
        checkmarkLayer.path = tick
        checkmarkLayer.strokeColor = .white
        checkmarkLayer.fillColor = nil
        checkmarkLayer.lineWidth = 8
        checkmarkLayer.lineCap = .round
        checkmarkLayer.lineJoin = .round
        checkmarkLayer.opacity = 0

        percentLayer.name = "percentLabel"
        percentLayer.frame = Rect(x: -50, y: d + 24, width: d + 100, height: 30)
        percentLayer.fontSize = 20
        percentLayer.alignmentMode = .center
        percentLayer.foregroundColor = Color(red8: 200, green8: 210, blue8: 214)

        // The seed adds each droplet to the button's own layer as it spawns, so droplets are drawn above the rest.
        for sublayer in [waveLayer, progressLayer, arrowLayer, checkmarkLayer, percentLayer, droplets] { layer.addSublayer(sublayer) }
    }

    /// `calcBeginPoint`: a random point on the spawn ring, in the button's coordinates.
    func spawnPoint(_ random: inout SeededRandom) -> Point {
        let angle = random.unit() * 2 * .pi
        let distance = radius * Self.spawnCoefficient
        return Point(radius + distance * cos(angle), radius + distance * sin(angle))
    }

    /// `calcControlPoint:and:random:`: the quadratic curve's control point between the droplet (O2) and the
    /// centre (O1), off the middle of the line by half its length / k; the sign of k picks one of the two
    /// mirror paths.
    static func controlPoint(_ o1: Point, _ o2: Point, mirrored: Bool) -> Point {
        let middle = Point((o1.x + o2.x) / 2, (o1.y + o2.y) / 2)
        var k = middle.distance(to: o1) / 40
        if mirrored { k = -k }
        guard k != 0 else { return middle }
        return Point((o1.y - o2.y) / 2 / k + (o1.x + o2.x) / 2, -((o1.x - o2.x) / 2 / k - (o1.y + o2.y) / 2))
    }
}
