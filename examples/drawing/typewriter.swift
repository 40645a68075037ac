// A paragraph typed out: a view's draw(_:) lays the text out with Core Text's framesetter in its bounds (the context
// flipped to y up first, as Core Text code on iOS does) and draws as much of it as a display link has revealed, with a
// caret after the last letter from the line's offsets. Open it with
// `playground --scene examples/drawing/typewriter.swift`.
import UIKit
import CoreText
import PlaygroundSupport

final class TypewriterView: UIView {
    let text: NSAttributedString
    var shown = 0 {
        didSet { if shown != oldValue { setNeedsDisplay() } }
    }

    init(frame: CGRect, text: NSAttributedString) {
        self.text = text
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.textMatrix = .identity
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        let box = bounds.insetBy(dx: 28, dy: 28)
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        let frame = CTFramesetterCreateFrame(framesetter, CFRange(location: 0, length: max(shown, 1)), CGPath(rect: box, transform: nil), nil)
        CTFrameDraw(frame, context)

        // The caret: after the last line's last letter.
        let lines = CTFrameGetLines(frame) as! [CTLine]
        guard let last = lines.last else { return }
        var origin = CGPoint.zero
        CTFrameGetLineOrigins(frame, CFRange(location: lines.count - 1, length: 1), &origin)
        let range = CTLineGetStringRange(last)
        let x = CTLineGetOffsetForStringIndex(last, range.location + range.length, nil) - CTLineGetTrailingWhitespaceWidth(last)
        var ascent: CGFloat = 0, descent: CGFloat = 0
        CTLineGetTypographicBounds(last, &ascent, &descent, nil)
        context.setFillColor(UIColor(red: 0.98, green: 0.75, blue: 0.3, alpha: 1).cgColor)
        context.fill(CGRect(x: box.minX + origin.x + x + 2, y: box.minY + origin.y - descent, width: 3, height: ascent + descent))
    }
}

final class Typist: NSObject {
    let view: TypewriterView
    let start = CACurrentMediaTime()
    init(view: TypewriterView) { self.view = view }

    @objc func step(_ link: CADisplayLink) {
        // Twenty-five letters a second, a pause at the end, then again.
        let letters = view.text.length
        let t = (link.timestamp - start).truncatingRemainder(dividingBy: Double(letters) / 25 + 2)
        view.shown = min(Int(t * 25), letters)
    }
}

let paragraph = "Core Text lays this paragraph out in the view's bounds, breaking its lines at spaces, "
    + "and draws as much of it as has been typed.\n\nA display link types twenty-five letters a second."
let text = NSAttributedString(string: paragraph, attributes: [
    .font: UIFont.systemFont(ofSize: 22),
    .foregroundColor: UIColor(red: 0.9, green: 0.92, blue: 0.96, alpha: 1),
])
let view = TypewriterView(frame: CGRect(x: 0, y: 0, width: 520, height: 300), text: text)
view.backgroundColor = UIColor(red: 0.08, green: 0.1, blue: 0.15, alpha: 1)
let typist = Typist(view: view)
CADisplayLink(target: typist, selector: #selector(Typist.step(_:))).add(to: .main, forMode: .default)
PlaygroundPage.current.liveView = view
