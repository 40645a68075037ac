// Three springs, written the three ways iOS code writes them, to tune by hand: press E, then Shift+Tab to a spring
// (its row starts with ∿). Drag the handle or type the numbers; W writes them back into this file. Click to replay.
import UIKit

func puck(_ color: UIColor, y: CGFloat, in root: UIView) -> UIView {
    let view = UIView(frame: CGRect(x: 60, y: y, width: 56, height: 56))
    view.backgroundColor = color
    view.layer.cornerRadius = 28
    root.addSubview(view)
    return view
}

final class Replay: NSObject {
    var play: () -> Void = {}
    @objc func tapped() { play() }
}
let replay = Replay()

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.07, green: 0.09, blue: 0.13, alpha: 1)
    let end = root.bounds.width - 200
    let pop = puck(.systemTeal, y: root.bounds.midY - 130, in: root)
    let slide = puck(.systemOrange, y: root.bounds.midY - 28, in: root)
    let settle = puck(.systemPink, y: root.bounds.midY + 74, in: root)
    replay.play = {
        // Core Animation's constants.
        let bounce = CASpringAnimation(keyPath: "position.x")
        bounce.fromValue = 88
        bounce.toValue = end + 28
        bounce.mass = 1
        bounce.stiffness = 120
        bounce.damping = 8
        bounce.duration = bounce.settlingDuration
        pop.layer.position.x = end + 28
        pop.layer.add(bounce, forKey: "bounce")
        // UIKit's damping ratio, fitted to the duration.
        slide.center.x = 88
        UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [], animations: {
            slide.center.x = end + 28
        })
        // iOS 17's duration and bounce.
        settle.center.x = 88
        UIView.animate(springDuration: 0.8, bounce: 0.2) {
            settle.center.x = end + 28
        }
    }
    root.addGestureRecognizer(UITapGestureRecognizer(target: replay, action: #selector(Replay.tapped)))
    replay.play()
}
