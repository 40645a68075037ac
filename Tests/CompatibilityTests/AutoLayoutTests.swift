import LayerKit
import UIKit
import XCTest

/// Auto Layout as tutorials write it: anchors, `NSLayoutConstraint(item:…)`, priorities, inequalities, multipliers,
/// intrinsic sizes with hugging and compression resistance, guides, animated constants and autoresizing masks. The
/// expected frames are worked out by hand from the constraints (the scene is 400 × 300 points).
final class AutoLayoutTests: XCTestCase {
    private func constrainedView(in root: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    func testAnchorsPinAViewToItsSuperview() {
        let (_, root) = makeScene()
        let card = constrainedView(in: root)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 30),
            card.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(card.frame, CGRect(x: 20, y: 30, width: 360, height: 100))
        XCTAssertEqual(root.constraints.count, 3, "the edges are installed on the common ancestor")
        XCTAssertEqual(card.constraints.count, 1, "the height on the view itself")
    }

    func testTheClassicInitializerAndCentring() {
        let (_, root) = makeScene()
        let box = constrainedView(in: root)
        root.addConstraint(NSLayoutConstraint(item: box, attribute: .centerX, relatedBy: .equal, toItem: root,
                                              attribute: .centerX, multiplier: 1, constant: 0))
        root.addConstraint(NSLayoutConstraint(item: box, attribute: .centerY, relatedBy: .equal, toItem: root,
                                              attribute: .centerY, multiplier: 1, constant: -10))
        root.addConstraint(NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root,
                                              attribute: .width, multiplier: 0.5, constant: 0))
        box.addConstraint(NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: box,
                                             attribute: .width, multiplier: 0.25, constant: 0))
        root.layoutIfNeeded()
        // width 400 / 2 = 200, height 50, centred at (200, 140).
        XCTAssertEqual(box.frame, CGRect(x: 100, y: 115, width: 200, height: 50))
    }

    func testConstraintsBetweenViewsInDifferentSuperviews() {
        let (_, root) = makeScene()
        let panel = UIView(frame: CGRect(x: 50, y: 40, width: 200, height: 100))
        root.addSubview(panel)
        let title = constrainedView(in: panel)
        let badge = constrainedView(in: root)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: panel.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: panel.topAnchor, constant: 5),
            title.widthAnchor.constraint(equalToConstant: 80),
            title.heightAnchor.constraint(equalToConstant: 20),
            // The badge sits 6 points below the title and lines up with its trailing edge, in the root's coordinates.
            badge.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 6),
            badge.trailingAnchor.constraint(equalTo: title.trailingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 30),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(title.frame, CGRect(x: 10, y: 5, width: 80, height: 20))
        // Title in root: x 60…140, y 45…65. Badge: top 71, trailing 140, 30 × 30.
        XCTAssertEqual(badge.frame, CGRect(x: 110, y: 71, width: 30, height: 30))
        // Moving the panel (a frame set in code) moves the badge with it.
        panel.frame.origin = CGPoint(x: 70, y: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(badge.frame, CGRect(x: 130, y: 71, width: 30, height: 30))
    }

    func testRequiredConstraintsWinAndHigherPrioritiesWinOverLowerOnes() {
        let (_, root) = makeScene()
        let view = constrainedView(in: root)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = .defaultHigh
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        narrow.priority = .defaultLow
        let tall = view.heightAnchor.constraint(equalToConstant: 40)
        tall.priority = UILayoutPriority(rawValue: 251)
        let short = view.heightAnchor.constraint(equalToConstant: 20)
        short.priority = .defaultLow
        NSLayoutConstraint.activate([
            wide, narrow, tall, short,
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 200),
            view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 50),
            {
                let c = view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
                c.priority = .required - 1
                return c
            }(),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        // The width would be 300 (750) but may not pass 200 (required); the height takes the 251 over the 250; the
        // leading edge wants 10 at 999 but must be at least 50.
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 0, width: 200, height: 40))
        tall.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.height, 20)
    }

    /// Two views of intrinsic widths 80 and 60 between the root's edges with 10 points between: the 250 points left
    /// over go to the one that hugs less.
    func testIntrinsicSizesHuggingAndCompressionResistance() {
        final class Chip: UIView, @unchecked Sendable {
            var size = CGSize(width: 80, height: 30)
            override var intrinsicContentSize: CGSize { size }
        }
        let (_, root) = makeScene()
        let first = Chip(), second = Chip()
        second.size.width = 60
        for chip in [first, second] {
            chip.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(chip)
        }
        second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 330, height: 30))
        XCTAssertEqual(second.frame, CGRect(x: 340, y: 0, width: 60, height: 30))

        // Too little room: 500 + 10 + 60 > 400. The first resists compression less (749) and gives way.
        first.size.width = 500
        first.invalidateIntrinsicContentSize()
        first.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(first.frame.width, 330)
        XCTAssertEqual(second.frame.width, 60)
    }

    func testAConstantChangedInAnAnimationBlockAnimatesTheFrame() {
        let (tree, root) = makeScene()
        let bar = constrainedView(in: root)
        let width = bar.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            width, bar.heightAnchor.constraint(equalToConstant: 10),
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        tree.advance(to: 1)
        width.constant = 300
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
        XCTAssertEqual(bar.frame.width, 300, "the model value is the new one at once")
        // Halfway through a linear 2 s animation: width 200, centre x 100.
        let bounds = presented(.bounds, of: bar.layer, in: tree, at: 2).rect
        let position = presented(.position, of: bar.layer, in: tree, at: 2).point
        XCTAssertEqual(bounds?.width ?? 0, 200, accuracy: 1e-9)
        XCTAssertEqual(position?.x ?? 0, 100, accuracy: 1e-9)
    }

    func testUnsatisfiableConstraintsAreReportedAndOneIsLeftOut() {
        let (_, root) = makeScene()
        _ = RuntimeIssues.take()
        let view = constrainedView(in: root)
        view.accessibilityIdentifier = "card"
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.widthAnchor.constraint(equalToConstant: 200),
            view.heightAnchor.constraint(equalToConstant: 10),
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor), view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame.width, 100)
        let issues = RuntimeIssues.take()
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].contains("UIView 'card'.width == 200"), issues.joined())
        XCTAssertTrue(issues[0].contains("UIView 'card'.width == 100"), issues.joined())
        root.layoutIfNeeded()
        XCTAssertTrue(RuntimeIssues.take().isEmpty, "reported once, not each frame")
    }

    func testAnAmbiguousLayoutIsReported() {
        let (_, root) = makeScene()
        _ = RuntimeIssues.take()
        let view = constrainedView(in: root)
        view.tag = 7
        NSLayoutConstraint.activate([view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        XCTAssertTrue(view.hasAmbiguousLayout)
        let issues = RuntimeIssues.take()
        XCTAssertEqual(issues, ["ambiguous layout: no constraint determines UIView #7 (x, y); they are left at 0"])
        NSLayoutConstraint.activate([view.centerXAnchor.constraint(equalTo: root.centerXAnchor), view.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        XCTAssertFalse(view.hasAmbiguousLayout)
        XCTAssertEqual(view.frame, CGRect(x: 175, y: 125, width: 50, height: 50))
    }

    func testTheMarginsGuideFollowsTheMargins() {
        let (_, root) = makeScene()
        let content = constrainedView(in: root)
        let margins = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor), content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor), content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 8, y: 8, width: 384, height: 284))
        root.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 30, y: 20, width: 320, height: 240))
        XCTAssertEqual(margins.layoutFrame, CGRect(x: 30, y: 20, width: 320, height: 240))
    }

    func testTheSceneRootResizingRelaysOut() {
        let (_, root) = makeScene()
        let footer = constrainedView(in: root)
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: root.leadingAnchor), footer.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: root.bottomAnchor), footer.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 256, width: 400, height: 44))
        root.bounds = CGRect(x: 0, y: 0, width: 600, height: 500)
        root.layoutIfNeeded()
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 456, width: 600, height: 44))
    }

    func testConstraintsMadeBeforeTheViewIsShownHoldOnceItIs() {
        final class Controller: UIViewController, @unchecked Sendable {
            let label = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                label.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(label)
                NSLayoutConstraint.activate([
                    label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    label.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -20),
                    label.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
                    label.heightAnchor.constraint(equalToConstant: 30),
                ])
            }
        }
        let (_, root) = makeScene()
        let controller = Controller()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        root.layoutIfNeeded()
        XCTAssertEqual(controller.label.frame, CGRect(x: 100, y: 250, width: 200, height: 30))
    }

    func testAutoresizingMasksShareTheChangeAmongFlexibleParts() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretchy = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        let floating = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        floating.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 20, y: 10, width: 100, height: 50))
        for view in [stretchy, floating, fixed] { parent.addSubview(view) }
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 140)
        XCTAssertEqual(stretchy.frame, CGRect(x: 20, y: 10, width: 200, height: 50))
        // Margins 20 and 80 share the extra 100 points as 20 : 80.
        XCTAssertEqual(floating.frame, CGRect(x: 40, y: 10, width: 100, height: 50))
        XCTAssertEqual(fixed.frame, CGRect(x: 20, y: 10, width: 100, height: 50))
    }

    func testUpdateConstraintsRunsBeforeLayout() {
        final class Banner: UIView, @unchecked Sendable {
            var installed = false
            var heightConstraint: NSLayoutConstraint?
            override func updateConstraints() {
                if !installed, let superview {
                    installed = true
                    heightConstraint = heightAnchor.constraint(equalToConstant: 60)
                    NSLayoutConstraint.activate([
                        heightConstraint!, topAnchor.constraint(equalTo: superview.topAnchor),
                        leadingAnchor.constraint(equalTo: superview.leadingAnchor), widthAnchor.constraint(equalToConstant: 120),
                    ])
                }
                super.updateConstraints()
            }
        }
        let (_, root) = makeScene()
        let banner = Banner()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        root.layoutIfNeeded()
        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 0, width: 120, height: 60))
        banner.heightConstraint?.constant = 90
        root.layoutIfNeeded()
        XCTAssertEqual(banner.frame.height, 90)
    }
}
