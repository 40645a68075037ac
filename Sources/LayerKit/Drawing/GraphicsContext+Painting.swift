import Foundation
import Raster

/// Painting: filling and stroking the path, rectangles and ellipses, clipping, gradients, images and text, and the
/// image of what was drawn.
extension GraphicsContext {
    /// Fills the path (then empties it) with the fill colour.
    public func fillPath(evenOdd: Bool = false) {
        fill(devicePath: path, evenOdd: evenOdd)
        path.removeAll(keepingCapacity: true)
    }

    /// Strokes the path (then empties it) with the stroke colour and line style.
    public func strokePath() {
        stroke(devicePath: path)
        path.removeAll(keepingCapacity: true)
    }

    /// Fills then strokes the path (Core Graphics' `.fillStroke` and `.eoFillStroke`), emptying it.
    public func fillAndStrokePath(evenOdd: Bool = false) {
        fill(devicePath: path, evenOdd: evenOdd)
        stroke(devicePath: path)
        path.removeAll(keepingCapacity: true)
    }

    @_disfavoredOverload
    public func fill(_ rect: Rect) { fill(userShape: { $0.addRect(rect) }) }

    @_disfavoredOverload
    public func fillEllipse(in rect: Rect) { fill(userShape: { $0.addEllipse(in: rect) }) }

    @_disfavoredOverload
    public func stroke(_ rect: Rect) { stroke(userShape: { $0.addRect(rect) }) }

    @_disfavoredOverload
    public func strokeEllipse(in rect: Rect) { stroke(userShape: { $0.addEllipse(in: rect) }) }

    /// Strokes a line for each pair of points.
    @_disfavoredOverload
    public func strokeLineSegments(between points: [Point]) {
        stroke(userShape: { lines in
            var index = 0
            while index + 1 < points.count {
                lines.move(to: points[index])
                lines.addLine(to: points[index + 1])
                index += 2
            }
        })
    }

    /// Makes the pixels of `rect` transparent (inside the clip).
    @_disfavoredOverload
    public func clear(_ rect: Rect) {
        let canvas = self.canvas
        // A context starts transparent: clearing before anything is painted changes nothing, unless its memory holds
        // pixels of its own.
        guard canvas.hasPainted || memory != nil else { return hasDrawn = true }
        canvas.saveState()
        canvas.transform = .identity
        canvas.clip(to: Path(rect: rect).applying(userToDevice))
        canvas.clear(.clear)
        canvas.restoreState()
        noteDrawn()
    }

    /// Intersects the clip with the path (then empties it).
    public func clip(evenOdd: Bool = false) {
        let canvas = self.canvas
        canvas.transform = .identity
        canvas.clip(to: path, rule: evenOdd ? .evenOdd : .nonZero)
        path.removeAll(keepingCapacity: true)
    }

    @_disfavoredOverload
    public func clip(to rect: Rect) {
        let canvas = self.canvas
        canvas.transform = userToDevice
        scratch.removeAll(keepingCapacity: true)
        scratch.addRect(rect)
        canvas.clip(to: scratch)
    }

    /// Intersects the clip with `mask`, an image mapped onto `rect` (user space) as `draw(_:in:)` maps one: what is drawn
    /// until the matching `restoreGState()` shows as much as the image's alpha there, or, for an opaque image (a grey
    /// mask), its brightness; nothing shows outside `rect` (`CGContextClipToMask`). A clip still in force when the
    /// drawing is used (displayed, made into an image) ends there.
    @_disfavoredOverload
    public func clip(to rect: Rect, mask: PixelBuffer) {
        // Each is an offscreen group while it is in force: their number is bounded, whatever the code does.
        guard maskedClips.count < Self.maximumMaskedClips else {
            return RuntimeIssues.report(
                "clip(to:mask:): more than \(Self.maximumMaskedClips) clips to images in force at once; this one is not applied "
                    + "(restore the state after each)")
        }
        let flip = Transform(scaleX: 1, y: -1).concatenating(Transform(translationX: 0, y: rect.minY + rect.maxY))
        canvas.beginGroup(shadow: nil)
        maskedClips.append((saved.count, Self.coverage(of: mask), rect, flip.concatenating(userToDevice)))
    }

