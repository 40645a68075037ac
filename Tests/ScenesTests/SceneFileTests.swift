import FileOutput
import Foundation
import LayerKit
import SceneFiles
import Testing

@testable import SceneFiles
@testable import Scenes

@Suite("Scene files")
struct SceneFileTests {
    func load(_ text: String) throws -> SceneDocument { try SceneDocument.load(text: text, name: "test.json") }

    func failure(_ text: String) -> SceneFileError? {
        do {
            _ = try load(text)
            return nil
        } catch let error as SceneFileError {
            return error
        } catch {
            return nil
        }
    }

    static let exampleScene = """
        {
          "size": [400, 300],
          "backgroundColor": "#101820",
          "timingFunctions": { "pop": [0.25, 0.1, 0.25, 1.0] },
          "layers": [
            { "name": "dot", "type": "shape",
              "position": [200, 150], "bounds": [0, 0, 60, 60],
              "path": "M 30 0 A 30 30 0 1 1 29.9 0 Z", "fillColor": "#32AB9B",
              "animations": [
                { "key": "pulse", "type": "basic", "keyPath": "transform.scale",
                  "fromValue": 1, "toValue": 1.423, "duration": 3, "repeatCount": "infinity",
                  "autoreverses": true, "timingFunction": "pop", "fillMode": "both" } ] } ] }
        """

