import LayerKit

/// The screen a script's scene is shown on (`UIScreen.main`): its bounds are the scene's size in points, its
/// scale the pixels per point it is rendered at.
///
/// Sendable: its size and scale are read and written only under `lock`.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    private let lock = NSLock()
    private var size = CGSize(width: 1280, height: 800)
    private var pixelScale: CGFloat = 1

    public var bounds: CGRect { lock.withLock { CGRect(origin: .zero, size: size) } }
    public var scale: CGFloat { lock.withLock { pixelScale } }
    public var nativeScale: CGFloat { scale }

    /// The scale a script's screen has: 2, a Retina iPhone's, so that what code draws (views' `draw(_:)`, image
    /// renderers) stays sharp in a window drawn at 1× or 2×.
    public static let scriptScale: CGFloat = 2

    /// Set by the host before a script builds its scene.
    public func configure(size: CGSize, scale: CGFloat) {
        lock.withLock {
            self.size = size
            pixelScale = scale
        }
    }
}
