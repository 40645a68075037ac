/// Drawing kept as the calls that made it, to be drawn again into any `DrawingTarget`: as it was recorded (an image the
/// recording's size), or placed under another transform (a layer's drawing drawn straight into the frame, at the
/// frame's resolution, instead of as an image of it). Paths are kept as given, so a replay under a scale flattens and
/// strokes them for the pixels they land on.
public final class DrawingRecording: DrawingTarget {
    public var transform: Transform = .identity
    public var projection: Homography? {
        didSet {
            if projection != nil { isPlaceable = false }
            operations.append(.projection(projection))
        }
    }

    private enum Operation {
        case save, restore
        case projection(Homography?)
        case clear(Color, Transform)
        case fill(Path, Color, FillRule, Transform)
        case stroke(Path, StrokeStyle, Color, Transform)
        case fillGradient(Path, Gradient, opacity: Double, FillRule, Transform)
        case roundedRect(Rect, radius: Double, CornerMask, Color, Transform)
        case roundedRectGradient(Rect, radius: Double, CornerMask, Gradient, opacity: Double, Transform)
        case border(Rect, radius: Double, CornerMask, width: Double, Color, Transform)
        case image(PixelBuffer, in: Rect, source: Rect, opacity: Double, smooth: Bool, tint: Color, additive: Bool, Transform)
        case clipRoundedRect(Rect, radius: Double, CornerMask, Transform)
        case clipPath(Path, FillRule, Transform)
        case beginGroup(Shadow?, Transform)
        case beginMask
        case endGroup(opacity: Double, drawsContent: Bool, BlendMode)

        var path: Path? {
            switch self {
            case .fill(let path, _, _, _), .stroke(let path, _, _, _), .fillGradient(let path, _, _, _, _), .clipPath(let path, _, _): path
            default: nil
            }
        }
    }

    private var operations: [Operation] = []
    /// Whether the recording can be drawn under another transform into another target's pixels: it neither clears nor
    /// blends (which would clear or blend the target's pixels, not only its own) nor projects.
    public private(set) var isPlaceable = true

    public init() {}

    /// Whether nothing has been recorded.
    public var isEmpty: Bool { operations.isEmpty }
    /// How many operations have been recorded (see `replay(into:from:)`).
    public var operationCount: Int { operations.count }
    /// Whether anything has been painted (not only states, clips and groups begun).
    public private(set) var hasPainted = false

    /// Storage for recorded paths: each path is copied into the storage of a path recorded before, so that a drawing
    /// recorded again and again (a layer redrawn every frame) allocates nothing once warm. The last recording's paths
    /// wait one more recording, as the frame they were drawn into may still hold them (strokes are outlined as the
    /// frame is drawn).
    private var sparePaths: [Path] = []
    private var lastPaths: [Path] = []
    /// The most paths kept spare: a drawing of more paths allocates for the rest.
    private static let sparePathLimit = 4096

    /// `path`, in storage of the spare paths when there are any. Storage far larger than the path is let go, so that
    /// the spares hold about what a drawing needs however the sizes of its paths vary.
    private func kept(_ path: Path) -> Path {
        guard var copy = sparePaths.popLast(), copy.elements.capacity <= 2 * path.elements.count + 64 else { return path }
        copy.removeAll(keepingCapacity: true)
        copy.addPath(path)
        return copy
    }

    /// Empties the recording for another drawing, keeping its storage.
    public func reset(width: Int, height: Int) {
        if sparePaths.count < Self.sparePathLimit { sparePaths.append(contentsOf: lastPaths.prefix(Self.sparePathLimit - sparePaths.count)) }
        lastPaths.removeAll(keepingCapacity: true)
        for operation in operations {
            if let path = operation.path { lastPaths.append(path) }
        }
        operations.removeAll(keepingCapacity: true)
        transform = .identity
        isPlaceable = true
        hasPainted = false
    }

    public func saveState() { operations.append(.save) }
    public func restoreState() { operations.append(.restore) }
    public func concatenate(_ t: Transform) { transform = t.concatenating(transform) }

