/// A target and the method to call on it, as UIKit keeps them for gesture recognizers and controls. The target is not
/// retained, as in UIKit (a selector naming a method of `self` holds its object through the method).
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector

    init(_ target: Any?, _ action: Selector) {
        self.target = target as AnyObject?
        self.action = action
    }

    /// Calls the method with `sender` (if it takes an argument).
    func send(from sender: AnyObject) { action.perform(on: target, sender: sender) }
}
