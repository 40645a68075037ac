import Foundation

/// A scrolling list of rows in sections (`UITableView`), filled by its data source: it asks for the sections, the
/// rows and their heights, makes cells only for the rows in view (reusing those scrolled away, registered by
/// identifier), tells the delegate before a cell shows (`willDisplay`, where tutorials animate rows in) and when a row
/// is tapped. Section titles are shown above their rows. `insertRows`, `deleteRows` and `reloadRows` load the table
/// again at once (their row animations are not provided), as does `reloadData()`.
open class UITableView: UIScrollView, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { setNeedsReload() } }
    open var rowHeight: CGFloat = 44 { didSet { setNeedsReload() } }
    open var estimatedRowHeight: CGFloat = 0
    open var sectionHeaderHeight: CGFloat = 28
    open var allowsSelection = true
    open var separatorColor: UIColor? = UIColor(white: 0.85, alpha: 1)
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsReload()
        }
    }
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            setNeedsReload()
        }
    }

    /// Each section's header rectangle (when it has a title) and its rows' rectangles, in content coordinates.
    private var sections: [(header: CGRect?, title: String?, rows: [CGRect])] = []
    private var needsReload = true
    private var shown: [IndexPath: UITableViewCell] = [:]
    private var headers: [Int: UILabel] = [:]
    private var reusable: [String: [UITableViewCell]] = [:]
    private var registered: [String: UITableViewCell.Type] = [:]
    public private(set) var indexPathForSelectedRow: IndexPath?

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : UIColor(white: 0.95, alpha: 1)
        alwaysBounceVertical = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(UITableView.tapped(_:))))
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell scrolled out of view with `identifier`, or nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A reused cell with `identifier`, or a new one of the class registered for it (a plain cell when none was).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier)
            ?? (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }

    open func reloadData() { setNeedsReload() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { setNeedsReload() }
    open func beginUpdates() {}
    open func endUpdates() { setNeedsReload() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        setNeedsReload()
        completion?(true)
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// The row's rectangle in the table's content coordinates (zero for a row that is not there).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else {
            return .zero
        }
        return sections[indexPath.section].rows[indexPath.row]
    }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        for (s, section) in sections.enumerated() {
            if let r = section.rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: r, section: s) }
        }
        return nil
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { shown[indexPath] }
    open var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { shown[$0] } ?? [] }
    open var indexPathsForVisibleRows: [IndexPath]? { shown.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) } }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { shown.first { $0.value === cell }?.key }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let previous = indexPathForSelectedRow { shown[previous]?.setSelected(false, animated: animated) }
        indexPathForSelectedRow = indexPath
        if let indexPath { shown[indexPath]?.setSelected(true, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        selectRow(at: nil, animated: animated, scrollPosition: .none)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        let y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY
        case .middle: y = rect.midY - bounds.height / 2
        case .bottom: y = rect.maxY - bounds.height
        case .none: return scrollRectToVisible(rect, animated: animated)
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        guard allowsSelection, let indexPath = indexPathForRow(at: recognizer.location(in: self)) else { return }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for the sections, rows and heights, and lays their rectangles out.
    private func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in shown.values { recycle(cell) }
        shown.removeAll()
        for label in headers.values { label.removeFromSuperview() }
        headers.removeAll()
        var y = tableHeaderView?.frame.height ?? 0
        let width = bounds.width
        sections = []
        let count = min(max(dataSource?.numberOfSections(in: self) ?? 1, 0), 10_000)
        for s in 0..<count {
            let title = dataSource?.tableView(self, titleForHeaderInSection: s)
            var header: CGRect?
            if title != nil {
                header = CGRect(x: 0, y: y, width: width, height: sectionHeaderHeight)
                y += sectionHeaderHeight
            }
            let rows = min(max(dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0, 0), 100_000)
            var rects: [CGRect] = []
            for r in 0..<rows {
                let wanted = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: r, section: s)) ?? rowHeight
                let height = wanted.isFinite ? min(max(wanted, 0), 100_000) : rowHeight
                rects.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            sections.append((header, title, rects))
        }
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: width, height: tableHeaderView.frame.height)
            addSubview(tableHeaderView)
        }
        if let tableFooterView {
            tableFooterView.frame = CGRect(x: 0, y: y, width: width, height: tableFooterView.frame.height)
            y += tableFooterView.frame.height
            addSubview(tableFooterView)
        }
        contentSize = CGSize(width: width, height: y)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let first = sections.first(where: { !$0.rows.isEmpty })?.rows.first, first.width != bounds.width { needsReload = true }
        loadIfNeeded()
        let visible = CGRect(x: 0, y: contentOffset.y, width: bounds.width, height: bounds.height)
        for (indexPath, cell) in shown where !rectForRow(at: indexPath).intersects(visible) {
            shown[indexPath] = nil
            recycle(cell)
        }
        for (s, section) in sections.enumerated() {
            if let header = section.header, let title = section.title, headers[s] == nil {
                let label = UILabel(frame: header.insetBy(dx: 16, dy: 0))
                label.text = style == .plain ? title : title.uppercased()
                label.font = .boldSystemFont(ofSize: 14)
                label.textColor = .darkGray
                addSubview(label)
                headers[s] = label
            }
            for (r, rect) in section.rows.enumerated() where rect.intersects(visible) {
                let indexPath = IndexPath(row: r, section: s)
                guard shown[indexPath] == nil, let dataSource else { continue }
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.frame = rect
                cell.setSelected(indexPath == indexPathForSelectedRow, animated: false)
                insertSubview(cell, at: 0)
                shown[indexPath] = cell
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
    }

    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier, (reusable[identifier]?.count ?? 0) < 64 else { return }
        reusable[identifier, default: []].append(cell)
    }

    open override var contentOffset: CGPoint {
        didSet { setNeedsLayout() }
    }
}
