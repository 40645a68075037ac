/// Setting a layer's animatable properties: the model value changes, and a layer in a tree runs the change's action
/// (`action(forKey:)`: the delegate's, the `actions` entry, the class's default, else a fade over the transaction's
/// duration) from what was on screen.
extension Layer {
    /// Sets an animatable property by its model value, running the implicit action if there is one. The delegate is
    /// asked for the action before the model changes, so it sees the value on screen.
    public func set(_ property: LayerProperty, _ value: AnimationValue) {
        let old = model.value(of: property)
        guard old != value else { return }
        if property == .bounds, case .rect(let before) = old, case .rect(let after) = value, before.size != after.size {
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
        // Only a layer in a tree (not its root) animates, and never `hidden` or `masksToBounds`. A view's layer that is in
        // no tree yet asks its view too, in the current tree's transaction: views animated before they are shown animate
        // once they are, as in UIKit.
        let tree =
            property == .isHidden || property == .masksToBounds
            ? nil : (self.tree ?? (delegate != nil ? LayerTree.current : nil)).flatMap { $0.rootLayer === self ? nil : $0 }
        var chosen: Action?
        if let tree, !tree.transaction.disableActions() {
            chosen = action(forKey: property.rawValue)
        }
        guard model.setValue(value, for: property), let tree else { return }
        implicitAction(for: property, in: tree, oldModelValue: old, chosen: chosen)
    }

    /// Sets a property without any implicit animation (for building trees and loading files).
    public func setWithoutAnimation(_ property: LayerProperty, _ value: AnimationValue) {
        model.setValue(value, for: property)
    }

    /// Changes model values that are not animatable (fill rule, caps, dash pattern ...).
    func updateModel(_ change: (inout LayerProperties) -> Void) { change(&model) }

    func implicitAction(
        for property: LayerProperty, in tree: LayerTree, oldModelValue: AnimationValue, chosen: Action?
    ) {
        let key = property.rawValue
        var action: Animation?
        // A transaction that disables actions silences every source of them, as in Core Animation.
        guard !tree.transaction.disableActions() else { return }
        switch chosen {
        case let custom as Animation: action = custom.copy()
        case nil:
            let fade = BasicAnimation(keyPath: key)
            fade.duration = tree.transaction.animationDuration()
            fade.timingFunction = tree.transaction.animationTimingFunction()
            action = fade
        default: return
        }
        guard let action else { return }
        if let basic = action as? BasicAnimation, basic.from == nil, basic.to == nil, basic.by == nil {
            // Animate from what was on screen (the presentation with the old model value) to the new model value.
            let onScreen = tree.presentationProperties(of: self, replacing: property, with: oldModelValue)
            // No path is not a shape to morph from: a first path shows at once, as in Core Animation.
            if case .path(nil) = onScreen.value(of: property) { return }
            basic.from = onScreen.value(of: property)
        }
        if let propertyAnimation = action as? PropertyAnimation, propertyAnimation.keyPath == nil {
            propertyAnimation.keyPath = key
        }
        add(action, forKey: key)
    }
}
