/// Passes a row's spans on to a painter and keeps them, to be painted again on rows with the same cells. A span of
/// varying coverage keeps its coverages at its place in the row (x − minX) of `coverages`, which must be as long as the
/// sweep's scratch row, so that spans of one row never overwrite each other's.
struct RepeatedSpans<Painter: SpanPainter>: SpanPainter {
    /// A span kept: coverage 0 stands for a span of varying coverage (a span of one coverage never has 0).
    typealias Span = (x: Int, count: Int, coverage: UInt8)

    /// The most spans a row may have to be repeated (a rectangle's row has at most three); past it, `count` goes on
    /// counting but nothing more is kept, and the rows are swept.
    static var capacity: Int { 6 }

    let painter: Painter
    let spans: UnsafeMutablePointer<Span>
    let count: UnsafeMutablePointer<Int>
    let coverages: UnsafeMutablePointer<UInt8>
    let minX: Int

    static var allowsJoinedSpans: Bool { Painter.allowsJoinedSpans }
    var joinsShortRuns: Bool { painter.joinsShortRuns }

    func paintSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        painter.paintSpan(y: y, x: x, count: count, coverage: coverage)
        keep((x, count, coverage))
    }

    func paintSpan(y: Int, x: Int, count: Int, coverages: UnsafePointer<UInt8>) {
        painter.paintSpan(y: y, x: x, count: count, coverages: coverages)
        (self.coverages + (x &- minX)).update(from: coverages, count: count)
        keep((x, count, 0))
    }

    private func keep(_ span: Span) {
        if count.pointee < Self.capacity { spans[count.pointee] = span }
        count.pointee &+= 1
    }
}
