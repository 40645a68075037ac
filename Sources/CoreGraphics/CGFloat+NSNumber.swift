import Foundation

/// `NSNumber` and `CGFloat` cast to each other, as they do on Apple's platforms: Core Animation's key-value coding
/// answers numbers as `NSNumber`, and iOS code reads them with `as? CGFloat` (`layer.value(forKeyPath:
/// "transform.rotation.z") as? CGFloat`, an animation's `value(forKey: "toValue") as? CGFloat`). Foundation on Linux
/// bridges `NSNumber` to `Double` and the integer types but not to `CGFloat`.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) {
        result = CGFloat(source.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(source.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
