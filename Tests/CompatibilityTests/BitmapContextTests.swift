import Foundation
import LayerKit
import UIKit
import XCTest

/// Bitmap contexts on code's own memory, as published code reads pixels: the colour under a point (a one-pixel
/// context the layer is rendered into), a gradient written byte by byte and made into an image, a context's `data`.
/// Expected bytes follow from the colours drawn: premultiplied, in the byte order the bitmap info asks for.
final class BitmapContextTests: XCTestCase {
    let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
    let bgra = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    func testTheColourUnderAPointIsReadThroughAOnePixelContext() throws {
        let (_, root) = makeScene()
        let swatch = CALayer()
        swatch.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        swatch.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor
        root.layer.addSublayer(swatch)
        func color(at point: CGPoint) throws -> [UInt8] {
            var pixel: [UInt8] = [0, 0, 0, 0]
            let context = try XCTUnwrap(
                CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba))
            context.translateBy(x: -point.x, y: -point.y)
            root.layer.render(in: context)
            return pixel
        }
        XCTAssertEqual(try color(at: CGPoint(x: 15, y: 25)), [255, 128, 0, 255])
        XCTAssertEqual(try color(at: CGPoint(x: 5, y: 5)), [0, 0, 0, 0])
    }

    func testDrawingIsWrittenInTheByteOrderAskedAndOverWhatTheMemoryHolds() throws {
        let memory = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * 4 * 2)
        defer { memory.deallocate() }
        // Opaque green everywhere, written before the context is made (BGRA: blue, green, red, alpha).
        for i in 0..<8 { (memory + 4 * i).update(from: [0, 255, 0, 255], count: 4) }
        let context = try XCTUnwrap(
            CGContext(data: memory, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bgra))
        // Half-transparent red over the left half; Core Graphics' origin is the bottom left, so y 0...2 is both rows.
        context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // Red at half over green: red 128, green 255 × (1 − 0.5) = 127 or 128, opaque.
        let left = Array(UnsafeBufferPointer(start: memory, count: 4))
        XCTAssertEqual(left[0], 0)
        XCTAssertEqual(Int(left[1]), 127, accuracy: 1)
        XCTAssertEqual(Int(left[2]), 128, accuracy: 1)
        XCTAssertEqual(left[3], 255)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: memory + 8, count: 4)), [0, 255, 0, 255], "the right half as it was")
        // Bytes the code writes afterwards are what the image shows.
        (memory + 12).update(from: [255, 0, 0, 255], count: 4)
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(image.pixel(x: 3, y: 0), 0xFF00_00FF)
        XCTAssertEqual(image.pixel(x: 2, y: 1), 0xFF00_FF00)
    }

    func testAContextOfItsOwnMemoryGivesItAsData() throws {
        let context = try XCTUnwrap(
            CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba))
        XCTAssertEqual(context.bytesPerRow, 12)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        let bytes = try XCTUnwrap(context.data).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(Array(UnsafeBufferPointer(start: bytes + 12 + 4, count: 4)), [0, 0, 255, 255], "the middle pixel")
        XCTAssertEqual(Array(UnsafeBufferPointer(start: bytes, count: 4)), [0, 0, 0, 0])
    }

    func testGreyAndAlphaMemory() throws {
        var grey = [UInt8](repeating: 0, count: 4)
        let greyContext = try XCTUnwrap(
            CGContext(data: &grey, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        greyContext.setFillColor(UIColor.white.cgColor)
        greyContext.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        XCTAssertEqual(grey, [255, 255, 0, 0], "the top row (y 1...2, up) is white")
        var alpha = [UInt8](repeating: 0, count: 2)
        let alphaContext = try XCTUnwrap(
            CGContext(data: &alpha, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 2, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        alphaContext.setFillColor(UIColor(white: 0, alpha: 0.5).cgColor)
        alphaContext.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        XCTAssertEqual(alpha[0], 0)
        XCTAssertEqual(Int(alpha[1]), 128, accuracy: 1)
    }

    func testBadShapesOfMemoryAreRefused() {
        var bytes = [UInt8](repeating: 7, count: 16)
        XCTAssertNil(CGContext(data: &bytes, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba), "rows shorter than their pixels")
        XCTAssertNil(CGContext(data: nil, width: 0, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba))
        // 16-bit components are not drawn into the memory: the context draws into its own pixels.
        let wide = CGContext(data: &bytes, width: 2, height: 1, bitsPerComponent: 16, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: rgba)
        wide?.setFillColor(UIColor.red.cgColor)
        wide?.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertEqual(bytes, [UInt8](repeating: 7, count: 16))
        XCTAssertEqual(wide?.makeImage()?.pixel(x: 0, y: 0), 0xFFFF_0000)
    }
}
