import Foundation
import LayerKit
import PlaygroundTestSupport
import Scenes
import Testing

@_spi(App) @testable import PlaygroundCore

/// The window's layout at the sizes it is made for, with every panel open: no text of the controls or the editor
/// is cut off, leaves its box or the window, or runs into other text. Boxes are measured from the chrome's layers
/// and the text's real width in the font it is drawn with.
@Suite("Window layout", .serialized)
struct LayoutTests {
    static let folder = try! ScratchFolder.named("layout")

    struct TextBox: CustomStringConvertible {
        let text: String
        /// The drawn text's extent, in window points.
        let extent: Rect
        /// Its frame and the frames of the boxes it is inside, in window points.
        let frame: Rect
        let containers: [(name: String, rect: Rect)]
        var description: String { "\"\(text)\" at \(extent)" }
    }

    /// Every non-empty text layer of the chrome, with where it is drawn.
    static func texts(of tree: LayerTree) -> [TextBox] {
        var found: [TextBox] = []
        func visit(_ layer: Layer, origin: Point, containers: [(name: String, rect: Rect)]) {
            // The root is drawn at the window's origin, whatever its position.
            let frame =
                layer === tree.rootLayer
                ? Rect(origin: .zero, size: layer.model.bounds.size)
                : Rect(
                    x: origin.x + layer.model.frame.minX, y: origin.y + layer.model.frame.minY, width: layer.model.bounds.width,
                    height: layer.model.bounds.height)
            var inner = containers
            if layer.model.backgroundColor != nil || layer.model.masksToBounds { inner.append((layer.name ?? layer.typeName, frame)) }
            if let text = layer as? TextLayer, let string = text.string, !string.isEmpty {
                let width = TextLayer.width(of: string, fontSize: text.fontSize)
                let x: Double =
                    switch text.alignmentMode {
                    case .center: frame.midX - width / 2
                    case .right: frame.maxX - width
                    default: frame.minX
                    }
                let height = min(frame.height, text.fontSize * 1.2)
                found.append(TextBox(text: string, extent: Rect(x: x, y: frame.minY, width: width, height: height), frame: frame, containers: containers))
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer, origin: frame.origin, containers: inner) }
        }
        visit(tree.rootLayer, origin: .zero, containers: [])
        return found
    }

    /// Whether `outer` holds `inner`, give or take half a point.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    static func problems(_ app: PlaygroundApp) -> [String] {
        let tree = ChromeView().tree(for: app)
        let texts = texts(of: tree)
        let window = Rect(origin: .zero, size: app.layout.size)
        var problems: [String] = []
        for box in texts {
            if box.extent.width > box.frame.width + 0.5 { problems.append("\(box) is cut off (frame \(box.frame.width) wide)") }
            if !Self.encloses(window, box.extent) { problems.append("\(box) leaves the window") }
            for container in box.containers where !Self.encloses(container.rect, box.extent) {
                problems.append("\(box) leaves \(container.name) \(container.rect)")
            }
        }
        for (i, a) in texts.enumerated() {
            for b in texts[(i + 1)...] {
                let overlap = a.extent.intersection(b.extent)
                if !overlap.isNull, overlap.width > 1, overlap.height > 1 { problems.append("\(a) runs into \(b)") }
            }
        }
        // Every box drawn in a panel (the plot, the preview strip, the velocity plot, the rows) stays inside it.
        for name in ["curveEditor", "help", "statistics", "inspector"] {
            guard let panel = tree.rootLayer.sublayer(named: name) else { continue }
            let bounds = Rect(origin: .zero, size: panel.model.bounds.size)
            func visit(_ layer: Layer, origin: Point) {
                for sublayer in layer.sublayers ?? [] {
                    let frame = sublayer.model.frame
                    let placed = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
                    if sublayer.model.backgroundColor != nil && !Self.encloses(bounds, placed) {
                        problems.append("a box \(placed) leaves \(name) \(bounds)")
                    }
                    visit(sublayer, origin: placed.origin)
                }
            }
            visit(panel, origin: .zero)
        }
        // The panels stay between the bars and inside the window.
        for name in ["curveEditor", "help", "statistics"] {
            guard let panel = tree.rootLayer.sublayer(named: name) else { continue }
            let frame = panel.model.frame
            if frame.minY < WindowLayout.barHeight - 0.5 || frame.maxY > app.layout.timeline.minY + 0.5 || frame.maxX > window.maxX + 0.5 {
                problems.append("\(name) \(frame) is not between the bars")
            }
        }
        return problems
    }

    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800), Size(width: 2560, height: 1440)], [1.0, 2.0])
    func nothingOverlapsOrRunsOff(size: Size, scale: Double) throws {
        let file = Self.folder + "/a-scene-file-with-a-rather-long-name-to-show-in-its-tab.json"
        try ##"{"size": [200, 100], "layers": [{"name": "box", "bounds": [0, 0, 50, 50], "position": [100, 50], "backgroundColor": "#336699"}]}"##
            .write(toFile: file, atomically: true, encoding: .utf8)
        for scene in ["splash", "worm", "drip"] {
            let app = try PlaygroundApp(
                sceneSpec: scene, windowSize: size, scale: scale, settings: SceneSettings(pixelScale: scale),
                presets: UserPresetStore(path: Self.folder + "/curves.json"))
            app.handle(.drop(file))
            app.handle(.key(.character(String(SceneCatalog.names.firstIndex(of: scene)! + 1)), []))
            app.update(realSeconds: 1.3)
            // The dropped file has its tab, narrower in a small window.
            #expect(app.layout.fileTabCount >= 1 && app.recentFiles.contains(file), "\(scene) at \(size)")
            app.handle(.key(.character("e"), []))
            app.handle(.key(.character("v"), []))
            app.handle(.key(.character("p"), []))
            app.handle(.key(.character("f"), []))
            app.handle(.key(.character("l"), []))
            app.statistics.renderMilliseconds = 12.345
            app.statistics.presentMilliseconds = 1.5
            app.statistics.framesPerSecond = 59.9
            app.statistics.layerCount = 1234
            // As on a first start: the hint of the main keys, over everything.
            app.overlays.hint = (PlaygroundApp.firstStartHint, .infinity)
            #expect(Self.problems(app) == [], "\(scene) at \(size) × \(scale), editor and statistics")
            app.handle(.key(.character("h"), []))
            #expect(Self.problems(app) == [], "\(scene) at \(size) × \(scale), with help")
            app.show(notice: "saved /home/someone/Pictures/a/very/deep/folder/with/a/long/path/playground-20261123-225959-scene.png")
            #expect(Self.problems(app).filter { !$0.contains("runs into") } == [], "\(scene) at \(size) × \(scale), notice")
            // A script's fault, long enough to need several lines in a small window: wrapped, never cut off.
            app.loadError =
                "/home/someone/projects/animations/draggable-cards.swift:13:34: the script crashed while running: "
                + "Fatal error: Index out of range\nR restarts it; saving the file reloads it"
            #expect(Self.problems(app).filter { !$0.contains("runs into") } == [], "\(scene) at \(size) × \(scale), fault")
        }
    }
}