    @Test func theDesignDocumentsExampleLoadsAndAnimates() throws {
        let document = try load(Self.exampleScene)
        #expect(document.size == Size(width: 400, height: 300))
        #expect(document.backgroundColor == Color(hex: "#101820"))
        #expect(document.tree.timingFunctionSlots.map(\.name) == ["pop"])
        let dot = try #require(document.tree.rootLayer.sublayer(named: "dot") as? ShapeLayer)
        #expect(dot.animationKeys() == ["pulse"])
        document.tree.advance(to: 1.2)
        let scale = 1 + 0.423 * TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0).value(at: 0.4)
        let t = document.tree.presentationProperties(of: dot).transform
        #expect(abs(t.m11 - scale) < 1e-12 && abs(t.m22 - scale) < 1e-12)
        // On the way back (autoreverse), at 4.5 s: the curve at 0.5, retraced.
        document.tree.advance(to: 4.5)
        let back = 1 + 0.423 * TimingFunction(controlPoints: 0.25, 0.1, 0.25, 1.0).value(at: 0.5)
        #expect(abs(document.tree.presentationProperties(of: dot).transform.m11 - back) < 1e-12)
        #expect(document.animatedKeyPaths.map(\.layer) == ["dot"] && document.animatedKeyPaths[0].keyPaths == ["transform"])
    }

    @Test func theSlotIsSharedSoEditingItRetimesTheAnimation() throws {
        let document = try load(Self.exampleScene)
        let dot = try #require(document.tree.rootLayer.sublayer(named: "dot"))
        document.tree.advance(to: 1.5)
        document.tree.timingFunction(named: "pop")!.setControlPoints(0, 0, 1, 1)
        #expect(abs(document.tree.presentationProperties(of: dot).transform.m11 - (1 + 0.423 * 0.5)) < 1e-12)
    }

    @Test func aCompositingFilterBlendsTheLayer() throws {
        let document = try load(#"{"size": [10, 10], "layers": [{"name": "a", "compositingFilter": "screenBlendMode"}]}"#)
        let layer = try #require(document.tree.rootLayer.sublayer(named: "a"))
        #expect(layer.compositingBlendMode == .screen)
    }

    @Test func errorsNameTheLineColumnAndKeyPath() throws {
        let text = """
            {"size": [100, 100], "layers": [
              {"name": "a"},
              {"name": "b", "animations": [
                {"key": "k", "type": "keyframe", "keyPath": "opacity", "values": [0, 1],
                 "keyTimes": [0, 0.2, 0.5, 1]}]}]}
            """
        let error = try #require(failure(text))
        #expect(error.keyPath == "layers[1].animations[0].keyTimes")
        #expect(error.message == "4 key times for 2 values")
        #expect(error.position == JSONPosition(line: 5, column: 18))
        #expect(error.description == "test.json:5:18: layers[1].animations[0].keyTimes: 4 key times for 2 values")
    }

    @Test(arguments: [
        (#"{"size": [10, 10], "layers": [{"type": "blob"}]}"#, "layers[0].type", "unknown layer type 'blob'"),
        (
            #"{"size": [10, 10], "layers": [{"animations": [{"type": "basic", "keyPath": "wobble"}]}]}"#,
            "layers[0].animations[0].keyPath", "'wobble' is not an animatable key path"
        ),
        (#"{"size": [10, 10], "layers": [{"opacity": 1e999}]}"#, "layers[0].opacity", "is not a finite number"),
        (#"{"size": [10, 10], "layers": [{"backgroundColor": "red"}]}"#, "layers[0].backgroundColor", "is not a colour"),
        (#"{"size": [10, 10], "layers": [{"type": "shape", "path": "M 0 0 L 5"}]}"#, "layers[0].path", "expected a number"),
        (#"{"size": [100000, 10]}"#, "size", "must be between 1 and 16384"),
        (##"{"size": [10, 10], "layers": [{"colour": "#FFFFFF"}]}"##, "layers[0].colour", "unknown layer key 'colour'"),
        (#"{"size": [10, 10], "layers": [{"path": "M 0 0"}]}"#, "layers[0].path", "shape layer property"),
        (
            #"{"size": [10, 10], "layers": [{"animations": [{"type": "basic", "keyPath": "position", "toValue": 3}]}]}"#,
            "layers[0].animations[0].toValue", "expected an array of numbers"
        ),
        (
            #"{"size": [10, 10], "layers": [{"animations": [{"type": "basic", "keyPath": "opacity", "timingFunction": "bouncy"}]}]}"#,
            "layers[0].animations[0].timingFunction", "unknown timing function 'bouncy'"
        ),
        (#"{"size": [10, 10], "layers": [{"compositingFilter": "wobbleBlendMode"}]}"#, "layers[0].compositingFilter", "unknown compositing filter"),
    ])
    func badInputIsRejectedWithAClearMessage(text: String, keyPath: String, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.keyPath == keyPath)
        #expect(error.message.contains(message), "\(error)")
    }

    /// `\u` escapes as JSON defines them: a surrogate pair is one character (😀 is U+1F600, written D83D DE00), a lone
    /// surrogate is U+FFFD, and text limits count characters as a person does.
    @Test func escapesAndTheCharacterLimit() throws {
        func text(_ json: String) throws -> String? {
            let document = try load(#"{"size": [10, 10], "layers": [{"type": "text", "string": "\#(json)"}]}"#)
            return (document.tree.rootLayer.sublayers?.first as? TextLayer)?.string
        }
        #expect(try text(#"a\u00e9\uD83D\uDE00b"#) == "aé\u{1F600}b")
        #expect(try text(#"\uD83Dx\uDE00"#) == "\u{FFFD}x\u{FFFD}")
        #expect(try text(#"\uD83D\u0041"#) == "\u{FFFD}A")
        // 9,999 thumbs up with a skin tone (two scalars each, four escapes) and one more: 10,000 characters, accepted.
        let thumbs = String(repeating: #"\uD83D\uDC4D\uD83C\uDFFD"#, count: 10_000)
        #expect(try text(thumbs)?.count == 10_000)
        let error = try #require(failure(#"{"size": [10, 10], "layers": [{"type": "text", "string": "\#(thumbs)a"}]}"#))
        #expect(error.description.contains("longer than 10000 characters (10001)"), "\(error)")
    }

    @Test func syntaxErrorsHaveTheirPosition() throws {
        let error = try #require(failure("{\n  \"size\": [10, 10],\n  \"layers\": [,]\n}"))
        #expect(error.position == JSONPosition(line: 3, column: 14))
        #expect(error.message.contains("unexpected character"))
    }

    @Test func deepAndHugeFilesFailCleanly() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.message.contains("nested more than") == true)
        var layer = #"{"name": "x"}"#
        for _ in 0..<60 { layer = #"{"sublayers": ["# + layer + "]}" }
        let nested = #"{"size": [10, 10], "layers": ["# + layer + "]}"
        #expect(failure(nested)?.message.contains("layers nested more than") == true)
    }

    @Test func outOfRangeControlPointsAreClampedWithAWarning() throws {
        let document = try load(#"{"size": [10, 10], "timingFunctions": {"odd": [1.5, 0, -0.2, 1]}}"#)
        #expect(document.warnings.count == 1 && document.warnings[0].contains("timingFunctions.odd"))
        let function = try #require(document.tree.timingFunction(named: "odd"))
        #expect(function.controlPoints.x1 == 1 && function.controlPoints.x2 == 0)
    }

    @Test func evalReportsAnimatedKeyPathsAndTheModelValueAfterRemoval() throws {
        let document = try load(
            """
            {"size": [100, 100], "layers": [{"name": "box", "position": [10, 20], "opacity": 0.5, "animations": [
              {"key": "fade", "type": "basic", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 1},
              {"key": "slide", "type": "basic", "keyPath": "position.x", "fromValue": 0, "toValue": 100, "duration": 2}]}]}
            """)
        let scene = FileScene(document: document, title: "test")
        let results = PresentationJSON.evaluate(scene, times: [0.5, 1.5])
        let text = JSONWriter.write(results, pretty: false)
        #expect(
            text
                == #"[{"time": 0.5, "layers": {"box": {"opacity": 0.5, "position.x": 25}}}, "#
                + #"{"time": 1.5, "layers": {"box": {"opacity": 0.5, "position.x": 75}}}]"#
        )
    }

    @Test func theExampleFileInTheRepositoryLoads() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/showcase.json")
        let document = try SceneDocument.load(path: url.path)
        #expect(document.warnings.isEmpty)
        #expect(document.tree.rootLayer.sublayer(named: "spotlight")?.mask != nil)
        document.tree.advance(to: 1)
        let svg = LayerRenderer().svg(of: document.tree, pixelWidth: 480, pixelHeight: 320, scale: 1, background: document.backgroundColor)
        #expect(svg.contains("<mask") && svg.contains("clip-path") && svg.contains("stroke-dasharray"))
    }
}
