import LayerKit

/// Core Animation's transactions (`CATransaction`) as class methods acting on the current scene's tree
/// (`LayerTree.current`): begin and commit nest; outside them the implicit transaction's defaults hold (implicit
/// animations on, 0.25 s, the default curve), as on iOS. With no current tree they do nothing.
public enum CATransaction {
    private static var transaction: Transaction? { LayerTree.current?.transaction }

    public static func begin() { transaction?.begin() }
    public static func commit() { transaction?.commit() }
    /// Nothing to do: changes are applied when they are made.
    public static func flush() {}

    public static func setDisableActions(_ flag: Bool) { transaction?.setDisableActions(flag) }
    public static func disableActions() -> Bool { transaction?.disableActions() ?? false }
    public static func setAnimationDuration(_ seconds: CFTimeInterval) { transaction?.setAnimationDuration(seconds) }
    public static func animationDuration() -> CFTimeInterval { transaction?.animationDuration() ?? Animation.defaultDuration }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { transaction?.setAnimationTimingFunction(function) }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { transaction?.animationTimingFunction() }
    /// `block` runs once every animation added inside the innermost transaction has stopped.
    public static func setCompletionBlock(_ block: (() -> Void)?) { transaction?.setCompletionBlock(block) }
}

/// The scene clock in seconds (`CACurrentMediaTime()`): the current tree's time, so pausing, slow motion and
/// scrubbing act on code that reads it. 0 with no current tree.
public func CACurrentMediaTime() -> CFTimeInterval { LayerTree.current?.currentTime ?? 0 }
