import Foundation
import LayerKit
import Scenes
import Scripts
import Sessions
import Testing

@_spi(App) @testable import PlaygroundCore

/// Scripts run in a scene host process: its frames are the ones the script's layers give in this process, and a fault
/// of any kind, from any place the script's code runs, is reported with the script's line while the app keeps going.
@Suite("Scene host", .serialized)
struct SceneHostTests {
    static let folder = scriptTestFolder("scene-host")

    static func makeApp(_ path: String) throws -> PlaygroundApp {
        try PlaygroundApp(
            sceneSpec: path, windowSize: Size(width: 640, height: 400), scale: 1, settings: SceneSettings(pixelScale: 1),
            presets: UserPresetStore(path: folder + "/presets.json"))
    }

    /// Real time passes in steps of 50 ms, each drawn as the window would, until `done` holds or `limit` seconds pass;
    /// returns the last frame.
    @discardableResult
    static func play(_ app: PlaygroundApp, with composer: FrameComposer, limit: Double, until done: () -> Bool) -> PixelBuffer {
        let frame = PixelBuffer(width: 640, height: 400)
        composer.render(app, into: frame.target)
        var waited = 0.0
        while !done() && waited < limit {
            Thread.sleep(forTimeInterval: 0.05)
            waited += 0.05
            app.update(realSeconds: 0.05)
            composer.render(app, into: frame.target)
        }
        return frame
    }

    static let drawing = """
        import LayerKit

        let spinCurve = TimingFunction(slot: "spin", controlPoints: 0.3, 0.1, 0.2, 1.0)

        func makeScene(root: Layer) {
            for index in 0..<5 {
                let shape = ShapeLayer()
                shape.name = "shape\\(index)"
                shape.bounds = Rect(x: 0, y: 0, width: 90, height: 60)
                shape.position = Point(80 + 110 * Double(index), 150)
                shape.path = Path(roundedRect: shape.bounds, cornerRadius: 14)
                shape.fillColor = Color(red: 0.2 * Double(index), green: 0.6, blue: 0.9, alpha: 0.8)
                let spin = BasicAnimation(keyPath: "transform.rotation.z")
                spin.fromValue = 0.0
                spin.toValue = 3.0
                spin.duration = 2
                spin.timingFunction = spinCurve
                shape.add(spin, forKey: "spin")
                root.addSublayer(shape)
            }
        }

        """

    @Test func framesFromTheHostAreThoseOfTheScriptInThisProcess() throws {
        let path = try writeTestFile(Self.drawing, named: "drawing.swift", in: Self.folder)
        let app = try Self.makeApp(path)
        let local = try SceneSession(spec: path, size: app.scene.size)
        #expect(app.scene is HostedScene && local.scene is ScriptScene)
        for (time, scale) in [(0.0, 1.0), (0.7, 1.0), (1.3, 2.0)] {
            app.seek(to: time)
            local.seek(to: time)
            app.handle(.resize(app.layout.size, scale: scale))
            let hosted = FrameComposer.sceneImage(of: app)
            let expected = LayerRenderer().image(
                of: local.scene.tree, pixelWidth: hosted.width, pixelHeight: hosted.height, scale: scale,
                background: local.scene.backgroundColor)
            #expect(hosted.pixelArray == expected.pixelArray, "at \(time) s, \(scale)x")
        }
        // The editor's slots are the host's: an edit re-times the host's animations.
        #expect(app.scene.tree.timingFunctionSlots.map(\.name) == ["spin"])
        app.handle(.key(.character("e"), []))
        app.editor.set(CurvePoints(0.9, 0.0, 0.9, 0.1), in: app.scene)
        app.seek(to: 1)
        let angle = try #require(app.display.presentationNumber(at: [2], keyPath: "transform.rotation.z"))
        #expect(abs(angle - 3 * ease((0.9, 0.0, 0.9, 0.1), 0.5)) < 1e-9)
        #expect(app.scene.curveUses(of: app.scene.tree.timingFunctionSlots[0].function).count == 5)
    }

    /// A fault's script: `fault()` (its body on line 4) is called from `place`.
    static func script(fault: String, place: String) -> String {
        """
        import UIKit

        func fault() {
            \(fault)
        }

        final class Target: NSObject {
            @objc func tapped() { fault() }
            @objc func tick(_ link: CADisplayLink) { if link.timestamp > 0.5 { fault() } }
        }
        let target = Target()

        func makeScene(root: UIView) {
            let box = UIView(frame: root.bounds)
            box.backgroundColor = .systemBlue
            root.addSubview(box)
            box.addGestureRecognizer(UITapGestureRecognizer(target: target, action: #selector(Target.tapped)))
            \(place)
        }

        """
    }

