import Foundation
import Raster

/// A layer that draws a line of text (`CATextLayer`) with a scalable font, in `foregroundColor`, aligned
/// in its bounds. Glyph outlines come from the font as paths, so text is drawn by the same rasterizer as
/// every shape, at any scale and under any transform.
open class TextLayer: Layer, @unchecked Sendable {
    open override var typeName: String { "text" }

    public enum AlignmentMode: String, Sendable { case left, center, right, natural, justified }
    /// Where a line too wide for the bounds gives up characters to an ellipsis (`CATextLayerTruncationMode`).
    public enum TruncationMode: String, Sendable { case none, start, end, middle }

    open var string: String?
    open var fontSize: Double {
        get { model.fontSize }
        set { set(.fontSize, .number(newValue)) }
    }
    open var foregroundColor: Color? {
        get { model.foregroundColor }
        set { set(.foregroundColor, .color(newValue)) }
    }
    open var alignmentMode = AlignmentMode.natural
    /// Extra space between letters, in points (UIKit's kerning attribute).
    open var letterSpacing = 0.0
    /// The font file used for the glyphs; nil uses `FontLibrary.defaultFontPath`.
    open var fontPath: String?
    /// Whether the text breaks into lines at the bounds' width (`TextLayer.lines(of:width:byCharacters:measure:)`),
    /// set from the top a line's height apart; a newline breaks too. Off (the default) the text is one line.
    open var isWrapped = false
    /// Where a line wider than the bounds loses characters to an ellipsis; with `isWrapped`, the last line the bounds'
    /// height holds, when lines are left over. `.none` (the default): a line runs past the bounds, every line is drawn.
    open var truncationMode = TruncationMode.none
    /// The lines a wrapped or truncated layer last drew, and what they were set for.
    private var shownLines: (key: LinesKey, lines: [String])?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy of `layer` (see `Layer.init(layer:)`).
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? TextLayer {
            string = other.string
            alignmentMode = other.alignmentMode
            letterSpacing = other.letterSpacing
            fontPath = other.fontPath
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
        }
    }

    /// A one-line label: `string` in `color` at `fontSize` points, aligned in `frame` (how scenes, scripts and the
    /// window's controls make their labels).
    public convenience init(
        _ string: String, frame: Rect, fontSize: Double, color: Color, alignment: AlignmentMode = .left, name: String? = nil
    ) {
        self.init()
        self.name = name
        self.string = string
        self.fontSize = fontSize
        foregroundColor = color
        alignmentMode = alignment
        self.frame = frame
    }

    /// The size the text needs at the model's `fontSize`, in points: the line's advance by the font's
    /// ascender plus descender (`preferredFrameSize()`, what `UILabel.sizeToFit()` gives a one-line label).
    /// Zero without a string or a readable font.
    open override func preferredFrameSize() -> Size {
        guard let string, !string.isEmpty else { return .zero }
        return Self.measuring.withLock {
            guard let font = Self.measuringFonts.font(at: fontPath) else { return .zero }
            let run = font.layout(string, size: fontSize, letterSpacing: letterSpacing)
            return Size(width: run.advance, height: run.ascender + run.descender)
        }
    }

    /// How wide `string` is on one line at `fontSize` points in the font at `fontPath` (nil: the default font), in
    /// points; 0 without a readable font.
    public static func width(of string: String, fontSize: Double, fontPath: String? = nil) -> Double {
        guard !string.isEmpty else { return 0 }
        return measuring.withLock { measuringFonts.font(at: fontPath)?.layout(string, size: fontSize, letterSpacing: 0).advance ?? 0 }
    }

    /// Resizes the bounds to `preferredFrameSize()`, keeping the position (`sizeToFit()`).
    open func sizeToFit() {
        let size = preferredFrameSize()
        bounds = Rect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height)
    }

    /// Where the glyph of the character at `offset` (in Unicode scalars) starts and where its advance ends, in
    /// the layer's coordinates as drawn with the model's values; nil past the end.
    open func horizontalExtent(ofCharacterAt offset: Int) -> ClosedRange<Double>? {
        guard let string, offset >= 0, offset < string.unicodeScalars.count else { return nil }
        let scalars = Array(string.unicodeScalars)
        return Self.measuring.withLock {
            guard let font = Self.measuringFonts.font(at: fontPath) else { return nil }
            let before = font.layout(String(String.UnicodeScalarView(scalars[..<offset])), size: fontSize, letterSpacing: letterSpacing)
            let through = font.layout(String(String.UnicodeScalarView(scalars[...offset])), size: fontSize, letterSpacing: letterSpacing)
            let whole = font.layout(string, size: fontSize, letterSpacing: letterSpacing)
            let start = textOrigin(in: bounds, of: whole)
            return (start + before.advance + (offset > 0 ? letterSpacing : 0))...(start + through.advance)
        }
    }

    /// The x at which `line` starts in `bounds`. Natural alignment follows the line's own direction: an Arabic or Hebrew
    /// line goes to the right, as a `UILabel`'s does.
    private func textOrigin(in bounds: Rect, of line: Font.Run) -> Double {
        switch alignmentMode {
        case .center: return bounds.midX - line.advance / 2
        case .right: return bounds.maxX - line.advance
        case .natural where line.isRightToLeft: return bounds.maxX - line.advance
        default: return bounds.minX
        }
    }

    private static let measuring = NSLock()
    /// Fonts for measuring outside a renderer (layout code runs before any frame is drawn).
    nonisolated(unsafe) private static let measuringFonts = FontLibrary()

    func draw<Target: DrawingTarget>(in canvas: Target, properties: LayerProperties, alpha: Double, fonts: FontLibrary) {
        guard let string, !string.isEmpty, let color = properties.foregroundColor, color.alpha > 0,
            let font = fonts.font(at: fontPath)
        else { return }
        let bounds = properties.bounds
        let fill = color.withAlphaComponent(color.alpha * alpha)
        guard isWrapped || truncationMode != .none else {
            draw(font.layout(string, size: properties.fontSize, letterSpacing: letterSpacing), at: bounds.minY, in: canvas, bounds: bounds, fill: fill, alpha: alpha)
            return
        }
        let key = LinesKey(
            string: string, bounds: bounds.size, fontSize: properties.fontSize, letterSpacing: letterSpacing, fontPath: fontPath,
            isWrapped: isWrapped, truncationMode: truncationMode)
        if shownLines?.key != key { shownLines = (key, lines(for: key, font: font)) }
        var top = bounds.minY
        for line in shownLines?.lines ?? [] {
            let run = font.layout(line, size: properties.fontSize, letterSpacing: letterSpacing)
            draw(run, at: top, in: canvas, bounds: bounds, fill: fill, alpha: alpha)
            top += run.ascender + run.descender
        }
    }

    /// What a wrapped or truncated layer's lines were set for: they are set again only when it changes (breaking and
    /// truncating measure many candidate lines).
    private struct LinesKey: Equatable {
        var string: String
        var bounds: Size
        var fontSize: Double
        var letterSpacing: Double
        var fontPath: String?
        var isWrapped: Bool
        var truncationMode: TruncationMode
    }

    /// The lines drawn: broken at the bounds' width when wrapped, as many as the height holds when truncating with
    /// lines left over, a line too wide (or the last held) losing characters to an ellipsis.
    private func lines(for key: LinesKey, font: Font) -> [String] {
        func advance(_ line: String) -> Double { font.layout(line, size: key.fontSize, letterSpacing: key.letterSpacing).advance }
        guard key.isWrapped else { return [Self.truncated(key.string, width: key.bounds.width, mode: key.truncationMode, measure: advance)] }
        let lines = Self.lines(of: key.string, width: key.bounds.width, measure: advance)
        let first = font.layout(lines.first ?? "", size: key.fontSize, letterSpacing: key.letterSpacing)
        let held = max(1, Int((key.bounds.height + 0.5) / max(first.ascender + first.descender, 1e-9)))
        guard key.truncationMode != .none && lines.count > held else { return lines }
        let rest = lines[(held - 1)...].joined(separator: " ")
        return Array(lines.prefix(held - 1)) + [Self.truncated(rest, width: key.bounds.width, mode: .end, measure: advance)]
    }

    /// One line's glyphs, its top at `top`, placed across `bounds` by the alignment.
    private func draw<Target: DrawingTarget>(_ run: Font.Run, at top: Double, in canvas: Target, bounds: Rect, fill: Color, alpha: Double) {
        canvas.saveState()
        canvas.concatenate(Transform(translationX: textOrigin(in: bounds, of: run), y: top + run.ascender))
        canvas.fill(run.path, color: fill, rule: .nonZero)
        for glyph in run.images {
            canvas.draw(glyph.image, in: glyph.rect, source: Rect(x: 0, y: 0, width: 1, height: 1), opacity: alpha, smooth: true)
        }
        canvas.restoreState()
    }
}