    /// The most clips to images in force at once.
    static let maximumMaskedClips = 32

    /// Ends the clips to images made at more than `depth` saved states, innermost first.
    func closeMaskedClips(deeperThan depth: Int) {
        while let clip = maskedClips.last, clip.depth > depth {
            maskedClips.removeLast()
            let canvas = self.canvas
            canvas.beginMask()
            canvas.saveState()
            canvas.transform = clip.transform
            canvas.draw(clip.mask, in: clip.rect, source: Rect(x: 0, y: 0, width: 1, height: 1), opacity: 1, smooth: true, tint: .white, additive: false)
            canvas.restoreState()
            canvas.endGroup()
        }
        if maskedClips.isEmpty { updateMemory(always: false) }
    }

    /// `image` as a mask's coverage: its alpha, or, when it is opaque everywhere, its brightness as alpha.
    private static func coverage(of image: PixelBuffer) -> PixelBuffer {
        let count = image.width * image.height
        guard (0..<count).allSatisfy({ image.pixels[$0] >> 24 == 0xFF }) else { return image }
        let converted = PixelBuffer(width: image.width, height: image.height)
        for index in 0..<count {
            let p = image.pixels[index]
            let luma = (299 * ((p >> 16) & 0xFF) + 587 * ((p >> 8) & 0xFF) + 114 * (p & 0xFF) + 500) / 1000
            converted.pixels[index] = luma << 24
        }
        return converted
    }