/// The spring panel (the drip's spring back selected) fits like the curve panel, its message and naming line included.
@Suite("The spring panel's layout")
struct SpringPanelLayoutTests {
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800), Size(width: 2560, height: 1440)], [1.0, 2.0])
    func nothingOverlapsOrRunsOff(size: Size, scale: Double) throws {
        let app = try PlaygroundApp(
            sceneSpec: "drip", windowSize: size, scale: scale, settings: SceneSettings(pixelScale: scale),
            presets: UserPresetStore(path: LayoutTests.folder + "/springs.json"))
        _ = SpringEditorTests().complete(app)
        app.update(realSeconds: 2.3)
        app.handle(.key(.character("e"), []))
        app.editor.select(slot: app.editor.slots(of: app.scene).count, in: app.scene)
        #expect(app.editor.selectedSpring(in: app.scene)?.name == "springBack")
        app.handle(.key(.character("p"), []))
        #expect(LayoutTests.problems(app) == [], "spring panel at \(size) × \(scale)")
        app.handle(.key(.character("k"), []))
        #expect(LayoutTests.problems(app) == [], "naming a spring preset at \(size) × \(scale)")
    }
}

/// Every line of the help is whole (none shortened with "…"): at 1280 × 800 on one page, at 640 × 400 on pages that
/// ← and → turn (and not the scene's frame, which they step where the help has one page).
@Suite("The help's lines")
struct HelpLinesTests {
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800), Size(width: 1920, height: 1200)])
    func everyLineIsWholeOnSomePage(size: Size) throws {
        let app = try makeTestApp("drip", size: size)
        app.setEditorOpen(true)
        app.handle(.key(.space, []))
        let time = app.time
        app.handle(.key(.character("h"), []))
        var shown: [String] = []
        var pages = 0
        while pages < 10 {
            let panel = try #require(ChromeView().tree(for: app).rootLayer.sublayer(named: "help"))
            var page: [String] = []
            panel.forEachLayer { layer in
                if let text = (layer as? TextLayer)?.string, layer.name != "helpPage" { page.append(text) }
            }
            pages += 1
            if page == Array(shown.suffix(page.count)) { pages -= 1; break }
            shown += page
            if panel.sublayer(named: "helpPage") == nil { break }
            app.handle(.key(.right, []))
        }
        #expect(app.time == time, "→ turned the help's page, not the scene's frame")
        #expect(!shown.contains { $0.contains("…") }, "\(shown.filter { $0.contains("…") })")
        // Every group, and the start of every line, is on some page.
        let words = Set(shown.joined(separator: " ").split(separator: " ").map(String.init))
        for section in app.helpSections {
            #expect(shown.contains(section.title), "\(section.title) at \(size)")
            for line in section.lines { #expect(line.split(separator: " ").allSatisfy { words.contains(String($0)) }, "\(line) at \(size)") }
        }
        #expect(size.width < 1000 ? pages > 1 : pages == 1, "\(pages) pages at \(size)")
    }

    /// A line wrapped in two stays in its column, on one page as on several, and a column does not end with a group's
    /// title: tried with every count of short lines before long ones, so that the long ones fall on every row.
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800), Size(width: 1920, height: 1200)])
    func noColumnStartsWithTheRestOfALine(size: Size) {
        let long = "Ctrl+C / Ctrl+Shift+C / Ctrl+Alt+C  copy Swift / CSS / LayerKit, and a few more words to wrap it twice over"
        for count in 0..<60 {
            let sections = [
                ChromeState.HelpSection(title: "Short", lines: (0..<count).map { "key \($0)  does a thing" }),
                ChromeState.HelpSection(title: "Long", lines: Array(repeating: long, count: 20)),
            ]
            let help = HelpPanel(sections: sections, viewport: Rect(x: 0, y: 0, width: size.width, height: size.height))
            for (index, row) in help.rows.enumerated() {
                let slot = index % help.perColumn
                #expect(!(row.continues && slot == 0), "a column starts with the rest of a line (\(count) short lines, \(size))")
                #expect(!(row.isTitle && slot == help.perColumn - 1), "a column ends with a title (\(count) short lines, \(size))")
            }
        }
    }

    /// With the help on one page, → steps the paused scene a frame as it does without it.
    @Test func arrowsStepFramesWhenTheHelpHasOnePage() throws {
        let app = try makeTestApp("drip", size: Size(width: 1280, height: 800))
        app.handle(.key(.space, []))
        app.handle(.key(.character("h"), []))
        app.handle(.key(.right, []))
        #expect(abs(app.time - 1.0 / 60) < 1e-9, "\(app.time)")
    }
}

