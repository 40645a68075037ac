import LayerKit
import PlaygroundSupport
import PlaygroundTestSupport
import Testing
import UIKit

/// `UIViewController` as demos use it: the lifecycle in UIKit's order, children, presentation with UIKit's default
/// transition, navigation pushes and pops, and playground live views. Expected positions are worked out here from the
/// documented durations and Core Animation's ease-in-ease-out curve (0.42, 0, 0.58, 1).
@Suite("View controllers", .serialized)
struct ViewControllerTests {
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

    @Test func theViewLoadsOnFirstAccessAndAppearsInUIKitsOrder() {
        let (tree, root) = makeScene()
        Recorder.log = []
        let controller = Recorder("a")
        #expect(!controller.isViewLoaded && Recorder.log.isEmpty)
        UIScreen.main.configure(size: CGSize(width: 400, height: 300), scale: 1)
        _ = controller.view
        #expect(Recorder.log == ["a.loadView", "a.viewDidLoad"])
        #expect(controller.view.bounds.size == CGSize(width: 400, height: 300))
        Recorder.log = []
        controller.show(in: root)
        #expect(Recorder.log == ["a.viewWillAppear", "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "a.viewDidAppear"])
        // A child added to a controller on screen appears when its view is added; removing the view makes it disappear.
        Recorder.log = []
        let child = Recorder("b")
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        #expect(
            Recorder.log == ["b.willMove(parent)", "b.loadView", "b.viewDidLoad", "b.viewWillAppear", "b.viewDidAppear", "b.didMove(parent)"])
        Recorder.log = []
        root.layoutIfNeeded()
        // Adding a subview lays out its superview too, as in UIKit.
        #expect(Recorder.log == ["a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews"])
        Recorder.log = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(Recorder.log == ["b.willMove(nil)", "b.viewWillDisappear", "b.viewDidDisappear", "b.didMove(nil)"])
        #expect(controller.children.isEmpty && child.parent == nil)
        _ = tree
    }

    @Test func presentingSlidesTheViewUpOverHalfASecond() {
        let (tree, root) = makeScene()
        UIScreen.main.configure(size: CGSize(width: 400, height: 300), scale: 1)
        let base = Recorder("base")
        base.show(in: root)
        Recorder.log = []
        let sheet = Recorder("sheet")
        sheet.modalPresentationStyle = .fullScreen
        var completed = false
        base.present(sheet, animated: true) { completed = true }
        #expect(sheet.presentingViewController === base && base.presentedViewController === sheet)
        // The presented view loads first; then the will-pair, then its layout.
        #expect(Recorder.log == ["sheet.loadView", "sheet.viewDidLoad", "base.viewWillDisappear", "sheet.viewWillAppear",
            "sheet.viewWillLayoutSubviews", "sheet.viewDidLayoutSubviews"])
        for t in [0.1, 0.25, 0.4] {
            let y = tree.presentationProperties(of: sheet.view.layer, at: t).position.y
            // The centre goes from 150 + 300 to 150 on the ease-in-ease-out curve.
            #expect(abs(y - (450 - 300 * independentEase((0.42, 0, 0.58, 1), t / 0.5))) < 1e-6, "at \(t): \(y)")
        }
        Recorder.log = []
        tree.advance(to: 0.6)
        #expect(completed && Recorder.log == ["sheet.viewDidAppear", "base.viewDidDisappear"])
        Recorder.log = []
        sheet.dismiss(animated: false)
        #expect(Recorder.log == ["sheet.viewWillDisappear", "base.viewWillAppear", "sheet.viewDidDisappear", "base.viewDidAppear"])
        #expect(sheet.view.superview == nil && base.presentedViewController == nil)
    }

    @Test func aNavigationControllerPushesAndPops() {
        let (tree, root) = makeScene()
        UIScreen.main.configure(size: CGSize(width: 400, height: 300), scale: 1)
        let first = Recorder("first")
        first.title = "First"
        let navigation = UINavigationController(rootViewController: first)
        Recorder.log = []
        navigation.show(in: root)
        #expect(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewWillAppear", "first.viewDidAppear"])
        #expect(first.navigationController === navigation && navigation.topViewController === first)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 400, height: 44))

        let second = Recorder("second")
        Recorder.log = []
        navigation.pushViewController(second, animated: true)
        #expect(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewWillDisappear", "second.viewWillAppear"])
        // The new view slides in from the right (x 400 → 0) and the old one a third of the way left, over 0.35 s.
        let progress = independentEase((0.42, 0, 0.58, 1), 0.5)
        let newX = tree.presentationProperties(of: second.view.layer, at: 0.175).position.x
        let oldX = tree.presentationProperties(of: first.view.layer, at: 0.175).position.x
        #expect(abs(newX - (200 + 400 * (1 - progress))) < 1e-6 && abs(oldX - (200 - 400.0 / 3 * progress)) < 1e-6, "\(newX) \(oldX)")
        Recorder.log = []
        tree.advance(to: 0.4)
        #expect(Recorder.log.filter { $0.hasSuffix("ppear") } == ["first.viewDidDisappear", "second.viewDidAppear"])
        #expect(first.view.superview == nil && navigation.viewControllers.count == 2)

        Recorder.log = []
        let popped = navigation.popViewController(animated: false)
        #expect(popped === second && navigation.topViewController === first && first.view.superview === navigation.view)
        #expect(Recorder.log.filter { $0.hasSuffix("ppear") } == ["second.viewWillDisappear", "first.viewWillAppear", "second.viewDidDisappear", "first.viewDidAppear"])
    }

    @Test func aPlaygroundLiveViewIsShownAtItsSizeInTheMiddle() {
        let (tree, root) = makeScene()
        _ = tree
        PageEntry.run({
            let view = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
            PlaygroundPage.current.liveView = view
        }, root: root.layer)
        let holder = root.layer.sublayers?.last
        #expect(holder?.frame == Rect(x: 140, y: 110, width: 120, height: 80))
        #expect(holder?.sublayers?.first?.frame == Rect(x: 0, y: 0, width: 120, height: 80))
        // A controller with a preferred size is shown at that size; another live view replaces the first.
        let controller = UIViewController()
        controller.preferredContentSize = CGSize(width: 200, height: 100)
        PlaygroundPage.current.liveView = controller
        #expect(root.layer.sublayers?.count == 1)
        #expect(root.layer.sublayers?.last?.frame == Rect(x: 100, y: 100, width: 200, height: 100))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }
}

extension LayerTree {
    /// The presentation of `layer` at `time` (advancing the clock there).
    func presentationProperties(of layer: Layer, at time: Double) -> LayerProperties {
        advance(to: time)
        return presentationProperties(of: layer)
    }
}
