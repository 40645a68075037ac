// Handwriting: a word laid out by Core Text, each glyph's outline placed where its run puts it, all of them joined into
// one path that a shape layer strokes from start to end, then fills. The runs are walked the way the classic
// text-stroke tutorials walk them (CFArrayGetValueAtIndex and unsafeBitCast, the font read from the run's attributes).
// Open it with `playground --scene examples/text-stroke.swift`.
import UIKit
import CoreText

func lettersPath(_ text: String, font: UIFont) -> CGPath {
    let letters = CGMutablePath()
    let string = NSAttributedString(string: text, attributes: [.font: font])
    let line = CTLineCreateWithAttributedString(string)
    let runs = CTLineGetGlyphRuns(line)
    for runIndex in 0..<CFArrayGetCount(runs) {
        let run = unsafeBitCast(CFArrayGetValueAtIndex(runs, runIndex), to: CTRun.self)
        let attributes = CTRunGetAttributes(run) as NSDictionary
        let runFont = attributes[kCTFontAttributeName as String] as! CTFont
        for glyphIndex in 0..<CTRunGetGlyphCount(run) {
            let range = CFRangeMake(glyphIndex, 1)
            var glyph = CGGlyph()
            var position = CGPoint.zero
            CTRunGetGlyphs(run, range, &glyph)
            CTRunGetPositions(run, range, &position)
            if let outline = CTFontCreatePathForGlyph(runFont, glyph, nil) {
                letters.addPath(outline, transform: CGAffineTransform(translationX: position.x, y: position.y))
            }
        }
    }
    return letters
}

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.07, green: 0.09, blue: 0.16, alpha: 1)
    let path = lettersPath("Animate", font: .boldSystemFont(ofSize: min(root.bounds.width / 5, 120)))
    let box = path.boundingBox

    let ink = CAShapeLayer()
    ink.bounds = box
    ink.position = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
    // Glyphs are drawn with y up: the flip shows them upright.
    ink.isGeometryFlipped = true
    ink.path = path
    ink.strokeColor = UIColor(red: 0.98, green: 0.75, blue: 0.3, alpha: 1).cgColor
    ink.fillColor = UIColor.clear.cgColor
    ink.lineWidth = 2
    ink.lineJoin = .round
    root.layer.addSublayer(ink)

    let write = CABasicAnimation(keyPath: "strokeEnd")
    write.fromValue = 0
    write.toValue = 1
    write.duration = 3
    write.timingFunction = CAMediaTimingFunction(controlPoints: 0.45, 0.05, 0.55, 0.95)
    ink.add(write, forKey: "write")

    let fill = CABasicAnimation(keyPath: "fillColor")
    fill.fromValue = UIColor.clear.cgColor
    fill.toValue = UIColor(red: 0.98, green: 0.75, blue: 0.3, alpha: 0.35).cgColor
    fill.beginTime = CACurrentMediaTime() + 3
    fill.duration = 0.8
    fill.fillMode = .forwards
    fill.isRemovedOnCompletion = false
    ink.add(fill, forKey: "fill")
}
