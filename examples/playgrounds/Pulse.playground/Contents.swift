//: # Pulse
//: A button that sends out rings: a replicator makes three copies of one ring, each starting a third of the cycle
//: after the one before. Click the button: a card slides up from the bottom (UIKit's default presentation); click
//: the card to dismiss it.
import UIKit
import PlaygroundSupport

final class CardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.98, green: 0.97, blue: 0.94, alpha: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Presented. Click to dismiss."
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20, weight: .semibold)
        label.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        view.addSubview(label)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
    }

    @objc func close() { dismiss(animated: true) }
}

final class PulseViewController: UIViewController {
    let button = UIButton(type: .custom)
    let rings = CAReplicatorLayer()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.07, green: 0.09, blue: 0.14, alpha: 1)

        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 120, height: 120)).cgPath
        ring.fillColor = nil
        ring.strokeColor = #colorLiteral(red: 0.35, green: 0.8, blue: 0.7, alpha: 1).cgColor
        ring.lineWidth = 3
        ring.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
        ring.opacity = 0

        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0.6
        grow.toValue = 2.2
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.9
        fade.toValue = 0
        let pulse = CAAnimationGroup()
        pulse.animations = [grow, fade]
        pulse.duration = 2.4
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.add(pulse, forKey: "pulse")

        rings.addSublayer(ring)
        rings.instanceCount = 3
        rings.instanceDelay = 0.8
        view.layer.addSublayer(rings)

        button.setTitle("Present", for: .normal)
        button.backgroundColor = #colorLiteral(red: 0.35, green: 0.8, blue: 0.7, alpha: 1)
        button.layer.cornerRadius = 36
        button.addTarget(self, action: #selector(presentCard), for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let middle = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        button.frame = CGRect(x: middle.x - 72, y: middle.y - 36, width: 144, height: 72)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        rings.frame = view.bounds
        rings.sublayers?.first?.position = middle
        CATransaction.commit()
    }

    @objc func presentCard() {
        let card = CardViewController()
        card.modalPresentationStyle = .fullScreen
        present(card, animated: true)
    }
}

PlaygroundPage.current.liveView = PulseViewController()
