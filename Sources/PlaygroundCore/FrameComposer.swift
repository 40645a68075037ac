import Dispatch
import LayerKit
import Raster

/// Draws a frame of the playground: the scene placed in its viewport, the layer outlines if asked for, and
/// the window's controls on top, recorded into one display list (one canvas, one font library for both trees) and
/// rasterized across `threads` cores. The scene's evaluation and its large groups of sublayers are split over them too.
@_spi(App) public final class FrameComposer {
    private let fonts = FontLibrary()
    let sceneRenderer: LayerRenderer
    private let chromeRenderer: LayerRenderer
    private let chrome = ChromeView()
    private let canvas = Canvas(width: 1, height: 1)
    private let rasterizer: DisplayListRenderer

    @_spi(App) public init(threads: Int) {
        rasterizer = DisplayListRenderer(threads: threads)
        sceneRenderer = LayerRenderer(threads: threads, fonts: fonts)
        chromeRenderer = LayerRenderer(fonts: fonts)
    }

    /// Renders the app's current state into `target` (pixels at the app's scale); returns the milliseconds spent
    /// and the scene's layer count.
    @discardableResult
    @_spi(App) public func render(_ app: PlaygroundApp, into target: RenderTarget) -> (milliseconds: Double, layers: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        app.renderedState = app.frameState
        let scale = app.scale
        canvas.reset(width: target.width, height: target.height)
        canvas.clear(Color(red8: 11, green8: 15, blue8: 25))
        let placement = app.layout.scenePlacement(sceneSize: app.scene.size)
        let sceneToPixels = Transform(scaleX: placement.scale, y: placement.scale)
            .concatenating(Transform(translationX: placement.origin.x, y: placement.origin.y))
            .concatenating(Transform(scaleX: scale, y: scale))
        canvas.saveState()
        canvas.transform = Transform(scaleX: scale, y: scale)
        let viewport = app.layout.viewport
        canvas.clip(toRoundedRect: viewport, cornerRadius: 0)
        let sceneRect = Rect(
            origin: placement.origin,
            size: Size(width: app.scene.size.width * placement.scale, height: app.scene.size.height * placement.scale))
        var overlays = SceneOverlays(showsOutlines: app.overlays.showsOutlines, inspected: app.overlays.inspectedPath, highlightWidth: 2 * scale)
        // The layers that use the editor's selected curve, and the layer being inspected, outlined boldly.
        if app.editor.isOpen, let slot = app.editor.selectedFunction(in: app.scene) {
            overlays.highlightedSlot = app.scene.tree.timingFunctionSlots.firstIndex { $0.function === slot.function }
        }
        app.display.draw(
            into: canvas, renderer: sceneRenderer, sceneToPixels: sceneToPixels,
            sceneRect: Rect(x: sceneRect.minX * scale, y: sceneRect.minY * scale, width: sceneRect.width * scale, height: sceneRect.height * scale),
            overlays: overlays)
        if !(app.scene is HostedScene) { app.statistics.particlesCapped = sceneRenderer.particlesCapped }
        canvas.restoreState()
        chromeRenderer.append(chrome.tree(for: app), to: canvas, placement: Transform(scaleX: scale, y: scale))
        rasterizer.render(canvas.displayList, into: target)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return (milliseconds, (app.scene as? HostedScene)?.layerCount ?? sceneRenderer.presentation.nodes.count)
    }
}

extension FrameComposer {
    /// The scene alone at the app's pixel scale, without the window's controls (for screenshots and recordings).
    @_spi(App) public static func sceneImage(of app: PlaygroundApp) -> PixelBuffer {
        let size = app.scene.size
        let width = min(max(1, Int((size.width * app.scale).rounded())), 8192)
        let height = min(max(1, Int((size.height * app.scale).rounded())), 8192)
        let image = PixelBuffer(width: width, height: height)
        let canvas = Canvas(width: width, height: height)
        canvas.clear(app.scene.backgroundColor)
        app.display.draw(
            into: canvas, renderer: LayerRenderer(), sceneToPixels: Transform(scaleX: app.scale, y: app.scale),
            sceneRect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), overlays: SceneOverlays())
        DisplayListRenderer(threads: 1).render(canvas.displayList, into: image.target)
        return image
    }
}

/// The view-debugger overlay: every layer's bounds as a thin outline and its anchor point as a dot.
enum LayerOutlines {
    static let outline = Color(red8: 56, green8: 189, blue8: 248, alpha: 0.9)
    static let anchor = Color(red8: 244, green8: 63, blue8: 94)

    static let highlight = Color(red8: 250, green8: 204, blue8: 21)

    /// Outlines every layer, or only those in `only` (bold, in the highlight colour, `width` pixels wide).
    static func draw(
        _ presentation: PresentationTree, into canvas: Canvas, placement: Transform, only: Set<ObjectIdentifier>? = nil, width: Double = 0
    ) {
        guard let root = presentation.root else { return }
        visit(0, presentation, canvas, placement: .root(root.properties, placement: placement), isRoot: true, only: only, width: width)
    }

    private static func visit(
        _ index: Int, _ presentation: PresentationTree, _ canvas: Canvas, placement: LayerPlacement, isRoot: Bool = false,
        only: Set<ObjectIdentifier>?, width: Double
    ) {
        let node = presentation.nodes[index]
        let p = node.properties
        guard !p.isHidden else { return }
        let mapping = placement.layerToDevice
        if let only {
            if only.contains(ObjectIdentifier(node.layer)) {
                // The outline is drawn in pixels (its width does not scale with the layer), through the layer's projection.
                canvas.saveState()
                canvas.transform = .identity
                canvas.stroke(outline(of: p.bounds, through: mapping), style: StrokeStyle(lineWidth: width), color: highlight)
                canvas.restoreState()
            }
        } else if !isRoot {
            canvas.saveState()
            canvas.transform = .identity
            canvas.stroke(outline(of: p.bounds, through: mapping), style: StrokeStyle(lineWidth: 0), color: outline)
            if let anchorPoint = mapping.apply(
                Point(p.bounds.minX + p.bounds.width * p.anchorPoint.x, p.bounds.minY + p.bounds.height * p.anchorPoint.y))
            {
                canvas.fillEllipse(in: Rect(x: anchorPoint.x - 3, y: anchorPoint.y - 3, width: 6, height: 6), color: anchor)
            }
            canvas.restoreState()
        }
        for child in presentation.children(of: node) {
            let childPlacement = placement.sublayer(
                presentation.nodes[child].properties, of: p, parentIsTransformLayer: node.layer is TransformLayer)
            visit(child, presentation, canvas, placement: childPlacement, only: only, width: width)
        }
    }

    /// A rectangle's outline through a (possibly projective) mapping, as a device-space path. Sides are sampled so
    /// that one passing behind the eye keeps its visible part.
    private static func outline(of rect: Rect, through mapping: Homography) -> Path {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)]
        var path = Path()
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            for step in 0...8 {
                let t = Double(step) / 8
                guard let q = mapping.apply(Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)) else { continue }
                if path.isEmpty { path.move(to: q) } else { path.addLine(to: q) }
            }
        }
        if !path.isEmpty { path.closeSubpath() }
        return path
    }
}
