import Foundation
import LayerKit
import Sessions
import Testing

@testable import Scenes

/// Published-style iOS code, run unchanged as scripts through the QuartzCore and UIKit modules
/// (`examples/tutorials/`): each folder holds a tutorial's own files, ported only from Swift 2 or Objective-C to
/// Swift 5 where the original was older, plus one new file with `makeScene(root:)` that plays the view
/// controller's part. The values are computed here from the tutorials' numbers, independently of the scripts.
@Suite("Tutorial code runs unchanged", .serialized)
struct TutorialCodeTests {
    static let folder = scriptTestFolder("tutorial-tests")
    static let tutorials = repositoryRoot.appendingPathComponent("examples/tutorials").path

    /// The tutorial's files: every line as published, so the only imports are Apple's and nothing names LayerKit.
    @Test(arguments: ["fuber-splash", "ripple-pulse", "view-animations", "worm-hud"])
    func theTutorialFilesArePlainIOSCode(tutorial: String) throws {
        let folder = Self.tutorials + "/" + tutorial
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 2)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
            #expect(Set(imports).isSubset(of: ["UIKit", "QuartzCore", "Foundation"]), "\(file): \(imports)")
            // LayerKit's own names (without the CA and CG prefixes) appear nowhere in the code.
            let code = text.split(separator: "\n").map { $0.components(separatedBy: "//")[0] }.joined(separator: "\n")
            for name in ["LayerKit", "Layer", "ShapeLayer", "TimingFunction", "BasicAnimation", "Point", "Rect", "Color", "Path"] {
                let pattern = try NSRegularExpression(pattern: "(?<![A-Za-z])\(name)(?![A-Za-z])")
                #expect(pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil, "\(file) uses \(name)")
            }
        }
    }

    private func session(_ tutorial: String, size: Size) throws -> SceneSession {
        try SceneSession(spec: Self.tutorials + "/" + tutorial, size: size)
    }

    @Test func theFuberLogoAndGridFollowTheTutorialsTimings() throws {
        let session = try session("fuber-splash", size: Size(width: 390, height: 844))
        #expect(session.scene.warnings.isEmpty)
        let root = session.scene.tree.rootLayer
        let grid = try #require(root.sublayers?.first), logo = try #require(root.sublayers?.last)
        let container = try #require(grid.sublayers?.first)
        let mask = try #require(logo.mask)
        let circle = try #require(logo.sublayers?[0]), square = try #require(logo.sublayers?[2])
        let white = Color.white, blue = Color(red: 15 / 255.0, green: 78 / 255.0, blue: 101 / 255.0)
        for t in [0.1, 0.3, 0.45, 0.6, 1.0, 2.2, 3.3] {
            session.seek(to: t)
            let tree = session.scene.tree
            // The logo's groups loop every 3 s, starting 2.1 s into their loop.
            let loop = (t + 2.1).truncatingRemainder(dividingBy: 3)
            let strokeEnd = loop < 2.5 ? ease((1, 0, 0.35, 1), loop / 2.5) : 1
            #expect(close(tree.presentationProperties(of: circle).strokeEnd, strokeEnd, 1e-6), "strokeEnd at \(t)")
            let maskWidth = loop < 2.5 ? 75 : 75 + (14 - 75) * ease((0.65, 0, 0.4, 1), (loop - 2.5) / 0.5)
            #expect(close(tree.presentationProperties(of: mask).bounds.width, maskWidth, 1e-6), "mask at \(t)")
            // The square's colour runs from 1/3 s for 1.2 s of each loop (both ends held), eased.
            let p = ease((0.25, 0, 0.2, 1), min(max((loop - 1.0 / 3) / 1.2, 0), 1))
            let colour = try #require(tree.presentationProperties(of: square).backgroundColor)
            #expect(close(colour.red, white.red + (blue.red - white.red) * p, 1e-6), "square at \(t)")
            // The container zooms 0.75 → 1 between 45 % and 88.7 % of its loop, which starts 1.05 s in.
            let f = (t + 1.05).truncatingRemainder(dividingBy: 3) / 3
            let scale = f < 0.45 ? 0.75 : f < 0.887 ? 0.75 + 0.25 * ease((0.6, 0, 0.15, 1), (f - 0.45) / 0.437) : 1
            #expect(close(tree.presentationProperties(of: container).transform.m11, scale, 1e-6), "container at \(t)")
        }
    }

    @Test func theRipplePulsesAsTheObjectiveCOriginal() throws {
        let session = try session("ripple-pulse", size: Size(width: 640, height: 480))
        #expect(session.scene.warnings.isEmpty)
        let ripple = try #require(session.scene.tree.rootLayer.sublayers?.first)
        let pulsing = try #require(ripple.sublayers?.first?.sublayers)
        #expect(pulsing.count == 3)
        for t in [0.2, 0.9, 1.5, 2.4, 4.1] {
            session.seek(to: t)
            for (index, layer) in pulsing.enumerated() {
                // Each group starts index × 1 s in and repeats every 3 s, eased by the default curve; the scale's
                // `toValue` is the CGFloat `multiple`.
                let local = t - Double(index)
                let expected = local < 0 ? 1 : 1 + 0.423 * ease((0.25, 0.1, 0.25, 1), local.truncatingRemainder(dividingBy: 3) / 3)
                let m11 = session.scene.tree.presentationProperties(of: layer).transform.m11
                #expect(close(m11, expected, 1e-6), "pulse \(index) at \(t): \(m11) vs \(expected)")
            }
        }
    }

    @Test func viewAnimationsFollowUIKitsCurvesSpringsAndKeyframes() throws {
        let session = try session("view-animations", size: Size(width: 800, height: 600))
        #expect(session.scene.warnings.isEmpty)
        let welcome = try #require(session.scene.tree.rootLayer.sublayers?.first)
        let views = try #require(welcome.sublayers)
        let heading = views[0], logo = views[1], firstCard = views[2]
        // ω = ln(1500) / (ζ · 0.8 s) for UIKit's spring with damping ratio ζ = 0.6 (see ViewAnimationContext).
        let zeta = 0.6, omega = log(1500.0) / (zeta * 0.8), omegaD = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.2, 0.45, 0.7, 0.95, 1.3, 2.0] {
            session.seek(to: t)
            let tree = session.scene.tree
            // The heading slides in from one screen width to the left, eased out, from 0.3 s for 0.5 s.
            let slide = ease((0, 0, 0.58, 1), min(max((t - 0.3) / 0.5, 0), 1))
            #expect(close(tree.presentationProperties(of: heading).position.x, -400 + 800 * slide, 1e-6), "heading at \(t)")
            // The first card springs up 400 points from 0.6 s; after 0.8 s the animation is over.
            let s = max(t - 0.6, 0)
            let progress = s == 0 ? 0 : s >= 0.8 ? 1 : 1 - exp(-zeta * omega * s) * (cos(omegaD * s) + zeta * omega / omegaD * sin(omegaD * s))
            #expect(close(tree.presentationProperties(of: firstCard).position.y, 740 - 400 * progress, 1e-6), "card at \(t)")
            // The logo's rotation runs 0 → π/8 → −π/8 → 0 at 25 % and 75 % of 1.2 s (from 0.2 s), eased in and out overall.
            let p = ease((0.42, 0, 0.58, 1), min(max((t - 0.2) / 1.2, 0), 1))
            let angle =
                p < 0.25 ? Double.pi / 8 * p / 0.25 : p < 0.75 ? Double.pi / 8 - Double.pi / 4 * (p - 0.25) / 0.5 : -Double.pi / 8 * (1 - (p - 0.75) / 0.25)
            let t3 = tree.presentationProperties(of: logo).transform
            #expect(close(atan2(t3.m12, t3.m11), angle, 1e-6), "logo at \(t)")
        }
    }

    /// The example view class of docs/scripts.md compiles and runs as shown, without warnings.
    @Test func theDocumentedExampleRuns() throws {
        let readme = try String(contentsOfFile: Self.tutorials + "/../../docs/scripts.md", encoding: .utf8)
        let start = try #require(readme.range(of: "```swift\nimport UIKit\n\nclass PulseView"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let code = String(readme[readme.index(start.lowerBound, offsetBy: 9)..<end.lowerBound])
        let path = Self.folder + "/PulseView.swift"
        try code.write(toFile: path, atomically: true, encoding: .utf8)
        let session = try SceneSession(spec: path, size: Size(width: 400, height: 300))
        #expect(session.scene.warnings.isEmpty)
        let view = try #require(session.scene.tree.rootLayer.sublayers?.first)
        let dot = try #require(view.sublayers?.first)
        session.seek(to: 0.4)
        let scale = session.scene.tree.presentationProperties(of: dot).transform.m11
        #expect(close(scale, 1 + 0.6 * ease((0.3, 0, 0.2, 1), 0.5), 1e-9))
    }

    @Test func theWormsCrawlAndTheHUDPopsAsTheObjectiveCOriginal() throws {
        let session = try session("worm-hud", size: Size(width: 300, height: 200))
        #expect(session.scene.warnings.isEmpty)
        let hud = try #require(session.scene.tree.rootLayer.sublayers?.first)
        let firstWorm = try #require(hud.sublayers?.first)
        #expect(firstWorm.implicitActions?.count == 2)
        let stretch = (0.42, 0.0, 1.0, 0.55)
        for t in [0.1, 0.4, 0.9, 1.5, 2.2, 2.9, 4.0] {
            session.seek(to: t)
            let tree = session.scene.tree
            // The first worm stretches over each half of the path in 0.75 s, 1.2 s apart, in a 2.4 s loop.
            let loop = t.truncatingRemainder(dividingBy: 2.4)
            let strokeEnd =
                loop < 0.75 ? 0.5 * ease(stretch, loop / 0.75) : loop < 1.2 ? 0.5 : loop < 1.95 ? 0.5 + 0.5 * ease(stretch, (loop - 1.2) / 0.75) : 1
            #expect(close(tree.presentationProperties(of: firstWorm).strokeEnd, strokeEnd, 1e-6), "strokeEnd at \(t)")
            // The HUD pops 0.1 → 1.3 → 1 in two equal keyframes over 0.6 s, eased in and out as a whole.
            let p = ease((0.42, 0, 0.58, 1), min(t / 0.6, 1))
            let scale = p < 0.5 ? 0.1 + 1.2 * p / 0.5 : 1.3 - 0.3 * (p - 0.5) / 0.5
            #expect(close(tree.presentationProperties(of: hud).transform.m11, scale, 1e-6), "HUD scale at \(t)")
        }
        // At 6 s of scene time (DispatchQueue.scene) the HUD shrinks away and is removed with its worms' animations.
        session.seek(to: 6.3)
        #expect(session.scene.tree.rootLayer.sublayers?.first === hud)
        session.seek(to: 6.7)
        #expect(session.scene.tree.rootLayer.sublayers == nil && firstWorm.animationKeys().isEmpty)
        // Scrubbing back replays it.
        session.seek(to: 1)
        #expect(session.scene.tree.rootLayer.sublayers?.count == 1)
    }
}
