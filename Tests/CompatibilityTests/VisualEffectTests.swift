import Foundation
import LayerKit
import UIKit
import XCTest

/// `UIVisualEffectView` with a blur: its background is the scene behind it, blurred, under the style's tint. Values
/// worked out from the two colours behind, the tint's alpha and the blur being symmetric about an edge.
final class VisualEffectTests: XCTestCase {
    func testABlurMixesWhatIsBehindAndTintsIt() throws {
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let (tree, root) = makeScene()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300)), right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 300))
        left.backgroundColor = .red
        right.backgroundColor = .blue
        root.addSubview(left)
        root.addSubview(right)
        let glass = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        glass.frame = CGRect(x: 100, y: 100, width: 200, height: 100)
        root.addSubview(glass)
        tree.advance(to: 0.1)
        root.layoutIfNeeded()
        tree.advance(to: 0.2)
        let backdrop = try XCTUnwrap(glass.layer.sublayers?.first)
        let image = try XCTUnwrap(backdrop.contents)
        // Drawn at half a pixel per point: 200 points, 100 pixels.
        XCTAssertEqual(image.width, 100)
        func channels(_ x: Int) -> (Int, Int, Int) {
            let p = image.pixel(x: x, y: 25)
            return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
        }
        // Far from the edge (90 points, nine deviations): red under 30 % of near-white.
        let tint = 0.97 * 255 * 0.3
        let far = channels(5)
        XCTAssertEqual(Double(far.0), 255 * 0.7 + tint, accuracy: 2)
        XCTAssertEqual(Double(far.1), tint, accuracy: 2)
        XCTAssertEqual(Double(far.2), tint, accuracy: 2)
        // Astride the edge, as much red as blue.
        let middle = channels(50), beside = channels(49)
        XCTAssertEqual(Double(middle.0 + beside.0) / 2, Double(middle.2 + beside.2) / 2, accuracy: 3)
        XCTAssertEqual(Double(middle.0), 127.5 * 0.7 + tint, accuracy: 8)
        // The effect view's own content is drawn over it.
        XCTAssert(glass.contentView.superview === glass)
    }

    func testTheBlurOfAnImageKeepsItsTotal() {
        let image = PixelBuffer(width: 41, height: 1)
        image.setPixel(x: 20, y: 0, 0xFFFF_FFFF)
        let blurred = image.blurred(standardDeviation: 4)
        let alphas = (0..<41).map { Int(blurred.pixel(x: $0, y: 0) >> 24) }
        // A point spreads symmetrically, highest at its place, falling away; rounding at each pass may lose a little.
        XCTAssertEqual(alphas.reduce(0, +), 255, accuracy: 12)
        XCTAssertEqual(alphas[15], alphas[25])
        XCTAssert(alphas[20] > alphas[16] && alphas[16] > alphas[12])
        XCTAssertEqual(alphas[0], 0)
    }
}
