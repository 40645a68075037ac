import UIKit

/// A welcome screen written the way view-animation tutorials write them: a heading slides in, cards spring up one
/// after another, the button breathes, and the logo wiggles with a keyframe animation.
class WelcomeView: UIView {

    let heading = UILabel()
    let logo = UIView()
    let button = UIView()
    var cards: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.11, green: 0.13, blue: 0.2, alpha: 1.0)

        heading.text = "Welcome aboard"
        heading.font = UIFont.boldSystemFont(ofSize: 34)
        heading.textColor = .white
        heading.sizeToFit()
        heading.center = CGPoint(x: bounds.midX, y: 90)
        addSubview(heading)

        logo.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        logo.center = CGPoint(x: bounds.midX, y: 170)
        logo.backgroundColor = .systemOrange
        logo.layer.cornerRadius = 16
        addSubview(logo)

        for index in 0..<3 {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 140))
            card.center = CGPoint(x: bounds.midX + CGFloat(index - 1) * 240, y: bounds.midY + 40)
            card.backgroundColor = [UIColor.systemTeal, UIColor.systemIndigo, UIColor.systemPink][index]
            card.layer.cornerRadius = 12
            addSubview(card)
            cards.append(card)
        }

        button.frame = CGRect(x: 0, y: 0, width: 200, height: 48)
        button.center = CGPoint(x: bounds.midX, y: bounds.maxY - 80)
        button.backgroundColor = .systemGreen
        button.layer.cornerRadius = 24
        addSubview(button)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func animateIn() {
        // Start positions, set without animation.
        heading.center.x -= bounds.width
        for card in cards {
            card.center.y += 400
            card.alpha = 0
        }
        button.alpha = 0

        UIView.animate(withDuration: 0.5, delay: 0.3, options: [.curveEaseOut], animations: {
            self.heading.center.x += self.bounds.width
        }, completion: nil)

        for (index, card) in cards.enumerated() {
            UIView.animate(withDuration: 0.8, delay: 0.6 + Double(index) * 0.15, usingSpringWithDamping: 0.6,
                           initialSpringVelocity: 0.0, options: [], animations: {
                card.center.y -= 400
                card.alpha = 1.0
            }, completion: nil)
        }

        UIView.animate(withDuration: 0.4, delay: 1.4, options: [], animations: {
            self.button.alpha = 1.0
        }, completion: { _ in
            UIView.animate(withDuration: 0.9, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut], animations: {
                self.button.transform = CGAffineTransform(scaleX: 1.08, y: 1.08)
            }, completion: nil)
        })

        UIView.animateKeyframes(withDuration: 1.2, delay: 0.2, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.25) {
                self.logo.transform = CGAffineTransform(rotationAngle: .pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                self.logo.transform = CGAffineTransform(rotationAngle: -.pi / 8)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.logo.transform = .identity
            }
        }, completion: nil)
    }
}
