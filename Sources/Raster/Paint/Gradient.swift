import Foundation

/// A colour gradient with its geometry in user space, for filling shapes (`CGGradient` with the drawing call's
/// points, or what `CAGradientLayer` draws).
///
/// Colours are interpolated in straight (non-premultiplied) sRGB components between stops, as Core Animation
/// does (a stop of `Color.clear`, transparent black, darkens its neighbours), and premultiplied afterwards.
/// Beyond the first and last stops the end colours extend. No dithering, as Core Animation's gradient layer.
public struct Gradient: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Position 0 at `start`, 1 at `end`, constant along lines perpendicular to the axis.
        case axial(start: Point, end: Point)
        /// Position 0 at `center`, 1 on the axis-aligned ellipse with the given radii.
        case radial(center: Point, radii: Size)
        /// Position 0 to 1 once around `center`, clockwise on a y-down screen, starting in the direction
        /// `angle` radians from the +x axis.
        case conic(center: Point, angle: Double)
    }

    public struct Stop: Hashable, Sendable {
        /// Where the colour is fully itself, 0...1 along the gradient.
        public var location: Double
        public var color: Color

        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var kind: Kind
    /// The colours, first to last.
    public var colors: [Color]
    /// Where each colour sits, as given (see `init(colors:locations:kind:)` for how they are read).
    public var locations: [Double]?

    /// A gradient through `colors`. `locations` (fractions 0...1) places them; when nil or of another count
    /// than `colors` they are spread evenly, as Core Animation does for nil. A location below its predecessor
    /// is raised to it (a hard step), and a non-finite one is spread evenly too. Nothing is copied: a gradient
    /// made from a layer's arrays shares them.
    public init(colors: [Color], locations: [Double]? = nil, kind: Kind) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
    }

    /// The stops in order, with their locations as drawn.
    public var stops: [Stop] {
        var result: [Stop] = []
        var previous = -Double.infinity
        for i in colors.indices {
            previous = location(of: i, after: previous)
            result.append(Stop(location: previous, color: colors[i]))
        }
        return result
    }

    /// The location of stop `i` as drawn, given the previous stop's (-infinity for the first).
    @inline(__always)
    private func location(of i: Int, after previous: Double) -> Double {
        let count = colors.count
        let even = count > 1 ? Double(i) / Double(count - 1) : 0
        var place = even
        if let locations, locations.count == count, locations[i].isFinite { place = locations[i] }
        return max(place, previous)
    }

    /// The colour at position `t` along the gradient (clamped to the end stops); clear with no colours.
    public func color(at t: Double) -> Color {
        guard let first = colors.first else { return .clear }
        var previous = location(of: 0, after: -.infinity)
        guard t.isFinite, t > previous else { return first }
        for i in 1..<max(colors.count, 1) {
            let here = location(of: i, after: previous)
            if t < here {
                let span = here - previous
                return span > 0 ? colors[i - 1].interpolated(to: colors[i], at: (t - previous) / span) : colors[i]
            }
            previous = here
        }
        return colors[colors.count - 1]
    }

    /// Maps the gradient's unit space to user space: axial positions are the unit space's x, radial ones its
    /// distance from the origin, conic ones its angle. Nil when the geometry is degenerate (start = end, a zero
    /// radius) or not finite.
    public var unitToUser: Transform? {
        let t: Transform
        switch kind {
        case .axial(let start, let end):
            let dx = end.x - start.x, dy = end.y - start.y
            t = Transform(a: dx, b: dy, c: -dy, d: dx, tx: start.x, ty: start.y)
        case .radial(let center, let radii):
            t = Transform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
        case .conic(let center, let angle):
            guard angle.isFinite else { return nil }
            t = Transform(rotationAngle: angle).concatenating(Transform(translationX: center.x, y: center.y))
        }
        guard t.determinant != 0, t.determinant.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        return t
    }

    /// Number of entries in a gradient's colour table.
    public static let tableSize = 1024

    /// Appends the gradient's colour table (`tableSize` premultiplied ARGB entries for positions 0...1, each
    /// colour's alpha times `opacity`) to `table`.
    /// One walk through the stops, whatever their number (a script may give a million colours).
    func appendTable(to table: inout [UInt32], opacity: Double) {
        guard let first = colors.first else { return }
        let last = Double(Self.tableSize - 1)
        // The segment between stops `stop` and `stop + 1`, at locations `low` and `high`, moves forward as t grows.
        var stop = 0
        var low = location(of: 0, after: -.infinity)
        var high = colors.count > 1 ? location(of: 1, after: low) : low
        for i in 0..<Self.tableSize {
            let t = Double(i) / last
            while stop + 1 < colors.count && t >= high {
                stop += 1
                low = high
                high = stop + 1 < colors.count ? location(of: stop + 1, after: low) : low
            }
            let color: Color
            if t <= low || stop + 1 >= colors.count {
                color = t <= low && stop == 0 ? first : colors[stop]
            } else {
                color = colors[stop].interpolated(to: colors[stop + 1], at: (t - low) / (high - low))
            }
            table.append(color.withAlphaComponent(color.alpha * opacity).premultipliedARGB)
        }
    }
}
