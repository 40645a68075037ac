import Foundation
import LayerKit
import Raster

/// A visual effect (`UIVisualEffect`): a blur of what is behind a view.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIVisualEffect: NSObject, @unchecked Sendable {}

/// A blur of what is behind the view, and the style's tint over it (`UIBlurEffect`). UIKit publishes neither its blur
/// radius nor its tints; here every style blurs with a Gaussian of 10 points' standard deviation and lays a tint over
/// it: white for the light styles, near-black for the dark ones, as much as the style's name suggests.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The blur's standard deviation, in points.
    public static let blurRadius: CGFloat = 10

    /// The colour laid over the blurred backdrop.
    var tint: UIColor {
        switch style {
        case .extraLight: UIColor(white: 0.97, alpha: 0.6)
        case .light: UIColor(white: 0.97, alpha: 0.3)
        case .dark, .systemMaterialDark, .systemChromeMaterialDark: UIColor(white: 0.11, alpha: 0.73)
        case .extraDark, .systemThickMaterialDark: UIColor(white: 0.06, alpha: 0.85)
        case .systemUltraThinMaterialDark: UIColor(white: 0.11, alpha: 0.3)
        case .systemThinMaterialDark: UIColor(white: 0.11, alpha: 0.5)
        case .regular, .systemMaterial, .systemMaterialLight, .systemChromeMaterial, .systemChromeMaterialLight: UIColor(white: 0.97, alpha: 0.5)
        case .prominent, .systemThickMaterial, .systemThickMaterialLight: UIColor(white: 0.97, alpha: 0.7)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: UIColor(white: 0.97, alpha: 0.2)
        case .systemThinMaterial, .systemThinMaterialLight: UIColor(white: 0.97, alpha: 0.35)
        }
    }
}

/// A view showing a visual effect over what is behind it (`UIVisualEffectView`): with a blur effect, its background is
/// what the scene draws behind it, blurred (redrawn every frame, so moving content stays blurred behind it), under the
/// style's tint; its `contentView` holds the views drawn over the effect. A nil effect shows nothing.
open class UIVisualEffectView: UIView, @unchecked Sendable {
    open var effect: UIVisualEffect? {
        didSet { backdrop.effect = effect as? UIBlurEffect }
    }
    /// The views drawn over the effect.
    public let contentView = UIView(frame: .zero)
    private let backdrop = BackdropLayer()

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        setUp(effect)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp(nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp(nil)
    }

    private func setUp(_ effect: UIVisualEffect?) {
        self.effect = effect
        backdrop.effect = effect as? UIBlurEffect
        layer.addSublayer(backdrop)
        backdrop.setNeedsDisplay()
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b: CGRect = bounds
        UIView.performWithoutAnimation {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            backdrop.frame = b
            CATransaction.commit()
            contentView.frame = b
        }
    }
}

/// The layer drawing a blur effect: each time it displays, it draws the scene without itself (and what is above it in
/// its view) into its bounds, blurs that, lays the tint over it, and asks to display again before the next frame. The
/// backdrop is drawn at half a pixel per point and scaled up smoothly: the blur's width hides the coarseness.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
final class BackdropLayer: CALayer, @unchecked Sendable {
    var effect: UIBlurEffect?
    /// The backdrop's resolution: the blur spreads over 10 points, so it is drawn coarse and scaled up smoothly.
    static let pixelsPerPoint = 0.5

    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The scene time of the backdrop drawn last: the scene is displayed after each step of its clock and again before
    /// each frame is drawn, and what is behind is the same both times.
    private var drawnAt: Double?
    /// Kept from frame to frame: the renderers and canvases keep their storage.
    private let sceneRenderer = LayerRenderer(threads: 1)
    private let rasterizer = DisplayListRenderer(threads: 1)
    private let behindCanvas = Canvas(width: 1, height: 1)
    private let tintedCanvas = Canvas(width: 1, height: 1)

    override func display() {
        defer { setNeedsDisplay() }
        guard let effect, let tree, let host = superlayer else {
            contents = nil
            return
        }
        guard drawnAt != tree.currentTime || contents == nil else { return }
        drawnAt = tree.currentTime
        let area: Rect = bounds
        // A blur this wide loses nothing drawn at half a pixel per point, and costs a sixteenth of drawing it at 2.
        let scale = Self.pixelsPerPoint
        contentsScale = scale
        contentsGravity = .resize
        let width = Int((area.width * scale).rounded(.up)), height = Int((area.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= GraphicsContext.maximumSide, height <= GraphicsContext.maximumSide else { return }
        // Where the bounds are in the root layer's space (their bounding box, for a view tilted in 3-D).
        let placement = tree.placement(of: self).layerToDevice
        let corners = [Point(area.minX, area.minY), Point(area.maxX, area.minY), Point(area.minX, area.maxY), Point(area.maxX, area.maxY)]
            .compactMap { placement.apply($0) }
        guard corners.count == 4, corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let minX = corners.map(\.x).min() ?? 0, minY = corners.map(\.y).min() ?? 0
        // What is behind: the scene with this view hidden.
        let wasHidden = host.isHidden
        host.setWithoutAnimation(.isHidden, .number(1))
        behindCanvas.reset(width: width, height: height)
        sceneRenderer.append(
            tree, to: behindCanvas, placement: Transform(translationX: -minX, y: -minY).concatenating(Transform(scaleX: scale, y: scale)))
        host.setWithoutAnimation(.isHidden, .number(wasHidden ? 1 : 0))
        let blurred = rasterizer.image(of: behindCanvas.displayList).blurred(standardDeviation: Double(UIBlurEffect.blurRadius) * scale)
        let whole = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        tintedCanvas.reset(width: width, height: height)
        tintedCanvas.draw(blurred, in: whole, smooth: false)
        tintedCanvas.fill(Path(rect: whole), color: effect.tint.cgColor)
        contents = rasterizer.image(of: tintedCanvas.displayList)
    }
}
