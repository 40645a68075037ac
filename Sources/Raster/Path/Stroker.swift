import Foundation

/// Turns a path and a `StrokeStyle` into closed outline polygons whose non-zero fill is the stroke,
/// the way Core Graphics strokes: trimming to `strokeStart`...`strokeEnd` of the total length across
/// all subpaths (caps at the cut ends), dashes restarting at each subpath, joins at corners with the
/// inner side pivoting through the corner point (so overlaps keep a positive winding), and dots for
/// zero-length pieces with round or square caps. Storage is reused from call to call.
///
/// A value type, so that the many appends of one stroke are static accesses: as a class's properties, each would
/// be checked for exclusivity at run time.
struct Stroker {
    private var lines = Polylines()
    /// The raw flattening, before repeated points are dropped into `lines` (kept to reuse its storage).
    private var rawLines = Polylines()
    private var measure = PolylineMeasure()
    private var piece: [Point] = []
    /// The current piece's segments (see `measureSegments`), kept to reuse their storage.
    private var segments: [(direction: Point, length: Double)] = []
    /// The outline polygons produced by the last `stroke` call, in device space.
    private(set) var outlines = Polylines()

    private var halfWidth = 0.5
    private var tolerance = 0.1
    private var style = StrokeStyle()
    private var transform = Transform.identity

    /// Strokes `path` (in user space) mapped by `transform` to device space. `tolerance` is the allowed
    /// deviation in device pixels, at least `Polylines.shiftedTolerance`: the path's curves are flattened with their
    /// length kept (`VertexPlacement.preservingLength`) and round caps and joins with their area kept, so the stroke
    /// covers its true area and errs by about half the tolerance either way. Dashes are made only where the path
    /// passes within reach of `visible` (device pixels; nil: everywhere), so the work of a dashed stroke follows what
    /// can be seen, not the path's length.
    mutating func stroke(_ path: Path, style: StrokeStyle, transform: Transform, tolerance: Double, visible: Rect? = nil) {
        outlines.removeAll()
        self.style = style
        // A hairline is one device pixel wide whatever the transform: stroke it in device space.
        let isHairline = !(style.lineWidth > 0)
        let scale = isHairline ? 1 : max(transform.maximumScale, 1e-9)
        self.transform = isHairline ? .identity : transform
        halfWidth = isHairline ? 0.5 : style.lineWidth / 2
        self.tolerance = max(tolerance, Polylines.shiftedTolerance) / scale
        arcStep = max(1e-3, 2 * acos(max(-1, 1 - self.tolerance / max(halfWidth, 1e-12))))
        smallTurn = cos(arcStep) + 1e-9
        rawLines.flatten(path, transform: isHairline ? transform : .identity, tolerance: self.tolerance, placement: .preservingLength)
        removeRepeatedPoints()

        dashBudget = Self.maximumDashSteps
        let start = min(max(style.strokeStart, 0), 1), end = min(max(style.strokeEnd, 0), 1)
        guard start < end else { return }
        let pattern = style.lineDashPattern.map { max($0, 0) }
        let patternLength = pattern.count % 2 == 1 ? 2 * pattern.reduce(0, +) : pattern.reduce(0, +)
        let isDashed = patternLength > 0 && patternLength.isFinite
        if !isDashed && start == 0 && end == 1 {
            // The whole path, as most strokes are: every polyline outlined from its own points (a lone point as a dot),
            // with nothing to measure. The measure still makes room for the path, as measuring it would have, so that a
            // trimmed path of its size later allocates nothing.
            measure.reserveCapacity(for: lines)
            for index in 0..<lines.count { addWhole(index) }
            return
        }
        measure.measure(lines)
        let total = measure.totalLength
        let windowStart = start * total, windowEnd = end * total

        var offset = 0.0
        for index in 0..<lines.count {
            let length = measure.lengths[index]
            defer { offset += length }
            let a = max(windowStart - offset, 0), b = min(windowEnd - offset, length)
            if length == 0 {
                if offset >= windowStart && offset <= windowEnd { addPiece(index, from: 0, to: 0, closed: false) }
                continue
            }
            guard a <= b else { continue }
            if !isDashed {
                let whole = a == 0 && b == length && lines.ends[index].isClosed
                if a < b || whole { addPiece(index, from: a, to: b, closed: whole) }
                continue
            }
            var phase = style.lineDashPhase.truncatingRemainder(dividingBy: patternLength)
            if !phase.isFinite { phase = 0 } else if phase < 0 { phase += patternLength }
            let reach = max(style.miterLimit, 1.5) * halfWidth * scale + 1
            var drawnUpTo = -Double.infinity
            Self.forEachVisibleStretch(of: index, in: lines, measure: measure, transform: transform, reach: reach, visible: visible) { s0, s1 in
                // Start at the last pattern period beginning at or before the stretch (the pattern's index then is 0).
                let periods = ((max(s0, a) + phase) / patternLength).rounded(.down)
                var position = periods * patternLength - phase
                var k = 0
                while position <= min(s1, b) && dashBudget > 0 && outlines.points.count < Polylines.maximumPoints {
                    let dash = pattern[k % pattern.count]
                    if k % 2 == 0 && position + dash > drawnUpTo {
                        let from = max(position, a, drawnUpTo), to = min(position + dash, b)
                        if from < to || (dash == 0 && position >= a) {
                            addPiece(index, from: from, to: max(from, to), closed: false)
                            drawnUpTo = max(from, to)
                        }
                    }
                    position += dash
                    k += 1
                    dashBudget -= 1
                }
            }
        }
    }

