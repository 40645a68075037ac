// The playground's host for the tutorial's views: what `SplashViewController.viewDidLoad()` does in the Fuber app
// (the one file written for the playground; the tutorial's files beside it are as published, in Swift 5).
import UIKit

func makeScene(root: UIView) {
  root.backgroundColor = UIColor.fuberBlue()

  let tileGridView = TileGridView(TileFileName: "Chimes")
  tileGridView.frame = root.bounds
  root.addSubview(tileGridView)

  let animatedULogoView = AnimatedULogoView(frame: CGRect(x: 0.0, y: 0.0, width: 90.0, height: 90.0))
  animatedULogoView.center = root.center
  root.addSubview(animatedULogoView)

  tileGridView.startAnimating()
  animatedULogoView.startAnimating()
}
