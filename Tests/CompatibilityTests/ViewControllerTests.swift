import LayerKit
import PlaygroundSupport
import PlaygroundTestSupport
import UIKit
import XCTest

/// `UIViewController` as demos use it: the lifecycle in UIKit's order, children, presentation with UIKit's default
/// transition, navigation pushes and pops, and playground live views. Expected positions are worked out here from the
/// documented durations and Core Animation's ease-in-ease-out curve (0.42, 0, 0.58, 1).
final class ViewControllerTests: XCTestCase {
    /// Records each callback as "name" or "name(animated)".
    final class Recorder: UIViewController, @unchecked Sendable {
        let label: String
        nonisolated(unsafe) static var log: [String] = []

        init(_ label: String) {
            self.label = label
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError() }

        func note(_ event: String) { Self.log.append("\(label).\(event)") }
        override func loadView() {
            note("loadView")
            super.loadView()
        }
        override func viewDidLoad() { note("viewDidLoad") }
        override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
        override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
        override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
        override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
        override func willMove(toParent parent: UIViewController?) { note("willMove(\(parent == nil ? "nil" : "parent"))") }
        override func didMove(toParent parent: UIViewController?) { note("didMove(\(parent == nil ? "nil" : "parent"))") }
    }

    func testTheViewLoadsOnFirstAccessAndAppearsInUIKitsOrder() {
        let (tree, root) = makeScene()
        Recorder.log = []
        let controller = Recorder("a")
        XCTAssert(!controller.isViewLoaded && Recorder.log.isEmpty)
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        _ = controller.view
        XCTAssert(Recorder.log == ["a.loadView", "a.viewDidLoad"])
        XCTAssert(controller.view.bounds.size == CGSize(width: 400, height: 300))
        Recorder.log = []
        controller.show(in: root)
        XCTAssert(Recorder.log == ["a.viewWillAppear", "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "a.viewDidAppear"])
        // A child added to a controller on screen appears when its view is added; removing the view makes it disappear.
        Recorder.log = []
        let child = Recorder("b")
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        XCTAssert(
            Recorder.log == ["b.willMove(parent)", "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear", "b.didMove(parent)"])
        Recorder.log = []
        root.layoutIfNeeded()
        // Adding a subview lays out its superview too, as in UIKit.
        XCTAssert(Recorder.log == ["a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews"])
        Recorder.log = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssert(Recorder.log == ["b.willMove(nil)", "b.viewWillDisappear", "b.viewDidDisappear", "b.didMove(nil)"])
        XCTAssert(controller.children.isEmpty && child.parent == nil)
        _ = tree
    }

    func testPresentingSlidesTheViewUpOverHalfASecond() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let base = Recorder("base")
        base.show(in: root)
        Recorder.log = []
        let sheet = Recorder("sheet")
        sheet.modalPresentationStyle = .fullScreen
        var completed = false
        base.present(sheet, animated: true) { completed = true }
        XCTAssert(sheet.presentingViewController === base && base.presentedViewController === sheet)
        // The presented view loads first; then the will-pair, then its layout.
        XCTAssert(Recorder.log == ["sheet.loadView", "sheet.viewDidLoad", "base.viewWillDisappear", "sheet.viewWillAppear",
            "sheet.viewWillLayoutSubviews", "sheet.viewDidLayoutSubviews"])
        for t in [0.1, 0.25, 0.4] {
            let y = tree.presentationProperties(of: sheet.view.layer, at: t).position.y
            // The centre goes from 150 + 300 to 150 on the ease-in-ease-out curve.
            XCTAssert(abs(y - (450 - 300 * independentEase((0.42, 0, 0.58, 1), t / 0.5))) < 1e-6, "at \(t): \(y)")
        }
        Recorder.log = []
        tree.advance(to: 0.6)
        XCTAssert(completed && Recorder.log == ["sheet.viewDidAppear", "base.viewDidDisappear"])
        Recorder.log = []
        sheet.dismiss(animated: false)
        XCTAssert(Recorder.log == ["sheet.viewWillDisappear", "base.viewWillAppear", "sheet.viewDidDisappear", "base.viewDidAppear"])
        XCTAssert(sheet.view.superview == nil && base.presentedViewController == nil)
    }

    func testANavigationControllerPushesAndPops() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let first = Recorder("first")
        first.title = "First"
        let navigation = UINavigationController(rootViewController: first)
        Recorder.log = []
        navigation.show(in: root)
        XCTAssert(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewWillAppear", "first.viewDidAppear"])
        XCTAssert(first.navigationController === navigation && navigation.topViewController === first)
        XCTAssert(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssert(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))

        let second = Recorder("second")
        Recorder.log = []
        navigation.pushViewController(second, animated: true)
        XCTAssert(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewWillDisappear", "second.viewWillAppear"])
        // The new view slides in from the right (x 400 → 0) and the old one a third of the way left, over 0.35 s.
        let progress = independentEase((0.42, 0, 0.58, 1), 0.5)
        let newX = tree.presentationProperties(of: second.view.layer, at: 0.175).position.x
        let oldX = tree.presentationProperties(of: first.view.layer, at: 0.175).position.x
        XCTAssert(abs(newX - (200 + 400 * (1 - progress))) < 1e-6 && abs(oldX - (200 - 400.0 / 3 * progress)) < 1e-6, "\(newX) \(oldX)")
        Recorder.log = []
        tree.advance(to: 0.4)
        XCTAssert(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewDidDisappear", "second.viewDidAppear"])
        XCTAssert(first.view.superview == nil && navigation.viewControllers.count == 2)

        Recorder.log = []
        let popped = navigation.popViewController(animated: false)
        XCTAssert(popped === second && navigation.topViewController === first && first.view.superview === navigation.view)
        XCTAssert(Recorder.log.filter { $0.hasSuffix("ppear") } == ["second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear"])
    }

    func testAPlaygroundLiveViewIsShownAtItsSizeInTheMiddle() {
        let (tree, root) = makeScene()
        PageEntry.run({
            let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
            PlaygroundPage.current.liveView = view
        }, root: root.layer)
        let holder = root.layer.sublayers?.last
        XCTAssert(holder?.frame == Rect(x: 140, y: 110, width: 120, height: 80))
        XCTAssert(holder?.sublayers?.first?.frame == Rect(x: 0, y: 0, width: 120, height: 80))
        // A controller with a preferred size is shown at that size; another live view replaces the first.
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 200, height: 100)
        PlaygroundPage.current.liveView = controller
        XCTAssert(root.layer.sublayers?.count == 1)
        XCTAssert(root.layer.sublayers?.last?.frame == Rect(x: 100, y: 100, width: 200, height: 100))
        XCTAssert(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        // One larger than the 400 x 300 scene is scaled down, whole, about the scene's centre: 800 x 300 at a half.
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 300))
        PlaygroundPage.current.liveView = wide
        let frame = root.layer.sublayers?.last?.frame
        XCTAssert(frame == Rect(x: 0, y: 75, width: 400, height: 150), "\(String(describing: frame))")
        XCTAssert(wide.bounds.size == CGSize(width: 800, height: 300))
        // Another page run in another scene leaves this one's live view where it is.
        let (otherTree, other) = makeScene()
        _ = otherTree
        PageEntry.run({ PlaygroundPage.current.liveView = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)) }, root: other.layer)
        XCTAssert(root.layer.sublayers?.count == 1 && root.layer.sublayers?.last?.sublayers?.first === wide.layer)
        XCTAssert(other.layer.sublayers?.last?.frame == Rect(x: 175, y: 125, width: 50, height: 50))
        // Code of the first scene that runs later (a timer, a touch) shows its live view in that scene.
        tree.makeCurrent()
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        PlaygroundPage.current.liveView = late
        XCTAssert(root.layer.sublayers?.count == 1 && root.layer.sublayers?.last?.sublayers?.first === late.layer)
        XCTAssert(other.layer.sublayers?.count == 1 && other.layer.sublayers?.last?.frame == Rect(x: 175, y: 125, width: 50, height: 50))
    }

    /// A view that places a layer of its own in `layoutSubviews` (RAMPaperSwitch's circle): the page's views are laid
    /// out when its code returns, before the clock moves, so a timer the page set finds the layer placed.
    final class PlacingView: UIView {
        let circle = CAShapeLayer()
        override func layoutSubviews() {
            circle.frame = CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
        }
    }

    func testAPagesViewsAreLaidOutWhenItsCodeReturns() {
        final class Found: @unchecked Sendable { var frame: CGRect? }
        let (tree, root) = makeScene()
        let found = Found()
        PageEntry.run({
            let view = PlacingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            view.layer.addSublayer(view.circle)
            PlaygroundPage.current.liveView = view
            // As the script compiler writes `DispatchQueue.main.asyncAfter`.
            DispatchQueue.main.sceneAfter(deadline: .now() + 0.5) { found.frame = view.circle.frame }
        }, root: root.layer)
        tree.advance(to: 0.75)
        XCTAssertEqual(found.frame, CGRect(x: 80, y: 30, width: 40, height: 40))
    }
}

extension LayerTree {
    /// The presentation of `layer` at `time` (advancing the clock there).
    func presentationProperties(of layer: Layer, at time: Double) -> LayerProperties {
        advance(to: time)
        return presentationProperties(of: layer)
    }
}
