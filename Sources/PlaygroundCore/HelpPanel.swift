import LayerKit

/// The help panel's arrangement: every control in its group, in as many columns as the scene's area holds, every line
/// whole (a long one wraps onto an indented line). Where the lines do not fit on one page (a small window), they go on
/// pages that ← and → turn.
struct HelpPanel {
    struct Row: Equatable {
        var text: String
        var isTitle: Bool
        /// Whether it goes on with the line above (a long line wrapped).
        var continues = false
    }

    /// The rows of every page, in column order.
    let rows: [Row]
    let columns: Int
    /// Rows per column.
    let perColumn: Int
    let lineHeight: Double
    let fontSize: Double
    let width: Double
    let viewport: Rect

    var columnWidth: Double { (width - 40) / Double(columns) }
    var rowsPerPage: Int { columns * perColumn }
    var pageCount: Int { max(1, (rows.count + rowsPerPage - 1) / rowsPerPage) }

    /// The space under the panel's title for rows.
    private static func available(in viewport: Rect) -> Double { max(60, viewport.height - 20 - 56) }

    init(sections: [ChromeState.HelpSection], viewport: Rect) {
        self.viewport = viewport
        var entries: [Row] = []
        for (index, section) in sections.enumerated() {
            if index > 0 { entries.append(Row(text: "", isTitle: false)) }
            entries.append(Row(text: section.title, isTitle: true))
            entries += section.lines.map { Row(text: $0, isTitle: false) }
        }
        let available = Self.available(in: viewport)
        // One page: up to three columns 400 pt wide, lines 14 to 22 pt apart, as many columns as the rows need.
        func wrap(_ entries: [Row], columnWidth: Double, fontSize: Double) -> [Row] {
            entries.flatMap { entry -> [Row] in
                guard !entry.isTitle, !entry.text.isEmpty else { return [entry] }
                let lines = Chrome.wrapped(entry.text, width: columnWidth - 24, fontSize: fontSize)
                return [Row(text: lines[0], isTitle: false)] + lines.dropFirst().map { Row(text: "   " + $0, isTitle: false, continues: true) }
            }
        }
        for columns in 1...3 {
            let width = min(viewport.width - 20, 400 * Double(columns))
            let columnWidth = (width - 40) / Double(columns)
            guard columnWidth >= 280 || columns == 1 else { break }
            let wrapped = wrap(entries, columnWidth: columnWidth, fontSize: 13)
            // Columns read on their own here too: as many rows to a column as that takes.
            var perColumn = max(1, (wrapped.count + columns - 1) / columns)
            while Self.inColumns(wrapped, perColumn: perColumn).count > perColumn * columns { perColumn += 1 }
            guard Double(perColumn) * 14 <= available else { continue }
            let lineHeight = min(22, available / Double(perColumn))
            let fontSize = min(13, lineHeight * 0.64)
            (rows, self.columns, self.perColumn, self.lineHeight, self.fontSize, self.width) =
                (Self.inColumns(wrap(entries, columnWidth: columnWidth, fontSize: fontSize), perColumn: perColumn), columns, perColumn,
                 lineHeight, fontSize, width)
            return
        }
        // Pages: columns at least 280 pt wide, lines 15 pt apart at 12 pt.
        let width = viewport.width - 20
        let columns = max(1, min(3, Int((width - 40) / 280)))
        let lineHeight = 15.0, fontSize = 12.0
        (self.columns, self.lineHeight, self.fontSize, self.width) = (columns, lineHeight, fontSize, width)
        perColumn = max(2, Int(available / lineHeight))
        rows = Self.inColumns(wrap(entries, columnWidth: (width - 40) / Double(columns), fontSize: fontSize), perColumn: perColumn)
    }

    /// Rows placed in columns of `perColumn` so that each column reads on its own: none starts with a blank row, a
    /// wrapped line stays in one column, a group's title is not the last row of a column, and a column that goes on
    /// with a group starts with its title again.
    private static func inColumns(_ rows: [Row], perColumn: Int) -> [Row] {
        var placed: [Row] = []
        var title: String?
        var index = 0
        func padToNextColumn() {
            while placed.count % perColumn != 0 { placed.append(Row(text: "", isTitle: false)) }
        }
        while index < rows.count {
            var end = index + 1
            while end < rows.count && rows[end].continues { end += 1 }
            let unit = rows[index..<end]
            index = end
            var slot = placed.count % perColumn
            if slot == 0 && unit.first?.text.isEmpty == true { continue }
            if unit.first?.isTitle == true {
                title = unit.first?.text
                // A title and at least its first line together.
                if slot >= perColumn - 1 { padToNextColumn() }
                placed += unit
                continue
            }
            if slot + unit.count > perColumn && unit.count + 1 <= perColumn {
                padToNextColumn()
                slot = 0
            }
            if slot == 0, let title, unit.first?.text.isEmpty == false { placed.append(Row(text: title, isTitle: true)) }
            placed += unit
        }
        return placed
    }

    /// The panel showing `page` (clamped to the pages there are).
    func layer(page: Int) -> Layer {
        let page = min(max(page, 0), pageCount - 1)
        let shown = rows[min(rows.count, page * rowsPerPage)..<min(rows.count, (page + 1) * rowsPerPage)]
        let usedRows = pageCount > 1 ? perColumn : min(perColumn, shown.count)
        let height = 56 + Double(usedRows) * lineHeight
        let frame = Rect(
            x: viewport.minX + (viewport.width - width) / 2, y: viewport.minY + max(10, (viewport.height - height) / 2), width: width,
            height: min(height, viewport.height - 20))
        let panel = Chrome.box(frame, color: Color(red8: 15, green8: 23, blue8: 42, alpha: 0.96), radius: 12)
        panel.name = "help"
        panel.borderWidth = 1
        panel.borderColor = Chrome.accent
        panel.masksToBounds = true
        panel.addSublayer(Chrome.label("Controls", frame: Rect(x: 20, y: 14, width: width - 40, height: 24), size: 18, color: Chrome.accent))
        if pageCount > 1 {
            panel.addSublayer(
                Chrome.label(
                    "page \(page + 1) of \(pageCount) · ← → turn", frame: Rect(x: 20, y: 18, width: width - 40, height: 20), size: 12,
                    color: Chrome.dimText, alignment: .right, name: "helpPage"))
        }
        for (index, entry) in shown.enumerated() where !entry.text.isEmpty {
            let column = index / perColumn, row = index % perColumn
            let size = entry.isTitle ? fontSize + 1 : fontSize
            panel.addSublayer(
                Chrome.label(
                    Chrome.fitted(entry.text, width: columnWidth - 12, fontSize: size, keepingStart: true),
                    frame: Rect(
                        x: 20 + Double(column) * columnWidth, y: 46 + Double(row) * lineHeight, width: columnWidth - 12, height: lineHeight),
                    size: size, color: entry.isTitle ? Chrome.accent : Chrome.text))
        }
        return panel
    }
}