    static let faults: [(name: String, code: String, message: String, line: Int?)] = [
        ("trap", "let values = [1]; _ = values[values.count + 2]", "Fatal error: Index out of range", 4),
        ("exit", "exit(3)", "ended the scene's process (exit(3))", nil),
        // A loop's jump back belongs to no line: then the line is its caller's, and the message names the function.
        ("loop", "var n = 0; while n >= 0 { n = (n &+ 1) & 0xFFFF }", "did not return within 1 s", nil),
        ("memory", "let big = [UInt8](repeating: 7, count: 40 << 30); print(big[12345])", "used more memory than the scene may", nil),
    ]

    static let places: [(name: String, code: String, needsTap: Bool)] = [
        ("completion", "UIView.animate(withDuration: 0.3, animations: { box.alpha = 0.5 }, completion: { _ in fault() })", false),
        ("asyncAfter", "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { fault() }", false),
        ("display link", "CADisplayLink(target: target, selector: #selector(Target.tick(_:))).add(to: .main, forMode: .common)", false),
        ("tap", "", true),
    ]

    /// Every kind of fault from every place a script's code runs (a runaway allocation from one: it is the same trap).
    static let matrix = (0..<3).flatMap { fault in (0..<4).map { place in (fault, place) } } + [(3, 1)]

    @Test(arguments: matrix)
    func aFaultIsReportedWithItsLineAndTheAppKeepsGoing(faultIndex: Int, placeIndex: Int) throws {
        let (fault, place) = (Self.faults[faultIndex], Self.places[placeIndex])
        let name = "\(fault.name)-\(place.name.replacingOccurrences(of: " ", with: "-")).swift"
        let path = try writeTestFile(Self.script(fault: fault.code, place: place.code), named: name, in: Self.folder)
        let app = try Self.makeApp(path)
        let hosted = try #require(app.scene as? HostedScene)
        // One composer for the whole run, as the window has: what it keeps between frames must follow the fault.
        let composer = FrameComposer(threads: 1)
        if place.needsTap {
            Self.play(app, with: composer, limit: 0.2) { false }
            let center = Point(app.layout.viewport.midX, app.layout.viewport.midY)
            app.handle(.mouseDown(center))
            app.handle(.mouseUp(center))
        }
        let started = Date()
        var frame = Self.play(app, with: composer, limit: 12) { hosted.fault != nil }
        frame = Self.play(app, with: composer, limit: 0.1) { false }
        let banner = try #require(app.banner, "no fault reported for \(name)")
        // It is on screen: the red banner, right of its text, over the script's blue view.
        let pixel = frame.pixel(x: 620, y: 62)
        #expect(pixel >> 16 & 0xFF >= 110 && pixel >> 8 & 0xFF <= 60 && pixel & 0xFF <= 60, "\(String(pixel, radix: 16))")
        #expect(!banner.isWarning && banner.text.contains(fault.message), "\(banner.text)")
        let expectedLocation = fault.line.map { "\(path):\($0):" } ?? "\(path):"
        let underSanitizer = ProcessInfo.processInfo.environment["PLAYGROUND_UNDER_SANITIZER"] != nil
        if !underSanitizer {
            #expect(banner.text.hasPrefix(expectedLocation), "\(banner.text)")
            if fault.name == "loop" {
                #expect(banner.text.hasPrefix("\(path):4:") || banner.text.contains("(in fault(), called here)"), "\(banner.text)")
            }
        }
        #expect(Date().timeIntervalSince(started) < 10)
        // The app goes on: the clock runs, keys work, and R starts the script again.
        let before = app.time
        Self.play(app, with: composer, limit: 0.3) { false }
        #expect(app.time > before)
        app.handle(.key(.character("r"), []))
        #expect(app.time == 0 && hosted.host.isRunning)
    }

    @Test func afterThreeFaultsInARowTheScriptIsNotRestarted() throws {
        let path = try writeTestFile(
            Self.script(fault: "fatalError(\"broken\")", place: Self.places[1].code), named: "thrice.swift", in: Self.folder)
        let app = try Self.makeApp(path)
        let host = try #require((app.scene as? HostedScene)?.host)
        let composer = FrameComposer(threads: 1)
        for round in 1...3 {
            Self.play(app, with: composer, limit: 10) { host.fault != nil }
            #expect(host.faultCount == round && app.banner?.text.contains("broken") == true)
            app.handle(.key(.character("r"), []))
        }
        #expect(!host.isRunning && app.banner?.text.contains("broken") == true)
        Self.play(app, with: composer, limit: 0.2) { false }
        #expect(host.faultCount == 3)
    }
}
