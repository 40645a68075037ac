import FileOutput
import Foundation
import LayerKit

/// A spring as text, for the clipboard: iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`, the constants as
/// `CASpringAnimation` properties, SwiftUI's `.spring(duration:bounce:)`, and CSS's `linear()` over its settling time;
/// and reading any of the first three back, or UIKit's `dampingRatio`/`response` pair (`linear()` is read by the
/// editor, which fits a spring to it).
enum SpringText {
    @_spi(App) public enum Form: String, CaseIterable, Sendable { case perceptual, constants, swiftUI, css }

    @_spi(App) public static func format(_ c: SpringConstants, as form: Form) -> String {
        func n(_ v: Double) -> String { NumberText.decimal(v, places: 4) }
        let velocity = c.initialVelocity == 0 ? "" : ", initialVelocity: \(n(c.initialVelocity))"
        switch form {
        case .perceptual: return "CASpringAnimation(perceptualDuration: \(n(c.perceptualDuration)), bounce: \(n(c.bounce)))"
        case .constants:
            return "spring.mass = \(n(c.mass)); spring.stiffness = \(n(c.stiffness)); spring.damping = \(n(c.damping))"
                + (c.initialVelocity == 0 ? "" : "; spring.initialVelocity = \(n(c.initialVelocity))")
        case .swiftUI: return ".spring(duration: \(n(c.perceptualDuration)), bounce: \(n(c.bounce))\(velocity))"
        case .css:
            let settling = min(max(c.settlingDuration, 1e-3), 10)
            return CSSLinear.format { c.progress(at: $0 * settling) }
        }
    }

    /// A spring named by labelled numbers: `perceptualDuration`/`duration`/`springDuration` and `bounce`; `mass`,
    /// `stiffness`, `damping` (and `initialVelocity`); or `dampingRatio` and `response`. Nil when the text names none of
    /// these pairs with finite numbers.
    @_spi(App) public static func parse(_ text: String) -> SpringConstants? {
        var values: [String: Double] = [:]
        let pattern = try! NSRegularExpression(
            pattern: "([A-Za-z]+)\\s*[:=]\\s*([-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?)")
        let source = text as NSString
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            let label = source.substring(with: match.range(at: 1)).lowercased()
            if let value = Double(source.substring(with: match.range(at: 2))), value.isFinite, values[label] == nil { values[label] = value }
        }
        let velocity = values["initialvelocity"] ?? values["initialspringvelocity"] ?? 0
        if let bounce = values["bounce"] {
            let duration = values["perceptualduration"] ?? values["springduration"] ?? values["duration"] ?? 0.5
            guard duration > 0 else { return nil }
            return SpringConstants(perceptualDuration: duration, bounce: bounce, initialVelocity: velocity)
        }
        if let stiffness = values["stiffness"], let damping = values["damping"] {
            return SpringConstants(mass: values["mass"] ?? 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        if let ratio = values["dampingratio"] ?? values["dampingfraction"], let response = values["response"], response > 0 {
            return SpringConstants(dampingRatio: ratio, response: response, initialVelocity: velocity)
        }
        return nil
    }
}
