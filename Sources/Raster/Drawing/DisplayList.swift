/// A frame's drawing, recorded by a `Canvas` in device pixels and replayed by a `DisplayListRenderer`
/// band by band. Geometry is flattened and stroked once: at recording, or (strokes outside groups) by the renderer's
/// workers before the first replay; replay only rasterizes.
/// Storage is kept between frames, so recording a warm frame allocates nothing.
public final class DisplayList {
    enum Paint {
        case solid(UInt32)
        /// An image's pixels times `opacity` (0...255), each channel multiplied by `tint`'s (premultiplied; all ones
        /// leaves the image as it is), composited source-over or, when `additive`, added.
        case image(index: Int, sampling: ImageSampling, opacity: UInt32, tint: UInt32, additive: Bool)
        case gradient(GradientSampling)
    }

    enum Command {
        /// Sets every pixel of the current surface to a premultiplied colour (copy, not blend).
        case clear(UInt32)
        case fill(edges: Range<Int>, box: PixelBox, rule: FillRule, paint: Paint)
        /// Intersects the clip with a path's coverage until the matching `popClip`.
        case pushClip(edges: Range<Int>, box: PixelBox, rule: FillRule)
        case popClip
        /// Starts an offscreen group covering `box` (device pixels) whose content is composited at `endGroup`;
        /// `shadow` indexes `shadows` (-1: none) for a group whose content casts a shadow.
        case beginGroup(box: PixelBox, shadow: Int)
        /// What follows, up to `endGroup`, is the group's mask: its alpha multiplies the group's content.
        case beginMask
        /// Composites the group (its shadow first, if it has one; its content unless `drawsContent` is false).
        case endGroup(opacity: UInt32, drawsContent: Bool)
        /// Composites the group with `mode` instead of source-over (see `BlendMode`).
        case endBlendingGroup(opacity: UInt32, mode: BlendMode)
    }

    // Unchecked exclusivity: read for every shape recorded, written only by `reset`.
    /// The frame's size in device pixels; nothing outside it is recorded.
    @exclusivity(unchecked) public private(set) var width: Int
    @exclusivity(unchecked) public private(set) var height: Int
    // Unchecked exclusivity (the recording's arrays): read or written thousands of times a frame by `Canvas`, never while
    // another access to them is open, and the run-time check costs more than the rest of the access.
    @exclusivity(unchecked) var edges: [Edge] = []
    @exclusivity(unchecked) var commands: [Command] = []
    @exclusivity(unchecked) var images: [PixelBuffer] = []
    /// Each command's box if it is a fill, `notAFill` if not, as the bands read them (`indexFillBoxes()`).
    @exclusivity(unchecked) var fillBoxes: [PixelBox] = []
    /// The gradients' colour tables, `Gradient.tableSize` entries each.
    var gradientTables: [UInt32] = []
    var shadows: [ShadowSpec] = []
    /// For each of `images`, its flat footprints in `flatFootprints`, or -1 where none were looked for
    /// (`findFlatFootprints`).
    var flatFootprintsOfImage: [Int] = []
    /// The flat footprints found for this frame's images (`flatFootprintsOfImage`); kept between frames for their storage.
    var flatFootprints: [ImageFlatFootprints] = []
    /// Scratch for `findFlatFootprints`: each image drawn, by identity, with its first index in `images` and the pixels its
    /// fills cover.
    var drawnImages: [ObjectIdentifier: (index: Int, area: Int)] = [:]
    /// Strokes and ellipses recorded without their edges yet, each with the `fill` command it completes (see
    /// `OutlineResolver`).
    var pendingOutlines: [PendingOutline] = []

    /// A stroke or an ellipse as `Canvas` was asked for it: outlining it gives the edges of the `fill` command at
    /// `command`.
    struct PendingOutline {
        enum Shape {
            /// `Canvas.stroke`: the path, the style, and the clip's box as a rectangle (for the stroker's culling).
            case stroke(Path, StrokeStyle, visible: Rect)
            /// `Canvas.fillEllipse`: the ellipse's bounding rectangle.
            case ellipse(Rect)
        }
        let command: Int
        let shape: Shape
        let transform: Transform
        let tolerance: Double
        /// The clip's box at recording, in device pixels.
        let clipBox: PixelBox
    }

    /// The most pixels a frame may have on a side: 65,536. `Float` device coordinates keep 1/128-pixel precision up
    /// to there, and the rasterizer's rounding relies on it.
    public static let maximumSide = 65_536

    /// A list for a frame of `width` × `height` device pixels, each in 0...`maximumSide` (a precondition).
    public init(width: Int, height: Int) {
        precondition((0...Self.maximumSide).contains(width) && (0...Self.maximumSide).contains(height), "frame size out of range")
        self.width = width
        self.height = height
    }

    /// Empties the list for a new frame of the given size (each side in 0...`maximumSide`), keeping its storage.
    public func reset(width: Int, height: Int) {
        precondition((0...Self.maximumSide).contains(width) && (0...Self.maximumSide).contains(height), "frame size out of range")
        self.width = width
        self.height = height
        edges.removeAll(keepingCapacity: true)
        commands.removeAll(keepingCapacity: true)
        fillBoxes.removeAll(keepingCapacity: true)
        images.removeAll(keepingCapacity: true)
        flatFootprintsOfImage.removeAll(keepingCapacity: true)
        gradientTables.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        pendingOutlines.removeAll(keepingCapacity: true)
    }

    /// Number of recorded commands (for statistics).
    public var commandCount: Int { commands.count }
}
