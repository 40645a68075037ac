/// How a stroke ends at open ends (`kCALineCap...`).
public enum LineCap: String, Hashable, Sendable { case butt, round, square }

/// How a stroke turns at corners (`kCALineJoin...`).
public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// The parameters of a stroke, in the path's own units, with Core Animation's meanings and defaults.
public struct StrokeStyle: Hashable, Sendable {
    /// Width of the stroke; 0 draws a hairline one device pixel wide.
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Longest miter allowed, as a multiple of the line width; longer miters become bevels.
    public var miterLimit: Double
    /// Alternating dash and gap lengths; empty (or all zeros) draws a solid line. An odd count repeats.
    public var lineDashPattern: [Double]
    /// Distance into the dash pattern at which each subpath starts.
    public var lineDashPhase: Double
    /// The part of the path's total length (all subpaths together) to draw, as fractions 0...1.
    public var strokeStart: Double
    public var strokeEnd: Double

    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        lineDashPattern: [Double] = [], lineDashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.lineDashPattern = lineDashPattern
        self.lineDashPhase = lineDashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}
