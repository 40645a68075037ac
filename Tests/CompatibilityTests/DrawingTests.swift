import Foundation
import LayerKit
import UIKit
import XCTest

/// Core Graphics drawing as UIKit code does it, checked pixel by pixel on small images whose expected values are
/// worked out by hand: shapes on whole pixels are exactly covered, so their pixels are exact premultiplied ARGB.
final class DrawingTests: XCTestCase {
    let red: UInt32 = 0xFFFF_0000, blue: UInt32 = 0xFF00_00FF, black: UInt32 = 0xFF00_0000, clear: UInt32 = 0

    /// The pixels of an image made at one pixel per point, row by row.
    private func pixels(_ size: CGSize, _ draw: (UIGraphicsImageRendererContext) -> Void) -> [[UInt32]] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: size, format: format).image(actions: draw)
        guard let buffer = image.cgImage else { return [] }
        return (0..<buffer.height).map { y in (0..<buffer.width).map { buffer.pixel(x: $0, y: y) } }
    }

    func testFillsStrokesAndTheTransformPlaceWholePixels() {
        let image = pixels(CGSize(width: 4, height: 4)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            let cg = context.cgContext
            cg.translateBy(x: 2, y: 0)
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            // A 2-point line along y = 3 covers rows 2 and 3 exactly, from x 0 to 2 in the translated space.
            cg.setStrokeColor(UIColor.black.cgColor)
            cg.setLineWidth(2)
            cg.move(to: CGPoint(x: -2, y: 3))
            cg.addLine(to: CGPoint(x: 0, y: 3))
            cg.strokePath()
        }
        XCTAssertEqual(image[0], [red, red, blue, blue])
        XCTAssertEqual(image[1], [clear, clear, clear, clear])
        XCTAssertEqual(image[2], [black, black, clear, clear])
        XCTAssertEqual(image[3], [black, black, clear, clear])
    }

    func testStateClipsAndTheEvenOddRule() {
        let image = pixels(CGSize(width: 4, height: 4)) { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor.red.cgColor)
            cg.saveGState()
            cg.setFillColor(UIColor.blue.cgColor)
            cg.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2))
            cg.restoreGState()
            // The fill colour and the clip came back with the state: red, everywhere.
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: 2, width: 4, height: 2))
            // A ring: the outer square less the inner one by the even-odd rule.
            cg.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            cg.addRect(CGRect(x: 1, y: 2, width: 2, height: 1))
            cg.fillPath(using: .evenOdd)
            cg.restoreGState()
        }
        XCTAssertEqual(image[0], [clear, clear, clear, clear])
        XCTAssertEqual(image[1], [clear, clear, clear, clear])
        XCTAssertEqual(image[2], [red, clear, clear, red])
        XCTAssertEqual(image[3], [red, red, red, red])
    }

    func testClearingErasesOnlyTheRectangle() {
        // CGContext.clear(_:) makes the rectangle's pixels transparent, and only those: a pixel half inside (coverage
        // 128 of 255) keeps the other 127 of its red, premultiplied.
        let image = pixels(CGSize(width: 4, height: 2)) { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            context.cgContext.clear(CGRect(x: 1, y: 0, width: 1.5, height: 1))
        }
        XCTAssertEqual(image[0], [red, clear, 0x7F7F_0000, red])
        XCTAssertEqual(image[1], [red, red, red, red])
    }

    /// Blend modes by the W3C formulas, worked out by hand on a 50 % grey (128/255): multiply (255, 128, 0) gives
    /// (128, 128·128/255 = 64.25, 0); screen (0, 128, 255) gives b + s − b·s = (128, 191.75, 255); difference with white
    /// 255 − 128 = 127; destinationOut erases what the shape covers; plusLighter adds (128 + 128, clamped to 255).
    func testBlendModesCombineWithWhatIsThere() {
        let grey = UIColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1)
        let image = pixels(CGSize(width: 6, height: 1)) { context in
            let cg = context.cgContext
            cg.setFillColor(grey.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 5, height: 1))
            func paint(_ x: CGFloat, _ mode: CGBlendMode, _ color: UIColor) {
                cg.saveGState()
                cg.setBlendMode(mode)
                cg.setFillColor(color.cgColor)
                cg.fill(CGRect(x: x, y: 0, width: 1, height: 1))
                cg.restoreGState()
            }
            paint(0, .multiply, UIColor(red: 1, green: 128 / 255, blue: 0, alpha: 1))
            paint(1, .screen, UIColor(red: 0, green: 128 / 255, blue: 1, alpha: 1))
            paint(2, .difference, .white)
            paint(3, .destinationOut, .black)
            paint(4, .plusLighter, grey)
            // Source-atop over nothing draws nothing.
            paint(5, .sourceAtop, .red)
        }
        XCTAssertEqual(image[0], [0xFF80_4000, 0xFF80_C0FF, 0xFF7F_7F7F, clear, 0xFFFF_FFFF, clear])
    }

    func testHalfCoveredPixelsAndAlpha() {
        let image = pixels(CGSize(width: 2, height: 1)) { context in
            context.cgContext.setAlpha(0.5)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.black.setFill()
            // Half of the second pixel, fully opaque black then halved by the alpha: a quarter of its area's worth.
            context.cgContext.setAlpha(1)
            UIRectFill(CGRect(x: 1, y: 0, width: 0.5, height: 1))
        }
        // White at alpha 0.5: premultiplied 128 (0.5 × 255 rounded).
        XCTAssertEqual(image[0][0] >> 24, 128)
        XCTAssertEqual(image[0][0] & 0xFF, 128)
        XCTAssertEqual(Int(image[0][1] >> 24), 128, accuracy: 1)
        XCTAssertEqual(image[0][1] & 0x00FF_FFFF, 0)
    }

    func testAGradientRunsAcrossTheClip() {
        let image = pixels(CGSize(width: 4, height: 1)) { context in
            let colors = [UIColor.black.cgColor, UIColor.white.cgColor]
            var locations: [CGFloat] = [0, 1]
            let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as [Any], locations: &locations)!
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 4, y: 0), options: [])
        }
        // Pixel centres at x + 0.5: a grey of (x + 0.5) / 4 of full white.
        for x in 0..<4 {
            XCTAssertEqual(Double(image[0][x] & 0xFF), 255 * (Double(x) + 0.5) / 4, accuracy: 2, "pixel \(x)")
            XCTAssertEqual(image[0][x] >> 24, 255)
        }
    }

    func testImagesDrawUprightInUIKitAndFlippedByCoreGraphics() {
        let source = PixelBuffer(width: 1, height: 2)
        source.setPixel(x: 0, y: 0, red)
        source.setPixel(x: 0, y: 1, blue)
        let image = pixels(CGSize(width: 2, height: 2)) { context in
            UIImage(cgImage: source).draw(in: CGRect(x: 0, y: 0, width: 1, height: 2))
            context.cgContext.draw(source, in: CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        XCTAssertEqual(image[0], [red, blue])
        XCTAssertEqual(image[1], [blue, red])
    }

    func testABitmapContextHasItsOriginAtTheBottomLeft() throws {
        let context = try XCTUnwrap(
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try XCTUnwrap(context.makeImage())
        XCTAssertEqual(image.pixel(x: 0, y: 1), red)
        XCTAssertEqual(image.pixel(x: 0, y: 0), clear)
    }

    func testAHardShadowIsTheShapeMoved() {
        let image = pixels(CGSize(width: 4, height: 1)) { context in
            context.cgContext.setShadow(offset: CGSize(width: 2, height: 0), blur: 0, color: UIColor.black.cgColor)
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(image[0], [red, clear, black, clear])
    }

    func testBezierPathsStrokeWithTheirOwnStyleAndTextDraws() {
        let image = pixels(CGSize(width: 4, height: 2)) { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 1))
            path.addLine(to: CGPoint(x: 4, y: 1))
            path.lineWidth = 2
            UIColor.blue.setStroke()
            path.stroke()
        }
        XCTAssertEqual(image, [[blue, blue, blue, blue], [blue, blue, blue, blue]])
        let text = pixels(CGSize(width: 40, height: 20)) { _ in
            "Hi".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.red])
        }
        let inked = text.joined().filter { $0 != 0 }
        XCTAssertGreaterThan(inked.count, 10)
        // Only red, at any coverage.
        XCTAssert(inked.allSatisfy { $0 & 0x0000_FFFF == 0 })
        // Nothing above the top left given.
        XCTAssert(text[0].allSatisfy { $0 == 0 } && text[1].allSatisfy { $0 == 0 })
    }

    func testPNGDataRoundTrips() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let image = try XCTUnwrap(UIImage(data: data))
        XCTAssertEqual(image.cgImage?.pixel(x: 0, y: 0), red)
        XCTAssertEqual(image.cgImage?.pixel(x: 1, y: 0), clear)
        XCTAssertNil(UIImage(data: Data([1, 2, 3])))
    }

    /// The old image context API, at scale 2.
    func testImageContextsAtTheirScale() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 1), false, 2)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try XCTUnwrap(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.size, CGSize(width: 2, height: 1))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.cgImage?.width, 4)
        XCTAssertEqual(image.cgImage?.pixel(x: 1, y: 1), clear)
        XCTAssertEqual(image.cgImage?.pixel(x: 2, y: 1), blue)
    }

    /// A view's `draw(_:)` becomes its layer's contents at the screen's scale, and again after `setNeedsDisplay()`.
    func testAViewDrawsOnceShownAndAgainWhenAsked() throws {
        final class Meter: UIView, @unchecked Sendable {
            var level: CGFloat = 0.25
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
            }
        }
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 2)
        defer { SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1) }
        let (tree, root) = makeScene()
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 4, height: 1))
        root.addSubview(meter)
        tree.advance(to: 0.1)
        XCTAssertEqual(meter.draws, 1)
        let first = try XCTUnwrap(meter.layer.contents)
        XCTAssertEqual(first.width, 8)
        XCTAssertEqual((0..<8).map { first.pixel(x: $0, y: 0) }, [red, red, clear, clear, clear, clear, clear, clear])
        tree.advance(to: 0.2)
        XCTAssertEqual(meter.draws, 1, "not drawn again unless asked")
        meter.level = 0.75
        meter.setNeedsDisplay()
        tree.advance(to: 0.3)
        let second = try XCTUnwrap(meter.layer.contents)
        XCTAssertEqual((0..<8).map { second.pixel(x: $0, y: 0) }, [red, red, red, red, red, red, clear, clear])
        // A plain view draws nothing and keeps no contents.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        root.addSubview(plain)
        tree.advance(to: 0.4)
        XCTAssertNil(plain.layer.contents)
    }

    /// A layer subclass drawing in `draw(in:)`, redrawn on bounds changes when it asks to be.
    func testALayerDrawsInItsContext() throws {
        final class Disc: CALayer, @unchecked Sendable {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(UIColor.blue.cgColor)
                ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
            }
        }
        let (tree, root) = makeScene()
        let disc = Disc()
        disc.bounds = CGRect(x: 0, y: 0, width: 2, height: 1)
        disc.needsDisplayOnBoundsChange = true
        disc.setNeedsDisplay()
        root.layer.addSublayer(disc)
        tree.advance(to: 0.1)
        XCTAssertEqual(disc.contents?.pixel(x: 0, y: 0), blue)
        XCTAssertEqual(disc.contents?.pixel(x: 1, y: 0), clear)
        disc.bounds = CGRect(x: 0, y: 0, width: 4, height: 1)
        tree.advance(to: 0.2)
        XCTAssertEqual(disc.contents.map { b in (0..<b.width).map { b.pixel(x: $0, y: 0) } }, [blue, blue, clear, clear])
    }

    /// `render(in:)` draws a layer tree as a snapshot, in the layer's own coordinates; a layer in a scene stays there,
    /// animating as before.
    func testRenderingALayerIntoAContext() throws {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 2, height: 1)
        card.position = CGPoint(x: 50, y: 50)
        card.backgroundColor = UIColor.red.cgColor
        let badge = CALayer()
        badge.frame = CGRect(x: 1, y: 0, width: 1, height: 1)
        badge.backgroundColor = UIColor.blue.cgColor
        card.addSublayer(badge)
        XCTAssertEqual(pixels(CGSize(width: 2, height: 1)) { card.render(in: $0.cgContext) }, [[red, blue]])

        let (tree, root) = makeScene()
        let other = CALayer()
        root.layer.addSublayer(other)
        root.layer.insertSublayer(card, at: 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        card.add(fade, forKey: "fade")
        tree.advance(to: 0.5)
        XCTAssertEqual(pixels(CGSize(width: 2, height: 1)) { card.render(in: $0.cgContext) }, [[red, blue]])
        XCTAssert(card.superlayer === root.layer && root.layer.sublayers?.first === card)
        XCTAssertEqual(card.animationKeys(), ["fade"])
        XCTAssertEqual(Double(presented(.opacity, of: card, in: tree, at: 1).number ?? .nan), 0.5, accuracy: 1e-9)
    }

    /// A replicator's instance colour tints image contents as it tints colours: white gems become the instance colour.
    func testAReplicatorTintsItsImages() throws {
        let white = PixelBuffer(width: 2, height: 2)
        white.fill(0xFFFF_FFFF)
        let rootLayer = CALayer()
        rootLayer.bounds = CGRect(x: 0, y: 0, width: 4, height: 2)
        let tree = LayerTree(rootLayer: rootLayer)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 4, height: 2)
        replicator.instanceCount = 2
        replicator.instanceTransform = CATransform3DMakeTranslation(2, 0, 0)
        replicator.instanceColor = UIColor.blue.cgColor
        replicator.instanceRedOffset = 1
        let gem = CALayer()
        gem.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
        gem.contents = white
        replicator.addSublayer(gem)
        rootLayer.addSublayer(replicator)
        let image = LayerRenderer(threads: 1).image(of: tree, pixelWidth: 4, pixelHeight: 2, scale: 1, background: .clear)
        // The first copy blue; the second blue plus a red offset of 1: magenta.
        XCTAssertEqual(image.pixel(x: 0, y: 0), blue)
        XCTAssertEqual(image.pixel(x: 3, y: 1), 0xFFFF_00FF)
    }

    /// A resizable image keeps its caps: in a 90 × 60 view, a 30 × 30 image with 10-point caps has red 10 × 10 corners,
    /// green edges stretched along themselves and a blue middle (the whole image stretched would put its red corner
    /// where the top edge is).
    func testAResizableImageKeepsItsCaps() {
        let (tree, root) = makeScene()
        let art = PixelBuffer(width: 30, height: 30)
        for y in 0..<30 {
            for x in 0..<30 {
                let cornerX = x < 10 || x >= 20, cornerY = y < 10 || y >= 20
                art.setPixel(x: x, y: y, cornerX && cornerY ? red : !cornerX && !cornerY ? blue : 0xFF00_FF00)
            }
        }
        let image = UIImage(cgImage: art).resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 0, y: 0, width: 90, height: 60)
        root.addSubview(view)
        let frame = LayerRenderer(threads: 1).image(of: tree, pixelWidth: 90, pixelHeight: 60, scale: 1, background: .clear)
        XCTAssertEqual(frame.pixel(x: 4, y: 4), red)
        XCTAssertEqual(frame.pixel(x: 85, y: 55), red)
        XCTAssertEqual(frame.pixel(x: 15, y: 4), 0xFF00_FF00)
        XCTAssertEqual(frame.pixel(x: 4, y: 30), 0xFF00_FF00)
        XCTAssertEqual(frame.pixel(x: 45, y: 30), blue)
        XCTAssertEqual(image.capInsets.left, 10)
    }

    /// A photo whose EXIF orientation is a quarter turn (the RasterTests fixture: red beside blue, stored 8 × 4): its
    /// pixels stay as stored, its size and an image view show it upright, red on top.
    func testAPhotoShowsUprightByItsOrientation() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("RasterTests/Fixtures/turned.jpg").path
        let photo = try XCTUnwrap(UIImage(contentsOfFile: file))
        XCTAssertEqual(photo.imageOrientation, .right)
        XCTAssertEqual(photo.size, CGSize(width: 4, height: 8))
        XCTAssertEqual(photo.cgImage?.width, 8)
        let (tree, root) = makeScene()
        root.addSubview(UIImageView(image: photo))
        let frame = LayerRenderer(threads: 1).image(of: tree, pixelWidth: 4, pixelHeight: 8, scale: 1, background: .clear)
        XCTAssertGreaterThan((frame.pixel(x: 2, y: 1) >> 16) & 0xFF, 240)
        XCTAssertGreaterThan(frame.pixel(x: 2, y: 6) & 0xFF, 240)
    }

    /// Template images take the tint colour of the image view showing them (its superview's, when it has none).
    func testTemplateImagesAreTinted() {
        let shape = PixelBuffer(width: 2, height: 1)
        shape.setPixel(x: 0, y: 0, 0xFFFF_FFFF)
        shape.setPixel(x: 1, y: 0, 0x8080_8080)
        let template = UIImage(cgImage: shape).withRenderingMode(.alwaysTemplate)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        holder.tintColor = .red
        let icon = UIImageView(image: template)
        holder.addSubview(icon)
        XCTAssertEqual(icon.layer.contents?.pixel(x: 0, y: 0), red)
        XCTAssertEqual(icon.layer.contents?.pixel(x: 1, y: 0), 0x8080_0000)
        icon.tintColor = .blue
        XCTAssertEqual(icon.layer.contents?.pixel(x: 0, y: 0), blue)
        XCTAssertEqual(UIImage(cgImage: shape).withTintColor(.blue).cgImage?.pixel(x: 1, y: 0), 0x8000_0080)
    }
}
