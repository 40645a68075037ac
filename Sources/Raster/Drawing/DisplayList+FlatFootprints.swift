extension DisplayList {
    /// How many times its own pixels an image must cover in a frame, drawn smoothly on axis-aligned rows, for its flat
    /// footprints to be looked for: looking costs less per image pixel than filtering does per frame pixel.
    static var flatFootprintsCoverage: Int { 4 }

    /// Finds the flat footprints (`ImageFlatFootprints`) of each image that fills cover at least `flatFootprintsCoverage`
    /// times its own pixels with smooth, axis-aligned sampling, and sets `flatFootprintsOfImage`. Called before the
    /// bands are drawn: the footprints are found in the images' pixels as they are now.
    func findFlatFootprints() {
        flatFootprintsOfImage.removeAll(keepingCapacity: true)
        flatFootprintsOfImage.append(contentsOf: repeatElement(-1, count: images.count))
        drawnImages.removeAll(keepingCapacity: true)
        guard !images.isEmpty else { return }
        // Fills of one image in a row (a tile grid's) are summed before its entry is looked up.
        var pending = (index: -1, area: 0)
        func flush() {
            guard pending.index >= 0 else { return }
            let id = ObjectIdentifier(images[pending.index])
            if let drawn = drawnImages[id] {
                drawnImages[id] = (drawn.index, drawn.area &+ pending.area)
            } else {
                drawnImages[id] = pending
            }
        }
        for command in commands {
            guard case .fill(_, let box, _, .image(let index, let sampling, _, _, _)) = command, sampling.rowsShareColumns else {
                continue
            }
            if index != pending.index {
                flush()
                pending = (index, 0)
            }
            pending.area &+= box.width * box.height
        }
        flush()
        var found = 0
        for (_, drawn) in drawnImages {
            let image = images[drawn.index]
            guard ImageFlatFootprints.applies(width: image.width, height: image.height),
                drawn.area / Self.flatFootprintsCoverage >= image.width * image.height
            else { continue }
            if found == flatFootprints.count { flatFootprints.append(ImageFlatFootprints()) }
            flatFootprints[found].find(in: image)
            flatFootprintsOfImage[drawn.index] = found
            found += 1
        }
        guard found > 0 else { return }
        for index in images.indices where flatFootprintsOfImage[index] < 0 {
            if let drawn = drawnImages[ObjectIdentifier(images[index])] {
                flatFootprintsOfImage[index] = flatFootprintsOfImage[drawn.index]
            }
        }
    }
}
