import Foundation
import LayerKit
import Scripts
import Sessions
import Testing

@testable import Scenes

/// A page laid out by Auto Layout in a stack view, with a slider whose action changes a constraint: the frames are
/// where the constraints put them, a drag on the slider lays out again, seeking replays the drag, and a conflict made
/// later (in a frame's callback) shows among the scene's warnings. Expected values are worked out from the page's
/// numbers.
@Suite("Auto Layout in a page", .serialized)
struct AutoLayoutPageTests {
    static let folder = scriptTestFolder("auto-layout-page-tests")

    static let page = """
        import UIKit
        import PlaygroundSupport

        final class Meter: UIViewController {
            let slider = UISlider()
            let bar = UIView()
            var barWidth: NSLayoutConstraint!

            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                bar.layer.name = "bar"
                bar.backgroundColor = .systemBlue
                let stack = UIStackView(arrangedSubviews: [slider, bar])
                stack.axis = .vertical
                stack.spacing = 20
                stack.alignment = .leading
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(stack)
                barWidth = bar.widthAnchor.constraint(equalToConstant: 0)
                NSLayoutConstraint.activate([
                    stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40),
                    stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -40),
                    stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    slider.widthAnchor.constraint(equalTo: stack.widthAnchor),
                    barWidth,
                    bar.heightAnchor.constraint(equalToConstant: 10),
                ])
                slider.addTarget(self, action: #selector(changed), for: .valueChanged)
                DispatchQueue.scene.asyncAfter(seconds: 2) {
                    self.bar.heightAnchor.constraint(equalToConstant: 30).isActive = true
                }
            }

            @objc func changed() { barWidth.constant = CGFloat(slider.value) * 320 }
        }

        PlaygroundPage.current.liveView = Meter()
        """

    @Test func aSliderInAStackViewDrivesAConstraintAndIsReplayed() throws {
        let path = try writeTestFile(Self.page, named: "meter.swift", in: Self.folder)
        let session = try SceneSession(spec: path, size: Size(width: 400, height: 300))
        func bar() throws -> Layer {
            var found: Layer?
            session.scene.tree.rootLayer.forEachLayer { if $0.name == "bar" { found = $0 } }
            return try #require(found)
        }
        // The stack is 320 wide from x 40, y 40; the slider 320 × 31; the bar 20 below it, 0 × 10.
        session.seek(to: 0.5)
        #expect(try bar().model.bounds.size == Size(width: 0, height: 10))
        #expect(try bar().model.position == Point(0, 31 + 20 + 5), "in the stack's coordinates")
        // The thumb's centre starts at 40 + 14; moved 146 of the 320 − 28 points it can travel: the value is 0.5.
        #expect(session.send(.press(Point(54, 55))))
        _ = session.send(.drag(from: Point(54, 55), to: Point(120, 55)))
        _ = session.send(.drag(from: Point(120, 55), to: Point(200, 55)))
        _ = session.send(.release(Point(200, 55)))
        session.seek(to: 1)
        #expect(try bar().model.bounds.size == Size(width: 160, height: 10))
        #expect(try bar().model.position == Point(80, 56))
        // Back to a time after the drag: the scene is built anew and the drag replayed at its time.
        session.seek(to: 0.7)
        #expect(try bar().model.bounds.width == 160)
        session.seek(to: 1.5)
        // At 2 s a second height conflicts with the first: it is left out, and the window says so.
        let scene = try #require(session.scene as? ScriptScene)
        #expect(scene.warnings.isEmpty, "\(scene.warnings)")
        session.seek(to: 2.5)
        #expect(try bar().model.bounds.height == 10)
        #expect(scene.warnings.contains { $0.contains("UIView.height == 30 conflicts with") && $0.contains("UIView.height == 10") },
                "\(scene.warnings)")
    }
}
