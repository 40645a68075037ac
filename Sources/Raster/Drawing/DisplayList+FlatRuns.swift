extension DisplayList {
    /// How many times its own pixels an image must cover in a frame, drawn smoothly on axis-aligned rows, for its flat
    /// runs to be looked for: looking costs less per image pixel than filtering does per frame pixel.
    static var flatRunsCoverage: Int { 4 }

    /// Finds the flat runs (`ImageFlatRuns`) of each image that fills cover at least `flatRunsCoverage` times its own
    /// pixels with smooth, axis-aligned sampling, and sets `flatRunsOfImage`. Called before the bands are drawn: the
    /// runs are found in the images' pixels as they are now.
    func findFlatRuns() {
        flatRunsOfImage.removeAll(keepingCapacity: true)
        flatRunsOfImage.append(contentsOf: repeatElement(-1, count: images.count))
        drawnImages.removeAll(keepingCapacity: true)
        guard !images.isEmpty else { return }
        for command in commands {
            guard case .fill(_, let box, _, .image(let index, let sampling, _, _, _)) = command, sampling.rowsShareColumns else {
                continue
            }
            let id = ObjectIdentifier(images[index])
            let area = box.width * box.height
            if let drawn = drawnImages[id] {
                drawnImages[id] = (drawn.index, drawn.area &+ area)
            } else {
                drawnImages[id] = (index, area)
            }
        }
        var found = 0
        for (_, drawn) in drawnImages {
            let image = images[drawn.index]
            guard ImageFlatRuns.applies(width: image.width, height: image.height),
                drawn.area / Self.flatRunsCoverage >= image.width * image.height
            else { continue }
            if found == flatRuns.count { flatRuns.append(ImageFlatRuns()) }
            flatRuns[found].find(in: image)
            flatRunsOfImage[drawn.index] = found
            found += 1
        }
        guard found > 0 else { return }
        for index in images.indices where flatRunsOfImage[index] < 0 {
            if let drawn = drawnImages[ObjectIdentifier(images[index])] { flatRunsOfImage[index] = flatRunsOfImage[drawn.index] }
        }
    }
}
