import LayerKit
import UIKit
import XCTest

/// `UIStackView` as demos use it, each distribution and alignment against frames worked out by hand from the
/// intrinsic sizes, spacing and the stack's size.
final class StackViewTests: XCTestCase {
    private var tree: LayerTree!
    final class Chip: UIView, @unchecked Sendable {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat = 30) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { fatalError() }
        override var intrinsicContentSize: CGSize { size }
    }

    /// A stack in the scene, its top left at (20, 50), `width` wide (and `height` tall, if given).
    private func stack(_ views: [UIView], width: CGFloat, height: CGFloat? = nil) -> (UIView, UIStackView) {
        let (tree, root) = makeScene()
        self.tree = tree
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            stack.widthAnchor.constraint(equalToConstant: width),
        ])
        if let height { stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return (root, stack)
    }

    func testFillGivesTheRoomToTheViewThatHugsLeast() {
        let chips = [Chip(80), Chip(60), Chip(40)]
        chips[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let (root, stack) = stack(chips, width: 300)
        stack.spacing = 10
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 20, y: 50, width: 300, height: 30))
        // 300 − (80 + 60 + 40) − 2 × 10 = 100 extra points go to the middle chip.
        XCTAssertEqual(chips.map(\.frame), [CGRect(x: 0, y: 0, width: 80, height: 30), CGRect(x: 90, y: 0, width: 160, height: 30),
                                            CGRect(x: 260, y: 0, width: 40, height: 30)])
        XCTAssertTrue(chips.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
    }

    func testFillEquallyInAColumn() {
        let views = [UIView(), UIView(), UIView()]
        let (root, stack) = stack(views, width: 120, height: 100)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 8
        root.layoutIfNeeded()
        // (100 − 2 × 8) / 3 = 28 each.
        XCTAssertEqual(views.map(\.frame), [CGRect(x: 0, y: 0, width: 120, height: 28), CGRect(x: 0, y: 36, width: 120, height: 28),
                                            CGRect(x: 0, y: 72, width: 120, height: 28)])
    }

    func testEqualSpacingAndEqualCentering() {
        let chips = [Chip(80), Chip(60), Chip(40)]
        let (root, stack) = stack(chips, width: 300)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        // Gaps of (300 − 180) / 2 = 60.
        XCTAssertEqual(chips.map(\.frame.minX), [0, 140, 260])
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres at 40 and 280, so the middle one's at 160: x = 130.
        XCTAssertEqual(chips.map(\.frame.minX), [0, 130, 260])
    }

    func testAlignments() {
        let chips = [Chip(50, 30), Chip(50, 50)]
        let (root, stack) = stack(chips, width: 200, height: 100)
        stack.alignment = .center
        root.layoutIfNeeded()
        XCTAssertEqual(chips.map(\.frame.minY), [35, 25])
        stack.alignment = .bottom
        root.layoutIfNeeded()
        XCTAssertEqual(chips.map(\.frame.minY), [70, 50])
        stack.alignment = .top
        root.layoutIfNeeded()
        XCTAssertEqual(chips.map(\.frame.minY), [0, 0])
        XCTAssertEqual(chips.map(\.frame.height), [30, 50])
    }

    func testAStackOnlyCentredTakesTheSizeOfItsViews() {
        let (_, root) = makeScene()
        let chips = [Chip(80), Chip(60)]
        let stack = UIStackView(arrangedSubviews: chips)
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     stack.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame, CGRect(x: 160, y: 115, width: 80, height: 70))
        XCTAssertEqual(chips[1].frame, CGRect(x: 10, y: 40, width: 60, height: 30))
    }

    func testHidingAnArrangedViewGivesItsRoomToTheOthersAnimated() {
        let views = [UIView(), UIView(), UIView()]
        let (root, stack) = stack(views, width: 310, height: 40)
        stack.distribution = .fillEqually
        stack.spacing = 10
        root.layoutIfNeeded()
        // (310 − 20) / 3 = 96.67 each; edges on whole pixels (the screen's scale is 1 here): 0…97, 107…203, 213…310.
        XCTAssertEqual(views.map(\.frame.width), [97, 96, 97])
        tree.advance(to: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true })
        XCTAssertEqual(views[2].frame, CGRect(x: 160, y: 0, width: 150, height: 40), "(310 − 10) / 2 = 150")
        XCTAssertEqual(views[1].frame.width, 0)
        // Halfway: the last view's left edge is halfway from 213 to 160.
        let bounds = presented(.bounds, of: views[2].layer, in: tree, at: 1.5).rect!
        let position = presented(.position, of: views[2].layer, in: tree, at: 1.5).point!
        XCTAssertEqual(position.x - bounds.width / 2, (213 + 160) / 2, accuracy: 1e-9)
        views[1].isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(views[2].frame.minX, 213)
    }

    func testRemovingAViewFromItsSuperviewRemovesItFromTheArrangement() {
        let views = [UIView(), UIView()]
        let (root, stack) = stack(views, width: 200, height: 20)
        stack.distribution = .fillEqually
        views[0].removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(stack.arrangedSubviews.count, 1)
        XCTAssertEqual(views[1].frame, CGRect(x: 0, y: 0, width: 200, height: 20))
        stack.removeArrangedSubview(views[1])
        XCTAssertTrue(views[1].superview === stack, "still a subview, as in UIKit")
    }
}