    /// Dash steps left for the stroke being made: a bound on the work of any one stroke whatever its pattern (and
    /// dashing also stops once the outlines hold `Polylines.maximumPoints` points).
    private var dashBudget = 0
    /// Most dash steps one stroke may take (each makes at most one dash or gap); far more than a frame shows.
    static let maximumDashSteps = 100_000

    /// Calls `body` with the stretches (from, to: distances along polyline `index`) whose segments come within
    /// `reach` device pixels of `visible`; neighbouring stretches are merged.
    private static func forEachVisibleStretch(
        of index: Int, in lines: Polylines, measure: PolylineMeasure, transform: Transform, reach: Double, visible: Rect?,
        _ body: (Double, Double) -> Void
    ) {
        guard let visible else { return body(0, measure.lengths[index]) }
        let range = lines.range(of: index)
        let isClosed = lines.ends[index].isClosed
        let segmentCount = range.count - 1 + (isClosed ? 1 : 0)
        let area = visible.insetBy(dx: -reach, dy: -reach)
        var open: (Double, Double)?
        for s in 0..<segmentCount {
            let i = range.lowerBound + s, j = s + 1 == range.count ? range.lowerBound : i + 1
            let p = transform.apply(lines.points[i]), q = transform.apply(lines.points[j])
            let d0 = measure.cumulative[i], d1 = s + 1 == range.count ? measure.lengths[index] : measure.cumulative[i + 1]
            if let (t0, t1) = Self.parameters(inside: area, from: p, to: q) {
                let from = d0 + t0 * (d1 - d0), to = d0 + t1 * (d1 - d0)
                if let stretch = open, t0 == 0 {
                    open = (stretch.0, to)
                } else {
                    if let stretch = open { body(stretch.0, stretch.1) }
                    open = (from, to)
                }
                if t1 < 1 {
                    body(open!.0, open!.1)
                    open = nil
                }
            } else if let stretch = open {
                body(stretch.0, stretch.1)
                open = nil
            }
        }
        if let stretch = open { body(stretch.0, stretch.1) }
    }

    /// The part of the segment p→q inside `area`, as parameters 0 ≤ t0 ≤ t1 ≤ 1 (Liang–Barsky); nil if none.
    private static func parameters(inside area: Rect, from p: Point, to q: Point) -> (Double, Double)? {
        var t0 = 0.0, t1 = 1.0
        let dx = q.x - p.x, dy = q.y - p.y
        for (denominator, numerator) in [(-dx, p.x - area.minX), (dx, area.maxX - p.x), (-dy, p.y - area.minY), (dy, area.maxY - p.y)] {
            if denominator == 0 {
                if numerator < 0 { return nil }
                continue
            }
            let t = numerator / denominator
            if denominator < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 > t1 { return nil }
        }
        return t0.isFinite && t1.isFinite ? (t0, t1) : nil
    }

    /// Copies `rawLines` into `lines` without consecutive repeated points (or a closing point equal to the first).
    private mutating func removeRepeatedPoints() {
        lines.removeAll()
        for index in 0..<rawLines.count {
            let range = rawLines.range(of: index)
            let first = lines.points.count
            for i in range {
                let p = rawLines.points[i]
                if lines.points.count > first, lines.points[lines.points.count - 1].distance(to: p) < 1e-9 { continue }
                lines.points.append(p)
            }
            var closed = rawLines.ends[index].isClosed
            if closed, lines.points.count - first > 1, lines.points[first].distance(to: lines.points[lines.points.count - 1]) < 1e-9 {
                lines.points.removeLast()
            }
            if lines.points.count - first < 2 { closed = false }
            lines.ends.append((lines.points.count, closed))
        }
    }

