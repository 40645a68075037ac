import Foundation
import LayerKit
import SceneFiles
import Testing

@testable import Scenes

/// Scene-file keys of the gradient, shadow, replicator, emitter and 3-D features.
@Suite("Scene files: gradients, shadows, replicators, emitters, 3-D")
struct CoreAnimationLayerFileTests {
    func load(_ layers: String) throws -> SceneDocument {
        try SceneDocument.load(text: "{ \"size\": [200, 200], \"layers\": [\(layers)] }", name: "test.json")
    }

    func failure(_ layers: String) -> String? {
        do {
            _ = try load(layers)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func gradientKeysLoadByTheirCoreAnimationNames() throws {
        let document = try load(
            """
            { "name": "g", "type": "gradient", "frame": [0, 0, 100, 50], "gradientType": "radial",
              "colors": ["#FF0000", "#0000FF80"], "locations": [0.2, 0.9], "startPoint": [0.5, 0.5], "endPoint": [1, 1],
              "animations": [ { "type": "basic", "keyPath": "colors", "fromValue": ["#000000", "#FFFFFF"],
                                "toValue": ["#FFFFFF", "#000000"], "duration": 2 } ] }
            """)
        let layer = try #require(document.tree.rootLayer.sublayer(named: "g") as? GradientLayer)
        #expect(layer.type == .radial && layer.locations == [0.2, 0.9] && layer.startPoint == Point(0.5, 0.5))
        #expect(layer.colors == [Color(hex: "#FF0000")!, Color(hex: "#0000FF80")!])
        document.tree.advance(to: 0.5)
        let grey = Color(red: 0.25, green: 0.25, blue: 0.25)
        #expect(document.tree.presentationProperties(of: layer).colors == [grey, Color(red: 0.75, green: 0.75, blue: 0.75)])
    }

    @Test func gradientMistakesAreNamed() {
        #expect(failure(##"{ "colors": ["#FF0000"] }"##)?.contains("'colors' is a gradient layer property") == true)
        #expect(failure(##"{ "type": "gradient", "gradientType": "diamond" }"##)?.contains("unknown gradient type 'diamond'") == true)
        #expect(failure(##"{ "type": "gradient", "colors": ["red"] }"##)?.contains("layers[0].colors[0]") == true)
        #expect(failure(##"{ "type": "gradient", "startPoint": [0] }"##)?.contains("expected 2 numbers") == true)
        // Zero or one colour, and locations that do not match, load: Core Graphics' behaviour draws them.
        #expect(failure(##"{ "type": "gradient", "colors": [], "locations": [0.5] }"##) == nil)
    }

    @Test func shadowKeysLoadAndAnimate() throws {
        let document = try load(
            """
            { "name": "card", "frame": [10, 10, 80, 80], "shadowOpacity": 0.5, "shadowRadius": 6, "shadowOffset": [0, 4],
              "shadowColor": "#102030", "shadowPath": "M0 0 H80 V80 H0 Z",
              "animations": [ { "type": "basic", "keyPath": "shadowOffset", "fromValue": [0, 4], "toValue": [0, 12], "duration": 2 } ] }
            """)
        let card = try #require(document.tree.rootLayer.sublayer(named: "card"))
        #expect(card.shadowOpacity == 0.5 && card.shadowRadius == 6 && card.shadowColor == Color(hex: "#102030"))
        #expect(card.shadowPath?.elements.count == 5)
        document.tree.advance(to: 1)
        #expect(document.tree.presentationProperties(of: card).shadowOffset == Size(width: 0, height: 8))
        #expect(failure(##"{ "shadowOffset": 3 }"##)?.contains("layers[0].shadowOffset") == true)
    }

    @Test func replicatorKeysLoadAndBadCountsAreNamed() throws {
        let document = try load(
            ##"{ "name": "r", "type": "replicator", "instanceCount": 12, "instanceDelay": 0.1, "instanceTransform": [{ "rotate": 0.5 }], "instanceColor": "#FF000080", "instanceAlphaOffset": -0.05, "preservesDepth": true }"##)
        let r = try #require(document.tree.rootLayer.sublayer(named: "r") as? ReplicatorLayer)
        #expect(r.instanceCount == 12 && r.instanceDelay == 0.1 && r.preservesDepth && r.instanceAlphaOffset == -0.05)
        #expect(r.instanceColor == Color(hex: "#FF000080") && abs(r.instanceTransform.m12 - sin(0.5)) < 1e-15)
        for bad in ["-1", "1e9", "2.5", "5001"] {
            #expect(failure(##"{ "type": "replicator", "instanceCount": "## + bad + " }")?.contains("whole number from 0 to 5000") == true)
        }
        #expect(failure(##"{ "instanceCount": 3 }"##)?.contains("replicator layer property") == true)
        #expect(failure(##"{ "instanceDelay": 3 }"##)?.contains("replicator layer property") == true)
    }

    @Test func emitterKeysLoadAndBadCellsAreNamed() throws {
        let document = try load(
            ##"{ "name": "e", "type": "emitter", "emitterShape": "rectangle", "emitterMode": "outline", "renderMode": "additive", "seed": 9, "emitterPosition": [10, 20], "emitterSize": [30, 40], "birthRate": 0.5, "lifetime": 2, "emitterCells": [ { "name": "c", "birthRate": 30, "lifetime": 2, "lifetimeRange": 1, "emissionRange": 6.28, "velocity": 50, "color": "#FF000080", "alphaSpeed": -0.5, "spinRange": 2 } ] }"##)
        let e = try #require(document.tree.rootLayer.sublayer(named: "e") as? EmitterLayer)
        #expect(e.emitterShape == .rectangle && e.emitterMode == .outline && e.renderMode == .additive && e.seed == 9)
        #expect(e.emitterPosition == Point(10, 20) && e.emitterSize == Size(width: 30, height: 40) && e.birthRate == 0.5 && e.lifetime == 2)
        let cell = try #require(e.emitterCells?.first)
        #expect(cell.name == "c" && cell.birthRate == 30 && cell.lifetimeRange == 1 && cell.color == Color(hex: "#FF000080"))
        #expect(failure(##"{ "type": "emitter", "emitterCells": [ { "birthRate": 1e9 } ] }"##)?.contains("layers[0].emitterCells[0].birthRate") == true)
        #expect(failure(##"{ "type": "emitter", "emitterCells": [ { "lifetime": -1 } ] }"##)?.contains("must not be negative") == true)
        #expect(failure(##"{ "type": "emitter", "emitterCells": [ { "birthrate": 1 } ] }"##)?.contains("unknown emitter cell key 'birthrate'") == true)
        #expect(failure(##"{ "type": "emitter", "emitterShape": "star" }"##)?.contains("unknown emitterShape 'star'") == true)
        #expect(failure(##"{ "emitterCells": [] }"##)?.contains("emitter layer property") == true)
        #expect(failure(##"{ "type": "emitter", "seed": -2 }"##)?.contains("whole number") == true)
    }

    @Test func subCellsLoadNestedAndTooDeepIsNamed() throws {
        let document = try load(
            ##"{ "name": "e", "type": "emitter", "emitterCells": [ { "name": "rocket", "birthRate": 2, "emitterCells": [ { "name": "spark", "beginTime": 0.9, "duration": 0.05, "birthRate": 500 } ] } ] }"##)
        let e = try #require(document.tree.rootLayer.sublayer(named: "e") as? EmitterLayer)
        let spark = try #require(e.emitterCells?.first?.emitterCells?.first)
        #expect(spark.name == "spark" && spark.beginTime == 0.9 && spark.duration == 0.05 && spark.birthRate == 500)
        let tooDeep = ##"{ "type": "emitter", "emitterCells": [ { "emitterCells": [ { "emitterCells": [ { "emitterCells": [ { "emitterCells": [ {} ] } ] } ] } ] } ] }"##
        #expect(failure(tooDeep)?.contains("emitterCells[0].emitterCells[0].emitterCells[0].emitterCells[0].emitterCells") == true)
        #expect(failure(tooDeep)?.contains("at most 4 levels") == true)
    }

    @Test func perspectiveStepsSetM34() throws {
        let document = try load(##"{ "name": "card", "transform": [{ "rotate": [0.5, 0, 1, 0] }, { "perspective": 500 }] }"##)
        let t = try #require(document.tree.rootLayer.sublayer(named: "card")).transform
        // Steps apply in order: the rotation, then the eye. Row-vector products make m34 = m33(rotation) · (-1/500).
        #expect(abs(t.m34 - -cos(0.5) / 500) < 1e-15 && abs(t.m13 - -sin(0.5)) < 1e-15)
        #expect(failure(##"{ "transform": [{ "perspective": 0 }] }"##)?.contains("must be positive") == true)
        #expect(failure(##"{ "transform": [{ "rotate": [1, 0, 0, 0] }] }"##)?.contains("axis") == true)
    }
}
