import LayerKit

/// The screen a script's scene is shown on (`UIScreen.main`): its bounds are the scene's size in points, its
/// scale the pixels per point it is rendered at, both the installed `SceneEnvironment`'s.
///
/// Sendable: it holds nothing; what it reports is the environment's, which is behind a lock.
public final class UIScreen: Sendable {
    public static let main = UIScreen()

    public var bounds: CGRect {
        let size = SceneEnvironment.current.screenSize
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }
    public var scale: CGFloat { CGFloat(SceneEnvironment.current.screenScale) }
    public var nativeScale: CGFloat { scale }

    /// The scale a script's screen has: 2, a Retina iPhone's, so that what code draws (views' `draw(_:)`, image
    /// renderers) stays sharp in a window drawn at 1× or 2×.
    public static let scriptScale: CGFloat = 2
}