    private mutating func addPiece(_ index: Int, from a: Double, to b: Double, closed: Bool) {
        // The whole polyline: its points as they are (cutting at its two ends would only round them).
        if closed || (a == 0 && b == measure.lengths[index] && b > 0 && !lines.ends[index].isClosed) { return addWhole(index) }
        piece.removeAll(keepingCapacity: true)
        measure.extract(lines, polyline: index, from: a, to: b, into: &piece)
        outlineOpen(direction: directionHint(index))
    }

    /// Outlines polyline `index` whole: closed all around if it is closed, else with caps (a lone point is a dot).
    private mutating func addWhole(_ index: Int) {
        piece.removeAll(keepingCapacity: true)
        piece.append(contentsOf: lines.points[lines.range(of: index)])
        if lines.ends[index].isClosed { outlineClosed() } else { outlineOpen(direction: directionHint(index)) }
    }

    /// The direction of the first segment of a polyline, for orienting square dots.
    private func directionHint(_ index: Int) -> Point {
        let range = lines.range(of: index)
        if range.count >= 2 { return (lines.points[range.lowerBound + 1] - lines.points[range.lowerBound]).normalized }
        return Point(x: 1, y: 0)
    }

    // MARK: Outlines

    private mutating func emit(_ p: Point) { outlines.points.append(transform.apply(p)) }

    private mutating func finishPolygon() { outlines.ends.append((outlines.points.count, true)) }

    private func perpendicular(_ d: Point) -> Point { Point(x: -d.y * halfWidth, y: d.x * halfWidth) }

    private mutating func outlineOpen(direction hint: Point) {
        var distinct = piece.count >= 2
        if distinct, piece.first!.distance(to: piece.last!) == 0, piece.count == 2 { distinct = false }
        if !distinct {
            let center = piece[0]
            switch style.lineCap {
            case .butt: return
            case .round: appendCircle(center)
            case .square:
                let d = hint * halfWidth, n = perpendicular(hint)
                emit(center - d + n); emit(center + d + n); emit(center + d - n); emit(center - d - n)
            }
            finishPolygon()
            return
        }
        let n = piece.count
        measureSegments(closed: false)
        let firstDirection = segments[0].direction
        let lastDirection = segments[n - 2].direction
        emit(piece[0] + perpendicular(firstDirection))
        for j in 1..<(n - 1) { appendJoin(at: j, incoming: segments[j - 1], outgoing: segments[j]) }
        appendCap(at: piece[n - 1], direction: lastDirection)
        // Travelling back, each segment is the same one reversed: its direction negated (exactly), its length the same.
        for j in stride(from: n - 2, through: 1, by: -1) { appendJoin(at: j, incoming: reversed(segments[j]), outgoing: reversed(segments[j - 1])) }
        appendCap(at: piece[0], direction: -firstDirection)
        finishPolygon()
    }

    /// Each segment of `piece` (from point k to point k + 1, and for a closed piece from the last back to the first):
    /// its unit direction (`Point.normalized`) and its length.
    private mutating func measureSegments(closed: Bool) {
        segments.removeAll(keepingCapacity: true)
        let n = piece.count
        for k in 0..<(closed ? n : n - 1) {
            let v = piece[k + 1 == n ? 0 : k + 1] - piece[k]
            segments.append((v.normalized, v.length))
        }
    }

    private func reversed(_ segment: (direction: Point, length: Double)) -> (direction: Point, length: Double) {
        (-segment.direction, segment.length)
    }

    private mutating func outlineClosed() {
        let n = piece.count
        measureSegments(closed: true)
        for pass in 0..<2 {
            for step in 0..<n {
                let j = pass == 0 ? step : n - 1 - step
                let before = (j + n - 1) % n
                if pass == 0 {
                    appendJoin(at: j, incoming: segments[before], outgoing: segments[j])
                } else {
                    appendJoin(at: j, incoming: reversed(segments[j]), outgoing: reversed(segments[before]))
                }
            }
            finishPolygon()
        }
    }

