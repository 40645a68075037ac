
/// Nine-part scaling of a layer's contents (`contentsCenter`): the image's corners keep their size, its edges stretch
/// along themselves and its middle both ways, as Core Animation scales contents whose centre rectangle is set. Where
/// the bounds are smaller than the corners, the corners shrink in proportion.
enum ContentsSlices {
    /// The source rectangles (unit space of the image) and where they go (`rect`, the layer's coordinates) for an image
    /// of `size` points whose stretchable part is `center` (unit space).
    static func slices(of size: Size, center: Rect, in rect: Rect) -> [(source: Rect, destination: Rect)] {
        let c = center.standardized
        let x = split(0, c.minX, c.maxX, 1, length: size.width, into: rect.minX, rect.width)
        let y = split(0, c.minY, c.maxY, 1, length: size.height, into: rect.minY, rect.height)
        var result: [(Rect, Rect)] = []
        for i in 0..<3 {
            for j in 0..<3 {
                let source = Rect(x: x[j].from, y: y[i].from, width: x[j].to - x[j].from, height: y[i].to - y[i].from)
                let destination = Rect(x: x[j].start, y: y[i].start, width: x[j].length, height: y[i].length)
                if source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 {
                    result.append((source, destination))
                }
            }
        }
        return result
    }

    /// The three spans of one axis: the unit-space range of the image each takes and where it goes.
    private static func split(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, length: Double, into start: Double, _ available: Double
    ) -> [(from: Double, to: Double, start: Double, length: Double)] {
        let b = min(max(b, 0), 1), c = min(max(c, b), 1)
        var head = b * length, tail = (1 - c) * length
        if head + tail > available, head + tail > 0 {
            let shrink = max(available, 0) / (head + tail)
            head *= shrink
            tail *= shrink
        }
        let middle = max(available - head - tail, 0)
        return [(a, b, start, head), (b, c, start + head, middle), (c, d, start + head + middle, tail)]
    }
}
