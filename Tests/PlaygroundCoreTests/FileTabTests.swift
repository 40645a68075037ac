import Foundation
import LayerKit
import Testing

@_spi(App) @testable import PlaygroundCore

/// File tabs keep their numbers: opening a file never renumbers the others.
@Suite struct FileTabTests {
    @Test func aFileKeepsItsTabAndANewOneTakesTheLeastRecentlyUsed() {
        var settings = AppSettings()
        for name in ["a", "b", "c"] { settings.noteRecent(name) }
        #expect(settings.recentFiles == ["a", "b", "c"])
        settings.noteRecent("b")
        #expect(settings.recentFiles == ["a", "b", "c"])
        for name in ["d", "e"] { settings.noteRecent(name) }
        #expect(settings.recentFiles == ["a", "b", "c", "d", "e"])
        // All five in use: "a" is the one used least recently (b was opened again after it), so "f" takes its tab.
        settings.noteRecent("f")
        #expect(settings.recentFiles == ["f", "b", "c", "d", "e"])
        // Used from the most recent: f, e, d, b, c: "g" takes c's tab.
        settings.noteRecent("g")
        #expect(settings.recentFiles == ["f", "b", "g", "d", "e"])
        // From a file written before the use order was kept: the tabs' order stands for it.
        var old = AppSettings()
        old.recentFiles = ["p", "q", "r", "s", "t"]
        old.noteRecent("u")
        #expect(old.recentFiles == ["p", "q", "r", "s", "u"])
    }

    @Test func theFileShowingKeepsItsTabInViewInASmallWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let app = try makeTestApp("ripple", size: Size(width: 640, height: 400))
        var files: [String] = []
        for index in 0..<4 {
            let file = folder + "/scene-\(index).json"
            try #"{"size": [100, 100], "layers": []}"#.write(toFile: file, atomically: true, encoding: .utf8)
            app.handle(.drop(file))
            files.append(file)
        }
        #expect(app.recentFiles == files)
        let shown = app.visibleFileTabs
        #expect(shown.count == app.layout.fileTabCount && shown.count < 4)
        // The last file opened shows, with its own number (5 + its index), in the last place.
        #expect(shown.last?.path == files[3] && shown.last?.index == 3)
        #expect(shown.dropLast().map(\.index) == Array(0..<(shown.count - 1)))
    }
}
