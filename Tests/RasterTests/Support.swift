import Raster

/// Renders what `draw` records onto a transparent canvas of the given size.
func render(width: Int, height: Int, threads: Int = 1, _ draw: (Canvas) -> Void) -> PixelBuffer {
    let canvas = Canvas(width: width, height: height)
    draw(canvas)
    return DisplayListRenderer(threads: threads).image(of: canvas.displayList)
}

/// Sum of alpha over the whole buffer, in pixels (255 = one fully covered pixel).
func coveredArea(_ buffer: PixelBuffer) -> Double {
    var sum = 0
    for y in 0..<buffer.height { for x in 0..<buffer.width { sum += buffer.alpha(x: x, y: y) } }
    return Double(sum) / 255
}

/// Whether two buffers of the same size hold exactly the same pixels.
func identicalPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
    a.width == b.width && a.height == b.height && (0..<(a.width * a.height)).allSatisfy { a.pixels[$0] == b.pixels[$0] }
}
