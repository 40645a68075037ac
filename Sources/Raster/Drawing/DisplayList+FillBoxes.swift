extension DisplayList {
    /// `fillBoxes`' entry for a command that is not a fill: never skipped for its box.
    static let notAFill = PixelBox(minX: .min, minY: .min, maxX: .min, maxY: .min)

    /// Sets `fillBoxes` from the commands: each fill's box, `notAFill` for the others. Called once a frame before the
    /// bands are drawn; `OutlineResolver.finish` then sets the boxes of the fills it completes. Every band visits every
    /// command, and most fills lie outside most bands: reading a small box instead of the command (a large enum, in a
    /// list too long to stay in the cache) keeps that visit cheap.
    func indexFillBoxes() {
        // Grown by appending (not reserved to the count, which a list growing by a few commands a frame, as
        // particles make it, would reallocate every frame).
        fillBoxes.removeAll(keepingCapacity: true)
        for command in commands {
            if case .fill(_, let box, _, _) = command {
                fillBoxes.append(box)
            } else {
                fillBoxes.append(Self.notAFill)
            }
        }
    }
}
