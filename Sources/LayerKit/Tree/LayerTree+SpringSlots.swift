/// The tree's spring slots: the springs each line of the scene's code made (`SpringSlot`).
extension LayerTree {
    /// Every spring slot, in the order its first spring was added; named by `springSlotNames` where it names the slot's
    /// location ("File.swift:LINE"), else by the location. A line that made springs with different constants (a loop
    /// over damping ratios) has a slot for each, the second one named "NAME (2)", and so on.
    public var springSlots: [(name: String, slot: SpringSlot)] {
        var seen: [SpringSlot.Origin: Int] = [:]
        return springSlotList.map { slot in
            let name = springSlotNames[slot.origin.location] ?? slot.origin.location
            let ordinal = (seen[slot.origin] ?? 0) + 1
            seen[slot.origin] = ordinal
            return (ordinal == 1 ? name : "\(name) (\(ordinal))", slot)
        }
    }

    /// The slot of the springs made at `name`'s code, if one was added.
    public func springSlot(named name: String) -> SpringSlot? { springSlots.first { $0.name == name }?.slot }

    /// Constants set for slots by name before their first spring was added (a scene rebuilt, a spring made in a touch
    /// handler later): a slot takes them when it appears.
    public func setSpring(_ constants: SpringConstants, forSlot name: String) {
        springEdits[name] = constants
        springSlot(named: name)?.set(constants)
    }

    func adopt(_ spring: SpringAnimation, on layer: Layer) {
        guard let key = SpringSlot.Identity(spring), let origin = spring.origin else { return }
        let slot: SpringSlot
        if let known = springSlotIndex[key] {
            slot = springSlotList[known]
        } else {
            guard springSlotList.count < Self.springSlotLimit else { return }
            slot = SpringSlot(origin: origin, original: spring.constants)
            springSlotIndex[key] = springSlotList.count
            springSlotList.append(slot)
            if let name = springSlots.last?.name, let edit = springEdits[name] { slot.set(edit) }
        }
        slot.adopt(spring, on: layer)
    }

    /// At most this many lines' springs are slots (code making springs in generated code keeps the first ones tunable).
    static let springSlotLimit = 1_000
}
