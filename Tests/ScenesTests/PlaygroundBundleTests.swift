import Foundation
import PlaygroundTestSupport
import Scripts
import Testing

/// Reading Xcode playground bundles: the pages in `contents.xcplayground`'s order (its XML entities decoded), the
/// folders' order when it lists none, a single page, pages listed but missing, and what a path inside a bundle names.
@Suite("Playground bundles")
struct PlaygroundBundleTests {
    func makeFolder(_ name: String) throws -> String {
        let folder = try ScratchFolder.named("bundles/" + name)
        try FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func page(_ bundle: String, _ name: String) throws {
        let folder = bundle + "/Pages/" + name + ".xcplaygroundpage"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import UIKit\n".write(toFile: folder + "/Contents.swift", atomically: true, encoding: .utf8)
    }

    @Test func pagesFollowTheManifest() throws {
        let bundle = try makeFolder("Listed.playground")
        for name in ["B & C", "A", "Ünïcode"] { try page(bundle, name) }
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <playground version="6.0" target-platform="ios">
          <pages>
            <page name="Ünïcode"/>
            <page name='B &amp; C'/>
            <page name='Gone'/>
            <page name='A'/>
          </pages>
        </playground>
        """.write(toFile: bundle + "/contents.xcplayground", atomically: true, encoding: .utf8)
        let found = try #require(try PlaygroundBundle(at: bundle))
        #expect(found.pages.map(\.name) == ["Ünïcode", "B & C", "A"])
        #expect(found.missingPages == ["Gone"])
        #expect(try PlaygroundBundle.locate(bundle + "/Pages/A.xcplaygroundpage/Contents.swift")?.page == 2)
        #expect(try PlaygroundBundle.locate(bundle + "/Pages/B & C.xcplaygroundpage")?.page == 1)
        #expect(try PlaygroundBundle.locate(bundle + "/Pages") == nil)
        let sources = try ScriptSources(path: bundle)
        #expect(sources.topLevelFile == bundle + "/Pages/Ünïcode.xcplaygroundpage/Contents.swift")
        #expect(sources.resourceFolders == [bundle + "/Pages/Ünïcode.xcplaygroundpage/Resources", bundle + "/Resources"])
    }

    @Test func withoutAManifestPagesAreInNameOrder() throws {
        let bundle = try makeFolder("Unlisted.playground")
        for name in ["Second", "First"] { try page(bundle, name) }
        #expect(try PlaygroundBundle(at: bundle)?.pages.map(\.name) == ["First", "Second"])
    }

    @Test func aSinglePageBundle() throws {
        let bundle = try makeFolder("Single.playground")
        try "import UIKit\n".write(toFile: bundle + "/Contents.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: bundle + "/Sources", withIntermediateDirectories: true)
        try "public let shared = 1\n".write(toFile: bundle + "/Sources/Shared.swift", atomically: true, encoding: .utf8)
        let found = try #require(try PlaygroundBundle(at: bundle))
        #expect(found.pages.map(\.name) == ["Single"] && found.pages[0].folder == bundle)
        let sources = try ScriptSources(path: bundle + "/Contents.swift")
        #expect(sources.files.map(\.path) == [bundle + "/Sources/Shared.swift", bundle + "/Contents.swift"])
        #expect(ScriptSources.title(of: bundle) == "Single.playground")
        #expect(ScriptSources.page(1, from: bundle) == nil)
    }

    @Test func aBundleWithNoPageIsAClearError() throws {
        let bundle = try makeFolder("Empty.playground")
        let error = try #require(throws: ScriptError.self) { try PlaygroundBundle(at: bundle) }
        #expect(error.description.contains("the playground has no page"))
        #expect(try PlaygroundBundle(at: try makeFolder("plain-folder")) == nil)
    }
}
