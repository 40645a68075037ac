import LayerKit

/// Solves the constraints of one view tree (`UIView` at its top) and sets the frames of its views that do not
/// translate their autoresizing mask, and the frames of its layout guides. It is kept by the tree's top view and
/// brought up to date at `layoutIfNeeded()`: after anything in any tree changed (a constraint activated, a view added,
/// an intrinsic size invalidated) it collects the tree's constraints again and adds or removes only the difference;
/// a constant changed on an active constraint is passed straight to the solver. Views and guides have four variables
/// each: the frame's x, y, width and height in the coordinates of the view holding them (a view's superview, a guide's
/// owning view). A constraint between items in different views is written in the coordinates of their nearest common
/// ancestor, adding the positions of the views in between.
final class LayoutEngine {
    nonisolated(unsafe) private static var generation = 0

    /// Something any tree's constraints depend on changed: every engine collects its constraints again.
    static func hierarchyDidChange() { generation &+= 1 }

    private struct Variables {
        let x, y, width, height: Int
    }

    private struct Installed {
        let constraint: NSLayoutConstraint
        var solverID: Int
        var terms: [Term]
        /// The part of the solver's constant that is not the constraint's own (margins).
        var base: Double
        var strength: Double
        /// The constant the solver has: `base − constraint.constant`.
        var solverConstant: Double
    }

    struct Term: Equatable {
        var variable: Int
        var coefficient: Double
    }

    private let solver = ConstraintSolver()
    private var variables: [ObjectIdentifier: Variables] = [:]
    private var installed: [ObjectIdentifier: Installed] = [:]
    /// Constraints the solver refused, with the constant they had when reported.
    private var broken: [ObjectIdentifier: CGFloat] = [:]
    private var syncedGeneration = -1
    private var needsApply = false
    /// The views and guides whose frames the engine sets, from the last collection, with the frame last set.
    private var placedViews: [(view: UIView, variables: Variables, applied: CGRect?)] = []
    private var placedGuides: [(guide: UILayoutGuide, variables: Variables)] = []
    private var lastAmbiguity = ""

    /// How many constraints the solver holds (for tests and benchmarks).
    var constraintCount: Int { solver.constraintCount }

    /// Brings the solution up to date with the tree under `root` and sets the frames that changed.
    func update(root: UIView) {
        if syncedGeneration != Self.generation {
            root.updateConstraintsIfNeeded()
            syncedGeneration = Self.generation
            collect(root: root)
            needsApply = true
        }
        if needsApply {
            needsApply = false
            apply()
        }
    }

    func constantDidChange(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard var record = installed[key] else { return }
        guard Self.isUsable(constraint) else {
            try? solver.remove(record.solverID)
            installed[key] = nil
            constraint.engine = nil
            reportUnusable(constraint)
            needsApply = true
            return
        }
        let constant = record.base - Double(constraint.constant)
        guard constant != record.solverConstant else { return }
        do {
            record.solverID = try solver.setConstant(constant, of: record.solverID)
            record.solverConstant = constant
            installed[key] = record
        } catch {
            installed[key] = nil
            constraint.engine = nil
            if !Self.same(broken[key], constraint.constant) { reportUnsatisfiable(constraint) }
            broken[key] = constraint.constant
        }
        needsApply = true
    }

    // MARK: Collecting

    private func collect(root: UIView) {
        var inTree = Set<ObjectIdentifier>()
        var views: [UIView] = []
        root.forEachViewInTree { view in
            inTree.insert(ObjectIdentifier(view))
            views.append(view)
        }
        func isInTree(_ item: AnyObject?) -> Bool {
            guard let item else { return false }
            return layoutView(of: item).map { inTree.contains(ObjectIdentifier($0)) } ?? false
        }
        var desired: [NSLayoutConstraint] = []
        for view in views {
            for constraint in view.autoLayout.constraints where isInTree(constraint.firstItem) {
                if constraint.secondItem == nil || isInTree(constraint.secondItem) { desired.append(constraint) }
            }
            for guide in view.autoLayout.ownGuides { desired += guide.ownConstraints }
            if !view.translatesAutoresizingMaskIntoConstraints { desired += view.contentSizeConstraints() }
        }
        var expressions: [(NSLayoutConstraint, [Term], Double)] = []
        var usedViews: [ObjectIdentifier: UIView] = [:]
        for constraint in desired {
            guard let (terms, base) = expression(of: constraint, usedViews: &usedViews) else { continue }
            expressions.append((constraint, terms, base))
        }
        // In the tree's order, so that the solver gets the same constraints in the same order every time.
        for view in views where view.translatesAutoresizingMaskIntoConstraints && usedViews[ObjectIdentifier(view)] != nil {
            for constraint in view.frameConstraints() {
                guard let (terms, base) = expression(of: constraint, usedViews: &usedViews) else { continue }
                expressions.append((constraint, terms, base))
            }
        }
        // Out with the old first, so that what replaces it does not conflict with it.
        let kept = Set(expressions.map { ObjectIdentifier($0.0) })
        for (key, record) in installed where !kept.contains(key) {
            try? solver.remove(record.solverID)
            installed[key] = nil
            if record.constraint.engine === self { record.constraint.engine = nil }
        }
        let wanted = Set(desired.map(ObjectIdentifier.init)).union(kept)
        broken = broken.filter { wanted.contains($0.key) }
        // Constraints on fewer variables first (a size before the positions that depend on it): each new row then
        // finds the variables it uses already solved, instead of later rows being substituted into every earlier one.
        for (constraint, terms, base) in expressions.enumerated().sorted(by: { ($0.element.1.count, $0.offset) < ($1.element.1.count, $1.offset) }).map(\.element) {
            install(constraint, terms: terms, base: base)
        }
        placedViews = views.filter { !$0.translatesAutoresizingMaskIntoConstraints && usedViews[ObjectIdentifier($0)] != nil }
            .compactMap { view in variables[ObjectIdentifier(view)].map { (view, $0, nil) } }
        placedGuides = views.flatMap { $0.autoLayout.allGuides }
            .compactMap { guide in variables[ObjectIdentifier(guide)].map { (guide, $0) } }
        reportAmbiguity()
    }

