import Foundation

/// Turns a path and a `StrokeStyle` into closed outline polygons whose non-zero fill is the stroke,
/// the way Core Graphics strokes: trimming to `strokeStart`...`strokeEnd` of the total length across
/// all subpaths (caps at the cut ends), dashes restarting at each subpath, joins at corners with the
/// inner side pivoting through the corner point (so overlaps keep a positive winding), and dots for
/// zero-length pieces with round or square caps. Storage is reused from call to call.
final class Stroker {
    private var lines = Polylines()
    /// The raw flattening, before repeated points are dropped into `lines` (kept to reuse its storage).
    private var rawLines = Polylines()
    private var measure = PolylineMeasure()
    private var piece: [Point] = []
    /// The outline polygons produced by the last `stroke` call, in device space.
    private(set) var outlines = Polylines()

    private var halfWidth = 0.5
    private var tolerance = 0.1
    private var style = StrokeStyle()
    private var transform = Transform.identity

    /// Strokes `path` (in user space) mapped by `transform` to device space. `tolerance` is the allowed
    /// deviation in device pixels.
    func stroke(_ path: Path, style: StrokeStyle, transform: Transform, tolerance: Double) {
        outlines.removeAll()
        self.style = style
        // A hairline is one device pixel wide whatever the transform: stroke it in device space.
        let isHairline = !(style.lineWidth > 0)
        let scale = isHairline ? 1 : max(transform.maximumScale, 1e-9)
        self.transform = isHairline ? .identity : transform
        halfWidth = isHairline ? 0.5 : style.lineWidth / 2
        self.tolerance = tolerance / scale
        arcStep = max(1e-3, 2 * acos(max(-1, 1 - self.tolerance / max(halfWidth, 1e-12))))
        rawLines.flatten(path, transform: isHairline ? transform : .identity, tolerance: self.tolerance)
        removeRepeatedPoints()
        measure.measure(lines)

        let total = measure.totalLength
        let start = min(max(style.strokeStart, 0), 1), end = min(max(style.strokeEnd, 0), 1)
        guard start < end else { return }
        let windowStart = start * total, windowEnd = end * total
        let pattern = style.lineDashPattern.map { max($0, 0) }
        let patternLength = pattern.count % 2 == 1 ? 2 * pattern.reduce(0, +) : pattern.reduce(0, +)
        let isDashed = patternLength > 0 && patternLength.isFinite

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
            if phase < 0 { phase += patternLength }
            var position = -phase
            var k = 0
            while position <= b {
                let dash = pattern[k % pattern.count]
                if k % 2 == 0 {
                    let from = max(position, a), to = min(position + dash, b)
                    if from < to || (dash == 0 && position >= a) { addPiece(index, from: from, to: max(from, to), closed: false) }
                }
                position += dash
                k += 1
                if k > 1_000_000 { break }
            }
        }
    }

    /// Copies `rawLines` into `lines` without consecutive repeated points (or a closing point equal to the first).
    private func removeRepeatedPoints() {
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

    private func addPiece(_ index: Int, from a: Double, to b: Double, closed: Bool) {
        piece.removeAll(keepingCapacity: true)
        if closed {
            piece.append(contentsOf: lines.points[lines.range(of: index)])
            outlineClosed()
        } else {
            measure.extract(lines, polyline: index, from: a, to: b, into: &piece)
            outlineOpen(direction: directionHint(index))
        }
    }

    /// The direction of the first segment of a polyline, for orienting square dots.
    private func directionHint(_ index: Int) -> Point {
        let range = lines.range(of: index)
        if range.count >= 2 { return (lines.points[range.lowerBound + 1] - lines.points[range.lowerBound]).normalized }
        return Point(x: 1, y: 0)
    }

    // MARK: Outlines

    private func emit(_ p: Point) { outlines.points.append(transform.apply(p)) }

    private func finishPolygon() { outlines.ends.append((outlines.points.count, true)) }

    private func perpendicular(_ d: Point) -> Point { Point(x: -d.y * halfWidth, y: d.x * halfWidth) }

    private func outlineOpen(direction hint: Point) {
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
        let firstDirection = (piece[1] - piece[0]).normalized
        let lastDirection = (piece[n - 1] - piece[n - 2]).normalized
        emit(piece[0] + perpendicular(firstDirection))
        for j in 1..<(n - 1) { appendJoin(at: j, previous: j - 1, next: j + 1) }
        appendCap(at: piece[n - 1], direction: lastDirection)
        for j in stride(from: n - 2, through: 1, by: -1) { appendJoin(at: j, previous: j + 1, next: j - 1) }
        appendCap(at: piece[0], direction: -firstDirection)
        finishPolygon()
    }

    private func outlineClosed() {
        let n = piece.count
        for pass in 0..<2 {
            for step in 0..<n {
                let j = pass == 0 ? step : n - 1 - step
                let previous = pass == 0 ? (j + n - 1) % n : (j + 1) % n
                let next = pass == 0 ? (j + 1) % n : (j + n - 1) % n
                appendJoin(at: j, previous: previous, next: next)
            }
            finishPolygon()
        }
    }

    /// Emits the outline around the corner at `piece[index]`, travelling from `piece[previous]` to `piece[next]`.
    /// On the outer side: the offset point before the corner, the join, the offset point after it. On the
    /// inner side: the intersection of the two offset lines when it lies within both segments (the exact
    /// boundary, as on a flattened curve); otherwise the outline pivots through the corner point, which keeps
    /// the overlap of the two segments at a positive winding.
    private func appendJoin(at index: Int, previous: Int, next: Int) {
        let p = piece[index]
        let incomingVector = p - piece[previous], outgoingVector = piece[next] - p
        let incoming = incomingVector.normalized, outgoing = outgoingVector.normalized
        let nIn = perpendicular(incoming), nOut = perpendicular(outgoing)
        let turn = incoming.cross(outgoing), alignment = incoming.dot(outgoing)
        if abs(turn) < 1e-12 && alignment > 0 {
            emit(p + nIn)
            return
        }
        if turn > 0 {
            let cosHalf = ((1 + alignment) / 2).squareRoot()
            let reach = halfWidth * (1 - cosHalf * cosHalf).squareRoot() / max(cosHalf, 1e-12)
            if alignment > 0 && reach <= min(incomingVector.length, outgoingVector.length) {
                emit(p + (nIn + nOut).normalized * (halfWidth / cosHalf))
                return
            }
            emit(p + nIn)
            emit(p)
        } else {
            emit(p + nIn)
            switch style.lineJoin {
            case .bevel:
                break
            case .miter:
                let cosHalf = ((1 + alignment) / 2).squareRoot()
                if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
                    emit(p + (nIn + nOut).normalized * (halfWidth / cosHalf))
                }
            case .round:
                appendArc(center: p, from: nIn, sweep: atan2(nIn.cross(nOut), nIn.dot(nOut)))
            }
        }
        emit(p + nOut)
    }

    /// Emits the cap at the end of a piece travelling in `direction`, from the +normal side to the −normal side.
    private func appendCap(at p: Point, direction d: Point) {
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

    /// Emits the interior points of an arc around `center` starting at offset `v`, turning by `sweep` radians.
    /// Interior points sit on a radius enlarged by √(θ / sin θ) for chord angle θ, so that the polygon has the
    /// round cap's or join's true area.
    private func appendArc(center: Point, from v: Point, sweep: Double) {
        let count = Int.stepCount(abs(sweep) / arcStep, limit: 256)
        if count < 2 { return }
        let chordAngle = abs(sweep) / Double(count)
        let enlarge = (chordAngle / sin(chordAngle)).squareRoot()
        // Rotate the radius vector step by step (no trigonometry per point).
        let rotation = Transform(rotationAngle: sweep / Double(count))
        var radius = v * enlarge
        for _ in 1..<count {
            radius = rotation.applyToVector(radius)
            emit(center + radius)
        }
    }

    /// The angle one chord of a round cap or join may span at the current width and tolerance.
    private var arcStep = 0.1

    private func appendCircle(_ center: Point) {
        let v = Point(x: halfWidth, y: 0)
        appendArc(center: center, from: v, sweep: -2 * .pi)
    }
}
