// The playground's host for the tutorial-style view: what a view controller's viewDidAppear would do.
import UIKit

func makeScene(root: UIView) {
    let welcome = WelcomeView(frame: root.bounds)
    root.addSubview(welcome)
    welcome.animateIn()
}