    private func install(_ constraint: NSLayoutConstraint, terms: [Term], base: Double) {
        let key = ObjectIdentifier(constraint)
        let strength = constraint.priority.strength
        let constant = base - Double(constraint.constant)
        if let record = installed[key] {
            if record.terms == terms && record.strength == strength {
                installed[key]!.base = base
                constantDidChange(constraint)
                return
            }
            try? solver.remove(record.solverID)
            installed[key] = nil
        }
        let relation: ConstraintSolver.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let solverConstraint = ConstraintSolver.Constraint(terms: terms.map { ($0.variable, $0.coefficient) }, constant: constant,
                                                           relation: relation, strength: strength)
        do {
            let id = try solver.add(solverConstraint)
            installed[key] = Installed(constraint: constraint, solverID: id, terms: terms, base: base, strength: strength,
                                       solverConstant: constant)
            constraint.engine = self
            broken[key] = nil
        } catch {
            // Tried again at each collection (what it conflicts with may go), reported once per constant.
            if !Self.same(broken[key], constraint.constant) { reportUnsatisfiable(constraint) }
            broken[key] = constraint.constant
        }
    }

    // MARK: Expressions

    /// The constraint as `Σ terms + base − constant  relation  0`, in the coordinates of its items' nearest common
    /// ancestor (a single item's: its container's); nil when an item is gone or the items share no ancestor.
    private func expression(of constraint: NSLayoutConstraint, usedViews: inout [ObjectIdentifier: UIView]) -> ([Term], Double)? {
        guard let first = constraint.firstItem else { return nil }
        guard Self.isUsable(constraint) else {
            reportUnusable(constraint)
            return nil
        }
        let ancestor: UIView?
        if constraint.secondItem != nil {
            guard let common = constraint.commonAncestor else { return nil }
            ancestor = common
        } else {
            ancestor = container(of: first)
        }
        var coefficients: [Int: Double] = [:]
        var base = 0.0
        add(first, constraint.firstAttribute, 1, in: ancestor, &coefficients, &base, &usedViews)
        if let second = constraint.secondItem {
            add(second, constraint.secondAttribute, -Double(constraint.multiplier), in: ancestor, &coefficients, &base, &usedViews)
        }
        let terms = coefficients.filter { !SolverRow.isNearZero($0.value) }.sorted { $0.key < $1.key }
            .map { Term(variable: $0.key, coefficient: $0.value) }
        return (terms, base)
    }

    /// Whether a constraint was reported with this constant already (not a number counts as the same).
    private static func same(_ reported: CGFloat?, _ constant: CGFloat) -> Bool {
        guard let reported else { return false }
        return reported == constant || (reported.isNaN && constant.isNaN)
    }

    /// Whether the constraint's numbers can be solved with: finite, and below a billion.
    private static func isUsable(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.constant.isFinite && constraint.multiplier.isFinite && abs(constraint.constant) < 1e9 && abs(constraint.multiplier) < 1e9
    }

    private func reportUnusable(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        if !Self.same(broken[key], constraint.constant) {
            RuntimeIssues.report("\(constraint) is left out: its constant and multiplier must be finite numbers below a billion")
        }
        broken[key] = constraint.constant
    }

