import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// A playground whose `Sources/` declare a layer class with a drawn property, and whose page subclasses it (in another
/// file, with initializers of its own) and hosts it as a view's `layerClass`, as published progress views do: the page
/// compiles unchanged, the view's layer is of the page's class, and the animation's value is read back through
/// `presentation()` and through the animation's `value(forKey: "toValue") as? CGFloat`.
@Suite("Layer subclasses across a playground's files", .serialized)
struct LayerSubclassPageTests {
    static let folder = scriptTestFolder("layer-subclass-page-tests")

    @Test func aSubclassInThePageOfALayerClassInSourcesAnimatesAndReadsBack() throws {
        let bundle = Self.folder + "/Gauge.playground"
        try? FileManager.default.removeItem(atPath: bundle)
        try FileManager.default.createDirectory(atPath: bundle + "/Sources", withIntermediateDirectories: true)
        try "<?xml version='1.0'?><playground version='5.0' target-platform='ios'/>\n"
            .write(toFile: bundle + "/contents.xcplayground", atomically: true, encoding: .utf8)
        try """
            import UIKit

            open class GaugeLayer: CALayer {
                @NSManaged public var level: CGFloat

                override open class func needsDisplay(forKey key: String) -> Bool {
                    key == "level" || super.needsDisplay(forKey: key)
                }
            }
            """.write(toFile: bundle + "/Sources/GaugeLayer.swift", atomically: true, encoding: .utf8)
        try """
            import UIKit
            import PlaygroundSupport

            final class BarLayer: GaugeLayer {
                @NSManaged var tint: UIColor
                override init() {
                    super.init()
                    name = "bar"
                }
                init(tint: UIColor) {
                    super.init()
                    self.tint = tint
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }

            final class BarView: UIView, CAAnimationDelegate {
                override class var layerClass: AnyClass { BarLayer.self }
                var bar: BarLayer { layer as! BarLayer }

                func fill(to level: CGFloat) {
                    let animation = CABasicAnimation(keyPath: "level")
                    animation.fromValue = bar.presentation()?.level ?? 0
                    animation.toValue = level
                    animation.duration = 2
                    animation.timingFunction = CAMediaTimingFunction(name: .linear)
                    animation.delegate = self
                    bar.add(animation, forKey: "level")
                }

                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    if let level = anim.value(forKey: "toValue") as? CGFloat { bar.level = level }
                }
            }

            let view = BarView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            PlaygroundPage.current.liveView = view
            DispatchQueue.scene.asyncAfter(seconds: 0.5) { view.fill(to: 0.8) }
            """.write(toFile: bundle + "/Contents.swift", atomically: true, encoding: .utf8)
        let session = try SceneSession(spec: bundle, size: Size(width: 400, height: 300))
        var found: Layer?
        session.scene.tree.rootLayer.forEachLayer { if $0.name == "bar" { found = $0 } }
        let bar = try #require(found)
        #expect(String(describing: type(of: bar)).hasSuffix("BarLayer"))
        // Half-way through the 2 s fill from 0.5 s: a linear 0 → 0.8 is at 0.4.
        session.seek(to: 1.5)
        let shown = try #require(bar.presentation())
        #expect(close(try #require(shown.value(forKey: "level") as? Double), 0.4))
        #expect(bar.value(forKey: "level") == nil, "the model value is not set until the animation ends")
        // At its end the delegate reads the animation's toValue back as a CGFloat and keeps it.
        session.seek(to: 3)
        #expect(close(Double(try #require(bar.value(forKey: "level") as? CGFloat)), 0.8))
    }
}
