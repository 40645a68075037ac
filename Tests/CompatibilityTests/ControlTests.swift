import Foundation
import LayerKit
import UIKit
import XCTest

/// Buttons and controls: their events, highlighting and actions, as UIKit sends them.
final class ControlTests: XCTestCase {
    final class Handler {
        var log: [String] = []
        func tapped(_ button: UIButton) { log.append("tapped \(button.currentTitle ?? "")") }
        func down() { log.append("down") }
        func outside() { log.append("outside") }
    }

    func testAButtonSendsItsEventsAndHighlightsWhileDown() {
        let (_, root) = makeScene()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Animate", for: .normal)
        button.setTitle("Animating", for: .highlighted)
        root.addSubview(button)
        let handler = Handler()
        button.addTarget(handler, action: Selector(handler.tapped), for: .touchUpInside)
        button.addTarget(handler, action: Selector(handler.down), for: .touchDown)
        button.addTarget(handler, action: Selector(handler.outside), for: .touchUpOutside)
        var closures = 0
        button.addAction(UIAction { action in closures += action.sender === button ? 1 : 100 }, for: .primaryActionTriggered)
        let router = TouchRouter(root: root)
        // The title label lets the touch through to the button.
        XCTAssertTrue(router.press(at: CGPoint(x: 160, y: 122), time: 0))
        XCTAssertTrue(button.isHighlighted && button.titleLabel?.text == "Animating" && button.state == .highlighted)
        // A release 50 points outside is still within UIKit's 70-point reach.
        router.move(to: CGPoint(x: 160, y: 194), time: 0.1)
        XCTAssertTrue(button.isHighlighted)
        router.release(at: CGPoint(x: 160, y: 194), time: 0.2)
        XCTAssertEqual(handler.log, ["down", "tapped Animate"])
        XCTAssertTrue(!button.isHighlighted && closures == 1 && button.titleLabel?.text == "Animate")
        // Beyond the reach: not highlighted, and the release is outside.
        router.press(at: CGPoint(x: 160, y: 122), time: 1)
        router.move(to: CGPoint(x: 160, y: 250), time: 1.1)
        XCTAssertFalse(button.isHighlighted)
        router.release(at: CGPoint(x: 160, y: 250), time: 1.2)
        XCTAssertEqual(handler.log, ["down", "tapped Animate", "down", "outside"])
        // A disabled button sends nothing.
        button.isEnabled = false
        router.press(at: CGPoint(x: 160, y: 122), time: 2)
        router.release(at: CGPoint(x: 160, y: 122), time: 2.1)
        XCTAssertEqual(handler.log.count, 4)
        XCTAssertEqual(closures, 1)
    }

    func testAButtonSizesToItsTitleAndSystemTitlesTakeTheTint() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.sizeToFit()
        XCTAssertGreaterThanOrEqual(button.bounds.height, 34)
        XCTAssertGreaterThan(button.bounds.width, 24)
        XCTAssertEqual(button.currentTitleColor, UIColor.systemBlue)
        XCTAssertEqual(UIButton(frame: .zero).currentTitleColor, UIColor.white)
        XCTAssertFalse(UILabel().isUserInteractionEnabled || UIImageView().isUserInteractionEnabled)
    }

    func testAPageControlShowsItsDotsAndTurnsAPageOnATapOfEitherHalf() {
        let (_, root) = makeScene()
        let pages = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 37))
        pages.numberOfPages = 3
        pages.currentPageIndicatorTintColor = .red
        root.addSubview(pages)
        pages.layoutIfNeeded()
        XCTAssertEqual(pages.size(forNumberOfPages: 3), CGSize(width: 48, height: 37))
        // Three 7-point dots 16 points apart about the middle (100, 18.5).
        XCTAssertEqual(pages.subviews.map(\.center), [CGPoint(x: 84, y: 18.5), CGPoint(x: 100, y: 18.5), CGPoint(x: 116, y: 18.5)])
        XCTAssertEqual(pages.subviews[0].backgroundColor, .red)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        let router = TouchRouter(root: root)
        for (x, time) in [(280.0, 0.0), (280, 1), (280, 2), (120, 3)] {
            router.press(at: CGPoint(x: x, y: 118), time: time)
            router.release(at: CGPoint(x: x, y: 118), time: time + 0.1)
        }
        XCTAssertEqual(changes, [1, 2, 1], "no page past the last")
        XCTAssertEqual(pages.subviews[1].backgroundColor, .red)
        pages.hidesForSinglePage = true
        pages.numberOfPages = 1
        XCTAssertTrue(pages.isHidden && pages.currentPage == 0)
    }
}
