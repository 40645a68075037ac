import Foundation
import LayerKit
import UIKit
import XCTest

/// What code that adapts to the device reads: `UIDevice.current` and the trait collection, from the scene's screen.
final class DeviceAndTraitsTests: XCTestCase {
    final class Adaptive: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
    }

    func testAPhoneScreenAndATabletScreen() {
        let (tree, _) = makeScene()
        SceneEnvironment(screenSize: Size(width: 390, height: 844), screenScale: 2).run(on: tree) {
            let device = UIDevice.current
            XCTAssertEqual(device.userInterfaceIdiom, .phone)
            XCTAssertEqual(device.model, "iPhone")
            XCTAssertEqual(device.systemName, "iOS")
            XCTAssertEqual(device.systemVersion.compare("13.0", options: .numeric), .orderedDescending)
            XCTAssertTrue(device.orientation.isPortrait)
            let view = Adaptive(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertEqual(view.traitCollection.horizontalSizeClass, .compact)
            XCTAssertEqual(view.traitCollection.verticalSizeClass, .regular)
            XCTAssertEqual(view.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(view.traitCollection.displayScale, 2)
            XCTAssertFalse(view.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
            XCTAssertTrue(view.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
            XCTAssertTrue(view.traitCollection.hasDifferentColorAppearance(comparedTo: nil))
            XCTAssertEqual(view.changes, 0)
        }
        SceneEnvironment(screenSize: Size(width: 1024, height: 768), screenScale: 2).run(on: tree) {
            XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
            XCTAssertEqual(UIDevice.current.model, "iPad")
            XCTAssertTrue(UIDevice.current.orientation.isLandscape)
            XCTAssertEqual(UITraitCollection.current.horizontalSizeClass, .regular)
            XCTAssertEqual(UIViewController().traitCollection.verticalSizeClass, .regular)
        }
    }
}

/// A vibrancy view inside a blur view, as spinners and HUDs build them: it compiles and shows its content over the blur.
final class VibrancyTests: XCTestCase {
    func testVibrantContentSitsOnTheBlur() throws {
        let (tree, root) = makeScene()
        let blur = UIBlurEffect(style: .dark)
        let blurView = UIVisualEffectView(effect: blur)
        blurView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        let vibrancyView = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blur))
        vibrancyView.frame = blurView.bounds
        blurView.contentView.addSubview(vibrancyView)
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        square.backgroundColor = .white
        vibrancyView.contentView.addSubview(square)
        root.addSubview(blurView)
        root.layoutIfNeeded()
        XCTAssertEqual((vibrancyView.effect as? UIVibrancyEffect)?.blurEffect, blur)
        let image = LayerRenderer().image(of: tree, pixelWidth: 200, pixelHeight: 100, scale: 1, background: .black)
        XCTAssertEqual(image.pixel(x: 20, y: 20), 0xFFFF_FFFF, "the content, drawn as it is")
        XCTAssertNotEqual(image.pixel(x: 100, y: 60), 0xFFFF_FFFF, "the blur's tint around it")
    }
}
