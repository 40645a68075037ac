import Foundation
import LayerKit
import Scripts
import Sessions
import Testing

@testable import Scenes

/// Scene scripts end to end: compiled against this build's LayerKit, checked in a child process (the debug
/// `playground`), loaded into the test runner, evaluated, edited, broken, fixed and written back.
@Suite("Scene scripts", .serialized)
struct ScriptTests {
    /// A scratch folder (the process has a private compile cache).
    static let folder = scriptTestFolder("script-tests")

    func write(_ text: String, to name: String) throws -> String {
        try writeTestFile(text, named: name, in: Self.folder)
    }

    /// A box moving x 0 → 100 over `duration` s on the slot "move" (0.42, 0, 0.58, 1).
    func moveScript(duration: String = "2.0", curve: String = "0.42, 0.0, 0.58, 1.0") -> String {
        """
        import LayerKit

        // A comment with TimingFunction(slot: "move", controlPoints: 9, 9, 9, 9) that write-back must not touch.
        let move = TimingFunction(slot: "move", controlPoints: \(curve))

        func makeScene(root: Layer) {
            let box = Layer()
            box.name = "box"
            box.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
            let slide = BasicAnimation(keyPath: "position.x")
            slide.fromValue = 0.0
            slide.toValue = 100.0
            slide.duration = \(duration)
            slide.timingFunction = move
            slide.fillMode = .forwards
            slide.isRemovedOnCompletion = false
            box.add(slide, forKey: "slide")
            root.addSublayer(box)
        }

        """
    }

    func x(_ session: SceneSession, at time: Double) throws -> Double {
        session.seek(to: time)
        let box = try #require(session.scene.tree.rootLayer.sublayer(named: "box"))
        return session.scene.tree.presentationProperties(of: box).position.x
    }

    @Test func aScriptRunsAndItsValuesFollowItsNumbers() throws {
        let path = try write(moveScript(), to: "move.swift")
        let session = try SceneSession(spec: path, size: Size(width: 400, height: 300))
        #expect(session.scene.title == "move.swift")
        #expect(session.scene.tree.rootLayer.bounds.size == Size(width: 400, height: 300))
        #expect(session.scene.tree.timingFunctionSlots.map(\.name) == ["move"])
        for t in [0.25, 0.5, 1.0, 1.5, 3.0] {
            #expect(abs(try x(session, at: t) - 100 * ease((0.42, 0, 0.58, 1), min(t / 2, 1))) < 1e-6, "at \(t)")
        }
        // Rebuilt from the same build (seeking back), the scene is the same.
        #expect(abs(try x(session, at: 0.5) - 100 * ease((0.42, 0, 0.58, 1), 0.25)) < 1e-6)
    }

