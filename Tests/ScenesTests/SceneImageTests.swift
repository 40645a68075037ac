import Foundation
import LayerKit
import PlaygroundTestSupport
import SceneFiles
import Testing

@testable import Scenes

/// A scene file's images: one decode per file however many layers name it, and a budget for the scene's decoded pixels.
@Suite("Scene file images")
struct SceneImageTests {
    static let folder = try! ScratchFolder.named("scene-images")

    /// A 4096 x 4096 PNG of one colour: a few kilobytes on disk, 64 MB decoded.
    static func bigImage(_ name: String) throws -> String {
        let path = folder + "/" + name
        if !FileManager.default.fileExists(atPath: path) {
            let image = PixelBuffer(width: 4096, height: 4096)
            image.fill(0xFF33_6699)
            try image.writePNG(to: path)
        }
        return path
    }

    func scene(layers: [String]) -> String {
        let entries = layers.enumerated().map { index, image in
            #"{"name": "l\#(index)", "bounds": [0, 0, 40, 40], "position": [50, 50], "contents": "\#(image)"}"#
        }
        return #"{"size": [100, 100], "layers": [\#(entries.joined(separator: ", "))]}"#
    }

    @Test func anImageNamedByFortyLayersIsDecodedOnce() throws {
        _ = try Self.bigImage("one.png")
        let document = try SceneDocument.load(
            text: scene(layers: Array(repeating: "one.png", count: 40)), name: "forty.json", baseDirectory: Self.folder)
        let contents = (document.tree.rootLayer.sublayers ?? []).compactMap { $0.contents }
        #expect(contents.count == 40)
        #expect(contents.allSatisfy { $0 === contents[0] } && contents[0].width == 4096)
    }

    @Test func imagesPastTheScenesBudgetAreRefusedWithAMessage() throws {
        // Five hard links to one file: five images as far as the scene knows.
        let target = try Self.bigImage("one.png")
        let names = (0..<5).map { "big-\($0).png" }
        for name in names where !FileManager.default.fileExists(atPath: Self.folder + "/" + name) {
            try FileManager.default.linkItem(atPath: target, toPath: Self.folder + "/" + name)
        }
        let error = try #require(throws: SceneFileError.self) {
            try SceneDocument.load(text: scene(layers: names), name: "five.json", baseDirectory: Self.folder)
        }
        #expect(error.description.contains("more than the 67 million a scene may use"), "\(error)")
        #expect(error.description.contains("layers[4].contents"), "\(error)")
    }
}
