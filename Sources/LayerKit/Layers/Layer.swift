import Foundation
import Synchronization

/// A rectangle of content in a tree of layers (`CALayer`): geometry, appearance, sublayers, a mask,
/// its own timing, and the animations running on it. Setting an animatable property of a layer that is
/// in a `LayerTree` (other than its root) animates the change over 0.25 s, unless the tree's transaction
/// disables actions or the layer's `actions` say otherwise.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class Layer: MediaTiming, @unchecked Sendable, CustomStringConvertible {
    /// The model values (what code has set).
    public internal(set) var model = LayerProperties() {
        didSet { modelVersion &+= 1 }
    }
    // Unchecked exclusivity, like the timing properties', on the fields every frame reads for every layer (this, the
    // sublayers, the mask, the contents and drawing, the blend mode, the animations' counts).
    /// Counts changes to `model`, so a presentation tree can tell which layers it must copy again.
    @exclusivity(unchecked) public private(set) var modelVersion: UInt64 = 0
    open var name: String?
    /// The layers drawn above this layer's own content, back to front. Setting the array removes the old sublayers
    /// and adds these.
    open var sublayers: [Layer]? {
        get { sublayerList }
        set {
            for layer in sublayerList ?? [] where !(newValue ?? []).contains(where: { $0 === layer }) { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    @exclusivity(unchecked) var sublayerList: [Layer]?
    public internal(set) weak var superlayer: Layer?
    /// A layer whose alpha masks this layer and its sublayers, in this layer's coordinate space.
    @exclusivity(unchecked) open var mask: Layer? {
        didSet { maskDidChange(from: oldValue) }
    }
    /// An image drawn in the bounds (`contents`), premultiplied. After `display()` drew the layer, the image of that
    /// drawing (made when first asked for; frames draw the drawing itself, see `drawing`).
    open var contents: PixelBuffer? {
        get {
            if contentsStorage == nil, let drawing { contentsStorage = drawing.makeImage() }
            return contentsStorage
        }
        set {
            contentsStorage = newValue
            drawing = nil
            contentsAreDrawn = false
        }
    }
    @exclusivity(unchecked) private(set) var contentsStorage: PixelBuffer?

    /// The part of `contents` shown, in the image's unit space (`contentsRect`, default the whole image): a sprite
    /// sheet's frame. Animatable (a discrete keyframe animation steps through frames).
    open var contentsRect: Rect {
        get { model.contentsRect }
        set { set(.contentsRect, .rect(newValue)) }
    }
    /// Which corners `cornerRadius` rounds (`maskedCorners`, default all), for the background, the border and
    /// `masksToBounds`.
    open var maskedCorners: CornerMask {
        get { model.maskedCorners }
        set { updateModel { $0.maskedCorners = newValue } }
    }
    /// Whether the layer is drawn when turned away from the viewer (default true); a card's two faces are two
    /// layers that are not, back to back.
    open var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { updateModel { $0.isDoubleSided = newValue } }
    }
    /// Whether the layer's coordinates run upwards, the origin at the bottom of its bounds (`isGeometryFlipped`):
    /// its sublayers and its shape's path are placed mirrored; its contents image is drawn as it is.
    open var isGeometryFlipped: Bool {
        get { model.isGeometryFlipped }
        set { updateModel { $0.isGeometryFlipped = newValue } }
    }
    @exclusivity(unchecked) open var contentsGravity = ContentsGravity.resize
    /// The part of the contents that stretches when they are resized (`contentsCenter`, unit space of the image, default
    /// the whole image): the parts around it keep their size (corners) or stretch along one side (edges). Not animatable
    /// here.
    @exclusivity(unchecked) open var contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
    /// Image pixels per point, for the gravities that do not scale the image.
    @exclusivity(unchecked) open var contentsScale = 1.0
    /// How the layer, with its sublayers, is combined with what is behind it: one of Core Image's blend modes or
    /// compositing operations by name ("multiplyBlendMode", "screenBlendMode", "sourceAtopCompositing",
    /// "additionCompositing"; see `BlendMode.init(compositingFilter:)`), or a `BlendMode`. Nil (the default) draws
    /// the layer over what is behind it; any other mode composites the layer and its sublayers as one group. A filter
    /// that is not one of these is reported (`RuntimeIssues`) and the layer drawn over. Not animatable here.
    open var compositingFilter: Any? {
        didSet { compositingBlendMode = BlendMode(compositingFilter: compositingFilter, of: self) }
    }
    /// `compositingFilter` as the renderer uses it.
    @exclusivity(unchecked) package private(set) var compositingBlendMode = BlendMode.normal
    /// Per-key implicit actions; `.disabled` turns a key's implicit animation off.
    open var actions: [String: LayerAction]?
    /// `actions` under a name the compatibility module's `[String: CAAction]` version does not shadow.
    open var implicitActions: [String: LayerAction]? {
        get { actions }
        set { actions = newValue }
    }
    /// Asked first for the action of a property change (`CALayerDelegate`); a view is its layer's delegate.
    public weak var delegate: LayerDelegate?

    // MARK: Drawing

    /// Whether `display()` is due (`setNeedsDisplay()`), before the next frame is drawn.
    public private(set) var needsDisplayFlag = false
    /// Whether the contents are what `display()` drew (then a display that draws nothing clears them).
    private var contentsAreDrawn = false
    /// What `display()` last drew, while it is the contents: frames draw it at their own resolution, straight into the
    /// frame, rather than an image of it.
    @exclusivity(unchecked) package private(set) var drawing: LayerDrawing?
    /// The context `display()` drew into, drawn into again by the next display of the same size: a layer redrawn
    /// every frame allocates no context, recording or path storage once warm. Its recording is `drawing`'s.
    private var displayContext: GraphicsContext?
    /// Whether a change of the bounds' size calls `setNeedsDisplay()`.
    open var needsDisplayOnBoundsChange = false

    /// Draws the layer's contents into `context`: the bounds' size in points, y down, at `contentsScale` pixels per
    /// point. Override it, or give the layer a delegate that draws; the default asks the delegate.
    open func draw(in context: GraphicsContext) {
        delegate?.draw(self, in: context)
    }

    /// Makes the contents by drawing (`draw(in:)`), at `contentsScale`. Contents that something other than drawing
    /// set (an image) are kept when nothing is drawn.
    open func display() {
        let size = bounds.size
        let context: GraphicsContext
        if let kept = displayContext, kept.fits(size: size, scale: contentsScale) {
            // Taken while drawing: a display started from `draw(in:)` draws into a context of its own.
            displayContext = nil
            kept.reset()
            context = kept
        } else {
            context = GraphicsContext(size: size, scale: contentsScale)
        }
        draw(in: context)
        context.closeMaskedClips(deeperThan: -1)
        if context.hasDrawn, context.width > 0, context.height > 0, let recording = context.recording {
            contentsStorage = nil
            drawing = LayerDrawing(recording: recording, pixelWidth: context.width, pixelHeight: context.height)
            contentsAreDrawn = true
        } else if contentsAreDrawn {
            contents = nil
        }
        displayContext = context
    }

    /// Asks for `display()` before the next frame.
    open func setNeedsDisplay() {
        needsDisplayFlag = true
        tree?.noteNeedsDisplay()
    }

    /// Asks for `display()` before the next frame (the whole layer is drawn again, whatever `rect`).
    open func setNeedsDisplay(_ rect: Rect) { setNeedsDisplay() }

    open func needsDisplay() -> Bool { needsDisplayFlag }

    // MARK: Layout

    /// Whether `layoutSublayers()` is due (`setNeedsLayout()`, or a change of the bounds' size).
    public private(set) var needsLayoutFlag = false

    /// Lays out the sublayers; override it. Called before the next frame after `setNeedsLayout()` or a change of the
    /// bounds' size, and by `layoutIfNeeded()`.
    open func layoutSublayers() {}

    open func setNeedsLayout() {
        needsLayoutFlag = true
        tree?.noteNeedsDisplay()
    }

    open func needsLayout() -> Bool { needsLayoutFlag }

    open func layoutIfNeeded() {
        guard needsLayoutFlag else { return }
        needsLayoutFlag = false
        layoutSublayers()
    }

    /// The size the layer would like: its bounds' size (a text layer's is its text's).
    open func preferredFrameSize() -> Size { bounds.size }

    /// Displays the layer now if it needs it.
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    // Timing (`CAMediaTiming`): a layer maps its superlayer's time to its own for its animations and sublayers.
    // Unchecked exclusivity (values read for every layer every frame, never while another access to them is open; the
    // run-time check costs more than the read), here and on the contents' placement.
    @exclusivity(unchecked) open var beginTime = 0.0
    @exclusivity(unchecked) open var duration = 0.0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset = 0.0
    open var repeatCount: Float = 0
    open var repeatDuration = 0.0
    open var autoreverses = false
    open var fillMode = FillMode.removed

    /// The running animations, in the order they were added (later ones apply on top).
    public internal(set) var animationEntries: [(key: String, animation: Animation)] = [] {
        didSet {
            animatedProperties = animationEntries.reduce(into: []) { $0.formUnion($1.animation.animatedProperties) }
            animationEntriesVersion &+= 1
            tree?.noteAnimationChange()
        }
    }
    /// Counts changes to `animationEntries`, so a presentation tree can re-lower just this layer's animations.
    @exclusivity(unchecked) var animationEntriesVersion: UInt64 = 0

    /// The properties the running animations write. Added animations are copies nobody changes (as in Core
    /// Animation, where they are read-only), so this is worked out when the set of animations changes.
    public private(set) var animatedProperties = LayerPropertySet()
    /// Numbers the animations added without a key.
    var anonymousKeyCounter = 0
    /// How many of `animationEntries` can still produce an event: the tree's event scan skips layers at 0.
    @exclusivity(unchecked) var eventfulAnimationCount = 0
    /// Counts animations added to any layer (the only way a layer's `eventfulAnimationCount` grows), so that a tree
    /// whose last event scan found none knows whether it must look again.
    static let eventfulAnimationsAdded = Atomic<UInt64>(0)

    weak var maskOwner: Layer?
    /// Set on a tree's root layer.
    weak var hostingTree: LayerTree?
    /// What code keeps under its own keys (`setValue(_:forKey:)` with a key that names no property).
    final var keyedValues: [String: Any] = [:]

    public init() {}

    /// Core Animation's archive initializer (`NSCoding`), required of subclasses as on iOS, so that a subclass's
    /// `required init?(coder:)` calling `super.init(coder:)` compiles. Layers are not read from archives here: this
    /// makes a layer with default values, as `init()` does.
    public required init?(coder: NSCoder) {}

    /// A copy of `layer` (a `Layer`; anything else gives a plain layer): its model values, contents, timing, name,
    /// actions and the values kept under its own keys, without sublayers, mask, animations or delegate. Core Animation
    /// makes presentation copies with it; subclasses with properties of their own override it to copy them.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        name = other.name
        model = other.model
        contentsStorage = other.contentsStorage
        drawing = other.drawing
        // The copy shows the drawing as it is: the layer's next display draws into a context of its own.
        other.displayContext = nil
        contentsAreDrawn = other.contentsAreDrawn
        contentsGravity = other.contentsGravity
        contentsCenter = other.contentsCenter
        contentsScale = other.contentsScale
        compositingFilter = other.compositingFilter
        compositingBlendMode = other.compositingBlendMode
        actions = other.actions
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        keyedValues = other.keyedValues
        copyMediaTiming(from: other)
    }

    /// A layer of the class this is called on: a copy of `layer` through the class's `init(layer:)`, or, when `layer`
    /// is nil, a new one through its `init()`. Code that has only a class uses it: `presentation()` returns a layer of
    /// the class asked, as Core Animation's does, and a view makes the layer its `layerClass` names. A subclass that
    /// declares initializers of its own inherits it only if it overrides both `init()` and `init(layer:)`; the script
    /// compiler writes one into those that do not.
    public required convenience init(copying layer: Layer?) {
        if let layer { self.init(layer: layer) } else { self.init() }
    }

    /// A type name for dumps and scene files: "layer", "shape", "text".
    open var typeName: String { "layer" }

    open var description: String { "\(typeName) \(name ?? "unnamed")" }

    // MARK: Properties

    open var bounds: Rect {
        get { model.bounds }
        set { set(.bounds, .rect(newValue)) }
    }
    open var position: Point {
        get { model.position }
        set { set(.position, .point(newValue)) }
    }
    open var anchorPoint: Point {
        get { model.anchorPoint }
        set { set(.anchorPoint, .point(newValue)) }
    }
    open var zPosition: Double {
        get { model.zPosition }
        set { set(.zPosition, .number(newValue)) }
    }
    open var transform: Transform3D {
        get { model.transform }
        set { set(.transform, .transform(newValue)) }
    }
    open var sublayerTransform: Transform3D {
        get { model.sublayerTransform }
        set { set(.sublayerTransform, .transform(newValue)) }
    }
    open var opacity: Float {
        get { Float(model.opacity) }
        set { set(.opacity, .number(Double(newValue))) }
    }
    open var isHidden: Bool {
        get { model.isHidden }
        set { set(.isHidden, .number(newValue ? 1 : 0)) }
    }
    open var masksToBounds: Bool {
        get { model.masksToBounds }
        set { set(.masksToBounds, .number(newValue ? 1 : 0)) }
    }
    open var backgroundColor: Color? {
        get { model.backgroundColor }
        set { set(.backgroundColor, .color(newValue)) }
    }
    open var cornerRadius: Double {
        get { model.cornerRadius }
        set { set(.cornerRadius, .number(newValue)) }
    }
    open var borderWidth: Double {
        get { model.borderWidth }
        set { set(.borderWidth, .number(newValue)) }
    }
    open var borderColor: Color? {
        get { model.borderColor }
        set { set(.borderColor, .color(newValue)) }
    }

    /// `frame`: derived from bounds, position, anchor point and transform; setting it sets position and
    /// bounds size (with an identity transform, as Core Animation defines it).
    open var frame: Rect {
        get { model.frame }
        set {
            let r = newValue.standardized
            bounds = Rect(origin: bounds.origin, size: r.size)
            position = Point(r.minX + r.width * anchorPoint.x, r.minY + r.height * anchorPoint.y)
        }
    }

    /// The action run when the property `event` changes (`CALayer.action(forKey:)`): the delegate's answer, else the
    /// `actions` entry, else the class's `defaultAction(forKey:)`. An `Animation` runs (its key path and, when it has
    /// none, its values filled in); `NSNull()`, or any other object, means none; nil means the implicit animation.
    open func action(forKey event: String) -> Action? {
        if let delegate, let answer = delegate.action(for: self, forKey: event) { return answer.object }
        if let entry = actions?[event] { return entry.object }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The action of a change of `event` on layers of this class when nothing else chooses one (nil: the implicit
    /// animation).
    open class func defaultAction(forKey event: String) -> Action? { nil }

    /// The value a property of this class has before it is set (`CALayer.defaultValue(forKey:)`).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` should redraw the layer (`CALayer.needsDisplay(forKey:)`).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Tree

    open func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: Layer, at index: UInt32) { attach(layer, at: Int(index)) }

    open func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    open func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        let index = sibling.flatMap { s in sublayers?.firstIndex { $0 === s } }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer. A layer that leaves a tree loses its animations and those of
    /// every layer below it, as Core Animation takes them off a layer that leaves the rendered tree: each
    /// unfinished one tells its delegate and completion `finished: false`. (Otherwise an animation whose
    /// completion captures its own layer would keep both alive for ever.)
    open func removeFromSuperlayer() {
        guard superlayer != nil else { return }
        let tree = self.tree
        detachFromSuperlayer()
        tree?.stopAnimations(below: self)
    }

    open func replaceSublayer(_ old: Layer, with new: Layer) {
        guard let index = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    // MARK: Time

    /// Converts a time in `layer`'s timespace (nil: the tree's clock) to this layer's (`convertTime(_:from:)`).
    open func convertTime(_ time: Double, from layer: Layer?) -> Double {
        localTime(fromScene: layer?.sceneTime(fromLocal: time) ?? time)
    }

    // MARK: Animations

    /// Adds a copy of `animation` under `key` (`add(_:forKey:)`), replacing (and stopping) any animation with
    /// that key. A top-level animation whose `beginTime` is 0 starts now: its begin time becomes the layer's
    /// current local time. Values the animation cannot use are reported (`RuntimeIssues`); it is added all the same.
    open func add(_ animation: Animation, forKey key: String?) { addCopy(of: animation, forKey: key) }

    /// Removes the animation under `key`; it stops unfinished (its delegate hears `finished: false`).
    open func removeAnimation(forKey key: String) {
        guard let index = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationEntries.remove(at: index).animation
        if removed.isEventful { eventfulAnimationCount -= 1 }
        tree?.stop(removed, finished: false)
    }

    open func removeAllAnimations() {
        for key in animationKeys() { removeAnimation(forKey: key) }
    }

    /// A copy of the animation under `key`, as Core Animation returns one: changing it changes nothing on the layer
    /// (added animations are read-only; remove and add again to change one).
    open func animation(forKey key: String) -> Animation? {
        animationEntries.first { $0.key == key }?.animation.copy()
    }

    open func animationKeys() -> [String] { animationEntries.map(\.key) }

    /// A copy of the layer as it is on screen now (`presentation()`): a detached layer of the same class (made by
    /// `init(copying:)`) whose model values, and the values of its own drawn keys (`needsDisplay(forKey:)`), are
    /// this layer's presentation values, without sublayers or animations. Nil outside a tree (nothing is on screen).
    open func presentation() -> Self? {
        guard let tree else { return nil }
        let copy = Self(copying: self)
        copy.modelLayer = self
        copy.model = tree.presentationProperties(of: self)
        var values: [(key: String, value: Any?)] = []
        appendAnimatedCustomValues(at: tree.currentTime, to: &values)
        for (key, value) in values { copy.keyedValues[key] = value }
        return copy
    }

    /// The layer a presentation copy was made from (Core Animation's `model()`); nil for a model layer.
    package private(set) weak var modelLayer: Layer?

    // MARK: Geometry

    /// Whether a point in this layer's coordinates is inside it: its bounds, rounded by `cornerRadius`.
    /// Shape layers test their path instead.
    open func contains(_ point: Point, properties: LayerProperties) -> Bool { properties.roundedBoundsContain(point) }
}
