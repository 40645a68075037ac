// The playground's host for the tutorial's view, as the tutorial's first picture shows it: the ripple under a round
// avatar (the one file written for the playground; RippleAnimationView.swift beside it is the tutorial's code).
import UIKit

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 250 / 255.0, green: 250 / 255.0, blue: 247 / 255.0, alpha: 1)
    let side = min(root.bounds.width, root.bounds.height) * 0.45

    let rippleView = RippleAnimationView(frame: CGRect(x: 0, y: 0, width: side, height: side))
    rippleView.center = root.center
    root.addSubview(rippleView)

    let avatar = UIView(frame: rippleView.frame.insetBy(dx: side * 0.12, dy: side * 0.12))
    avatar.layer.cornerRadius = avatar.bounds.width / 2
    avatar.backgroundColor = UIColor(red: 1, green: 196 / 255.0, blue: 40 / 255.0, alpha: 1)
    root.addSubview(avatar)
}
