import UIKit

/// A dark stage of `count` horizontal lanes, each with a caption on the left and a puck at its start, for comparing
/// motions side by side. Shared by the pages of this playground.
public final class LaneStage: UIView {
    public private(set) var pucks: [UIView] = []
    public let laneHeight: CGFloat = 64
    public let start: CGFloat = 140
    public var end: CGFloat { bounds.width - 40 }

    public init(captions: [String], width: CGFloat = 560, tint: UIColor) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: CGFloat(captions.count) * 64 + 40))
        backgroundColor = #colorLiteral(red: 0.09, green: 0.11, blue: 0.16, alpha: 1)
        layer.cornerRadius = 16
        for (index, caption) in captions.enumerated() {
            let y = 20 + CGFloat(index) * laneHeight
            let label = UILabel(frame: CGRect(x: 20, y: y, width: 110, height: laneHeight))
            label.text = caption
            label.textColor = UIColor(white: 0.8, alpha: 1)
            label.font = .systemFont(ofSize: 15, weight: .medium)
            addSubview(label)

            let track = UIView(frame: CGRect(x: start, y: y + laneHeight / 2 - 1, width: width - 40 - start, height: 2))
            track.backgroundColor = UIColor(white: 1, alpha: 0.12)
            addSubview(track)

            let puck = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
            puck.center = CGPoint(x: start, y: y + laneHeight / 2)
            puck.backgroundColor = tint.withAlphaComponent(1 - CGFloat(index) * 0.12)
            puck.layer.cornerRadius = 14
            addSubview(puck)
            pucks.append(puck)
        }
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
