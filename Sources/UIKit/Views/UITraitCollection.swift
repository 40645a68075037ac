import Foundation

/// The traits views are laid out and drawn for (`UITraitCollection`): here the screen's. Colours are drawn in the light
/// appearance; the width's size class is compact on a screen narrower than 600 points (an iPhone's), regular on a wider
/// one; the height's is regular unless the screen is shorter than 500 points. The traits do not change while a scene
/// runs, so `traitCollectionDidChange(_:)` is not called.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
    }

    /// Traits with only the appearance given (the others unspecified), as code makes them to compare or resolve colours.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    /// The screen's traits.
    public static var current: UITraitCollection {
        let size = UIScreen.main.bounds.size
        return UITraitCollection(
            style: .light, horizontal: size.width < 600 ? .compact : .regular, vertical: size.height < 500 ? .compact : .regular,
            scale: UIScreen.main.scale, idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Whether colours could resolve differently under `other` (its appearance differs).
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other.userInterfaceStyle == userInterfaceStyle && other.horizontalSizeClass == horizontalSizeClass
            && other.verticalSizeClass == verticalSizeClass && other.displayScale == displayScale
            && other.userInterfaceIdiom == userInterfaceIdiom
    }
}

/// Light or dark appearance (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A coarse size (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}
