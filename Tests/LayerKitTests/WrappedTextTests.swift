import Testing

@testable import LayerKit

/// A text layer with `isWrapped` breaks its string at the bounds' width, lines set from the top a line apart; without it
/// the string is one line. Lines are measured with the font the layer draws with.
@Suite("Wrapped text")
struct WrappedTextTests {
    @Test func linesBreakAtSpacesNewlinesAndCharacters() {
        func width(_ s: String) -> Double { TextLayer.width(of: s, fontSize: 20) }
        let text = "Animations in layers of their own"
        let lines = TextLayer.lines(of: text, width: 120, measure: width)
        #expect(lines.count > 1 && lines.joined(separator: " ") == text)
        for line in lines { #expect(width(line) <= 120.5, "\(line)") }
        for (line, next) in zip(lines, lines.dropFirst()) { #expect(width(line + " " + String(next.split(separator: " ")[0])) > 120.5) }
        #expect(TextLayer.lines(of: "one\ntwo\n\nfour", width: 500, measure: width) == ["one", "two", "", "four"])
        let long = "Supercalifragilistic"
        let pieces = TextLayer.lines(of: long, width: 60, measure: width)
        #expect(pieces.count > 1 && pieces.joined() == long && pieces.allSatisfy { width($0) <= 60.5 })
        #expect(TextLayer.lines(of: "ab cd", width: 500, byCharacters: true, measure: width) == ["ab cd"])
    }

    /// `text` in black on white in a `width` × `height` image, the layer `layerWidth` wide at the top left, set up by
    /// `configure`.
    func render(
        _ text: String, fontSize: Double, width: Int, height: Int, layerWidth: Double, configure: (TextLayer) -> Void
    ) -> PixelBuffer {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        let layer = TextLayer(text, frame: Rect(x: 0, y: 0, width: layerWidth, height: Double(height)), fontSize: fontSize, color: .black)
        configure(layer)
        root.addSublayer(layer)
        return LayerRenderer().image(of: LayerTree(rootLayer: root), pixelWidth: width, pixelHeight: height, scale: 1, background: .white)
    }

    /// Dark pixels in the given rows and columns.
    func ink(_ image: PixelBuffer, rows: Range<Int>, columns: Range<Int>) -> Int {
        var count = 0
        for y in rows { for x in columns where image.pixel(x: x, y: y) & 0xFF < 0x80 { count += 1 } }
        return count
    }

    @Test func aWrappedLayerDrawsItsSecondLineBelowTheFirst() {
        func render(wrapped: Bool) -> PixelBuffer {
            self.render("Layers and springs and curves", fontSize: 24, width: 200, height: 120, layerWidth: 200) { $0.isWrapped = wrapped }
        }
        // A line of 24-point text is about 28 points high: the second line's band is 30..<56.
        let wrapped = render(wrapped: true), single = render(wrapped: false)
        #expect(ink(wrapped, rows: 0..<28, columns: 0..<200) > 50 && ink(wrapped, rows: 30..<56, columns: 0..<200) > 50)
        #expect(ink(single, rows: 0..<28, columns: 0..<200) > 50 && ink(single, rows: 30..<120, columns: 0..<200) == 0)
    }

    /// A line too wide loses characters to an ellipsis at its end, start or middle: as many kept as fit.
    @Test func truncationKeepsTheMostCharactersThatFit() {
        func width(_ s: String) -> Double { TextLayer.width(of: s, fontSize: 20) }
        let text = "Timing curves and springs"
        let end = TextLayer.truncated(text, width: 120, mode: .end, measure: width)
        #expect(end.hasSuffix("…") && width(end) <= 120.5)
        let kept = end.dropLast().count
        #expect(width(String(text.prefix(kept + 1)) + "…") > 120.5, "\(end) could keep one more")
        #expect(TextLayer.truncated(text, width: 120, mode: .start, measure: width).hasPrefix("…"))
        #expect(TextLayer.truncated(text, width: 120, mode: .none, measure: width) == text)
        #expect(TextLayer.truncated("Short", width: 120, mode: .end, measure: width) == "Short")
    }

    @Test func aTruncatedLayerDrawsNothingPastItsBounds() {
        func render(_ mode: TextLayer.TruncationMode) -> PixelBuffer {
            self.render("Timing curves and springs, tuned live", fontSize: 20, width: 300, height: 40, layerWidth: 120) { $0.truncationMode = mode }
        }
        let none = render(.none), end = render(.end)
        #expect(ink(none, rows: 0..<40, columns: 125..<300) > 50)
        #expect(ink(end, rows: 0..<40, columns: 122..<300) == 0 && ink(end, rows: 0..<40, columns: 0..<120) > 50)
    }

    /// A wrapped layer's lines are kept between frames and set again when its string or width changes.
    @Test func theLinesFollowAChangeOfStringOrWidth() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 200, height: 120)
        let layer = TextLayer("Layers and springs and curves", frame: Rect(x: 0, y: 0, width: 200, height: 120), fontSize: 24, color: .black)
        layer.isWrapped = true
        root.addSublayer(layer)
        let tree = LayerTree(rootLayer: root)
        let renderer = LayerRenderer()
        func secondLine() -> Int {
            ink(renderer.image(of: tree, pixelWidth: 200, pixelHeight: 120, scale: 1, background: .white), rows: 30..<56, columns: 0..<200)
        }
        #expect(secondLine() > 50)
        layer.string = "Layers"
        #expect(secondLine() == 0)
        layer.string = "Layers and springs and curves"
        tree.transaction.withoutActions { layer.bounds = Rect(x: 0, y: 0, width: 190, height: 120) }
        #expect(secondLine() > 50)
        tree.transaction.withoutActions { layer.bounds = Rect(x: 0, y: 0, width: 1000, height: 120) }
        #expect(secondLine() == 0)
    }
}
