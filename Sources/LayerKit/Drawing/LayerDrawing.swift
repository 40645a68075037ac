import Raster


/// What a layer's `display()` drew: the recorded drawing, in pixels of a context `pixelWidth` × `pixelHeight` (the
/// bounds at `contentsScale`). A frame draws it straight into its own pixels, placed over the bounds as the contents
/// image would be; the image itself is made only when something asks for `contents`.
package struct LayerDrawing {
    package let recording: DrawingRecording
    package let pixelWidth: Int
    package let pixelHeight: Int

    /// The drawing as an image `pixelWidth` × `pixelHeight`.
    func makeImage() -> PixelBuffer {
        let image = PixelBuffer(width: pixelWidth, height: pixelHeight)
        guard !recording.isEmpty else { return image }
        let canvas = Canvas(width: pixelWidth, height: pixelHeight)
        recording.replay(into: canvas)
        DisplayListRenderer(threads: 1).render(canvas.displayList, into: image.target)
        return image
    }

    /// Draws the drawing into `target` over `rect` (the target's user space), where the contents image would go, unless
    /// that would magnify it: a recorded pixel must land on at most one pixel of the target (a layer drawn at the
    /// screen's scale, or above it). Returns false when it magnifies, for the image to be drawn instead, as blurred as
    /// Core Animation shows a layer drawn at too low a scale.
    package func draw<Target: DrawingTarget>(into target: Target, in rect: Rect) -> Bool {
        guard recording.isPlaceable, target.projection == nil else { return false }
        let placement = target.transform
        let mapping = Transform(scaleX: rect.width / Double(pixelWidth), y: rect.height / Double(pixelHeight))
            .concatenating(Transform(translationX: rect.minX, y: rect.minY)).concatenating(placement)
        let largest = 1 + 1e-9
        guard (mapping.a * mapping.a + mapping.b * mapping.b).squareRoot() <= largest,
            (mapping.c * mapping.c + mapping.d * mapping.d).squareRoot() <= largest, mapping.determinant != 0
        else { return false }
        target.transform = mapping
        recording.replay(into: target, clippedTo: Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight)))
        target.transform = placement
        return true
    }
}
