import Foundation

/// An action as a closure (`UIAction`), for `UIControl.addAction(_:for:)`.
public final class UIAction {
    public let title: String
    /// The control that sent the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?
    private let handler: (UIAction) -> Void

    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = handler
    }

    func perform(sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}

/// A view that sends actions when touched (`UIControl`): `.touchDown` at the press, `.touchUpInside` (and
/// `.primaryActionTriggered`) at a release within 70 points of its bounds, as UIKit allows, `.touchUpOutside`
/// beyond, `.touchCancel` when a gesture recognizer takes the touch. It is highlighted while the touch is down
/// within that reach.
open class UIControl: UIView, @unchecked Sendable {
    /// The events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing events, which text fields send; a control that edits a value (a slider being dragged) sends them
        /// too.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allTouchEvents = Event(rawValue: 0xFFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, for state-dependent looks (`UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// A disabled control sends nothing and is not highlighted.
    open var isEnabled = true {
        didSet { stateDidChange() }
    }
    open var isSelected = false {
        didSet { stateDidChange() }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var targetActions: [(targetAction: TargetAction, events: Event)] = []
    private var closureActions: [(action: UIAction, events: Event)] = []
    /// Whether the touch is within reach (the bounds grown by 70 points).
    private var touchInside = false

    /// Calls `action` on `target` for `events` (`#selector(tapped(_:))`: the script compiler writes it as a
    /// `Selector`; a method taking an argument gets the control). Targets are not retained, as in UIKit.
    open func addTarget(_ target: Any?, action: Selector, for events: Event) {
        targetActions.append((TargetAction(target, action), events))
    }

    /// Removes `target`'s actions for `events` (every target's when nil).
    open func removeTarget(_ target: Any?, action: Selector?, for events: Event) {
        targetActions.removeAll { entry in
            (target == nil || entry.targetAction.target === target as AnyObject) && !entry.events.isDisjoint(with: events)
        }
    }

    open func addAction(_ action: UIAction, for events: Event) {
        closureActions.append((action, events))
    }

    open func removeAction(_ action: UIAction, for events: Event) {
        closureActions.removeAll { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    /// Sends the actions registered for any of `events`, in the order added.
    open func sendActions(for events: Event) {
        for entry in targetActions where !entry.events.isDisjoint(with: events) {
            entry.targetAction.send(from: self)
        }
        for entry in closureActions where !entry.events.isDisjoint(with: events) { entry.action.perform(sender: self) }
    }

    /// Override to change the control's look with its state (called after `isHighlighted`, `isEnabled` or
    /// `isSelected` changes).
    open func stateDidChange() {}

    /// Forgets every target and action (when a scene is discarded: a selector of a view's own method holds the view).
    override func dropTouchTargets() {
        super.dropTouchTargets()
        targetActions.removeAll()
        closureActions.removeAll()
    }

    // MARK: Tracking

    /// Whether the control is following a touch (`beginTracking` said yes and no later call said no).
    public private(set) var isTracking = false
    /// Whether the touch is within the control's reach (its bounds grown by 70 points).
    public var isTouchInside: Bool { touchInside }

    /// A touch began in the control: return whether to follow it (`continueTracking` then gets its moves).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The followed touch moved: return whether to keep following it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The followed touch ended.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The followed touch was taken by a gesture recognizer.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
        isTracking = beginTracking(touch, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
        if inside != touchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        touchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = false
        if isTracking {
            isTracking = false
            endTracking(touch, with: event)
        }
        if bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) {
            sendActions(for: [.touchUpInside, .primaryActionTriggered])
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        isHighlighted = false
        if isTracking {
            isTracking = false
            cancelTracking(with: event)
        }
        sendActions(for: .touchCancel)
    }
}
