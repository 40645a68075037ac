import FileOutput
import Foundation
import LayerKit
import Sessions
import Testing

@testable import Export
@testable import Scenes

/// `playground export --swift`: the code, run as a scene script through the compatibility modules, builds the same
/// tree and evaluates to the same values as the scene it came from.
@Suite("Export as Core Animation Swift", .serialized)
struct ExportTests {
    static let folder = scriptTestFolder("export-tests")
    static let root = repositoryRoot.path

    /// Exports `spec` at 0 into its own folder, runs the code and compares the whole presentation tree at `times`.
    @discardableResult
    private func roundTrip(_ spec: String, size: Size = Size(width: 800, height: 600), times: [Double]) throws -> String {
        let original = try SceneSession(spec: spec, size: size)
        let name = SwiftCode.identifier(from: (spec as NSString).lastPathComponent)
        let folder = Self.folder + "/" + name
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let export = SwiftExport(scene: original.scene, source: spec, imagePrefix: "\(name)-image")
        for image in export.images { try image.image.writePNG(to: folder + "/\(image.name).png") }
        let path = folder + "/\(name).swift"
        try export.text.write(toFile: path, atomically: true, encoding: .utf8)
        let exported = try SceneSession(spec: path, size: original.scene.size)
        // The export gives the root the scene's background colour (which the playground paints behind the root).
        let root = original.scene.tree.rootLayer
        if root.backgroundColor == nil { root.setWithoutAnimation(.backgroundColor, .color(original.scene.backgroundColor)) }
        #expect(exported.scene.warnings.isEmpty, "\(exported.scene.warnings)")
        for t in times {
            original.seek(to: t)
            exported.seek(to: t)
            let a = JSONWriter.write(PresentationJSON.dump(original.scene.tree))
            let b = JSONWriter.write(PresentationJSON.dump(exported.scene.tree))
            #expect(a == b, "\(spec) differs at \(t) s")
        }
        return export.text
    }

    @Test(arguments: ["ripple", "splash", "worm", "drip"])
    func builtInScenes(name: String) throws {
        try roundTrip(name, times: [0, 0.4, 1.3, 2.9, 4.7])
    }

    @Test(arguments: ["examples/showcase.json", "examples/ripple-pulse.swift", "examples/loading-button.swift",
                      "examples/tutorials/fuber-splash", "examples/tutorials/ripple-pulse", "examples/tutorials/worm-hud",
                      "examples/sprites/sprite-sheet.json", "examples/gradients/shimmer.json", "examples/replicators/spinners.json",
                      "examples/shadows/card-lift.json", "examples/3d/card-flip.json", "examples/3d/carousel.json",
                      "examples/particles/confetti.json", "examples/particles/fireworks.json", "examples/activity-indicator.swift",
                      "examples/gallery/layers.json", "examples/draggable-cards.swift"])
    func examples(path: String) throws {
        try roundTrip(Self.root + "/" + path, times: [0, 0.4, 1.3, 2.9, 4.7])
    }

    /// A completion handler is code: what it adds later (here the button's breathing, from 1.8 s) is not exported, and
    /// the export says so where the handler was.
    @Test func animationsAddedByCompletionHandlersAreNamedNotExported() throws {
        let text = try roundTrip(Self.root + "/examples/tutorials/view-animations", times: [0, 0.4, 1.3, 1.7])
        #expect(text.components(separatedBy: "code ran when this animation started or stopped").count - 1 == 1)
    }
}
