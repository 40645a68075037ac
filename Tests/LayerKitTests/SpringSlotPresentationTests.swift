import Foundation
import Testing

@testable import LayerKit

/// A spring slot's edit reaches the frames drawn: the presentation tree (which lowers springs into its table) shows the
/// edited motion from the next evaluation, as the definition does.
@Suite struct SpringSlotPresentationTests {
    @Test func anEditIsDrawnFromTheNextFrame() throws {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.damping = 4
        spring.duration = spring.settlingDuration
        let tree = tree(with: layer)
        layer.add(spring, forKey: "move")
        let presentation = PresentationTree()
        tree.advance(to: 0.3)
        presentation.evaluate(tree)
        let slot = try #require(tree.springSlots.first?.slot)
        slot.set(SpringConstants(stiffness: 300, damping: 30))
        for time in [0.35, 0.45] {
            tree.advance(to: time)
            presentation.evaluate(tree)
            let node = try #require(presentation.nodes.first { $0.layer === layer })
            let definition = tree.presentationProperties(of: layer)
            #expect(node.properties == definition, "at \(time)")
            // Closed form of the edited spring (ω0 = √300, ζ = 30 / (2·√300) < 1), released at rest.
            let w0 = 300.0.squareRoot(), zeta = 30 / (2 * w0), wd = w0 * (1 - zeta * zeta).squareRoot()
            let expected = 100 * (1 - exp(-zeta * w0 * time) * (cos(wd * time) + zeta * w0 / wd * sin(wd * time)))
            #expect(abs(node.properties.position.x - expected) < 1e-9, "at \(time)")
        }
        // The duration followed the settling time (about 0.5 s, where damping 4 took 3.5 s): over, the model shows.
        tree.advance(to: 0.6)
        presentation.evaluate(tree)
        #expect(presentation.nodes.first { $0.layer === layer }?.properties.position.x == 0)
    }
}
