/// Arc-length bookkeeping over flattened subpaths: where along the whole path each subpath starts,
/// and the extraction of the part of a polyline between two distances along it.
struct PolylineMeasure {
    /// Cumulative length at each point of `Polylines.points` within its own polyline (0 at its first point);
    /// for a closed polyline, its closing segment is included in `lengths` of the polyline.
    var cumulative: [Double] = []
    var lengths: [Double] = []

    mutating func measure(_ lines: Polylines) {
        cumulative.removeAll(keepingCapacity: true)
        lengths.removeAll(keepingCapacity: true)
        for index in 0..<lines.count {
            let range = lines.range(of: index)
            var total = 0.0
            for i in range {
                if i > range.lowerBound { total += lines.points[i].distance(to: lines.points[i - 1]) }
                cumulative.append(total)
            }
            if lines.ends[index].isClosed, let first = range.first, let last = range.last {
                total += lines.points[last].distance(to: lines.points[first])
            }
            lengths.append(total)
        }
    }

    /// Makes room for measuring `lines` without growing, in the steps appending would take (doubling).
    mutating func reserveCapacity(for lines: Polylines) {
        if cumulative.capacity < lines.points.count { cumulative.reserveCapacity(max(lines.points.count, 2 * cumulative.capacity)) }
        if lengths.capacity < lines.count { lengths.reserveCapacity(max(lines.count, 2 * lengths.capacity)) }
    }

    var totalLength: Double { lengths.reduce(0, +) }

    /// Appends to `output` the points of polyline `index` from distance `a` to distance `b` along it
    /// (0 ≤ a ≤ b ≤ its length), interpolating the cut ends.
    func extract(_ lines: Polylines, polyline index: Int, from a: Double, to b: Double, into output: inout [Point]) {
        let range = lines.range(of: index)
        let isClosed = lines.ends[index].isClosed
        let count = range.count + (isClosed ? 1 : 0)
        func point(_ k: Int) -> Point { lines.points[range.lowerBound + (k == range.count ? 0 : k)] }
        func distance(_ k: Int) -> Double { k == range.count ? lengths[index] : cumulative[range.lowerBound + k] }
        func position(at s: Double, from k: inout Int) -> Point {
            while k + 1 < count - 1 && distance(k + 1) < s { k += 1 }
            let d0 = distance(k), d1 = distance(k + 1)
            let t = d1 > d0 ? (s - d0) / (d1 - d0) : 0
            return point(k).interpolated(to: point(k + 1), at: min(max(t, 0), 1))
        }
        if count < 2 {
            output.append(point(0))
            return
        }
        var k = 0
        output.append(position(at: a, from: &k))
        var j = k + 1
        while j < count - 1 && distance(j) < b {
            if distance(j) > a { output.append(point(j)) }
            j += 1
        }
        output.append(position(at: b, from: &k))
    }
}
