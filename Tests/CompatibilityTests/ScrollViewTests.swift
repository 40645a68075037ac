import Foundation
import LayerKit
import UIKit
import XCTest

/// `UIScrollView` driven by drags as a person drags: the content follows the finger, a release decelerates (the speed
/// keeping `decelerationRate` of itself per millisecond, so a release at v comes to rest v / (1000 ln(1/r)) further),
/// past an edge the content moves by UIKit's rubber band, (1 − 1 / (d · 0.55 / size + 1)) · size, and springs back, and
/// paging settles on whole pages.
final class ScrollViewTests: XCTestCase {
    final class Log: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin dragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("end dragging\(decelerate ? ", decelerating" : "")")
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("end decelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("end animation") }
    }

    func makeScrollView(content: CGSize) -> (LayerTree, UIView, UIScrollView, Log) {
        let (tree, root) = makeScene()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = content
        let log = Log()
        scroll.delegate = log
        root.addSubview(scroll)
        return (tree, root, scroll, log)
    }

    func testTheContentFollowsADragAndDeceleratesAfterTheRelease() {
        let (tree, root, scroll, log) = makeScrollView(content: CGSize(width: 200, height: 2000))
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 200, height: 40))
        scroll.addSubview(row)
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 100, y: 150), time: 0)
        router.move(to: CGPoint(x: 100, y: 140), time: 0.01)
        router.move(to: CGPoint(x: 100, y: 50), time: 0.1)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 100))
        XCTAssertEqual(row.convert(CGPoint.zero, to: root), CGPoint(x: 0, y: 400), "the row moved up with the content")
        // Released while moving up at 1000 points per second: the content carries on down the page.
        tree.advance(to: 0.1)
        router.release(at: CGPoint(x: 100, y: 50), time: 0.1)
        XCTAssertTrue(scroll.isDecelerating)
        let reach = 1 / (1000 * Foundation.log(1 / 0.998))
        var last = 100.0
        for frame in 1...240 {
            tree.advance(to: 0.1 + Double(frame) / 60)
            XCTAssertGreaterThanOrEqual(Double(scroll.contentOffset.y), last)
            last = Double(scroll.contentOffset.y)
        }
        XCTAssertEqual(last, 100 + 1000 * reach, accuracy: 1)
        XCTAssertEqual(log.events, ["begin dragging", "end dragging, decelerating", "end decelerating"])
        XCTAssertGreaterThan(log.scrolls, 100)
    }

    func testPastTheEdgeTheRubberBandStretchesAndSpringsBack() {
        let (tree, root, scroll, log) = makeScrollView(content: CGSize(width: 200, height: 1000))
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 100, y: 20), time: 0)
        router.move(to: CGPoint(x: 100, y: 60), time: 0.1)
        router.move(to: CGPoint(x: 100, y: 120), time: 0.5)
        XCTAssertEqual(Double(scroll.contentOffset.y), -(1 - 1 / (100 * 0.55 / 200 + 1)) * 200, accuracy: 1e-9)
        tree.advance(to: 0.6)
        router.move(to: CGPoint(x: 100, y: 120), time: 0.6)
        router.release(at: CGPoint(x: 100, y: 120), time: 0.6)
        tree.advance(to: 2)
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertEqual(log.events.last, "end decelerating")
        // Without bouncing the content stops at the edge.
        scroll.bounces = false
        router.press(at: CGPoint(x: 100, y: 20), time: 3)
        router.move(to: CGPoint(x: 100, y: 120), time: 3.1)
        XCTAssertEqual(scroll.contentOffset, .zero)
    }

    func testPagingSettlesOnWholePages() {
        let (tree, root, scroll, _) = makeScrollView(content: CGSize(width: 600, height: 200))
        scroll.isPagingEnabled = true
        let router = TouchRouter(root: root)
        func drag(by dx: CGFloat, over seconds: Double, at time: Double) {
            router.press(at: CGPoint(x: 150, y: 100), time: time)
            for step in 1...10 {
                router.move(to: CGPoint(x: 150 + dx * CGFloat(step) / 10, y: 100), time: time + seconds * Double(step) / 10)
            }
            tree.advance(to: time + seconds)
            router.release(at: CGPoint(x: 150 + dx, y: 100), time: time + seconds)
            tree.advance(to: time + seconds + 1.5)
        }
        drag(by: -60, over: 1, at: 0)
        XCTAssertEqual(scroll.contentOffset, .zero, "a slow drag short of half a page goes back")
        drag(by: -120, over: 1, at: 3)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 200, y: 0), "past half a page, the next")
        drag(by: -30, over: 0.05, at: 6)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 400, y: 0), "a flick turns a page")
        drag(by: -150, over: 0.05, at: 9)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 400, y: 0), "not past the last page")
    }

    func testAnAnimatedOffsetEasesOverAThirdOfASecond() {
        let (tree, _, scroll, log) = makeScrollView(content: CGSize(width: 200, height: 1000))
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        tree.advance(to: 0.15)
        XCTAssertEqual(Double(scroll.contentOffset.y), 150, accuracy: 1e-9)
        tree.advance(to: 0.075)
        tree.advance(to: 0.5)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(log.events, ["end animation"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 900, width: 10, height: 50), animated: false)
        XCTAssertEqual(scroll.contentOffset, CGPoint(x: 0, y: 750))
    }
}
