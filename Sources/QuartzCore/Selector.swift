/// A method to call on a target, as iOS code names it with `#selector(step(_:))`. Swift on Linux has no Objective-C
/// runtime to look a method up by name, so the script compiler writes `#selector(X)` as ` Selector(X)` and this type
/// holds `X` as a function value: a method of `self` (`step`, `step(_:)`, `self.step`), or of a type
/// (`View.step(_:)`), called on the target it is given. A method that takes an argument gets the sender (the display
/// link, the timer); when the sender is not of the argument's type the method is not called.
public struct Selector {
    private let invoke: (AnyObject?, Any?) -> Void

    /// A method of `self` that takes no argument.
    public init(_ method: @escaping () -> Void) {
        invoke = { _, _ in method() }
    }

    /// A method of `self` that takes the sender.
    public init<Sender>(_ method: @escaping (Sender) -> Void) {
        invoke = { _, sender in
            if let sender = sender as? Sender { method(sender) }
        }
    }

    /// A method of `Target` that takes no argument, called on the target.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        invoke = { target, _ in
            if let target = target as? Target { method(target)() }
        }
    }

    /// A method of `Target` that takes the sender, called on the target.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        invoke = { target, sender in
            if let target = target as? Target, let sender = sender as? Sender { method(target)(sender) }
        }
    }

    /// Calls the method on `target` (used when the selector names a type's method) with `sender`.
    public func perform(on target: AnyObject?, sender: Any?) {
        invoke(target, sender)
    }
}
