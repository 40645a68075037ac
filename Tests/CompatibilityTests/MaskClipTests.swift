import Foundation
import LayerKit
import UIKit
import XCTest

/// `clip(to:mask:)` as gradient progress rings use it: an image (drawn earlier into an image context) is the coverage of
/// what is drawn until the state is restored. The image is mapped as `draw(_:in:)` maps one (its first row at the
/// rectangle's largest y: the bottom, in a UIKit context), its alpha the coverage, or for an opaque image its brightness.
final class MaskClipTests: XCTestCase {
    let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF

    /// A 4 x 4 mask whose first row is covered and the rest not: by alpha, or (`opaque`) white on black.
    func mask(opaque: Bool) -> CGImage {
        let image = PixelBuffer(width: 4, height: 4)
        for index in 0..<16 { image.pixels[index] = index < 4 ? 0xFFFF_FFFF : (opaque ? 0xFF00_0000 : 0) }
        return image
    }

    func rows(_ mask: CGImage, clip rect: CGRect) -> [[UInt32]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { renderer in
            let context = renderer.cgContext
            context.saveGState()
            context.clip(to: rect, mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            context.restoreGState()
            // After the restore, nothing is clipped.
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
        }.cgImage!
        return (0..<4).map { y in (0..<4).map { image.pixel(x: $0, y: y) } }
    }

    func testAMasksAlphaOrBrightnessIsTheClip() {
        for opaque in [false, true] {
            let shown = rows(mask(opaque: opaque), clip: CGRect(x: 0, y: 0, width: 4, height: 4))
            XCTAssertEqual(shown[0], [0, 0, 0, blue], "opaque: \(opaque)")
            XCTAssertEqual(shown[1], [0, 0, 0, 0])
            XCTAssertEqual(shown[3], [red, red, red, red], "the mask's first row lands at the bottom")
        }
    }

    func testNothingShowsOutsideTheMasksRectangle() {
        // The mask squeezed into the left half: its first row still covers the bottom row there.
        let shown = rows(mask(opaque: false), clip: CGRect(x: 0, y: 0, width: 2, height: 4))
        XCTAssertEqual(shown[3], [red, red, 0, 0])
        XCTAssertEqual(shown[0], [0, 0, 0, blue])
    }

    func testClipsToImagesInForceAtOnceAreBounded() {
        // A drawing that never restores its state: past the limit, clips are reported and not applied.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { renderer in
            let context = renderer.cgContext
            for _ in 0..<40 {
                context.saveGState()
                context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask(opaque: false))
            }
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }.cgImage!
        // The 32 clips in force all keep the bottom row; the rest of the frame stays clear.
        XCTAssertEqual((0..<4).map { image.pixel(x: $0, y: 3) }, [red, red, red, red])
        XCTAssertEqual(image.pixel(x: 0, y: 0), 0)
    }
}

