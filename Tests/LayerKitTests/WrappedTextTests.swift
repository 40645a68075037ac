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

    @Test func aWrappedLayerDrawsItsSecondLineBelowTheFirst() {
        func render(wrapped: Bool) -> PixelBuffer {
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 200, height: 120)
            let text = TextLayer("Layers and springs and curves", frame: Rect(x: 0, y: 0, width: 200, height: 120), fontSize: 24, color: .black)
            text.isWrapped = wrapped
            root.addSublayer(text)
            return LayerRenderer().image(of: LayerTree(rootLayer: root), pixelWidth: 200, pixelHeight: 120, scale: 1, background: .white)
        }
        func ink(_ image: PixelBuffer, rows: Range<Int>) -> Int {
            var count = 0
            for y in rows { for x in 0..<200 where image.pixel(x: x, y: y) & 0xFF < 0x80 { count += 1 } }
            return count
        }
        // A line of 24-point text is about 28 points high: the second line's band is 30..<56.
        let wrapped = render(wrapped: true), single = render(wrapped: false)
        #expect(ink(wrapped, rows: 0..<28) > 50 && ink(wrapped, rows: 30..<56) > 50)
        #expect(ink(single, rows: 0..<28) > 50 && ink(single, rows: 30..<120) == 0)
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
            let root = Layer()
            root.frame = Rect(x: 0, y: 0, width: 300, height: 40)
            let text = TextLayer("Timing curves and springs, tuned live", frame: Rect(x: 0, y: 0, width: 120, height: 40), fontSize: 20, color: .black)
            text.truncationMode = mode
            root.addSublayer(text)
            return LayerRenderer().image(of: LayerTree(rootLayer: root), pixelWidth: 300, pixelHeight: 40, scale: 1, background: .white)
        }
        func ink(_ image: PixelBuffer, columns: Range<Int>) -> Int {
            var count = 0
            for y in 0..<40 { for x in columns where image.pixel(x: x, y: y) & 0xFF < 0x80 { count += 1 } }
            return count
        }
        #expect(ink(render(.none), columns: 125..<300) > 50)
        #expect(ink(render(.end), columns: 122..<300) == 0 && ink(render(.end), columns: 0..<120) > 50)
    }
}

