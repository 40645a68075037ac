// Benchmark: the 96 progress rings of `examples/benchmarks/drawn-rings.swift` as shape layers, each arc's strokeEnd
// animated over the same two seconds.
import UIKit

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.06, green: 0.07, blue: 0.1, alpha: 1)
    let columns = 12, rows = 8
    let bounds = root.bounds
    let cell = CGSize(width: bounds.width / CGFloat(columns), height: bounds.height / CGFloat(rows))
    let radius = min(cell.width, cell.height) / 2 - 12
    let fill = CABasicAnimation(keyPath: "strokeEnd")
    fill.fromValue = 0
    fill.toValue = 1
    fill.duration = 2
    fill.repeatCount = .infinity
    for row in 0..<rows {
        for column in 0..<columns {
            let center = CGPoint(x: cell.width * (CGFloat(column) + 0.5), y: cell.height * (CGFloat(row) + 0.5))
            let disc = CAShapeLayer()
            disc.path = UIBezierPath(ovalIn: CGRect(x: center.x - radius + 6, y: center.y - radius + 6,
                                                    width: 2 * radius - 12, height: 2 * radius - 12)).cgPath
            disc.fillColor = UIColor(red: 0.12, green: 0.16, blue: 0.24, alpha: 1).cgColor
            root.layer.addSublayer(disc)
            let track = CAShapeLayer()
            track.path = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)).cgPath
            track.fillColor = nil
            track.strokeColor = UIColor(white: 1, alpha: 0.15).cgColor
            track.lineWidth = 8
            root.layer.addSublayer(track)
            let arc = CAShapeLayer()
            arc.path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
            arc.fillColor = nil
            arc.strokeColor = UIColor(red: 0.35, green: 0.8, blue: 0.7, alpha: 1).cgColor
            arc.lineWidth = 8
            arc.lineCap = .round
            root.layer.addSublayer(arc)
            arc.add(fill, forKey: "fill")
        }
    }
}
