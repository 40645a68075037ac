// Text as iOS shapes it, in labels that spring in one after another: Arabic joined and read right to left (and set on
// the right by natural alignment), Hebrew, a line mixing both directions, accents typed as combining marks, and emoji
// sequences (a family joined by zero-width joiners, flags, skin tones) drawn as one picture each.
// Open it with `playground --scene examples/world-text.swift`.
import UIKit

let lines = [
    "Hello, world",
    "مرحبا بالعالم",
    "שלום עולם",
    "Total: 42 ريال سعودي",
    "Cafe\u{301} cre\u{300}me, nai\u{308}ve",
    "👩‍👩‍👧 🇫🇷 🇯🇵 👋🏽 ❤️",
]

func makeScene(root: UIView) {
    root.backgroundColor = UIColor(red: 0.98, green: 0.96, blue: 0.92, alpha: 1)
    let margin: CGFloat = 24
    let rowHeight = (root.bounds.height - 2 * margin) / CGFloat(lines.count)
    for (index, line) in lines.enumerated() {
        let label = UILabel(frame: CGRect(x: margin, y: margin + CGFloat(index) * rowHeight,
                                          width: root.bounds.width - 2 * margin, height: rowHeight))
        label.text = line
        label.font = .systemFont(ofSize: min(rowHeight * 0.5, 34))
        label.textColor = UIColor(red: 0.15, green: 0.2, blue: 0.35, alpha: 1)
        root.addSubview(label)
        label.alpha = 0
        label.transform = CGAffineTransform(translationX: 0, y: 30)
        UIView.animate(withDuration: 0.9, delay: 0.25 * Double(index), usingSpringWithDamping: 0.6,
                       initialSpringVelocity: 0, options: [], animations: {
            label.alpha = 1
            label.transform = .identity
        })
    }
}
