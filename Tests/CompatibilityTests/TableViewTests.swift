import Foundation
import LayerKit
import UIKit
import XCTest

/// `UITableView` as list demos fill it: a data source, registered cells reused as rows scroll by, `willDisplay` for
/// each row shown, and taps selecting rows.
final class TableViewTests: XCTestCase {
    final class NumberCell: UITableViewCell, @unchecked Sendable {
        nonisolated(unsafe) static var made = 0
        required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            Self.made += 1
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
    }

    final class Numbers: NSObject, UITableViewDataSource, UITableViewDelegate {
        var shown: [Int] = []
        var selected: [IndexPath] = []
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 30 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? nil : "Numbers" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.section == 0 ? 60 : 44 }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            shown.append(indexPath.section * 100 + indexPath.row)
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func testRowsAreLaidOutShownAsTheyScrollInAndTapped() {
        let (_, root) = makeScene()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        table.register(NumberCell.self, forCellReuseIdentifier: "number")
        let numbers = Numbers()
        table.dataSource = numbers
        table.delegate = numbers
        root.addSubview(table)
        table.layoutIfNeeded()
        // Three rows of 60, the header of 28, then rows of 44 from y = 208: 180 + 28 + 30 · 44 = 1528 in all.
        XCTAssertEqual(table.contentSize, CGSize(width: 200, height: 1528))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 1)), CGRect(x: 0, y: 296, width: 200, height: 44))
        XCTAssertEqual(numbers.shown, [0, 1, 2, 100, 101, 102])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text, "1.1")
        XCTAssertEqual(NumberCell.made, 6)
        // Scrolled 440 points down: the rows in view now are 1.5 … 1.12, and cells scrolled away are reused.
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        XCTAssertEqual(table.indexPathsForVisibleRows?.map(\.row), Array(5...12))
        XCTAssertEqual(NumberCell.made, 8, "six cells went out of view and came back as rows 1.5 … 1.10")
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        // A tap on the row under y = 200 on screen (content y 640: row 1.9) selects it.
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 100, y: 200), time: 0)
        router.release(at: CGPoint(x: 100, y: 200), time: 0.1)
        XCTAssertEqual(numbers.selected, [IndexPath(row: 9, section: 1)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 9, section: 1))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 9, section: 1))?.isSelected == true)
    }

    /// A table filled by a diffable data source: rows from a snapshot's identifiers, in its order.
    func testADiffableDataSourceFillsTheRows() {
        let (_, root) = makeScene()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), style: .plain)
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, name in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            return cell
        }
        root.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit"])
        snapshot.appendItems(["apple", "pear", "plum"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "pear")
        snapshot.moveItem("plum", beforeItem: "apple")
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "plum")
        XCTAssertEqual(dataSource.indexPath(for: "pear"), IndexPath(row: 2, section: 0))
    }
}
