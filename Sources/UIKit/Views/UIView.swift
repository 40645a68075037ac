import LayerKit

/// A rectangle on screen that hosts a layer (`UIView`): the view's geometry and appearance are its layer's, and it
/// is the layer's delegate, so its property changes animate only inside `UIView.animate` blocks, as in UIKit.
/// Subviews' layers are sublayers of the view's layer.
open class UIView: UIResponder, LayerDelegate, @unchecked Sendable {
    /// The layer the view draws with, of the class `layerClass` names.
    public internal(set) var layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// Whether touches reach the view and the views inside it (`hitTest(_:with:)` passes over it when false).
    open var isUserInteractionEnabled = true

    // What assistive technologies are told of the view. Kept and given back; nothing here reads them aloud.
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    /// A name for the view in tests and layout reports.
    open var accessibilityIdentifier: String?
    /// How an image view's image fills its bounds.
    open var contentMode = ContentMode.scaleToFill {
        didSet { layer.contentsGravity = contentMode.gravity }
    }
    private var needsLayout = true
    private var storedBackgroundColor: UIColor?
    private var storedTintColor: UIColor?
    /// The view controller whose view this is (UIKit's `next` responder for a controller's view).
    weak var viewController: UIViewController?
    /// Whether this is the view hosting a scene's root layer: the views inside it are on screen.
    var isSceneRoot = false
    /// Auto Layout's state for the view: its constraints, guides, priorities and (at the top of a tree) the engine.
    var autoLayout = ViewLayoutState()

    /// The class of layer a view of this class makes with its `init()`; override to host a `CAShapeLayer`, a
    /// `CATextLayer` or a layer class of your own.
    open class var layerClass: AnyClass { CALayer.self }

    public init(frame: CGRect) {
        layer = Self.makeLayer(of: Self.layerClass)
        super.init()
        layer.delegate = self
        prepareToDraw()
        self.frame = frame
    }

    public override convenience init() { self.init(frame: .zero) }

    /// A view made from an archive: there are none here, so it is an empty view of zero size (for subclasses whose
    /// `init?(coder:)` calls `super`).
    public required init?(coder: NSCoder) {
        layer = Self.makeLayer(of: Self.layerClass)
        super.init()
        layer.delegate = self
        prepareToDraw()
    }

    /// A view draws (`draw(_:)`) at the screen's scale, once before it is first shown.
    private func prepareToDraw() {
        layer.contentsScale = Double(UIScreen.main.scale)
        layer.setNeedsDisplay()
    }

    /// The next responder: the view's controller, if it is a controller's view, else its superview.
    open override var next: UIResponder? { viewController ?? superview }

