// UIKit Dynamics as a playground page writes it: cards fall under gravity and pile up inside the view's bounds, a ball
// bounces, a lamp swings on a rigid attachment (its cord drawn in the behavior's action), and a tap snaps the green
// card to the point tapped.
// Open it with `playground --scene examples/dynamics.swift`; the motion is the same when slowed down or scrubbed.
import UIKit
import PlaygroundSupport

final class Ball: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

let view = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 360))
view.backgroundColor = #colorLiteral(red: 0.96, green: 0.95, blue: 0.92, alpha: 1)

let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue]
let cards = colors.enumerated().map { index, color -> UIView in
    let card = UIView(frame: CGRect(x: 150 + index * 30, y: 20 + index * 10, width: 90, height: 50))
    card.backgroundColor = color
    card.layer.cornerRadius = 8
    card.transform = CGAffineTransform(rotationAngle: CGFloat(index) * 0.35 - 0.7)
    view.addSubview(card)
    return card
}

let ball = Ball(frame: CGRect(x: 60, y: 40, width: 44, height: 44))
ball.backgroundColor = .systemPurple
ball.layer.cornerRadius = 22
view.addSubview(ball)

let lamp = UIView(frame: CGRect(x: 390, y: 120, width: 36, height: 36))
lamp.backgroundColor = .darkGray
view.addSubview(lamp)

let animator = UIDynamicAnimator(referenceView: view)
animator.addBehavior(UIGravityBehavior(items: cards + [ball, lamp]))

let collision = UICollisionBehavior(items: cards + [ball])
collision.translatesReferenceBoundsIntoBoundary = true
animator.addBehavior(collision)

let bouncy = UIDynamicItemBehavior(items: [ball])
bouncy.elasticity = 0.8
animator.addBehavior(bouncy)

let rough = UIDynamicItemBehavior(items: cards)
rough.friction = 0.6
rough.elasticity = 0.2
animator.addBehavior(rough)

// The lamp hangs from a rigid cord, drawn again after every step of the simulation.
let anchor = CGPoint(x: 330, y: 30)
let cord = CAShapeLayer()
cord.strokeColor = UIColor.darkGray.cgColor
cord.lineWidth = 2
view.layer.insertSublayer(cord, at: 0)
let swing = UIAttachmentBehavior(item: lamp, attachedToAnchor: anchor)
swing.action = {
    let path = UIBezierPath()
    path.move(to: anchor)
    path.addLine(to: lamp.center)
    // Without this, each new path would start an implicit animation from the one before, and the cord would lag.
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    cord.path = path.cgPath
    CATransaction.commit()
}
animator.addBehavior(swing)

final class Tapper: NSObject {
    var snap: UISnapBehavior?

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        if let snap { animator.removeBehavior(snap) }
        let snap = UISnapBehavior(item: cards[3], snapTo: recognizer.location(in: view))
        animator.addBehavior(snap)
        self.snap = snap
    }
}

let tapper = Tapper()
view.addGestureRecognizer(UITapGestureRecognizer(target: tapper, action: #selector(Tapper.tapped(_:))))

PlaygroundPage.current.liveView = view
