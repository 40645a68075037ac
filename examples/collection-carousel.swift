// A carousel as collection-view tutorials build one: a flow layout subclass scales and fades each card by its distance
// from the middle (re-laid out on every scroll), and stops a flick with a card in the middle. Tap a card to remove
// it: the cards after it slide over. Open it with `playground --scene examples/collection-carousel.swift` and drag
// the cards sideways.
import UIKit

final class CarouselLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        guard let collectionView else { return }
        itemSize = CGSize(width: 180, height: 240)
        minimumLineSpacing = 24
        // One row, in the middle both ways.
        let side = (collectionView.bounds.width - itemSize.width) / 2
        let band = max((collectionView.bounds.height - itemSize.height) / 2, 0)
        sectionInset = UIEdgeInsets(top: band, left: side, bottom: band, right: side)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
        for item in attributes {
            let distance = min(abs(item.center.x - middle) / collectionView.bounds.width, 1)
            let scale = 1 - 0.3 * distance
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = 1 - 0.5 * distance
            item.zIndex = Int((1 - distance) * 10)
        }
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        let step = itemSize.width + minimumLineSpacing
        let index = (proposedContentOffset.x / step).rounded()
        return CGPoint(x: index * step, y: proposedContentOffset.y)
    }
}

final class Card: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 18
        contentView.layer.shadowOpacity = 0.25
        contentView.layer.shadowRadius = 10
        contentView.layer.shadowOffset = CGSize(width: 0, height: 6)
        label.font = .boldSystemFont(ofSize: 44)
        label.textColor = .white
        label.textAlignment = .center
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

final class CarouselController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    var cards = Array(1...12)
    lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: CarouselLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.18, alpha: 1)
        collectionView.backgroundColor = .clear
        collectionView.decelerationRate = .fast
        collectionView.register(Card.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cards.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! Card
        let number = cards[indexPath.item]
        cell.label.text = "\(number)"
        cell.contentView.backgroundColor = UIColor(hue: CGFloat(number) / 12, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.performBatchUpdates({
            self.cards.remove(at: indexPath.item)
            collectionView.deleteItems(at: [indexPath])
        })
    }
}

func makeScene() -> UIViewController { CarouselController() }
