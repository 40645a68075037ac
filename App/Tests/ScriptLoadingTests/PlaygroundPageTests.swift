import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes
@testable import Scripts

/// Xcode playgrounds and view-controller demos, written as published ones are, compiled and run unchanged: a
/// multi-page bundle with `Sources/` and `Resources/` (names with spaces and accents, a listed page missing), the
/// playground modules, the literals, iOS's `#if` branches, a view controller's lifecycle, and a demo file that only
/// declares its controller. Expected values are worked out here from the pages' numbers.
@Suite("Playground pages and view-controller demos", .serialized)
struct PlaygroundPageTests {
    static let folder = scriptTestFolder("playground-page-tests")
    static let size = Size(width: 400, height: 300)

    /// `Tour Été.playground`: pages "Première page", "Missing" (listed, absent) and "Two".
    static func makeBundle() throws -> String {
        let bundle = folder + "/Tour Été.playground"
        try? FileManager.default.removeItem(atPath: bundle)
        for sub in ["Sources", "Resources", "Pages/Première page.xcplaygroundpage", "Pages/Two.xcplaygroundpage"] {
            try FileManager.default.createDirectory(atPath: bundle + "/" + sub, withIntermediateDirectories: true)
        }
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <playground version='6.0' target-platform='ios' display-mode='raw'>
            <pages>
                <page name='Première page'/>
                <page name='Missing'/>
                <page name='Two'/>
            </pages>
        </playground>
        """.write(toFile: bundle + "/contents.xcplayground", atomically: true, encoding: .utf8)
        // Sources mark their API public, as Xcode requires of a playground's Sources.
        try """
        import UIKit

        public func makeBox(side: CGFloat) -> UIView {
            let box = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            box.backgroundColor = .white
            return box
        }
        """.write(toFile: bundle + "/Sources/Helpers.swift", atomically: true, encoding: .utf8)
        let dot = PixelBuffer(width: 6, height: 4)
        dot.fill(0xFFFF_0000)
        try dot.writePNG(to: bundle + "/Resources/dot.png")
        try """
        //: # The first page
        //: A box slides across a red stage.
        import UIKit
        import PlaygroundSupport

        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        stage.backgroundColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)

        let box = makeBox(side: 20)
        box.layer.name = "box"
        box.center = CGPoint(x: 10, y: 50)
        stage.addSubview(box)

