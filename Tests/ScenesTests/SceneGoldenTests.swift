import Foundation
import GoldenImages
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// A few frames of each scene, checked by eye once and stored; compared within a small tolerance so that
/// a real change (a layer gone, a curve changed, a misplaced tile) fails while rounding noise does not.
/// Regenerate with UPDATE_GOLDEN=1 after checking the new frames by eye.
@Suite("Scene golden frames")
struct SceneGoldenTests {
    static let cases: [(scene: String, time: Double, clickAt: Double?)] = [
        ("splash", 0.4, nil), ("splash", 1.3, nil), ("ripple", 1.7, nil), ("worm", 0.9, nil), ("drip", 4.5, 0.5), ("drip", 9.5, 0.5),
    ]

    @Test(arguments: 0..<cases.count)
    func sceneMatchesItsApprovedFrame(index: Int) throws {
        let entry = Self.cases[index]
        let size = Size(width: 320, height: 240)
        let session = try SceneSession(spec: entry.scene, size: size, settings: SceneSettings(pixelScale: 1))
        if let click = entry.clickAt, let drip = session.scene as? DripScene {
            session.seek(to: click)
            session.send(.press(drip.buttonCenter))
            session.send(.release(drip.buttonCenter))
        }
        session.seek(to: entry.time)
        let scene = session.scene
        let image = LayerRenderer().image(of: scene.tree, pixelWidth: 320, pixelHeight: 240, scale: 1, background: scene.backgroundColor)
        let name = "\(entry.scene)-\(entry.time)"
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let difference = try GoldenImage.compare(image, name: name, folder: folder, tolerance: 12)
        #expect(difference.sameSize)
        #expect(difference.large <= 40, "\(name): \(difference.large) pixels differ by more than 12 levels")
    }

    /// The LayerKit gallery page (`examples/gallery/layers.json`): gradients, replicators, a transform-layer cube,
    /// a double-sided flip, shadows, an emitter, contentsRect and maskedCorners, a replicator in depth, at 1 s.
    @Test func layerGalleryMatchesItsApprovedFrame() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let session = try SceneSession(
            spec: root.appendingPathComponent("examples/gallery/layers.json").path, size: Size(width: 1016, height: 530),
            settings: SceneSettings(pixelScale: 1))
        session.seek(to: 1)
        let scene = session.scene
        let image = LayerRenderer().image(of: scene.tree, pixelWidth: 1016, pixelHeight: 530, scale: 1, background: scene.backgroundColor)
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let difference = try GoldenImage.compare(image, name: "layer-gallery-1.0", folder: folder, tolerance: 12)
        #expect(difference.sameSize)
        #expect(difference.large <= 40, "layer gallery: \(difference.large) pixels differ by more than 12 levels")
    }
}