    @Test func editingBreakingAndFixingTheScript() throws {
        let path = try write(moveScript(), to: "edit.swift")
        let session = try SceneSession(spec: path)
        _ = try x(session, at: 0.5)
        // A new duration takes over at the same moment.
        try moveScript(duration: "4.0").write(toFile: path, atomically: true, encoding: .utf8)
        try session.replaceSource(with: SceneSource(spec: path))
        #expect(session.time == 0.5)
        #expect(abs(try x(session, at: 1) - 100 * ease((0.42, 0, 0.58, 1), 0.25)) < 1e-6)
        // A type error is reported with its line and column; the last good build keeps running.
        try moveScript(duration: "\"long\"").write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: ScriptError.self) { try SceneSource(spec: path) }
        #expect(error.diagnostics.first?.line == 13 && error.description.hasPrefix(path + ":13:"), "\(error)")
        #expect(abs(try x(session, at: 2) - 100 * ease((0.42, 0, 0.58, 1), 0.5)) < 1e-6)
        // Fixed, it recovers.
        try moveScript(duration: "1.0").write(toFile: path, atomically: true, encoding: .utf8)
        try session.replaceSource(with: SceneSource(spec: path))
        #expect(try x(session, at: 2.5) == 100)
    }

    @Test func trapsAndEndlessLoopsAreReportedNotFatal() throws {
        let trap = try write(
            "import LayerKit\nfunc makeScene(root: Layer) {\n    let sizes = [1.0]\n    root.opacity = Float(sizes[2])\n}\n",
            to: "trap.swift")
        let trapped = try #require(throws: ScriptError.self) { try SceneSource(spec: trap) }
        #expect(trapped.description.contains("Index out of range"), "\(trapped)")
        // Under a sanitizer (make sanitize) Swift's backtracer cannot read the crashed stack, so no line is known.
        if ProcessInfo.processInfo.environment["PLAYGROUND_UNDER_SANITIZER"] == nil {
            #expect(trapped.diagnostics.first?.line == 4, "\(trapped)")
        }
        let loop = try write("import LayerKit\nfunc makeScene(root: Layer) {\n    while root.opacity > 0 {}\n}\n", to: "loop.swift")
        let looped = try #require(throws: ScriptError.self) { try SceneSource(spec: loop) }
        #expect(looped.description.contains("did not finish"))
    }

    @Test func badScriptsGetOneClearMessage() throws {
        let cases: [(name: String, text: String?, expected: String)] = [
            ("absent.swift", nil, "no such file"),
            ("empty.swift", "", "empty"),
            ("statement.swift", "import LayerKit\nlet x = 1\nx.undefinedMember()\n", "statement.swift:3:"),
            ("signature.swift", "import LayerKit\nfunc makeScene(root: Int) {}\n", "must be func makeScene(root: Layer)"),
            ("module.swift", "import NoSuchModule\nfunc makeScene(root: Layer) {}\n", "no such module"),
        ]
        for entry in cases {
            let path = Self.folder + "/" + entry.name
            if let text = entry.text { try text.write(toFile: path, atomically: true, encoding: .utf8) }
            let error = try #require(throws: ScriptError.self) { try SceneSource(spec: path) }
            #expect(error.description.contains(entry.expected) && error.description.contains(entry.name), "\(error)")
        }
        let latin = Self.folder + "/latin.swift"
        #expect(FileManager.default.createFile(atPath: latin, contents: Data([0x2F, 0x2F, 0xFF, 0x0A])))
        #expect(throws: ScriptError.self) { try SceneSource(spec: latin) }
    }

    @Test func aFolderOfFilesIsCompiledTogether() throws {
        let folder = Self.folder + "/twofiles"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "import LayerKit\n\nfunc makeScene(root: Layer) { root.addSublayer(Card(width: 120)) }\n"
            .write(toFile: folder + "/Scene.swift", atomically: true, encoding: .utf8)
        try """
        import LayerKit

        /// A helper type in a second file.
        final class Card: Layer {
            init(width: Double) {
                super.init()
                name = "card"
                bounds = Rect(x: 0, y: 0, width: width, height: width / 2)
            }
        }

        """.write(toFile: folder + "/Card.swift", atomically: true, encoding: .utf8)
        let session = try SceneSession(spec: folder)
        let card = try #require(session.scene.tree.rootLayer.sublayer(named: "card"))
        #expect(card.bounds.size == Size(width: 120, height: 60))
        #expect(session.scene.title == "twofiles")
    }

    @Test func anUnchangedScriptIsNotCompiledAgain() throws {
        let path = try write(moveScript(curve: "0.3, 0.1, 0.3, 1.0"), to: "cached.swift")
        let compiler = try ScriptCompiler.forThisProcess()
        let first = try compiler.build(path, size: Size(width: 100, height: 100))
        let modified = try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date
        let second = try compiler.build(path, size: Size(width: 100, height: 100))
        #expect(first == second)
        // In this test process's own cache, not the user's.
        #expect(first.hasPrefix(scriptTestCache + "/"), "\(first)")
        #expect(try FileManager.default.attributesOfItem(atPath: second)[.modificationDate] as? Date == modified)
    }

    /// iOS code with the Objective-C runtime's spellings (`@objc`, `#selector`, `#keyPath`), which Swift on Linux cannot
    /// compile as written: `step` is called by the display link in both selector forms, the fade is found by its key
    /// path, its curve is a slot, and errors keep the file's own lines and columns.
    func objectiveCScript(stepBody: String = "layer.position.x = CGFloat(link.timestamp) * 100") -> String {
        """
        import UIKit

        @objcMembers final class Mover: UIView {
            var links: [CADisplayLink] = []
            @objc dynamic var steps = 0

            func start() {
                links.append(CADisplayLink(target: self, selector: #selector(step(_:))))
                links.append(CADisplayLink(target: self, selector: #selector(Mover.lift)))
                for link in links { link.add(to: .main, forMode: .common) }
                Timer.scheduledTimer(timeInterval: 3600, target: self, selector: #selector(lift), userInfo: nil, repeats: false)
            }

            @objc func step(_ link: CADisplayLink) {
                \(stepBody)
            }

            @objc(liftMover) func lift() { layer.position.y = 42 }
        }

        func makeScene(root: UIView) {
            let mover = Mover(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            mover.layer.name = "box"
            root.addSubview(mover)
            mover.start()
            let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            fade.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
            mover.layer.add(fade, forKey: #keyPath(CALayer.opacity))
        }

        """
    }

    @Test func objectiveCSpellingsCompileAndKeepTheirLines() throws {
        let path = try write(objectiveCScript(), to: "objc.swift")
        let session = try SceneSession(spec: path, size: Size(width: 400, height: 300))
        #expect(session.scene.tree.timingFunctionSlots.map(\.name) == ["fade.timingFunction"])
        for t in [0.5, 1.25] {
            session.seek(to: t)
            let box = try #require(session.scene.tree.rootLayer.sublayer(named: "box"))
            let shown = session.scene.tree.presentationProperties(of: box)
            #expect(shown.position == Point(100 * t, 42), "at \(t)")
            #expect(abs(shown.opacity - (1 - ease((0.42, 0, 0.58, 1), t / 2))) < 1e-6, "at \(t)")
            #expect(box.animationKeys() == ["opacity"])
        }
        // A type error on line 15, column 17 of the file, as written.
        try objectiveCScript(stepBody: "steps = \"one\"").write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: ScriptError.self) { try SceneSource(spec: path) }
        #expect(error.diagnostics.first?.line == 15 && error.description.hasPrefix(path + ":15:17:"), "\(error)")
    }

    /// A view with tap, pan and long-press recognizers, and a button, as iOS code adds them (`#selector`, `@objc`).
    static let touchScript = """
        import UIKit

        final class Card: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                backgroundColor = .systemBlue
                addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(fade)))
                addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:))))
                addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: #selector(held(_:))))
            }

            required init?(coder: NSCoder) { fatalError("no archives") }

            @objc func fade() {
                UIView.animate(withDuration: 1) { self.alpha = 0.5 }
            }

            @objc func drag(_ pan: UIPanGestureRecognizer) {
                let t = pan.translation(in: superview)
                center = CGPoint(x: center.x + t.x, y: center.y + t.y)
                pan.setTranslation(.zero, in: superview)
            }

            @objc func held(_ press: UILongPressGestureRecognizer) {
                if press.state == .began { layer.setValue(CACurrentMediaTime(), forKey: "heldAt") }
            }

            @objc func reset(_ sender: UIButton) {
                center = CGPoint(x: 150, y: 150)
                sender.setTitle("Again", for: .normal)
            }
        }

        func makeScene(root: UIView) {
            let card = Card(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            card.layer.name = "card"
            root.addSubview(card)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 260, y: 20, width: 120, height: 40)
            button.setTitle("Reset", for: .normal)
            button.addTarget(card, action: #selector(Card.reset(_:)), for: .touchUpInside)
            button.layer.name = "button"
            root.addSubview(button)
        }

        """

    @Test func clicksAndDragsReachTheScriptsViewsAndAreReplayed() throws {
        let path = try write(Self.touchScript, to: "touch.swift")
        let session = try SceneSession(spec: path, size: Size(width: 400, height: 300))
        let scene = session.scene
        #expect(scene.isInteractive(at: Point(150, 150)) && !scene.isInteractive(at: Point(20, 20)))
        #expect(scene.controls == ["click, drag: touches for the script's views"])
        func card() throws -> Layer { try #require(session.scene.tree.rootLayer.sublayer(named: "card")) }
        func shown() throws -> LayerProperties { session.scene.tree.presentationProperties(of: try card()) }
        // A tap at 0.5 s fades the card to 0.5 over a second, on UIKit's default ease-in-out.
        session.seek(to: 0.5)
        #expect(session.send(.press(Point(150, 150))) && session.send(.release(Point(150, 150))))
        session.seek(to: 1.0)
        #expect(abs(try shown().opacity - (1 - 0.5 * ease((0.42, 0, 0.58, 1), 0.5))) < 1e-6)
        // A drag at 2 s: the pan begins after 10 points and moves the card by the whole way.
        session.seek(to: 2)
        _ = session.send(.press(Point(150, 150)))
        _ = session.send(.drag(from: Point(150, 150), to: Point(180, 150)))
        _ = session.send(.drag(from: Point(180, 150), to: Point(190, 160)))
        _ = session.send(.release(Point(190, 160)))
        #expect(try card().model.position == Point(190, 160) && abs(try shown().opacity - 0.5) < 1e-9)
        // A seek rebuilds the scene and replays them at their times (going back forgets the later ones).
        session.seek(to: 2.5)
        #expect(try card().model.position == Point(190, 160) && abs(try shown().opacity - 0.5) < 1e-9)
        session.seek(to: 1.0)
        #expect(try card().model.position == Point(150, 150))
        #expect(abs(try shown().opacity - (1 - 0.5 * ease((0.42, 0, 0.58, 1), 0.5))) < 1e-6)
        // The button calls the card's method with itself as the sender.
        session.seek(to: 3)
        _ = session.send(.press(Point(320, 40)))
        _ = session.send(.release(Point(320, 40)))
        #expect(try card().model.position == Point(150, 150))
        let title = session.scene.tree.rootLayer.sublayer(named: "button")?.sublayers?.first?.sublayers?.first as? TextLayer
        #expect(title?.string == "Again")
        // A press held at 3.5 s is a long press at 4 s exactly, however the clock gets there (here in one step).
        session.seek(to: 3.5)
        _ = session.send(.press(Point(150, 150)))
        session.seek(to: 4.3)
        #expect(try card().value(forKey: "heldAt") as? Double == 4.0)
        _ = session.send(.release(Point(150, 150)))
        // A click on the background reaches no view of the script: not an action of the scene.
        #expect(!session.send(.press(Point(20, 20))))
    }
}
