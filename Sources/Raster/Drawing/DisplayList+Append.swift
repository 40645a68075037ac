extension DisplayList {
    /// Adds `other`'s drawing (a list of the same frame size) after this list's, as if it had been recorded here: its
    /// edges, images, gradient tables, shadows and pending outlines, with the commands' references to them moved along.
    func append(contentsOf other: DisplayList) {
        let edgeBase = edges.count, imageBase = images.count, tableBase = gradientTables.count
        let shadowBase = shadows.count, commandBase = commands.count
        edges.append(contentsOf: other.edges)
        images.append(contentsOf: other.images)
        gradientTables.append(contentsOf: other.gradientTables)
        shadows.append(contentsOf: other.shadows)
        func moved(_ range: Range<Int>) -> Range<Int> { (range.lowerBound + edgeBase)..<(range.upperBound + edgeBase) }
        commands.reserveCapacity(commands.count + other.commands.count)
        for command in other.commands {
            switch command {
            case .fill(let range, let box, let rule, let paint):
                let paint: Paint =
                    switch paint {
                    case .solid: paint
                    case .image(let index, let sampling, let opacity, let tint, let additive):
                        .image(index: index + imageBase, sampling: sampling, opacity: opacity, tint: tint, additive: additive)
                    case .gradient(let sampling): .gradient(sampling.movingTables(by: tableBase))
                    }
                commands.append(.fill(edges: moved(range), box: box, rule: rule, paint: paint))
            case .pushClip(let range, let box, let rule):
                commands.append(.pushClip(edges: moved(range), box: box, rule: rule))
            case .beginGroup(let box, let shadow):
                commands.append(.beginGroup(box: box, shadow: shadow < 0 ? shadow : shadow + shadowBase))
            case .clear, .popClip, .beginMask, .endGroup, .endBlendingGroup:
                commands.append(command)
            }
        }
        for outline in other.pendingOutlines {
            pendingOutlines.append(
                PendingOutline(
                    command: outline.command + commandBase, shape: outline.shape, transform: outline.transform,
                    tolerance: outline.tolerance, clipBox: outline.clipBox))
        }
    }
}
