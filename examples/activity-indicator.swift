// An activity indicator as iOS tutorials write one: a CAReplicatorLayer of shrinking dots, each copy a little
// later and fainter, over a radial CAGradientLayer glow, in a UIView with a shadow.
import UIKit

final class ActivityIndicator: UIView {
    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()
    private let count = 15

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.frame = bounds
        layer.addSublayer(replicator)
        dot.frame = CGRect(x: bounds.midX - 6, y: 8, width: 12, height: 12)
        dot.cornerRadius = 6
        dot.backgroundColor = UIColor.systemTeal.cgColor
        dot.transform = CATransform3DMakeScale(0.01, 0.01, 0.01)
        replicator.addSublayer(dot)
        replicator.instanceCount = count
        replicator.instanceTransform = CATransform3DMakeRotation(CGFloat.pi * 2 / CGFloat(count), 0, 0, 1)
        replicator.instanceDelay = 1.0 / Double(count)
        replicator.instanceAlphaOffset = -0.03
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1
        shrink.toValue = 0.1
        shrink.duration = 1
        shrink.repeatCount = .infinity
        dot.add(shrink, forKey: "shrink")
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 4)
        let gradient = CAGradientLayer()
        gradient.frame = bounds.insetBy(dx: 40, dy: 40)
        gradient.colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

func makeScene(root: UIView) {
    let spinner = ActivityIndicator(frame: CGRect(x: 0, y: 0, width: 160, height: 160))
    spinner.center = root.center
    root.addSubview(spinner)
}
