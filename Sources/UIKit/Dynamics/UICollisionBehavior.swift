import Foundation

/// Keeps its items from passing through each other and through boundaries (`UICollisionBehavior`). Boundaries are
/// segments or paths (a path's outline) in the reference view's coordinates, each named by an identifier, and the
/// reference view's bounds when `translatesReferenceBoundsIntoBoundary` is set. Items of different collision behaviors
/// pass through each other.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1)
        public static let boundaries = Mode(rawValue: 2)
        public static let everything: Mode = [.items, .boundaries]
    }

    public private(set) var items: [UIDynamicItem]
    open var collisionMode = Mode.everything { didSet { settingsDidChange() } }
    /// Whether the reference view's bounds (inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`) hold the items in.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { settingsDidChange() } }
    private(set) var referenceBoundsInsets = UIEdgeInsets.zero
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    /// The boundaries by identifier, each as polylines in the reference view's coordinates.
    private(set) var boundaries: [(identifier: NSCopying, key: AnyHashable, polylines: [[CGPoint]])] = []

    public init(items: [UIDynamicItem]) {
        self.items = Self.distinct(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: UIDynamicItem) { add(item, to: &items) }
    open func removeItem(_ item: UIDynamicItem) { remove(item, from: &items) }

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds (or replaces) the boundary `identifier`: the outline of `bezierPath`, closed subpaths closed.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let polylines = bezierPath.path.polylines(tolerance: 0.25).map { line in
            line.points.map(CGPoint.init) + (line.isClosed && line.points.count > 2 ? [CGPoint(line.points[0])] : [])
        }
        setBoundary(identifier, polylines.filter { $0.count >= 2 })
    }

    /// Adds (or replaces) the boundary `identifier`: the segment from `p0` to `p1`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p0: CGPoint, to p1: CGPoint) {
        setBoundary(identifier, [[p0, p1]])
    }

    /// The boundary's path, or nil when there is none by that identifier.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        guard let boundary = boundaries.first(where: { $0.key == Self.key(identifier) }) else { return nil }
        let path = UIBezierPath()
        for line in boundary.polylines {
            path.move(to: line[0])
            for point in line.dropFirst() { path.addLine(to: point) }
        }
        return path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { $0.key == Self.key(identifier) }
        outlines = nil
        settingsDidChange()
    }

    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        outlines = nil
        settingsDidChange()
    }

    private func setBoundary(_ identifier: NSCopying, _ polylines: [[CGPoint]]) {
        let key = Self.key(identifier)
        boundaries.removeAll { $0.key == key }
        boundaries.append((identifier, key, polylines))
        outlines = nil
        settingsDidChange()
    }

    /// The boundaries as segments the collision test takes, made again after a change.
    var boundaryOutlines: [(key: AnyHashable, segments: [ConvexOutline])] {
        if let outlines { return outlines }
        let made = boundaries.map { boundary in
            (boundary.key, boundary.polylines.flatMap { line in
                let points = line.map(\.point)
                let closed = points.count > 2 && points.first == points.last
                return (0..<points.count - 1).map { i in
                    ConvexOutline.segment(points[i], points[i + 1],
                                          previous: i > 0 ? points[i - 1] : closed ? points[points.count - 2] : nil,
                                          next: i + 2 < points.count ? points[i + 2] : closed ? points[1] : nil)
                }
            })
        }
        outlines = made
        return made
    }
    private var outlines: [(key: AnyHashable, segments: [ConvexOutline])]?
    private var touching = ContactList()

    /// Tells the delegate which contacts began and ended in the step that found `contacts`.
    func report(_ contacts: ContactList, bodies: [ObjectIdentifier: DynamicBody]) {
        let previous = touching
        touching = contacts
        guard let delegate = collisionDelegate else { return }
        func identifier(_ key: AnyHashable?) -> NSCopying? {
            key.flatMap { key in boundaries.first { $0.key == key }?.identifier }
        }
        for key in previous.keys where !contacts.contains(key) {
            guard let first = bodies[key.first]?.item else { continue }
            if key.isBoundary {
                delegate.collisionBehavior(self, endedContactFor: first, withBoundaryIdentifier: identifier(key.boundary))
            } else if let second = key.second.flatMap({ bodies[$0]?.item }) {
                delegate.collisionBehavior(self, endedContactFor: first, with: second)
            }
        }
        for (key, point) in zip(contacts.keys, contacts.points) where !previous.contains(key) {
            guard let first = bodies[key.first]?.item else { continue }
            if key.isBoundary {
                delegate.collisionBehavior(self, beganContactFor: first, withBoundaryIdentifier: identifier(key.boundary),
                                           at: CGPoint(point))
            } else if let second = key.second.flatMap({ bodies[$0]?.item }) {
                delegate.collisionBehavior(self, beganContactFor: first, with: second, at: CGPoint(point))
            }
        }
    }

    /// Identifiers are compared as UIKit compares them (`isEqual`): strings by their text, other objects by equality.
    static func key(_ identifier: NSCopying) -> AnyHashable {
        if let object = identifier as? NSObject { return AnyHashable(object) }
        return AnyHashable(ObjectIdentifier(identifier as AnyObject))
    }

    override var dynamicItems: [UIDynamicItem] { items }
}

/// Told when items of a collision behavior touch and part (`UICollisionBehaviorDelegate`); every method is optional.
/// The point is where the contact began, in the reference view's coordinates.
public protocol UICollisionBehaviorDelegate: AnyObject {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem)
    /// `identifier` is nil for the reference view's bounds.
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
                                  with item2: UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                                  withBoundaryIdentifier identifier: NSCopying?) {}
}
