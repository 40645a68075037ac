import Foundation
import LayerKit
import UIKit
import XCTest

/// `UICollectionView` with a flow layout as grid demos fill it: lines filled while items fit and spread to both edges,
/// cells made for the items in view and reused, taps selecting, and a batch deletion sliding the items after it over.
/// Frames are worked out by hand from the sizes and spacings.
final class CollectionViewTests: XCTestCase {
    final class Tile: UICollectionViewCell, @unchecked Sendable {
        nonisolated(unsafe) static var made = 0
        required init(frame: CGRect) {
            Self.made += 1
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
    }

    final class Tiles: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var count = 7
        var heights: [CGFloat]?
        var shown: [Int] = []
        var selected: [IndexPath] = []
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: 100, height: heights?[indexPath.item] ?? 100)
        }
        func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
            shown.append(indexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    func makeGrid(width: CGFloat, tiles: Tiles, in root: UIView) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout)
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        grid.dataSource = tiles
        grid.delegate = tiles
        root.addSubview(grid)
        grid.layoutIfNeeded()
        return grid
    }

    func frame(_ grid: UICollectionView, _ item: Int) -> CGRect? { grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame }

    func testLinesFillWhileItemsFitAndCellsAreReused() {
        let (_, root) = makeScene()
        let tiles = Tiles()
        Tile.made = 0
        let grid = makeGrid(width: 320, tiles: tiles, in: root)
        // 100 + 10 + 100 + 10 + 100 = 320: three to a line, lines 110 apart; the seventh, alone, is centred.
        XCTAssertEqual(frame(grid, 0), CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(frame(grid, 2), CGRect(x: 220, y: 0, width: 100, height: 100))
        XCTAssertEqual(frame(grid, 4), CGRect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertEqual(frame(grid, 6), CGRect(x: 110, y: 220, width: 100, height: 100))
        XCTAssertEqual(grid.contentSize, CGSize(width: 320, height: 320))
        // 200 points tall: the first two lines are in view.
        XCTAssertEqual(tiles.shown, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(Tile.made, 6)
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 110, y: 110, width: 100, height: 100))
        // Scrolled to y = 120: lines two and three; the first line's cells went out of view and one came back as item 6.
        grid.contentOffset = CGPoint(x: 0, y: 120)
        grid.layoutIfNeeded()
        XCTAssertEqual(grid.indexPathsForVisibleItems.map(\.item), [3, 4, 5, 6])
        XCTAssertEqual(Tile.made, 6)
        // 10 points wider: the spacing grows to (330 − 300) / 2 = 15.
        let wide = makeGrid(width: 330, tiles: Tiles(), in: root)
        XCTAssertEqual(frame(wide, 1)?.minX, 115)
        XCTAssertEqual(frame(wide, 2)?.minX, 230)
    }

    func testItemsShorterThanTheirLineAreCentredInIt() {
        let (_, root) = makeScene()
        let tiles = Tiles()
        tiles.heights = [60, 100, 80, 40, 40, 40, 40]
        let grid = makeGrid(width: 320, tiles: tiles, in: root)
        XCTAssertEqual(frame(grid, 0), CGRect(x: 0, y: 20, width: 100, height: 60))
        XCTAssertEqual(frame(grid, 2), CGRect(x: 220, y: 10, width: 100, height: 80))
        // The second line starts 10 below the first line's 100.
        XCTAssertEqual(frame(grid, 3), CGRect(x: 0, y: 110, width: 100, height: 40))
    }

    func testATapSelectsAndADeletionSlidesTheItemsOver() {
        let (tree, root) = makeScene()
        let tiles = Tiles()
        let grid = makeGrid(width: 320, tiles: tiles, in: root)
        let router = TouchRouter(root: root)
        router.press(at: CGPoint(x: 150, y: 50), time: 0)
        router.release(at: CGPoint(x: 150, y: 50), time: 0.05)
        XCTAssertEqual(tiles.selected, [IndexPath(item: 1, section: 0)])
        XCTAssertEqual(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected, true)
        // Item 0 deleted at t = 1: item 1's cell slides from x 110 to x 0 over 0.3 s, item 3's up a line to x 220.
        tree.advance(to: 1)
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))!
        let fourth = grid.cellForItem(at: IndexPath(item: 3, section: 0))!
        grid.performBatchUpdates({
            tiles.count -= 1
            grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === second)
        XCTAssertEqual(grid.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)], "the selection moves with its item")
        let middle = presented(.position, of: second.layer, in: tree, at: 1.15).point!
        XCTAssertTrue(middle.x > 50 && middle.x < 160, "\(middle)")
        XCTAssertTrue(close(presented(.position, of: second.layer, in: tree, at: 1.4).point, Point(50, 50)))
        XCTAssertTrue(close(presented(.position, of: fourth.layer, in: tree, at: 1.4).point, Point(270, 50)))
    }

    final class Header: UICollectionReusableView, @unchecked Sendable {
        let title = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError("not from a storyboard") }
    }

    final class Sections: NSObject, UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
            header.title.text = "Section \(indexPath.section)"
            return header
        }
    }

    func testSectionHeadersSpanTheViewAboveTheirItems() {
        let (_, root) = makeScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        grid.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let sections = Sections()
        grid.dataSource = sections
        root.addSubview(grid)
        grid.layoutIfNeeded()
        // Section 0: its header 0–30, lines at 30 and 140; section 1's header at 240, its first line at 270.
        let kind = UICollectionView.elementKindSectionHeader
        XCTAssertEqual(layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 1))?.frame,
                       CGRect(x: 0, y: 240, width: 320, height: 30))
        XCTAssertEqual(frame(grid, 3), CGRect(x: 110, y: 140, width: 100, height: 100))
        XCTAssertEqual(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY, 270)
        let header = grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)) as? Header
        XCTAssertEqual(header?.title.text, "Section 1")
        XCTAssertEqual(header?.frame, CGRect(x: 0, y: 240, width: 320, height: 30))
        XCTAssertEqual(grid.visibleSupplementaryViews(ofKind: kind).count, 2)
        XCTAssertEqual(grid.contentSize.height, 480)
    }

    /// A diffable data source as modern demos fill one: a snapshot of six numbers, then one with 2 deleted, 10 inserted
    /// after 4 and 6 moved to the front. The cells that stay are the same cells, moved; new order 6 1 3 4 10 5.
    func testADiffableDataSourceAnimatesToANewSnapshot() {
        let (tree, root) = makeScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
        grid.register(Tile.self, forCellWithReuseIdentifier: "tile")
        var made: [Int] = []
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, number in
            made.append(number)
            return view.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        root.addSubview(grid)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3, 4, 5, 6])
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.layoutIfNeeded()
        XCTAssertEqual(made, [1, 2, 3, 4, 5, 6])
        let five = grid.cellForItem(at: IndexPath(item: 4, section: 0))
        tree.advance(to: 1)
        var next = dataSource.snapshot()
        next.deleteItems([2])
        next.insertItems([10], afterItem: 4)
        next.moveItem(6, beforeItem: 1)
        XCTAssertEqual(next.itemIdentifiers, [6, 1, 3, 4, 10, 5])
        dataSource.apply(next)
        XCTAssertEqual(made, [1, 2, 3, 4, 5, 6, 10], "only the new item's cell is made")
        XCTAssertTrue(grid.cellForItem(at: IndexPath(item: 5, section: 0)) === five)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), 6)
        XCTAssertEqual(dataSource.indexPath(for: 10), IndexPath(item: 4, section: 0))
        // Item 5 slides from the second line's middle (160, 160) to the second line's right (270, 160).
        XCTAssertTrue(close(presented(.position, of: five!.layer, in: tree, at: 1.4).point, Point(270, 160)))
    }
}
