import LayerKit
import Raster

/// The app's icon: a timing curve with its two handles on a dark rounded square, the editor's picture of what the
/// app is for. Drawn as vector paths, so one drawing gives the SVG and every PNG size (`playground resources`).
@_spi(App) public enum AppIcon {
    /// The sizes of the PNGs shipped in `Resources/icons` (and installed into the hicolor theme).
    @_spi(App) public static let sizes = [48, 64, 128, 256]
    static let background = Color(red8: 16, green8: 24, blue8: 32)
    static let teal = Color(red8: 50, green8: 171, blue8: 155)
    static let handle = Color(red8: 148, green8: 163, blue8: 184)

    /// Draws the icon filling a square of `size` units (pixels for a canvas) at the target's origin.
    @_spi(App) public static func draw<Target: DrawingTarget>(into target: Target, size: Double) {
        target.saveState()
        target.concatenate(Transform(scaleX: size / 256, y: size / 256))
        target.fill(Path(roundedRect: Rect(x: 8, y: 8, width: 240, height: 240), cornerRadius: 52), color: background, rule: .nonZero)
        // The curve (0.65, 0, 0.35, 1) in a 168-unit plot from (44, 212) to (212, 44).
        func plot(_ x: Double, _ y: Double) -> Point { Point(44 + 168 * x, 212 - 168 * y) }
        let start = plot(0, 0), end = plot(1, 1), c1 = plot(0.65, 0), c2 = plot(0.35, 1)
        var handles = Path()
        handles.move(to: start); handles.addLine(to: c1)
        handles.move(to: end); handles.addLine(to: c2)
        target.stroke(handles, style: StrokeStyle(lineWidth: 6, lineCap: .round), color: handle)
        var curve = Path()
        curve.move(to: start)
        curve.addCurve(to: end, control1: c1, control2: c2)
        target.stroke(curve, style: StrokeStyle(lineWidth: 16, lineCap: .round), color: teal)
        for point in [c1, c2] {
            target.fill(Path(ellipseIn: Rect(x: point.x - 13, y: point.y - 13, width: 26, height: 26)), color: .white, rule: .nonZero)
        }
        target.restoreState()
    }

    /// The icon as a PNG-ready image of `size` x `size` pixels.
    @_spi(App) public static func image(size: Int) -> PixelBuffer {
        let canvas = Canvas(width: size, height: size)
        draw(into: canvas, size: Double(size))
        return DisplayListRenderer().image(of: canvas.displayList)
    }

    /// The icon as an SVG document (256 units square).
    @_spi(App) public static func svg() -> String {
        let canvas = SVGCanvas(width: 256, height: 256)
        draw(into: canvas, size: 256)
        return canvas.document
    }
}
