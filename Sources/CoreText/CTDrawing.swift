import CoreGraphics
import LayerKit
import Raster

/// Draws the line's glyphs into `context` in text space: mapped by the context's text matrix (its translation the text
/// position, where the line's origin goes), y up, as on iOS (in a view's `draw(_:)`, whose context is y down, code
/// flips the context first). Each run is filled with its `kCTForegroundColorAttributeName` or `.foregroundColor`, else
/// black; colour emoji are drawn as the images their font holds, upright in text space. The context's fill colour and
/// path are left as they were.
public func CTLineDraw(_ line: CTLine, _ context: CGContext) {
    for run in line.runs { CTRunDraw(run, context, CFRange()) }
}

/// Draws the glyphs of the run that `range` selects (length 0: to the end) as `CTLineDraw` draws a line's: at their
/// positions from the text position, in the run's colour.
public func CTRunDraw(_ run: CTRun, _ context: CGContext, _ range: CFRange) {
    let placement = context.textMatrix
    var outline = Path()
    var images: [(image: PixelBuffer, rect: Rect)] = []
    let face = run.font.face, size = Double(run.font.size)
    for index in run.indices(range) {
        let position = run.positions[index]
        if let face, let color = face.colorGlyph(UInt32(run.glyphs[index]), size: size) {
            // The image's place from the pen is y down from the baseline; text space is y up.
            let rect = color.rect
            images.append((color.image, Rect(x: Double(position.x) + rect.minX, y: Double(position.y) - rect.maxY, width: rect.width, height: rect.height)))
            continue
        }
        guard let glyph = CTFontCreatePathForGlyph(run.font, run.glyphs[index], nil) else { continue }
        outline.addPath(glyph.path, transform: Transform(translationX: Double(position.x), y: Double(position.y)).concatenating(placement))
    }
    if !outline.isEmpty { context.fillText(outline, color: run.foregroundColor) }
    guard !images.isEmpty else { return }
    context.saveGState()
    context.concatenate(placement)
    for (image, rect) in images { context.draw(image, in: rect) }
    context.restoreGState()
}

/// Draws each line of the frame at its origin, from the bottom left of the frame's path's bounding box, in text space
/// (see `CTLineDraw`). The text matrix is as it was afterwards.
public func CTFrameDraw(_ frame: CTFrame, _ context: CGContext) {
    let saved = context.textMatrix
    defer { context.textMatrix = saved }
    let box = frame.path.boundingBox
    for (line, origin) in zip(frame.lines, frame.origins) {
        context.textPosition = CGPoint(x: box.minX + origin.x, y: box.minY + origin.y)
        CTLineDraw(line, context)
    }
}

extension CTRun {
    /// The colour the run's glyphs are drawn in.
    var foregroundColor: CGColor {
        if let color = attributes[kCTForegroundColorAttributeName] as? CGColor { return color }
        if let color = attributes["NSColor"] as? ForegroundColorProviding { return color.cgColor }
        return attributes["NSColor"] as? CGColor ?? .black
    }
}
