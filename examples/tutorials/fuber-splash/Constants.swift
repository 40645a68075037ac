import UIKit

let kAnimationDuration: TimeInterval = 3.0
let kAnimationDurationDelay: TimeInterval = 0.5
let kAnimationTimeOffset: CFTimeInterval = 0.35 * kAnimationDuration
let kRippleMagnitudeMultiplier: CGFloat = 0.025
let kRippleDelayMultiplier: TimeInterval = 0.0006666

extension UIColor {
  class func fuberBlue() -> UIColor {
    return UIColor(red: 15.0 / 255.0, green: 78.0 / 255.0, blue: 101.0 / 255.0, alpha: 1.0)
  }

  class func fuberLightBlue() -> UIColor {
    return UIColor(red: 77.0 / 255.0, green: 181.0 / 255.0, blue: 217.0 / 255.0, alpha: 1.0)
  }
}
