// Transitions as UIKit and Core Animation code writes them: a card that flips over in perspective when clicked
// (UIView.transition), and a counter whose digits are pushed out by the next ones every second (CATransition).
// Open it with `playground --scene examples/drawing/transitions.swift` and click the card.
import UIKit
import PlaygroundSupport

let stage = UIView(frame: CGRect(x: 0, y: 0, width: 520, height: 320))
stage.backgroundColor = #colorLiteral(red: 0.07, green: 0.09, blue: 0.14, alpha: 1)

let card = UIView(frame: CGRect(x: 40, y: 50, width: 180, height: 220))
card.layer.cornerRadius = 18
let face = UILabel(frame: card.bounds)
face.textAlignment = .center
face.font = .boldSystemFont(ofSize: 28)
face.textColor = .white
card.addSubview(face)
stage.addSubview(card)

var showsFront = true
func paint() {
    card.backgroundColor = showsFront ? #colorLiteral(red: 0.99, green: 0.56, blue: 0.36, alpha: 1) : #colorLiteral(red: 0.55, green: 0.42, blue: 0.95, alpha: 1)
    face.text = showsFront ? "Front" : "Back"
}
paint()

final class Flipper: NSObject {
    @objc func flip() {
        let direction: UIView.AnimationOptions = showsFront ? .transitionFlipFromLeft : .transitionFlipFromRight
        UIView.transition(with: card, duration: 0.6, options: [direction], animations: {
            showsFront.toggle()
            paint()
        })
    }
}
let flipper = Flipper()
card.addGestureRecognizer(UITapGestureRecognizer(target: flipper, action: #selector(Flipper.flip)))

let counter = CATextLayer()
counter.frame = CGRect(x: 280, y: 120, width: 200, height: 80)
counter.fontSize = 56
counter.alignmentMode = .center
counter.foregroundColor = UIColor.white.cgColor
counter.backgroundColor = UIColor(white: 1, alpha: 0.08).cgColor
counter.cornerRadius = 12
counter.masksToBounds = true
counter.string = "0"
stage.layer.addSublayer(counter)

var count = 0
func tick() {
    DispatchQueue.scene.asyncAfter(seconds: 1) {
        count += 1
        let push = CATransition()
        push.type = .push
        push.subtype = .fromBottom
        push.duration = 0.35
        push.timingFunction = CAMediaTimingFunction(name: .easeOut)
        counter.add(push, forKey: "count")
        counter.string = "\(count)"
        tick()
    }
}
tick()

PlaygroundPage.current.liveView = stage
