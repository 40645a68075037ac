import Foundation

/// The layer that shows a transition in place of the layer it animates: the two snapshots, each animated from where
/// the transition's `startProgress` puts it to where its `endProgress` does, in the layer's place (its geometry,
/// clipping slides to its bounds); the layer itself is hidden until the transition ends.
enum TransitionStandIn {
    /// The perspective of flips and curls: the eye this many points in front of the layer.
    static let eyeDistance = 600.0

    static func show(_ transition: Transition, on layer: Layer, in parent: Layer, before: PixelBuffer?, after: PixelBuffer?, tree: LayerTree) {
        let size = layer.bounds.size
        let stage = Layer()
        stage.name = "transition"
        stage.setWithoutAnimation(.bounds, .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)))
        stage.setWithoutAnimation(.position, .point(layer.position))
        stage.setWithoutAnimation(.anchorPoint, .point(layer.anchorPoint))
        stage.setWithoutAnimation(.transform, .transform(layer.transform))
        stage.setWithoutAnimation(.zPosition, .number(layer.zPosition))
        let old = side(before, size: size), new = side(after, size: size)
        let turns = transition.kind == .flip || transition.kind == .curlUp || transition.kind == .curlDown
        if turns {
            for side in [old, new] { side.isDoubleSided = false }
            var perspective = Transform3D.identity
            perspective.m34 = -1 / eyeDistance
            stage.setWithoutAnimation(.sublayerTransform, .transform(perspective))
        } else {
            stage.setWithoutAnimation(.masksToBounds, .number(1))
            stage.setWithoutAnimation(.cornerRadius, .number(layer.cornerRadius))
        }
        // The side that moves over the other is on top.
        let newOnTop = transition.kind == .moveIn || transition.kind == .curlDown || transition.kind == .push
        for side in newOnTop ? [old, new] : [new, old] { stage.addSublayer(side) }
        if transition.kind == .curlUp || transition.kind == .curlDown {
            for side in [old, new] {
                side.setWithoutAnimation(.anchorPoint, .point(Point(0.5, 0)))
                side.setWithoutAnimation(.position, .point(Point(size.width / 2, 0)))
            }
        }
        parent.insertSublayer(stage, above: layer)
        let wasHidden = layer.isHidden
        layer.setWithoutAnimation(.isHidden, .number(1))

        let start = Double(min(max(transition.startProgress, 0), 1)), end = Double(min(max(transition.endProgress, 0), 1))
        let duration = transition.duration > 0 ? transition.duration : Animation.defaultDuration
        var last: Animation?
        for (sideLayer, isNew) in [(old, false), (new, true)] {
            for key in [LayerProperty.transform, .opacity] {
                let from = value(of: key, isNew: isNew, at: start, transition: transition, size: size)
                let to = value(of: key, isNew: isNew, at: end, transition: transition, size: size)
                sideLayer.setWithoutAnimation(key, to)
                guard from != to else { continue }
                let animation = BasicAnimation(keyPath: key.rawValue)
                animation.from = from
                animation.to = to
                animation.duration = duration
                animation.timingFunction = transition.timingFunction
                // From when the transition was added (the stand-in is made before the frame after); a begin time of 0
                // would mean "now".
                animation.beginTime = max(transition.beginTime, 1e-9)
                animation.fillMode = .backwards
                sideLayer.add(animation, forKey: key.rawValue)
                last = animation
            }
        }
        let finish = { [weak layer, weak stage] in
            stage?.removeFromSuperlayer()
            layer?.setWithoutAnimation(.isHidden, .number(wasHidden ? 1 : 0))
        }
        // The stand-in leaves when the transition's time is up (a timer on the stage when nothing moves).
        if last == nil {
            let timer = PropertyAnimation(keyPath: nil)
            timer.duration = duration
            timer.beginTime = max(transition.beginTime, 1e-9)
            stage.add(timer, forKey: "end")
        }
        attachCompletion(finish, to: [old, new, stage])
    }

    /// Runs `finish` when the last of the layers' animations stops.
    private static func attachCompletion(_ finish: @escaping () -> Void, to layers: [Layer]) {
        let entries = layers.flatMap { $0.animationEntries.map(\.animation) }
        guard let longest = entries.max(by: { $0.beginTime + $0.duration < $1.beginTime + $1.duration }) else { return finish() }
        let previous = longest.completion
        longest.completion = { finished in
            previous?(finished)
            finish()
        }
    }

    private static func side(_ image: PixelBuffer?, size: Size) -> Layer {
        let side = Layer()
        side.contents = image
        side.contentsScale = Transition.snapshotScale
        side.setWithoutAnimation(.bounds, .rect(Rect(x: 0, y: 0, width: size.width, height: size.height)))
        side.setWithoutAnimation(.position, .point(Point(size.width / 2, size.height / 2)))
        return side
    }

    /// Where a side is at `progress` (0...1) of the transition: its transform, or its opacity.
    private static func value(of key: LayerProperty, isNew: Bool, at p: Double, transition: Transition, size: Size) -> AnimationValue {
        let edge = transition.edge ?? (transition.kind == .flip ? .fromLeft : .fromRight)
        // The direction the content travels: toward -x for content coming from the right, and so on.
        let (dx, dy): (Double, Double) =
            switch edge {
            case .fromRight: (-1, 0)
            case .fromLeft: (1, 0)
            case .fromTop: (0, 1)
            case .fromBottom: (0, -1)
            }
        var opacity = 1.0
        var transform = Transform3D.identity
        switch transition.kind {
        case .fade:
            opacity = isNew ? p : 1 - p
        case .push, .moveIn, .reveal:
            let moves = transition.kind == .push || (transition.kind == .moveIn) == isNew
            if moves {
                let travelled = isNew ? p - 1 : p
                transform = Transform3D(translationX: dx * size.width * travelled, y: dy * size.height * travelled, z: 0)
            }
        case .flip:
            let turn = (edge == .fromLeft || edge == .fromBottom ? 1.0 : -1.0) * Double.pi * (isNew ? p - 1 : p)
            // Past edge-on a side shows its back, which is not drawn (the sides are not double-sided).
            transform = dx != 0 ? Transform3D(rotationAngle: turn, x: 0, y: 1, z: 0) : Transform3D(rotationAngle: turn, x: 1, y: 0, z: 0)
        case .curlUp:
            if !isNew { transform = Transform3D(rotationAngle: -Double.pi / 2 * p, x: 1, y: 0, z: 0) }
        case .curlDown:
            if isNew { transform = Transform3D(rotationAngle: -Double.pi / 2 * (1 - p), x: 1, y: 0, z: 0) }
        }
        return key == .opacity ? .number(opacity) : .transform(transform)
    }
}
