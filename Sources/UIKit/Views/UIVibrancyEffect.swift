import Foundation

/// Content made vivid over a blur (`UIVibrancyEffect`): a visual effect view with it goes in a blur view's content
/// view, and its own content view holds labels and images. That content is drawn as it is, over the blur behind it:
/// UIKit's blending of it with the blurred backdrop (which it does not publish) is not reproduced.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content sits on.
    public let blurEffect: UIBlurEffect
    /// The kind of content the effect is for (iOS 13's styles).
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }
}

/// The kinds of content a vibrancy effect is made for (`UIVibrancyEffectStyle`).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
