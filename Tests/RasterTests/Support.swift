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
