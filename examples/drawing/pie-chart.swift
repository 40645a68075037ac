// Core Animation's custom animatable property, as tutorials teach it: a CALayer subclass with an @NSManaged property
// that redraws it (needsDisplay(forKey:)), its own implicit animation (action(forKey:)) and draw(in:). The pie grows to
// a new share every two seconds. Open it with `playground --scene examples/drawing/pie-chart.swift`.
import UIKit
import PlaygroundSupport

class PieLayer: CALayer {
    @NSManaged var share: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(share) || super.needsDisplay(forKey: key)
    }

    override init() {
        super.init()
        contentsScale = UIScreen.main.scale
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let pie = layer as? PieLayer { share = pie.share }
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func action(forKey event: String) -> CAAction? {
        guard event == #keyPath(share) else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = 0.8
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.3, 0.0, 0.2, 1.0)
        return animation
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        ctx.setFillColor(UIColor(white: 1, alpha: 0.1).cgColor)
        ctx.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        ctx.move(to: center)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + .pi * 2 * share, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(#colorLiteral(red: 0.99, green: 0.56, blue: 0.36, alpha: 1).cgColor)
        ctx.fillPath()
    }
}

let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
let pie = PieLayer()
pie.frame = stage.bounds
pie.share = 0.1
stage.layer.addSublayer(pie)

let shares: [CGFloat] = [0.1, 0.65, 0.35, 0.9, 0.5]
var next = 1
func grow() {
    DispatchQueue.scene.asyncAfter(seconds: 2) {
        pie.share = shares[next % shares.count]
        next += 1
        grow()
    }
}
grow()
PlaygroundPage.current.liveView = stage
