import Foundation
import LayerKit

extension NotificationCenter {
    /// iOS's target–selector observer: `selector` is called on `observer` with each notification named `name` (any name
    /// when nil) from `object` (any sender when nil). The observer belongs to the scene being built or played: once
    /// another scene (or a rebuild of this one) is current, it is removed, so a scene's observers never hear another's
    /// notifications.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
        let scene = LayerTree.current.map(ObjectIdentifier.init)
        nonisolated(unsafe) let selector = selector
        nonisolated(unsafe) weak let target = observer as AnyObject
        nonisolated(unsafe) var token: NSObjectProtocol?
        token = addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            guard let target, LayerTree.current.map(ObjectIdentifier.init) == scene else {
                if let token { self?.removeObserver(token) }
                return
            }
            selector.perform(on: target, sender: notification)
        }
    }
}
