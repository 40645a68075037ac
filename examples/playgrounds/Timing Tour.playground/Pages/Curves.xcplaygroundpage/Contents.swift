//: # Timing curves
//: Four pucks cross the stage in one second each, then come back: the same distance and time, four curves.
//: Watch where each one is fast and where it is slow.
import UIKit
import PlaygroundSupport

let stage = LaneStage(captions: ["linear", "ease in", "ease out", "ease in-out"], tint: #colorLiteral(red: 0.36, green: 0.78, blue: 0.98, alpha: 1))
let curves: [UIView.AnimationOptions] = [.curveLinear, .curveEaseIn, .curveEaseOut, .curveEaseInOut]

for (puck, curve) in zip(stage.pucks, curves) {
    UIView.animate(withDuration: 1.0, delay: 0.3, options: [curve, .repeat, .autoreverse], animations: {
        puck.center.x = stage.end
    })
}

PlaygroundPage.current.liveView = stage
//: [Next](@next)
