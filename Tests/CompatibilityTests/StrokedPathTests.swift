import Foundation
import LayerKit
import UIKit
import XCTest

/// A stroke's outline as Core Graphics code asks for it: `replacePathWithStrokedPath()` before a clip or a fill (the
/// gradient ring's idiom), `copy(strokingWithWidth:…)` and `CGPath(__byStroking:…)`. Filling the outline paints what
/// the stroke paints: the two images differ only where the two flattenings of the curves cross an edge pixel (a few
/// hundredths of a pixel, some levels of that pixel), and cover the same area.
final class StrokedPathTests: XCTestCase {
    func image(_ draw: (CGContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 80, height: 60), format: format).image { draw($0.cgContext) }.cgImage!
    }

    func largestDifference(_ a: CGImage, _ b: CGImage) -> UInt32 {
        var largest: UInt32 = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                for shift in stride(from: 0, to: 32, by: 8) {
                    let u = (p >> UInt32(shift)) & 0xFF, v = (q >> UInt32(shift)) & 0xFF
                    largest = max(largest, u > v ? u - v : v - u)
                }
            }
        }
        return largest
    }

    /// The image's alpha summed, in pixels.
    func coverage(_ image: CGImage) -> Double {
        var sum = 0.0
        for y in 0..<image.height { for x in 0..<image.width { sum += Double(image.pixel(x: x, y: y) >> 24) / 255 } }
        return sum
    }

    /// An arc with round caps and a dash-free 9-point line, and a zigzag with mitred joins.
    func addShapes(_ context: CGContext) {
        context.addArc(center: CGPoint(x: 25, y: 30), radius: 16, startAngle: 0.3, endAngle: 4.5, clockwise: false)
        context.move(to: CGPoint(x: 48, y: 50))
        context.addLine(to: CGPoint(x: 58, y: 12))
        context.addLine(to: CGPoint(x: 68, y: 48))
    }

    func testTheStrokedPathFilledOrClippedToPaintsTheStroke() {
        let stroked = image { context in
            context.setStrokeColor(UIColor.red.cgColor)
            context.setLineWidth(9)
            context.setLineCap(.round)
            addShapes(context)
            context.strokePath()
        }
        let filled = image { context in
            context.setFillColor(UIColor.red.cgColor)
            context.setLineWidth(9)
            context.setLineCap(.round)
            addShapes(context)
            context.replacePathWithStrokedPath()
            context.fillPath()
        }
        let clipped = image { context in
            context.setLineWidth(9)
            context.setLineCap(.round)
            addShapes(context)
            context.replacePathWithStrokedPath()
            context.clip()
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 80, height: 60))
        }
        XCTAssertLessThanOrEqual(largestDifference(stroked, filled), 16)
        XCTAssertLessThanOrEqual(largestDifference(stroked, clipped), 16)
        XCTAssertEqual(coverage(filled), coverage(stroked), accuracy: coverage(stroked) * 0.002)
        XCTAssertEqual(coverage(clipped), coverage(stroked), accuracy: coverage(stroked) * 0.002)
        // The ring is there: a point on the arc (opposite its gap) is red, its centre is not.
        XCTAssertEqual(filled.pixel(x: 9, y: 30), 0xFFFF_0000)
        XCTAssertEqual(filled.pixel(x: 25, y: 30), 0)
    }

    func testAStrokedCopyOfAPathHoldsTheStroke() throws {
        let ring = UIBezierPath(arcCenter: CGPoint(x: 40, y: 30), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
        let outline = ring.copy(strokingWithWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(outline.contains(CGPoint(x: 60, y: 30)), "on the circle")
        XCTAssertTrue(outline.contains(CGPoint(x: 40, y: 12.5)), "within 3 points of it")
        XCTAssertFalse(outline.contains(CGPoint(x: 40, y: 30)), "the centre")
        XCTAssertFalse(outline.contains(CGPoint(x: 64, y: 30)), "beyond the stroke")
        // The outline's box is the circle's, 3 points out.
        XCTAssertEqual(outline.boundingBox.minX, 17, accuracy: 0.05)
        XCTAssertEqual(outline.boundingBox.maxY, 53, accuracy: 0.05)
        var moved = CGAffineTransform(translationX: 5, y: 0)
        let byStroking = try XCTUnwrap(CGPath(__byStroking: ring, transform: &moved, lineWidth: 6, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        XCTAssertEqual(byStroking.boundingBox.minX, 22, accuracy: 0.05)
        XCTAssertTrue(byStroking.contains(CGPoint(x: 65, y: 30)))
    }
}
