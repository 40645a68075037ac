import LayerKit

/// A spring slot as the editor shows it: its name, the form its code writes it in, its constants as the code gave them
/// and as they are now, how far the first running spring made there is, and where its springs run.
public struct SpringSlotState: Equatable, Sendable {
    public var name: String
    /// Where its code is: "File.swift:LINE" (for a scene file, the line of the animation's object).
    public var location: String
    public var form: SpringSlot.Form
    public var original: SpringConstants
    public var constants: SpringConstants
    /// Seconds into its current iteration of the first running spring of the slot (nil: none is running).
    public var elapsed: Double?
    /// "layer.animationKey" for every animation of the slot.
    public var uses: [String]

    public init(
        name: String, location: String, form: SpringSlot.Form, original: SpringConstants, constants: SpringConstants, elapsed: Double?,
        uses: [String]
    ) {
        self.name = name
        self.location = location
        self.form = form
        self.original = original
        self.constants = constants
        self.elapsed = elapsed
        self.uses = uses
    }
}

extension LayerTree {
    /// Seconds into its current iteration of the first running spring of `slot`, depth first.
    public func elapsed(of slot: SpringSlot) -> Double? {
        var found: Double?
        let now = currentTime
        rootLayer.forEachLayer { layer in
            guard found == nil else { return }
            let layerTime = layer.localTime(fromScene: now)
            for entry in layer.animationEntries where found == nil && Self.isMember(entry.animation, of: slot) {
                found = entry.animation.localTime(fromParent: layerTime, defaultDuration: Animation.defaultDuration)?.time
            }
        }
        return found
    }

    /// "layer.animationKey" for every spring of `slot` running in the tree.
    public func uses(of slot: SpringSlot) -> [String] {
        var found: [String] = []
        rootLayer.forEachLayer { layer in
            for entry in layer.animationEntries where Self.isMember(entry.animation, of: slot) {
                found.append("\(layer.name ?? "layer").\(entry.key)")
            }
        }
        return found
    }

    /// A spring made by the slot's code with the slot's constants.
    private static func isMember(_ animation: Animation, of slot: SpringSlot) -> Bool {
        guard let spring = animation as? SpringAnimation else { return false }
        return spring.origin == slot.origin && SpringSlot.sameSpring(spring.constants, slot.constants)
    }
}
