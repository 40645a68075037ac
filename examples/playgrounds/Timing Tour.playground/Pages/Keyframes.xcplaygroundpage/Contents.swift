//: [Previous](@previous)
//: # Keyframes in a view controller
//: A star from the playground's Resources follows a path of keyframes, turning as it goes, inside a view controller
//: whose lifecycle starts it: `viewDidAppear` is where UIKit code usually begins its animations.
import UIKit
import PlaygroundSupport

class StarViewController: UIViewController {
    let star = UIImageView(image: #imageLiteral(resourceName: "star.png"))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.11, green: 0.12, blue: 0.2, alpha: 1)
        title = "Keyframes"
        view.addSubview(star)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        star.center = CGPoint(x: view.bounds.midX - 160, y: view.bounds.midY)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let mid = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        UIView.animateKeyframes(withDuration: 3.0, delay: 0.3, options: [.repeat, .calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                self.star.center = CGPoint(x: mid.x, y: mid.y - 110)
                self.star.transform = CGAffineTransform(rotationAngle: .pi / 2)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                self.star.center = CGPoint(x: mid.x + 160, y: mid.y)
                self.star.transform = CGAffineTransform(rotationAngle: .pi)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                self.star.center = CGPoint(x: mid.x, y: mid.y + 110)
                self.star.transform = CGAffineTransform(rotationAngle: .pi * 1.5)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                self.star.center = CGPoint(x: mid.x - 160, y: mid.y)
                self.star.transform = CGAffineTransform(rotationAngle: .pi * 2 - 0.001)
            }
        })
    }
}

PlaygroundPage.current.liveView = UINavigationController(rootViewController: StarViewController())
