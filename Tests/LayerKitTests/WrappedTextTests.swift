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
}
