import LayerKit
import UIKit
import XCTest

/// Constraints as a careless or hostile script might make them (seeded): any attributes, relations, multipliers and
/// constants (zero, negative, huge, infinite, not a number), priorities out of range, activations, constant changes
/// and views moving between superviews. Layout always returns, and every frame it sets is made of finite numbers.
final class AutoLayoutHostileTests: XCTestCase {
    func testAnyConstraintsLayOutWithoutHangingOrNonFiniteFrames() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        let attributes: [NSLayoutConstraint.Attribute] = [.left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX,
                                                          .centerY, .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin,
                                                          .bottomMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins,
                                                          .centerYWithinMargins, .notAnAttribute]
        let numbers: [CGFloat] = [0, 1, -1, 0.5, 20, -300, 1e12, -1e300, .infinity, -.infinity, .nan, 1e-12]
        let priorities: [Float] = [1000, 999, 750, 250, 1, 0, -5, 5000, .nan, .infinity]
        for round in 0..<40 {
            _ = RuntimeIssues.take()
            let (_, root) = makeScene()
            var views = [root]
            for _ in 0..<6 {
                let view = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
                view.translatesAutoresizingMaskIntoConstraints = next(4) != 0 ? false : true
                views[next(views.count)].addSubview(view)
                views.append(view)
            }
            var made: [NSLayoutConstraint] = []
            for _ in 0..<40 {
                let first = views[next(views.count)], second = next(5) == 0 ? nil : views[next(views.count)]
                let constraint = NSLayoutConstraint(
                    item: first, attribute: attributes[next(attributes.count)], relatedBy: [.lessThanOrEqual, .equal, .greaterThanOrEqual][next(3)],
                    toItem: second, attribute: attributes[next(attributes.count)], multiplier: numbers[next(numbers.count)],
                    constant: numbers[next(numbers.count)])
                constraint.priority = UILayoutPriority(priorities[next(priorities.count)])
                constraint.isActive = true
                made.append(constraint)
                switch next(6) {
                case 0: made[next(made.count)].constant = numbers[next(numbers.count)]
                case 1: made[next(made.count)].isActive.toggle()
                case 2: views[1 + next(views.count - 1)].removeFromSuperview()
                case 3: root.layoutIfNeeded()
                default: break
                }
            }
            root.layoutIfNeeded()
            root.forEachViewForTest { view in
                let frame = view.frame
                XCTAssertTrue([frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite), "round \(round): \(frame)")
            }
        }
    }
}

extension UIView {
    fileprivate func forEachViewForTest(_ body: (UIView) -> Void) {
        body(self)
        for view in subviews { view.forEachViewForTest(body) }
    }
}
