// Three coloured discs blended with what is behind them by `compositingFilter`, as iOS code sets it: screen (the
// colours add up to white where all three meet), multiply (they darken to black), and a difference disc that drifts
// across both groups.
// Open it with `playground --scene examples/blend-modes.swift`.
import UIKit

func disc(_ color: UIColor, center: CGPoint, radius: CGFloat, filter: String) -> CALayer {
    let layer = CALayer()
    layer.bounds = CGRect(x: 0, y: 0, width: 2 * radius, height: 2 * radius)
    layer.position = center
    layer.cornerRadius = radius
    layer.backgroundColor = color.cgColor
    layer.compositingFilter = filter
    return layer
}

func makeScene(root: UIView) {
    let width = root.bounds.width, height = root.bounds.height
    root.backgroundColor = .white
    // The screen group sits on black, the multiply group on white.
    let night = CALayer()
    night.frame = CGRect(x: 0, y: 0, width: width / 2, height: height)
    night.backgroundColor = UIColor.black.cgColor
    root.layer.addSublayer(night)
    let radius = min(width / 2, height) * 0.22
    let colours: [(UIColor, UIColor)] = [(.red, .cyan), (.green, .magenta), (.blue, .yellow)]
    for (index, pair) in colours.enumerated() {
        let angle = CGFloat(index) * 2 * .pi / 3 - .pi / 2
        let offset = CGPoint(x: cos(angle) * radius * 0.6, y: sin(angle) * radius * 0.6)
        root.layer.addSublayer(disc(pair.0, center: CGPoint(x: width / 4 + offset.x, y: height / 2 + offset.y),
                                    radius: radius, filter: "screenBlendMode"))
        root.layer.addSublayer(disc(pair.1, center: CGPoint(x: 3 * width / 4 + offset.x, y: height / 2 + offset.y),
                                    radius: radius, filter: "multiplyBlendMode"))
    }
    let drifter = disc(UIColor(white: 1, alpha: 1), center: CGPoint(x: width / 2, y: height / 2),
                       radius: radius * 0.7, filter: "differenceBlendMode")
    root.layer.addSublayer(drifter)
    let drift = CABasicAnimation(keyPath: "position.x")
    drift.fromValue = width * 0.15
    drift.toValue = width * 0.85
    drift.duration = 4
    drift.autoreverses = true
    drift.repeatCount = .infinity
    drift.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    drifter.add(drift, forKey: "drift")
}
