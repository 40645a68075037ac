import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// A playground reads its own files through `Bundle.main`, as a page does in Xcode: the bundle is the playground's
/// `Resources/`.
@Suite("A page's resources through Bundle.main", .serialized)
struct PageResourcesTests {
    static let folder = scriptTestFolder("page-resources-tests")

    @Test func bundleMainFindsThePlaygroundsResources() throws {
        let bundle = Self.folder + "/Data.playground"
        try? FileManager.default.removeItem(atPath: bundle)
        try FileManager.default.createDirectory(atPath: bundle + "/Resources/levels", withIntermediateDirectories: true)
        try #"{"width": 123}"#.write(toFile: bundle + "/Resources/config.json", atomically: true, encoding: .utf8)
        try "7".write(toFile: bundle + "/Resources/levels/first.txt", atomically: true, encoding: .utf8)
        try """
            import UIKit
            import PlaygroundSupport

            struct Config: Decodable { let width: CGFloat }

            let url = Bundle.main.url(forResource: "config", withExtension: "json")!
            let config = try! JSONDecoder().decode(Config.self, from: Data(contentsOf: url))
            let level = try! String(contentsOfFile: Bundle.main.path(forResource: "first", ofType: "txt", inDirectory: "levels")!)
            let missing = Bundle.main.url(forResource: "nothing", withExtension: "png")

            let view = UIView(frame: CGRect(x: 0, y: 0, width: config.width, height: CGFloat(Int(level)!)))
            view.layer.name = missing == nil ? "sized" : "found a file that is not there"
            PlaygroundPage.current.liveView = view
            """.write(toFile: bundle + "/Contents.swift", atomically: true, encoding: .utf8)
        let session = try SceneSession(spec: bundle, size: Size(width: 400, height: 300))
        var found: Layer?
        session.scene.tree.rootLayer.forEachLayer { if $0.name == "sized" { found = $0 } }
        let view = try #require(found)
        #expect(view.bounds.size == Size(width: 123, height: 7))
    }
}
