// Cards to play with, as iOS tutorials on gestures write them: tap a card to flip its colour with a springy pop,
// drag it anywhere, and let go: it springs back to its place with the speed your drag had.
import UIKit

final class Card: UIView {
    private let home: CGPoint
    private let color: UIColor
    private var flipped = false

    init(frame: CGRect, color: UIColor) {
        home = CGPoint(x: frame.midX, y: frame.midY)
        self.color = color
        super.init(frame: frame)
        backgroundColor = color
        layer.cornerRadius = 18
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.35
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 6)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(pop)))
        addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:))))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func pop() {
        flipped.toggle()
        let color = flipped ? UIColor.systemOrange : self.color
        transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(withDuration: 0.7, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0) {
            self.transform = .identity
            self.backgroundColor = color
        }
    }

    @objc func drag(_ pan: UIPanGestureRecognizer) {
        guard let board = superview else { return }
        switch pan.state {
        case .began:
            board.bringSubviewToFront(self)
            UIView.animate(withDuration: 0.15) { self.transform = CGAffineTransform(scaleX: 1.08, y: 1.08) }
        case .changed:
            let t = pan.translation(in: board)
            center = CGPoint(x: center.x + t.x, y: center.y + t.y)
            pan.setTranslation(.zero, in: board)
        case .ended, .cancelled:
            // The spring starts at the drag's speed, in distances to go per second.
            let v = pan.velocity(in: board)
            let distance = max(hypot(home.x - center.x, home.y - center.y), 1)
            let speed = hypot(v.x, v.y) / distance
            UIView.animate(
                withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: speed, options: [.allowUserInteraction]
            ) {
                self.center = self.home
                self.transform = .identity
            }
        default:
            break
        }
    }
}

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.07, green: 0.09, blue: 0.13, alpha: 1)
    let size = CGSize(width: 150, height: 200)
    let colors: [UIColor] = [.systemIndigo, .systemTeal, .systemPink]
    let gap: CGFloat = 40
    let width = size.width * 3 + gap * 2
    for (index, color) in colors.enumerated() {
        let x = root.bounds.midX - width / 2 + CGFloat(index) * (size.width + gap)
        let card = Card(frame: CGRect(x: x, y: root.bounds.midY - size.height / 2, width: size.width, height: size.height), color: color)
        card.layer.name = "card-\(index + 1)"
        root.addSubview(card)
    }
}
