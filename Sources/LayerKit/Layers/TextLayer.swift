import Raster

/// A layer that draws a line of text (`CATextLayer`) with a scalable font, in `foregroundColor`, aligned
/// in its bounds. Glyph outlines come from the font as paths, so text is drawn by the same rasterizer as
/// every shape, at any scale and under any transform.
open class TextLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "text" }

    public enum AlignmentMode: String, Sendable { case left, center, right, natural, justified }

    public var string: String?
    public var fontSize: Double { get { model.fontSize } set { set(.fontSize, .number(newValue)) } }
    public var foregroundColor: Color? { get { model.foregroundColor } set { set(.foregroundColor, .color(newValue)) } }
    public var alignmentMode = AlignmentMode.natural
    /// Extra space between letters, in points (UIKit's kerning attribute).
    public var letterSpacing = 0.0
    /// The font file used for the glyphs; nil uses `FontLibrary.defaultFontPath`.
    public var fontPath: String?

    public override init() { super.init() }

    func draw<Target: DrawingTarget>(in canvas: Target, properties: LayerProperties, alpha: Double, fonts: FontLibrary) {
        guard let string, !string.isEmpty, let color = properties.foregroundColor, color.alpha > 0,
              let font = fonts.font(at: fontPath) else { return }
        let run = font.layout(string, size: properties.fontSize, letterSpacing: letterSpacing)
        let bounds = properties.bounds
        let x: Double
        switch alignmentMode {
        case .center: x = bounds.midX - run.advance / 2
        case .right: x = bounds.maxX - run.advance
        default: x = bounds.minX
        }
        canvas.saveState()
        canvas.concatenate(Transform(translationX: x, y: bounds.minY + run.ascender))
        canvas.fill(run.path, color: color.withAlphaComponent(color.alpha * alpha), rule: .nonZero)
        canvas.restoreState()
    }
}