    public func clear(_ color: Color) {
        isPlaceable = false
        paint(.clear(color, transform))
    }

    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) { paint(.fill(kept(path), color, rule, transform)) }

    public func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        paint(.stroke(kept(path), style, color, transform))
    }

    public func fill(_ path: Path, gradient: Gradient, opacity: Double = 1, rule: FillRule = .nonZero) {
        paint(.fillGradient(kept(path), gradient, opacity: opacity, rule, transform))
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask, color: Color) {
        paint(.roundedRect(rect, radius: cornerRadius, corners, color, transform))
    }

    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, corners: CornerMask, gradient: Gradient, opacity: Double) {
        paint(.roundedRectGradient(rect, radius: cornerRadius, corners, gradient, opacity: opacity, transform))
    }

    public func fillBorder(of rect: Rect, cornerRadius: Double, corners: CornerMask, width: Double, color: Color) {
        paint(.border(rect, radius: cornerRadius, corners, width: width, color, transform))
    }

    public func draw(
        _ image: PixelBuffer, in rect: Rect, source: Rect = Rect(x: 0, y: 0, width: 1, height: 1), opacity: Double = 1,
        smooth: Bool = true, tint: Color = .white, additive: Bool = false
    ) {
        paint(.image(image, in: rect, source: source, opacity: opacity, smooth: smooth, tint: tint, additive: additive, transform))
    }

    public func clip(toRoundedRect rect: Rect, cornerRadius: Double, corners: CornerMask) {
        operations.append(.clipRoundedRect(rect, radius: cornerRadius, corners, transform))
    }

    public func clip(to path: Path, rule: FillRule = .nonZero) { operations.append(.clipPath(kept(path), rule, transform)) }

    public func beginGroup(shadow: Shadow?) { operations.append(.beginGroup(shadow, transform)) }
    public func beginMask() { operations.append(.beginMask) }
    public func endGroup(opacity: Double = 1, drawsContent: Bool = true) { endGroup(opacity: opacity, drawsContent: drawsContent, blendMode: .normal) }

    public func endGroup(opacity: Double, drawsContent: Bool, blendMode: BlendMode) {
        // Blended with what is under it, the drawing would blend with the target's pixels, not only its own.
        if blendMode != .normal { isPlaceable = false }
        operations.append(.endGroup(opacity: opacity, drawsContent: drawsContent, blendMode))
    }

    private func paint(_ operation: Operation) {
        hasPainted = true
        operations.append(operation)
    }

    /// Draws the recording into `target` as it was recorded (its transforms and projections as they were).
    public func replay<Target: DrawingTarget>(into target: Target) {
        replay(into: target, placement: nil)
    }

    /// Draws what was recorded from operation `start` on, as it was recorded, into `target`, which holds what came
    /// before: the states, clips and projection still in force at `start` are set up first, and nothing earlier is
    /// painted again. Groups recorded before `start` must have ended there (they are skipped whole).
    public func replay<Target: DrawingTarget>(into target: Target, from start: Int) {
        replay(into: target, placement: nil, from: start)
    }

    /// Draws the recording into `target` with everything placed by `target`'s current transform (recorded coordinates
    /// are user space there), clipped to `extent` in recorded coordinates. Only a placeable recording (`isPlaceable`)
    /// can be; others draw nothing.
    public func replay<Target: DrawingTarget>(into target: Target, clippedTo extent: Rect) {
        guard isPlaceable else { return }
        let placement = target.transform
        target.saveState()
        target.clip(toRoundedRect: extent, cornerRadius: 0, corners: .all)
        replay(into: target, placement: placement)
        target.restoreState()
        target.transform = placement
    }

    private func replay<Target: DrawingTarget>(into target: Target, placement: Transform?, from start: Int = 0) {
        func place(_ t: Transform) { target.transform = placement.map { t.concatenating($0) } ?? t }
        var depth = 0, groups = 0
        // Groups met before `start`, whose content is skipped.
        var skipped = 0
        for (index, operation) in operations.enumerated() {
            if index < start {
                switch operation {
                case .beginGroup:
                    skipped += 1
                    continue
                case .endGroup:
                    skipped = max(skipped - 1, 0)
                    continue
                case .save, .restore, .projection, .clipRoundedRect, .clipPath: if skipped > 0 { continue }
                default: continue
                }
            }
            switch operation {
            case .save:
                depth += 1
                target.saveState()
            case .restore:
                guard depth > 0 else { continue }
                depth -= 1
                target.restoreState()
            case .projection(let projection): if placement == nil { target.projection = projection }
            case .clear(let color, let t):
                place(t)
                target.clear(color)
            case .fill(let path, let color, let rule, let t):
                place(t)
                target.fill(path, color: color, rule: rule)
            case .stroke(let path, let style, let color, let t):
                place(t)
                target.stroke(path, style: style, color: color)
            case .fillGradient(let path, let gradient, let opacity, let rule, let t):
                place(t)
                target.fill(path, gradient: gradient, opacity: opacity, rule: rule)
            case .roundedRect(let rect, let radius, let corners, let color, let t):
                place(t)
                target.fillRoundedRect(rect, cornerRadius: radius, corners: corners, color: color)
            case .roundedRectGradient(let rect, let radius, let corners, let gradient, let opacity, let t):
                place(t)
                target.fillRoundedRect(rect, cornerRadius: radius, corners: corners, gradient: gradient, opacity: opacity)
            case .border(let rect, let radius, let corners, let width, let color, let t):
                place(t)
                target.fillBorder(of: rect, cornerRadius: radius, corners: corners, width: width, color: color)
            case .image(let image, let rect, let source, let opacity, let smooth, let tint, let additive, let t):
                place(t)
                target.draw(image, in: rect, source: source, opacity: opacity, smooth: smooth, tint: tint, additive: additive)
            case .clipRoundedRect(let rect, let radius, let corners, let t):
                place(t)
                target.clip(toRoundedRect: rect, cornerRadius: radius, corners: corners)
            case .clipPath(let path, let rule, let t):
                place(t)
                target.clip(to: path, rule: rule)
            case .beginGroup(let shadow, let t):
                place(t)
                groups += 1
                target.beginGroup(shadow: shadow)
            case .beginMask:
                target.beginMask()
            case .endGroup(let opacity, let drawsContent, let mode):
                guard groups > 0 else { continue }
                groups -= 1
                target.endGroup(opacity: opacity, drawsContent: drawsContent, blendMode: mode)
            }
        }
        // What the drawing left open is closed, so that the target's own saves and groups stay balanced.
        for _ in 0..<groups { target.endGroup(opacity: 1, drawsContent: true) }
        for _ in 0..<depth { target.restoreState() }
    }
}