    /// Emits the outline around the corner at `piece[index]`, arriving along the `incoming` segment and leaving along
    /// the `outgoing` one.
    /// On the outer side: the offset point before the corner, the join, the offset point after it; or, for a miter
    /// within its limit and for a round join turning by less than one chord (most vertices of a flattened curve), only
    /// the intersection of the two offset lines (the points on either side of it lie on the outline's straight sides).
    /// On the inner side: that intersection when it lies within both segments (the exact boundary, as on a flattened
    /// curve); otherwise the outline pivots through the corner point, which keeps the overlap of the two segments at a
    /// positive winding.
    private mutating func appendJoin(
        at index: Int, incoming incomingSegment: (direction: Point, length: Double), outgoing outgoingSegment: (direction: Point, length: Double)
    ) {
        let p = piece[index]
        let incoming = incomingSegment.direction, outgoing = outgoingSegment.direction
        let nIn = perpendicular(incoming), nOut = perpendicular(outgoing)
        let turn = incoming.cross(outgoing), alignment = incoming.dot(outgoing)
        if abs(turn) < 1e-12 && alignment > 0 {
            emit(p + nIn)
            return
        }
        // For a turn by θ, the offset lines meet hw / cos(θ/2) from p along the bisector of the two normals, whose sum
        // is 2·hw·cos(θ/2) long: at p + (nIn + nOut) / (2·cos²(θ/2)), and 2·cos²(θ/2) = 1 + alignment. The tests below
        // compare squares, so a join takes no square root.
        let cosHalfSquared = (1 + alignment) / 2
        if turn > 0 {
            // The meeting point lies within both segments when hw·tan(θ/2) is at most the shorter one's length.
            let shorter = min(incomingSegment.length, outgoingSegment.length)
            if alignment > 0 && halfWidth * halfWidth * (1 - cosHalfSquared) <= shorter * shorter * cosHalfSquared {
                emit(p + (nIn + nOut) * (1 / (1 + alignment)))
                return
            }
            emit(p + nIn)
            emit(p)
        } else {
            // A miter within its limit (1 / cos(θ/2) at most the limit), or a turn within one chord (known from the
            // cosine, without the angle).
            let limit = style.miterLimit
            let mitered = switch style.lineJoin {
            case .bevel: false
            case .miter: limit > 0 && 1 <= limit * limit * cosHalfSquared
            case .round: alignment > smallTurn
            }
            if mitered {
                emit(p + (nIn + nOut) * (1 / (1 + alignment)))
                return
            }
            emit(p + nIn)
            if style.lineJoin == .round { appendArc(center: p, from: nIn, sweep: atan2(nIn.cross(nOut), nIn.dot(nOut))) }
        }
        emit(p + nOut)
    }

    /// Emits the cap at the end of a piece travelling in `direction`, from the +normal side to the −normal side.
    private mutating func appendCap(at p: Point, direction d: Point) {
        let n = perpendicular(d)
        emit(p + n)
        switch style.lineCap {
        case .butt: break
        case .square:
            emit(p + n + d * halfWidth)
            emit(p - n + d * halfWidth)
        case .round:
            appendArc(center: p, from: n, sweep: -.pi)
        }
        emit(p - n)
    }

    /// Emits the interior points of an arc around `center` starting at offset `v`, turning by `sweep` radians, and
    /// with `includingStart` its start point first (a full circle, whose start is also its end).
    /// The points sit on a radius enlarged by √(θ / sin θ) for chord angle θ, so that the polygon has the
    /// round cap's, join's or dot's true area.
    private mutating func appendArc(center: Point, from v: Point, sweep: Double, includingStart: Bool = false) {
        let count = Int.stepCount(abs(sweep) / arcStep, limit: 256)
        if count < 2 { return }
        let chordAngle = abs(sweep) / Double(count)
        let enlarge = (chordAngle / sin(chordAngle)).squareRoot()
        // Rotate the radius vector step by step (no trigonometry per point).
        let rotation = Transform(rotationAngle: sweep / Double(count))
        var radius = v * enlarge
        if includingStart { emit(center + radius) }
        for _ in 1..<count {
            radius = rotation.applyToVector(radius)
            emit(center + radius)
        }
    }

    /// The angle one chord of a round cap or join may span at the current width and tolerance.
    private var arcStep = 0.1
    /// A join whose directions' cosine is above this turns by clearly less than `arcStep`.
    private var smallTurn = 1.0

    private mutating func appendCircle(_ center: Point) {
        let v = Point(x: halfWidth, y: 0)
        appendArc(center: center, from: v, sweep: -2 * .pi, includingStart: true)
    }
}
