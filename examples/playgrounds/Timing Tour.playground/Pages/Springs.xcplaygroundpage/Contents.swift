//: [Previous](@previous)
//: # Springs
//: The same spring animation with four damping ratios: 1 settles without overshooting, smaller ratios swing past the
//: end and back. Click the stage to play it again.
import UIKit
import PlaygroundSupport

let dampings: [CGFloat] = [1.0, 0.7, 0.45, 0.25]
let stage = LaneStage(captions: dampings.map { "damping \($0)" }, tint: #colorLiteral(red: 0.99, green: 0.56, blue: 0.36, alpha: 1))

func play() {
    for (puck, damping) in zip(stage.pucks, dampings) {
        UIView.performWithoutAnimation { puck.center.x = stage.start }
        UIView.animate(withDuration: 1.4, delay: 0.2, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                       options: [], animations: {
            puck.center.x = stage.end
        })
    }
}

final class Replay: NSObject {
    @objc func tapped(_ recognizer: UITapGestureRecognizer) { play() }
}
let replay = Replay()
stage.addGestureRecognizer(UITapGestureRecognizer(target: replay, action: #selector(Replay.tapped(_:))))

play()
PlaygroundPage.current.liveView = stage
//: [Next](@next)