@Suite("The open prompt and the editor")
struct OpenPromptPlacementTests {
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800)])
    func thePromptIsOverTheSceneClearOfTheEditor(size: Size) throws {
        let app = try makeTestApp("ripple", size: size)
        app.setEditorOpen(true)
        app.overlays.openPrompt = "/tmp/a.swift"
        let tree = ChromeView().tree(for: app)
        let prompt = try #require(tree.rootLayer.sublayer(named: "openPrompt")).model.frame
        #expect(!prompt.intersects(app.layout.editorPanel), "\(prompt) over the panel \(app.layout.editorPanel)")
        #expect(prompt.minX >= app.layout.viewport.minX && prompt.maxX <= app.layout.viewport.maxX)
    }
}

@Suite("The curve plot")
struct CurvePlotTests {
    /// The plot grows with the panel, and one unit of x is as long on screen as one unit of y.
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800), Size(width: 1920, height: 1200)])
    func thePlotGrowsWithThePanelAndItsUnitSquareIsSquare(size: Size) throws {
        let app = try makeTestApp("splash", size: size)
        app.setEditorOpen(true)
        let geometry = app.editorGeometry
        let origin = geometry.window(Point(0, 0)), corner = geometry.window(Point(1, 1))
        #expect(abs((corner.x - origin.x) - (origin.y - corner.y)) < 1e-9, "unit square \(corner.x - origin.x) × \(origin.y - corner.y)")
        #expect(geometry.plot.maxY <= geometry.panel.maxY && geometry.plot.maxX <= geometry.panel.maxX)
        if size.width >= 1920 {
            #expect(geometry.plot.width > 260, "grown with the panel: \(geometry.plot)")
            #expect(geometry.plot.width >= geometry.panel.width - 80 - 1e-9 || geometry.plot.height > 0.5 * geometry.panel.height)
        }
    }
}

@Suite("Overlays out of each other's way")
struct OverlayTests {
    /// The first-start hint and the inspector both sit at the bottom of the scene: the hint makes way.
    @Test(arguments: [Size(width: 640, height: 400), Size(width: 1280, height: 800)])
    func theHintMakesWayForTheInspector(size: Size) throws {
        let app = try makeTestApp("ripple", size: size)
        app.overlays.hint = (PlaygroundApp.firstStartHint, .infinity)
        #expect(ChromeView().tree(for: app).rootLayer.sublayers?.contains { $0.name == "hint" } == true)
        app.overlays.inspectedPath = [0]
        let names = ChromeView().tree(for: app).rootLayer.sublayers?.compactMap(\.name) ?? []
        #expect(names.contains("inspector") && !names.contains("hint"), "\(names)")
    }
}
