// A progress ring drawn in draw(_:) with Core Graphics, redrawn every frame by a display link: the arc, its track, a
// gradient fill inside and the percentage as text. Open it with `playground --scene examples/drawing/progress-ring.swift`.
import UIKit
import PlaygroundSupport

final class RingView: UIView {
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 18

        // The inside: a radial gradient, clipped to the disc.
        context.saveGState()
        context.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        context.clip()
        let colors = [#colorLiteral(red: 0.16, green: 0.2, blue: 0.3, alpha: 1).cgColor, #colorLiteral(red: 0.08, green: 0.1, blue: 0.15, alpha: 1).cgColor]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: nil)!
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center, endRadius: radius, options: [])
        context.restoreGState()

        // The track and the arc, from the top, clockwise on screen.
        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        track.lineWidth = 14
        UIColor(white: 1, alpha: 0.12).setStroke()
        track.stroke()
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                               endAngle: -.pi / 2 + .pi * 2 * progress, clockwise: true)
        arc.lineWidth = 14
        arc.lineCapStyle = .round
        #colorLiteral(red: 0.35, green: 0.8, blue: 0.7, alpha: 1).setStroke()
        arc.stroke()

        let text = "\(Int((progress * 100).rounded())) %"
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 34), .foregroundColor: UIColor.white]
        let size = text.size(withAttributes: attributes)
        text.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

final class Driver: NSObject {
    let ring: RingView
    let start = CACurrentMediaTime()
    init(ring: RingView) { self.ring = ring }

    @objc func step(_ link: CADisplayLink) {
        // Three seconds to fill, a second full, then again.
        let t = (link.timestamp - start).truncatingRemainder(dividingBy: 4)
        ring.progress = CGFloat(min(t / 3, 1))
    }
}

let ring = RingView(frame: CGRect(x: 0, y: 0, width: 260, height: 260))
ring.backgroundColor = .clear
let driver = Driver(ring: ring)
CADisplayLink(target: driver, selector: #selector(Driver.step(_:))).add(to: .main, forMode: .default)
PlaygroundPage.current.liveView = ring