    private func container(of item: AnyObject) -> UIView? {
        (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
    }

    private func variables(of item: AnyObject) -> Variables {
        let key = ObjectIdentifier(item)
        if let known = variables[key] { return known }
        let made = Variables(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        variables[key] = made
        return made
    }

    /// Adds `k × item.attribute` (in `ancestor`'s coordinates) to the expression.
    private func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ k: Double, in ancestor: UIView?,
                     _ terms: inout [Int: Double], _ base: inout Double, _ usedViews: inout [ObjectIdentifier: UIView]) {
        guard attribute != .notAnAttribute else { return }
        let own = variables(of: item)
        let view = item as? UIView
        if let view { usedViews[ObjectIdentifier(view)] = view }
        let margins = view?.layoutMargins ?? .zero
        let horizontal = attribute.isHorizontal
        let size = horizontal ? own.width : own.height
        let (leading, trailing) = horizontal ? (Double(margins.left), Double(margins.right)) : (Double(margins.top), Double(margins.bottom))
        // The attribute as origin + sizeFactor × size + offset.
        let (sizeFactor, offset): (Double, Double) = switch attribute {
        case .left, .leading, .top: (0, 0)
        case .right, .trailing, .bottom, .firstBaseline, .lastBaseline: (1, 0)
        case .centerX, .centerY: (0.5, 0)
        case .leftMargin, .leadingMargin, .topMargin: (0, leading)
        case .rightMargin, .trailingMargin, .bottomMargin: (1, -trailing)
        case .centerXWithinMargins, .centerYWithinMargins: (0.5, (leading - trailing) / 2)
        case .width, .height: (1, 0)
        case .notAnAttribute: (0, 0)
        }
        terms[size, default: 0] += k * sizeFactor
        base += k * offset
        guard attribute != .width && attribute != .height, view == nil || view !== ancestor else { return }
        terms[horizontal ? own.x : own.y, default: 0] += k
        var holder = container(of: item)
        while let current = holder, current !== ancestor {
            let chain = variables(of: current)
            terms[horizontal ? chain.x : chain.y, default: 0] += k
            usedViews[ObjectIdentifier(current)] = current
            holder = current.superview
        }
    }

    // MARK: Results

    private func apply() {
        let scale = Double(max(UIScreen.main.scale, 1))
        func rounded(_ value: Double) -> Double { (value * scale).rounded() / scale }
        for index in placedViews.indices {
            let (view, v, applied) = placedViews[index]
            let minX = rounded(solver.value(of: v.x)), minY = rounded(solver.value(of: v.y))
            let width = max(0, rounded(solver.value(of: v.x) + solver.value(of: v.width)) - minX)
            let height = max(0, rounded(solver.value(of: v.y) + solver.value(of: v.height)) - minY)
            let frame = CGRect(x: minX, y: minY, width: width, height: height)
            // Unchanged since last set: left alone (and the view's layer not read).
            if frame == applied { continue }
            placedViews[index].applied = frame
            let size = frame.size
            let center = CGPoint(x: frame.midX, y: frame.midY)
            guard view.bounds.size != size || view.center != center else { continue }
            if view.bounds.size != size { view.bounds = CGRect(origin: view.bounds.origin, size: size) }
            if view.center != center { view.center = center }
            view.superview?.setNeedsLayout()
        }
        for (guide, v) in placedGuides {
            guide.layoutFrame = CGRect(x: solver.value(of: v.x), y: solver.value(of: v.y),
                                       width: solver.value(of: v.width), height: solver.value(of: v.height))
        }
    }

    /// Whether a view's frame is left open by its constraints.
    func isAmbiguous(_ view: UIView) -> Bool {
        guard let v = variables[ObjectIdentifier(view)], installed.values.contains(where: { $0.constraint.firstItem === view }) else { return false }
        return [v.x, v.y, v.width, v.height].contains { solver.isUndetermined($0) }
    }

    private func reportAmbiguity() {
        var lines: [String] = []
        for (view, v, _) in placedViews {
            let open = [("x", v.x), ("y", v.y), ("width", v.width), ("height", v.height)]
                .filter { solver.isUndetermined($0.1) }.map(\.0)
            if !open.isEmpty { lines.append("\(itemName(view)) (\(open.joined(separator: ", ")))") }
        }
        let text = lines.sorted().joined(separator: "; ")
        if !text.isEmpty && text != lastAmbiguity {
            RuntimeIssues.report("ambiguous layout: no constraint determines \(text); they are left at 0")
        }
        lastAmbiguity = text
    }

    private func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        let related = installed.values.map(\.constraint).filter { other in
            other.priority == .required && items.contains { $0 === other.firstItem || $0 === other.secondItem }
        }.map(\.description).sorted()
        let others = related.isEmpty ? "the required constraints" : related.prefix(8).joined(separator: ", ")
        RuntimeIssues.report("unable to satisfy constraints: \(constraint) conflicts with \(others); it is left out")
    }
}

extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins: true
        default: false
        }
    }
}
