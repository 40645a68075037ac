extension CoverageAccumulator {
    /// Sweeps an axis-aligned rectangle given as its two vertical edges (spanning the same rows), without the
    /// cell buffers: each row's few cells get exactly the contributions `addEdge` would give them, so the spans
    /// and coverages are the same. Call after `begin(box:marksGroups:)`, instead of adding the edges.
    ///
    /// Every row the edges cross wholly (all but the first and last, at most) has the same cells, so the same spans: the
    /// first such row is swept and its spans kept, and the others get them again without a sweep.
    @inline(never)  // Kept out of the band renderer's fill, which its rows would make too large to inline.
    func sweepRectangle<Painter: SpanPainter>(_ first: Edge, _ second: Edge, rule: FillRule, painter: Painter) {
        let (box, leftF, rightF, scratch, repeatedCoverages) = rectangleSweepState
        let (top, bottom) = (min(first.y0, first.y1), max(first.y0, first.y1))
        let firstRow = max(Int(flooring: top), box.minY), endRow = min(Int(ceiling: bottom), box.maxY)
        guard firstRow < endRow else { return }
        // Where each edge lands in a row (as in `addLine`): left of the box it counts at the box's left side,
        // right of it not at all.
        func column(_ edge: Edge) -> (index: Int, middle: Float, direction: Float)? {
            if edge.x0 >= rightF { return nil }
            let x = max(edge.x0, leftF)
            let lowFloor = Int(flooring: x)
            return (lowFloor - box.minX, 0.5 * (x + x) - Float(lowFloor), edge.y0 < edge.y1 ? 1 : -1)
        }
        let a = column(first), b = column(second)
        withUnsafeTemporaryAllocation(of: (cell: Int, value: Float).self, capacity: 8) { buffer in
            // Up to four cells in the order the sweep visits them, each summing what the edges give a row they cross
            // for `dy` of its height.
            func rowCells(dy: Float, into touched: UnsafeMutablePointer<(cell: Int, value: Float)>) -> Int {
                var count = 0
                func add(_ cell: Int, _ value: Float) {
                    for k in 0..<count where touched[k].cell == cell {
                        touched[k].value += value
                        return
                    }
                    var k = count
                    while k > 0 && touched[k - 1].cell > cell {
                        touched[k] = touched[k - 1]
                        k -= 1
                    }
                    touched[k] = (cell, value)
                    count += 1
                }
                if let a {
                    let d = dy * a.direction
                    add(a.index, d - d * a.middle)
                    add(a.index + 1, d * a.middle)
                }
                if let b {
                    let d = dy * b.direction
                    add(b.index, d - d * b.middle)
                    add(b.index + 1, d * b.middle)
                }
                return count
            }
            let whole = buffer.baseAddress!, partial = whole + 4
            let wholeCount = rowCells(dy: 1, into: whole)
            withUnsafeTemporaryAllocation(of: RepeatedSpans<Painter>.Span.self, capacity: RepeatedSpans<Painter>.capacity) { spans in
                var keptCount = 0
                withUnsafeMutablePointer(to: &keptCount) { kept in
                    let repeated = RepeatedSpans(
                        painter: painter, spans: spans.baseAddress!, count: kept, coverages: repeatedCoverages, minX: box.minX)
                    var sweptWhole = false
                    func height(_ rowIndex: Int) -> Float {
                        let rowY = Float(rowIndex)
                        return min(rowY + 1, bottom) - max(rowY, top)
                    }
                    var rowIndex = firstRow
                    while rowIndex < endRow {
                        let dy = height(rowIndex)
                        if dy <= 0 {
                            rowIndex += 1
                            continue
                        }
                        if dy == 1 && sweptWhole && kept.pointee <= RepeatedSpans<Painter>.capacity {
                            // This row and the whole ones after it, each span on all of them at once.
                            var end = rowIndex + 1
                            while end < endRow && height(end) == 1 { end += 1 }
                            for k in 0..<kept.pointee {
                                let span = spans[k]
                                if span.coverage == 0 {
                                    let coverages = repeatedCoverages + (span.x &- box.minX)
                                    painter.paintRows(rowIndex..<end, x: span.x, count: span.count, coverages: coverages)
                                } else {
                                    painter.paintRows(rowIndex..<end, x: span.x, count: span.count, coverage: span.coverage)
                                }
                            }
                            rowIndex = end
                            continue
                        }
                        var row = RowSweep(y: rowIndex, minX: box.minX, width: box.width, rule: rule, scratch: scratch)
                        if dy == 1 && !sweptWhole {
                            for k in 0..<wholeCount { row.visit(whole[k].cell, whole[k].value, painter: repeated) }
                            row.finish(painter: repeated)
                            sweptWhole = true
                        } else {
                            let touched = dy == 1 ? whole : partial
                            let count = dy == 1 ? wholeCount : rowCells(dy: dy, into: partial)
                            for k in 0..<count { row.visit(touched[k].cell, touched[k].value, painter: painter) }
                            row.finish(painter: painter)
                        }
                        rowIndex += 1
                    }
                }
            }
        }
    }
}
