// Benchmark: 96 progress rings drawn by one layer's draw(in:), its custom animatable `progress` redrawn every frame.
// `examples/benchmarks/shape-rings.swift` shows the same shapes as shape layers; `docs/performance.md` compares them.
import UIKit

// Made once, as drawing code keeps its colours: a colour made in draw(in:) is an object made every frame.
private let discColor = UIColor(red: 0.12, green: 0.16, blue: 0.24, alpha: 1).cgColor
private let trackColor = UIColor(white: 1, alpha: 0.15).cgColor
private let arcColor = UIColor(red: 0.35, green: 0.8, blue: 0.7, alpha: 1).cgColor

final class RingsLayer: CALayer {
    @NSManaged var progress: CGFloat

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let columns = 12, rows = 8
        let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
        let radius = min(cell.width, cell.height) / 2 - 12
        ctx.setLineWidth(8)
        ctx.setLineCap(.round)
        for row in 0..<rows {
            for column in 0..<columns {
                let center = CGPoint(x: cell.width * (CGFloat(column) + 0.5), y: cell.height * (CGFloat(row) + 0.5))
                ctx.setFillColor(discColor)
                ctx.fillEllipse(in: CGRect(x: center.x - radius + 6, y: center.y - radius + 6, width: 2 * radius - 12, height: 2 * radius - 12))
                ctx.setStrokeColor(trackColor)
                ctx.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
                ctx.setStrokeColor(arcColor)
                ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
                ctx.strokePath()
            }
        }
    }
}

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.06, green: 0.07, blue: 0.1, alpha: 1)
    let rings = RingsLayer()
    rings.frame = root.bounds
    rings.contentsScale = UIScreen.main.scale
    root.layer.addSublayer(rings)
    let fill = CABasicAnimation(keyPath: "progress")
    fill.fromValue = 0
    fill.toValue = 1
    fill.duration = 2
    fill.repeatCount = .infinity
    rings.add(fill, forKey: "fill")
}
