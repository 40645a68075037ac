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
    /// The spring slots as the editor shows them, with where each one's springs run and how far the first one is: one
    /// walk of the tree for all of them.
    public var springSlotStates: [SpringSlotState] {
        let slots = springSlots
        guard !slots.isEmpty else { return [] }
        var index: [SpringSlot.Identity: Int] = [:]
        for (position, slot) in slots.enumerated() { index[slot.slot.identity] = position }
        var uses = [[String]](repeating: [], count: slots.count)
        var elapsed = [Double?](repeating: nil, count: slots.count)
        let now = currentTime
        rootLayer.forEachLayer { layer in
            for entry in layer.animationEntries {
                guard let spring = entry.animation as? SpringAnimation, let identity = SpringSlot.Identity(spring),
                    let position = index[identity]
                else { continue }
                uses[position].append("\(layer.name ?? "layer").\(entry.key)")
                if elapsed[position] == nil {
                    let layerTime = layer.localTime(fromScene: now)
                    elapsed[position] = spring.localTime(fromParent: layerTime, defaultDuration: Animation.defaultDuration)?.time
                }
            }
        }
        return slots.enumerated().map { position, slot in
            SpringSlotState(
                name: slot.name, location: slot.slot.origin.location, form: slot.slot.origin.form, original: slot.slot.original,
                constants: slot.slot.constants, elapsed: elapsed[position], uses: uses[position])
        }
    }
}