    /// Fills the clip with `gradient`, whose geometry is in user space. A linear gradient paints between the lines
    /// through its ends square to it and a radial one within its end circle, unless asked to extend past them, as Core
    /// Graphics does.
    public func fillClip(with gradient: Gradient, extendsBefore: Bool, extendsAfter: Bool) {
        guard let toUser = userToDevice.inverted else { return }
        var area = Path(rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height))).applying(toUser)
        switch gradient.kind {
        case .axial(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { return }
            if !extendsBefore || !extendsAfter {
                // A band square to the gradient, reaching as far as the context does on the sides that extend.
                let w = Double(width), h = Double(height)
                var far = 0.0
                for corner in [Point(0, 0), Point(w, 0), Point(0, h), Point(w, h)] {
                    let p = toUser.apply(corner)
                    let ex = p.x - start.x, ey = p.y - start.y
                    far = max(far, (ex * ex + ey * ey).squareRoot())
                }
                let reach = far + length
                let ux = dx / length, uy = dy / length
                let from = extendsBefore ? -reach : 0, to = extendsAfter ? reach : length
                var band = Path()
                band.move(to: Point(start.x + ux * from - uy * reach, start.y + uy * from + ux * reach))
                band.addLine(to: Point(start.x + ux * to - uy * reach, start.y + uy * to + ux * reach))
                band.addLine(to: Point(start.x + ux * to + uy * reach, start.y + uy * to - ux * reach))
                band.addLine(to: Point(start.x + ux * from + uy * reach, start.y + uy * from - ux * reach))
                band.closeSubpath()
                area = band
            }
        case .radial(let center, let radii):
            if !extendsAfter { area = Path(ellipseIn: Rect(x: center.x - radii.width, y: center.y - radii.height, width: 2 * radii.width, height: 2 * radii.height)) }
        case .conic:
            break
        }
        let transform = userToDevice
        paint { canvas in
            canvas.transform = transform
            canvas.fill(area, gradient: gradient, opacity: state.alpha)
        }
    }

    /// Draws `image` into `rect` (user space) as Core Graphics does: the image's first row at the rectangle's largest
    /// y, so that it is upright in a y-up space (and upside down in a UIKit context, unless the code flips the CTM).
    @_disfavoredOverload
    public func draw(_ image: PixelBuffer, in rect: Rect) {
        let flip = Transform(scaleX: 1, y: -1).concatenating(Transform(translationX: 0, y: rect.minY + rect.maxY))
        drawImage(image, in: rect, preTransform: flip)
    }

    /// Draws `image` into `rect` (user space) with its first row at the rectangle's smallest y: upright in a UIKit
    /// context (`UIImage.draw(in:)`).
    public func drawUpright(_ image: PixelBuffer, in rect: Rect, opacity: Double = 1) {
        drawImage(image, in: rect, preTransform: .identity, opacity: opacity)
    }

    private func drawImage(_ image: PixelBuffer, in rect: Rect, preTransform: Transform, opacity: Double = 1) {
        let transform = preTransform.concatenating(userToDevice)
        let smooth = state.interpolatesImages
        paint { canvas in
            canvas.transform = transform
            canvas.draw(image, in: rect, opacity: state.alpha * min(max(opacity, 0), 1), smooth: smooth)
        }
    }

    /// Fills `outline` (user space, already laid out: glyphs of a line of text) with `color`.
    public func fillText(_ outline: Path, color: Color) {
        fill(devicePath: outline.applying(userToDevice), evenOdd: false, color: color)
    }

    /// What was drawn, as an image the context's size (transparent where nothing was drawn); nil for a context of no
    /// pixels.
    public func makeImage() -> PixelBuffer? {
        guard width > 0, height > 0 else { return nil }
        closeMaskedClips(deeperThan: -1)
        if let memory {
            updateMemory(always: true)
            return memory.read()
        }
        guard let recording else { return PixelBuffer(width: width, height: height) }
        return LayerDrawing(recording: recording, pixelWidth: width, pixelHeight: height).makeImage()
    }

    // MARK: Painting primitives

    /// Fills the shape `build` adds to an empty path (user space), built in storage kept between calls.
    private func fill(userShape build: (inout Path) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        build(&scratch)
        guard !scratch.isEmpty else { return }
        let color = state.fill, alpha = state.alpha, transform = userToDevice
        paint { canvas in
            canvas.transform = transform
            canvas.fill(scratch, color: color.withAlphaComponent(color.alpha * alpha), rule: .nonZero)
        }
    }

    /// Strokes the shape `build` adds to an empty path (user space), built in storage kept between calls.
    private func stroke(userShape build: (inout Path) -> Void) {
        scratch.removeAll(keepingCapacity: true)
        build(&scratch)
        guard !scratch.isEmpty, userToDevice.inverted != nil else { return }
        let color = state.stroke, alpha = state.alpha, style = state.line, transform = userToDevice
        paint { canvas in
            canvas.transform = transform
            canvas.stroke(scratch, style: style, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }

    private func fill(devicePath shape: Path, evenOdd: Bool, color: Color? = nil) {
        guard !shape.isEmpty else { return }
        let color = color ?? state.fill
        let alpha = state.alpha
        paint { canvas in
            canvas.transform = .identity
            canvas.fill(shape, color: color.withAlphaComponent(color.alpha * alpha), rule: evenOdd ? .evenOdd : .nonZero)
        }
    }

    /// Strokes a path given in pixels with the line style of the current user space.
    private func stroke(devicePath shape: Path) {
        guard !shape.isEmpty, let toUser = userToDevice.inverted else { return }
        let color = state.stroke, alpha = state.alpha, style = state.line, transform = userToDevice
        scratch.removeAll(keepingCapacity: true)
        scratch.addPath(shape, transform: toUser)
        paint { canvas in
            canvas.transform = transform
            canvas.stroke(scratch, style: style, color: color.withAlphaComponent(color.alpha * alpha))
        }
    }

    /// Runs `draw` on the canvas, inside a group casting the shadow when one is set, and one combined with what is
    /// under it by the blend mode when that is not normal.
    private func paint(_ draw: (DrawingRecording) -> Void) {
        let canvas = self.canvas
        hasDrawn = true
        let mode = state.blendMode
        if mode != .normal { canvas.beginGroup(shadow: nil) }
        if let shadow = state.shadow {
            // The shadow's offset and blur are in the base space.
            canvas.saveState()
            canvas.transform = base
            canvas.beginGroup(shadow: shadow)
            draw(canvas)
            canvas.endGroup()
            canvas.restoreState()
        } else {
            draw(canvas)
        }
        if mode != .normal { canvas.endGroup(opacity: 1, drawsContent: true, blendMode: mode) }
        updateMemory(always: false)
    }
}
