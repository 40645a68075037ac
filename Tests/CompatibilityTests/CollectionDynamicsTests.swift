import Foundation
import LayerKit
import UIKit
import XCTest

/// A springy flow layout, as the WWDC 2013 collection-view dynamics talk builds it: each item's attributes hang on a
/// spring at their place in the flow (`UIDynamicAnimator(collectionViewLayout:)`); a scroll pulls them by the scroll's
/// distance and they spring back. Expected places come from the flow: 60-point items, 10 apart, in a 200-point column.
final class CollectionDynamicsTests: XCTestCase {
    final class SpringyLayout: UICollectionViewFlowLayout {
        var animator: UIDynamicAnimator!

        override init() {
            super.init()
            itemSize = CGSize(width: 200, height: 60)
            minimumLineSpacing = 10
            animator = UIDynamicAnimator(collectionViewLayout: self)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty, let items = super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 1000)) else { return }
            for item in items {
                let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
                spring.length = 0
                spring.damping = 0.5
                spring.frequency = 2
                animator.addBehavior(spring)
            }
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            let delta = newBounds.minY - lastOffset
            lastOffset = newBounds.minY
            for case let spring as UIAttachmentBehavior in animator.behaviors {
                guard let item = spring.items.first else { continue }
                item.center.y += delta
                animator.updateItem(usingCurrentState: item)
            }
            return false
        }
        var lastOffset: CGFloat = 0
    }

    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        }
    }

    func testItemsHangOnSpringsAndSpringBackAfterAScroll() {
        let (tree, root) = makeScene()
        tree.addFrameCallback(laysOut: true) { _ in root.layoutIfNeeded() }
        let layout = SpringyLayout()
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: layout)
        let rows = Rows()
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "row")
        list.dataSource = rows
        root.addSubview(list)
        // The first frame shows the rows at their places: 0, 70, 140, … (centres 30 + 70 n), those reaching y < 300.
        tree.advance(to: 0.02)
        XCTAssertEqual(list.indexPathsForVisibleItems.map(\.item), [0, 1, 2, 3, 4])
        XCTAssertEqual(list.cellForItem(at: IndexPath(item: 2, section: 0))?.center, CGPoint(x: 100, y: 170))
        // A 40-point scroll pulls every item 40 points along; the springs take them back.
        list.contentOffset = CGPoint(x: 0, y: 40)
        tree.advance(to: 0.05)
        let pulled = list.cellForItem(at: IndexPath(item: 2, section: 0))!.center.y
        XCTAssertTrue(pulled > 185 && pulled <= 210, "\(pulled)")
        tree.advance(to: 3)
        XCTAssertEqual(Double(list.cellForItem(at: IndexPath(item: 2, section: 0))!.center.y), 170, accuracy: 0.5)
    }
}