    // MARK: Geometry

    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize: CGSize = layer.bounds.size
            layer.frame = newValue
            if (layer.bounds as CGRect).size != oldSize { sizeDidChange(from: oldSize) }
            frameDidChangeForLayout()
        }
    }
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize: CGSize = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != oldSize { sizeDidChange(from: oldSize) }
            frameDidChangeForLayout()
        }
    }

    private func sizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        resizeSubviews(from: oldSize)
    }
    /// The layer's position: the centre of the frame (views keep their layer's anchor point at the middle).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            frameDidChangeForLayout()
        }
    }
    /// An affine transform about the centre, in the layer's `transform`.
    open var transform: CGAffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The shape a dynamic animator collides the view with (see `UIDynamicItem`); override for `.ellipse` or `.path`.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The collision shape for `.path`, around the view's centre: its bounds unless overridden.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    // MARK: Appearance

    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The layer's background colour as a `UIColor`: the one set here while the layer still has it, else a new one
    /// for what the layer has (code, or a stopped property animator, may set the layer's directly, as in UIKit).
    open var backgroundColor: UIColor? {
        get {
            if let stored = storedBackgroundColor, stored.cgColor == layer.backgroundColor { return stored }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            storedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }
    /// The view's tint, or its superview's when nil; system blue at the top.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            tintDidChange()
        }
    }

    /// Called when the view's tint colour changes (its own, or, when it has none, its superview's); override to redraw.
    open func tintColorDidChange() {}

    /// The traits the view is laid out and drawn for: the screen's (see `UITraitCollection`).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits change, which they do not while a scene runs; override it as on iOS.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// A name for state restoration, which code also uses to find a view again; kept and given back.
    open var restorationIdentifier: String?
    /// Whether the view keeps a touch to itself; the window has one pointer, so every touch is.
    open var isExclusiveTouch = false

    private func tintDidChange() {
        tintColorDidChange()
        for view in subviews where view.storedTintColor == nil { view.tintDidChange() }
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Puts `view` at `index` among the subviews (clamped). Its layer goes just below the layer of the subview that
    /// now follows it, or, as the last subview, above every sublayer, layers added with `layer.addSublayer` included, as
    /// in UIKit.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        guard !isDescendant(of: view) else {
            return RuntimeIssues.report("a view cannot be added inside itself (it holds the view it was added to); ignored")
        }
        let moving = view.superview !== self
        let arriving = isOnScreen && !view.isOnScreen
        if moving { view.willMove(toSuperview: self) }
        if arriving { view.forEachViewInTree { $0.willMove(toWindow: window) } }
        view.detach()
        view.autoLayout.engine = nil
        LayoutEngine.hierarchyDidChange()
        let position = min(max(index, 0), subviews.count)
        subviews.insert(view, at: position)
        view.superview = self
        if position + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[position + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        setNeedsLayout()
        view.setNeedsLayout()
        if isOnScreen { view.forEachViewController { $0.appearWithoutTransition() } }
        // A view that takes its tint from its superview may have a new one.
        if view.storedTintColor == nil { view.tintDidChange() }
        if moving {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        if arriving { view.forEachViewInTree { $0.didMoveToWindow() } }
    }

    /// Called before the view (or a view holding it) joins a window, or leaves one (`newWindow` nil).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view (or a view holding it) joined a window or left one: `window` says which.
    open func didMoveToWindow() {}

    /// Called after `view` joins this view's subviews.
    open func didAddSubview(_ view: UIView) {}

    /// Called before `view` leaves this view's subviews.
    open func willRemoveSubview(_ view: UIView) {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview, or was removed from one.
    open func didMoveToSuperview() {}

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling).map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview; its layer's animations stop, as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let leaving = isOnScreen
        if leaving {
            forEachViewController { $0.disappearWithoutTransition() }
            forEachViewInTree { $0.willMove(toWindow: nil) }
        }
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        LayoutEngine.hierarchyDidChange()
        didMoveToSuperview()
        if leaving { forEachViewInTree { $0.didMoveToWindow() } }
    }

    /// Takes the view out of its superview to move it (its layer's animations stay).
    private func detach() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        LayoutEngine.hierarchyDidChange()
    }

    /// This view or the first view below it with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    // MARK: Layout

    /// Lays out subviews; override it. Called by `layoutIfNeeded()` after `setNeedsLayout()`, and once per frame for
    /// views that need it.
    open func layoutSubviews() {}

    open func setNeedsLayout() { needsLayout = true }

    /// Solves the constraints of the view's tree if anything changed (placing the views they place), then lays out this
    /// view and its subviews that need it, top down.
    open func layoutIfNeeded() {
        updateLayoutEngine()
        layoutSubtreeIfNeeded()
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }

    /// Adds or updates constraints before a layout that follows `setNeedsUpdateConstraints()` (and before the first);
    /// override it and call `super` last, as in UIKit.
    open func updateConstraints() {}

    /// Whether the view's class lays out with constraints; nothing here depends on the answer.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Called after `layoutMargins` changes.
    open func layoutMarginsDidChange() {}

    /// Called when `safeAreaInsets` change: never here, as they are always zero.
    open func safeAreaInsetsDidChange() {}

    // MARK: Display

    /// Draws the view's content: override it and draw with UIKit (`UIBezierPath.fill()`, `UIColor.setFill()`,
    /// `String.draw(at:withAttributes:)`, `UIImage.draw(in:)`) or with `UIGraphicsGetCurrentContext()`, in the view's
    /// coordinates. It is called before the view is first shown and after `setNeedsDisplay()` (and, with
    /// `contentMode = .redraw`, when its size changes); what it draws becomes the layer's contents at the screen's
    /// scale, above the background colour. Code that builds its layers here (tutorials do) works too.
    open func draw(_ rect: CGRect) {}

    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Asks for `draw(_:)` before the next frame (the whole view is drawn again, whatever `rect`).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// Calls `draw(_:)` on this view and the views below it that need it, after layout, as a display pass does.
    open func displayIfNeeded() {
        layer.displayIfNeeded()
        for view in subviews { view.displayIfNeeded() }
    }

    /// The layer's drawing: the view's `draw(_:)` with the context current.
    open func draw(_ layer: CALayer, in context: CGContext) {
        guard layer === self.layer else { return }
        let b: CGRect = bounds
        context.translateBy(x: -Double(b.minX), y: -Double(b.minY))
        UIGraphicsPushContext(context)
        draw(b)
        UIGraphicsPopContext()
    }

    /// The size the view's content needs, in points; `UIView.noIntrinsicMetric` (−1) in a dimension it leaves open. A
    /// plain view has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Tells layout that `intrinsicContentSize` changed.
    open func invalidateIntrinsicContentSize() {
        LayoutEngine.hierarchyDidChange()
        superview?.setNeedsLayout()
    }

    /// The value of a dimension of `intrinsicContentSize` that the view leaves open.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Called on views made from an interface file; none are here, so it is called only by the code that overrides it.
    open func awakeFromNib() {}

    /// Called by Interface Builder to draw a designable view; never called here.
    open func prepareForInterfaceBuilder() {}

    /// The size the view would like (`sizeThatFits(_:)`); a plain view keeps its size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Touches

    /// The gesture recognizers attached to the view, in the order added.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var recognizers: [UIGestureRecognizer] = []

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        recognizers.append(recognizer)
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        recognizer.view = nil
        recognizers.removeAll { $0 === recognizer }
    }

    /// Forgets the targets its touches would call (when a scene is discarded: a selector of a view's own method holds
    /// the view, and the view what holds the selector).
    func dropTouchTargets() {
        for recognizer in recognizers { recognizer.dropTargets() }
    }

    /// Whether `point` (in the view's coordinates) is inside it: in its bounds; override for another shape.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The frontmost view at `point` (in the view's coordinates): this view or one inside it, skipping hidden, nearly
    /// transparent and non-interactive views. Views outside their superview's bounds are not found there, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: Actions

    /// The view's answer to its layer: an animation inside a `UIView.animate` block, none outside.
    open func action(for layer: Layer, forKey event: String) -> LayerAction? {
        guard let context = ViewAnimationContext.current else { return .disabled }
        return context.action(for: layer, forKey: event)
    }
}