        // Animated before the stage is shown, as pages often do.
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
            box.center.x = 190
        })

        let dot = #imageLiteral(resourceName: "dot.png")
        let dotView = UIImageView(image: dot)
        dotView.layer.name = "dot \\(Int(dot.size.width))x\\(Int(dot.size.height))"
        stage.addSubview(dotView)

        #if os(iOS)
        stage.layer.name = "stage on iOS"
        #else
        stage.layer.name = "stage elsewhere"
        #endif

        PlaygroundPage.current.liveView = stage
        //: [Next](@next)
        """.write(toFile: bundle + "/Pages/Première page.xcplaygroundpage/Contents.swift", atomically: true, encoding: .utf8)
        try """
        //: [Previous](@previous)
        import UIKit
        import XCPlayground

        var events: [String] = []

        class Controller: UIViewController {
            override func loadView() {
                events.append("loadView")
                super.loadView()
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                events.append("viewDidLoad")
            }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                events.append("viewWillAppear")
            }
            override func viewWillLayoutSubviews() { events.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { events.append("viewDidLayoutSubviews") }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                events.append("viewDidAppear")
                view.layer.name = events.joined(separator: ",") + " \\(Int(view.bounds.width))x\\(Int(view.bounds.height))"
            }
        }

        XCPlaygroundPage.currentPage.liveView = Controller()
        """.write(toFile: bundle + "/Pages/Two.xcplaygroundpage/Contents.swift", atomically: true, encoding: .utf8)
        return bundle
    }

    func layer(named name: String, in session: SceneSession) -> Layer? {
        var found: Layer?
        session.scene.tree.rootLayer.forEachLayer { if $0.name == name { found = $0 } }
        return found
    }

    @Test func aMultiPageBundleOpensAtItsFirstPage() throws {
        let bundle = try Self.makeBundle()
        let found = try #require(try PlaygroundBundle.locate(bundle))
        #expect(found.bundle.pages.map(\.name) == ["Première page", "Two"])
        #expect(found.bundle.missingPages == ["Missing"])
        #expect(found.page == 0)

        let session = try SceneSession(spec: bundle, size: Self.size)
        #expect(session.scene.title == "Tour Été.playground › Première page (1/2)")
        let tree = session.scene.tree
        // The live view keeps its 200 x 100 size, centred in the 400 x 300 scene, with its origin at zero in its frame.
        let stage = try #require(layer(named: "stage on iOS", in: session))
        #expect(stage.bounds.size == Size(width: 200, height: 100) && stage.position == Point(100, 50))
        let holder = try #require(stage.superlayer)
        #expect(holder.position == Point(200, 150) && holder.bounds.size == Size(width: 200, height: 100))
        #expect(stage.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
        // The box from Sources/ slides linearly 10 → 190 over 2 s, from the moment the page ran.
        let box = try #require(layer(named: "box", in: session))
        for t in [0.0, 0.5, 1.0, 1.5, 2.5] {
            session.seek(to: t)
            let x = tree.presentationProperties(of: box).position.x
            #expect(close(x, 10 + 180 * min(t / 2, 1)), "at \(t): \(x)")
        }
        // The image literal is Resources/dot.png.
        #expect(layer(named: "dot 6x4", in: session) != nil)
    }

    @Test func pagesTurnInTheBundlesOrderAndRunAViewControllersLifecycle() throws {
        let bundle = try Self.makeBundle()
        let next = try #require(ScriptSources.page(1, from: bundle))
        #expect(next.path.hasSuffix("/Pages/Two.xcplaygroundpage") && next.notice == "page 2 of 2: Two")
        #expect(ScriptSources.page(1, from: next.path)?.notice == "this is the last page")
        #expect(ScriptSources.page(-1, from: next.path)?.path.hasSuffix("Première page.xcplaygroundpage") == true)

        // The page's Contents.swift names the same page.
        let session = try SceneSession(spec: next.path + "/Contents.swift", size: Self.size)
        #expect(session.scene.title == "Tour Été.playground › Two (2/2)")
        let order = "loadView,viewDidLoad,viewWillAppear,viewWillLayoutSubviews,viewDidLayoutSubviews,viewDidAppear"
        #expect(layer(named: order + " 400x300", in: session) != nil, "\(session.scene.tree.rootLayer.sublayers?.first?.sublayers?.map(\.name) ?? [])")
    }

    @Test func aViewControllerDemoFileOpensAsItIs() throws {
        let path = try writeTestFile(
            """
            import UIKit

            class ViewController: UIViewController {
                let spinner = CALayer()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                    spinner.name = "spinner"
                    spinner.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
                    spinner.position = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
                    view.layer.addSublayer(spinner)
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
                    turn.fromValue = 0
                    turn.toValue = CGFloat.pi * 2
                    turn.duration = 4
                    turn.repeatCount = .infinity
                    spinner.add(turn, forKey: "turn")
                }
            }
            """, named: "ViewController.swift", in: Self.folder)
        #expect(try ScriptSources(path: path).entry == .viewController(className: "ViewController"))
        let session = try SceneSession(spec: path, size: Self.size)
        let spinner = try #require(layer(named: "spinner", in: session))
        #expect(spinner.position == Point(200, 150))
        session.seek(to: 1)
        let transform = session.scene.tree.presentationProperties(of: spinner).transform
        // A quarter turn after 1 s of 4: the x axis maps to y.
        #expect(close(transform.m11, 0, 1e-9) && close(transform.m12, 1, 1e-9), "\(transform)")
    }

    @Test func topLevelCodeInAnySwiftFileRunsAsAPage() throws {
        let path = try writeTestFile(
            """
            import UIKit
            import PlaygroundSupport

            let view = UIView()
            view.layer.name = "whole scene"
            PlaygroundPage.current.liveView = view
            """, named: "top-level.swift", in: Self.folder)
        #expect(try ScriptSources(path: path).entry == .topLevelCode(file: path))
        let session = try SceneSession(spec: path, size: Self.size)
        // A live view of no size fills the scene.
        let view = try #require(layer(named: "whole scene", in: session))
        #expect(view.bounds.size == Size(width: 400, height: 300))

        let quiet = try writeTestFile("import UIKit\nlet answer = 42\nprint(answer)\n", named: "quiet.swift", in: Self.folder)
        let shown = try SceneSession(spec: quiet, size: Self.size)
        #expect((shown.scene as? ScriptScene)?.warnings.contains { $0.contains("the page has nothing to show") } == true)
    }

    @Test func classifyingFiles() {
        func code(_ text: String) -> TopLevelCode { TopLevelCode(Array(text.utf8)) }
        #expect(code("import UIKit\nfunc makeScene(root: UIView) {}\n").declaresMakeScene)
        #expect(code("// func makeScene\nlet s = \"func makeScene\"\n").declaresMakeScene == false)
        #expect(code("import UIKit\nlet a = 1\nlet b = a +\n    2\nclass V: UIView {\n    func f() { g() }\n}\n").firstStatementLine == nil)
        #expect(code("import UIKit\nlet a = [1, 2]\n    .map { $0 * 2 }\nprint(a)\n").firstStatementLine == 4)
        #expect(code("@objc class A: NSObject {}\n#if os(iOS)\nfinal class B: A {}\n#endif\n").classes.map(\.name) == ["A", "B"])
        #expect(code("if true {\n}\n").firstStatementLine == 1)
    }

    /// A page written with the rest of the surface such code uses, each piece leaving a mark checked here.
    @Test func theSurfaceDemosUseCompilesAndBehaves() throws {
        let path = try writeTestFile(
            """
            import UIKit
            import PlaygroundSupport
            #if canImport(UIKit) && targetEnvironment(simulator)
            let platform = "iOS simulator"
            #else
            let platform = "elsewhere"
            #endif

            @objc protocol StageDelegate: AnyObject {
                @objc optional func stageDidAppear(_ stage: Stage)
                func stageName() -> String
            }

            class Stage: UIView {
                weak var delegate: StageDelegate?
                var tints = 0
                override func awakeFromNib() { super.awakeFromNib() }
                override func prepareForInterfaceBuilder() {}
                override func tintColorDidChange() { tints += 1 }
                override var intrinsicContentSize: CGSize { CGSize(width: 300, height: 200) }
                @objc func mark(_ name: String) { layer.name = name }
                @objc func noted(_ notification: Notification) { layer.name = "active \\(notification.name.rawValue)" }
            }

            final class Watcher: StageDelegate {
                func stageName() -> String { "watched" }
            }

            let stage = Stage(frame: CGRect(origin: .zero, size: CGSize(width: 300, height: 200)))
            let watcher = Watcher()
            stage.delegate = watcher
            stage.delegate?.stageDidAppear?(stage)
            stage.tintColor = .red

            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40).inset(by: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)))
            box.layer.name = "box \\(platform) \\(stage.delegate?.stageName() ?? "") tints \\(stage.tints)"
            stage.addSubview(box)

            UIView.beginAnimations("slide", context: nil)
            UIView.setAnimationDuration(1.0)
            UIView.setAnimationCurve(.linear)
            box.center.x += CGVector(dx: 100, dy: 0).dx
            UIView.commitAnimations()

            let spinner = UIActivityIndicatorView(style: .large)
            spinner.layer.name = "spinner"
            spinner.startAnimating()
            stage.addSubview(spinner)

            let marker = UIView(frame: .zero)
            marker.layer.name = "marker"
            stage.addSubview(marker)
            stage.perform(#selector(Stage.mark(_:)), with: "performed at half a second", afterDelay: 0.5)
            stage.perform(#selector(Stage.mark(_:)), with: "cancelled", afterDelay: 0.8)
            DispatchQueue.scene.asyncAfter(deadline: .now() + Double(NSEC_PER_SEC) * 0.6 / 1e9) {
                NSObject.cancelPreviousPerformRequests(withTarget: stage)
                marker.layer.name = "scene time \\(MAXFLOAT > 1e38)"
            }
            NotificationCenter.default.addObserver(marker, selector: #selector(Stage.noted(_:)), name: UIApplication.didBecomeActiveNotification, object: nil)
            NotificationCenter.default.addObserver(stage, selector: #selector(Stage.noted(_:)), name: .UIApplicationDidBecomeActive, object: nil)
            NotificationCenter.default.addObserver(stage, selector: #selector(Stage.noted(_:)), name: UIApplication.didEnterBackgroundNotification, object: nil)

            var coded = NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4))
            assert(NSCoder.cgRect(for: coded) == CGRect(x: 1, y: 2, width: 3, height: 4))
            PlaygroundPage.current.liveView = stage
            """, named: "surface.swift", in: Self.folder)
        let session = try SceneSession(spec: path, size: Self.size)
        let tree = session.scene.tree
        #expect(layer(named: "box iOS simulator watched tints 1", in: session) != nil)
        let box = try #require(layer(named: "box iOS simulator watched tints 1", in: session))
        // The old API's block: 1 s, linear, from centre x 20 to 120.
        for t in [0.25, 0.5, 1.5] {
            session.seek(to: t)
            #expect(close(tree.presentationProperties(of: box).position.x, 20 + 100 * min(t, 1)), "at \(t)")
        }
        // Seeking back builds the scene again: its layers are found anew.
        session.seek(to: 0.4)
        let stage = try #require(layer(named: "box iOS simulator watched tints 1", in: session)?.superlayer)
        // The observers: the stage, and the marker (a plain view, not a Stage: nothing is called on it).
        #expect(stage.name == "active UIApplicationDidBecomeActiveNotification")
        #expect(layer(named: "marker", in: session) != nil)
        session.seek(to: 0.55)
        #expect(stage.name == "performed at half a second")
        session.seek(to: 1.0)
        #expect(stage.name == "performed at half a second")
        #expect(layer(named: "scene time true", in: session) != nil)
        // Hidden and shown again, the window makes the scene an app going to the background and back.
        _ = session.send(.activation(false))
        #expect(stage.name == "active UIApplicationDidEnterBackgroundNotification")
        _ = session.send(.activation(true))
        #expect(stage.name == "active UIApplicationDidBecomeActiveNotification")
        // The spinner's spokes fade in turn: a replicator of 8, each 1/8 s behind the last.
        let spinner = try #require(layer(named: "spinner", in: session))
        let replicator = try #require(spinner.sublayers?.first as? ReplicatorLayer)
        #expect(replicator.instanceCount == 8 && close(replicator.instanceDelay, 0.125))
        #expect(replicator.frame.size == Size(width: 37, height: 37))
    }

    /// The classic custom animatable property: a layer subclass whose `@NSManaged` (or `@objc dynamic`) property
    /// redraws it, animated implicitly through `action(forKey:)` and explicitly, drawn every frame in `draw(in:)`.
    @Test func aLayerSubclassAnimatesItsOwnDrawnProperty() throws {
        let path = try writeTestFile(
            """
            import UIKit
            import PlaygroundSupport

            class BarLayer: CALayer {
                @NSManaged var fraction: CGFloat

                override class func needsDisplay(forKey key: String) -> Bool {
                    key == #keyPath(fraction) || super.needsDisplay(forKey: key)
                }

                override init() { super.init() }

                override init(layer: Any) {
                    super.init(layer: layer)
                    if let bar = layer as? BarLayer { fraction = bar.fraction }
                }

                required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

                override func action(forKey event: String) -> CAAction? {
                    guard event == "fraction" else { return super.action(forKey: event) }
                    let animation = CABasicAnimation(keyPath: event)
                    animation.duration = 1
                    animation.timingFunction = CAMediaTimingFunction(name: .linear)
                    return animation
                }

                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(UIColor.red.cgColor)
                    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height))
                }
            }

            class RingLayer: CALayer {
                @objc dynamic var level: CGFloat = 0.5
                override class func needsDisplay(forKey key: String) -> Bool { key == "level" || super.needsDisplay(forKey: key) }
                override func draw(in ctx: CGContext) {
                    ctx.setFillColor(UIColor.blue.cgColor)
                    ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
                }
            }

            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
            let bar = BarLayer()
            bar.name = "bar"
            bar.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
            bar.fraction = 0.2
            view.layer.addSublayer(bar)
            let ring = RingLayer()
            ring.name = "ring"
            ring.frame = CGRect(x: 0, y: 10, width: 100, height: 10)
            ring.setNeedsDisplay()
            view.layer.addSublayer(ring)
            let grow = CABasicAnimation(keyPath: "level")
            grow.fromValue = 0
            grow.toValue = 1
            grow.duration = 2
            grow.timingFunction = CAMediaTimingFunction(name: .linear)
            ring.add(grow, forKey: "grow")
            DispatchQueue.scene.asyncAfter(seconds: 1) { bar.fraction = 1 }
            PlaygroundPage.current.liveView = view
            """, named: "drawn-property.swift", in: Self.folder)
        let session = try SceneSession(spec: path, size: Self.size)
        func filled(_ name: String) throws -> Int {
            let contents = try #require(layer(named: name, in: session)?.contents)
            return (0..<contents.width).filter { contents.pixel(x: $0, y: 0) != 0 }.count
        }
        session.seek(to: 0.5)
        #expect(try filled("bar") == 20)
        // The ring's level animates 0 → 1 over 2 s; its model value is 0.5.
        #expect(try filled("ring") == 25)
        session.seek(to: 1.5)
        // Set to 1 at 1 s: the bar's own action animates 0.2 → 1 over 1 s.
        #expect(try filled("bar") == 60)
        #expect(try filled("ring") == 75)
        session.seek(to: 3)
        #expect(try filled("bar") == 100)
        #expect(try filled("ring") == 50)
    }
}
