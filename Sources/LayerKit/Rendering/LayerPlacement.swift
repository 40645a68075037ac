
/// Where a layer lands on the screen, as Core Animation composes layers in 3-D: each layer's 4 x 4 transform takes
/// its plane into its superlayer's space, where the superlayer's `sublayerTransform` applies too (perspective
/// included), and the result is flattened into the superlayer's plane by dropping depth. A `TransformLayer`
/// does not flatten: its sublayers keep their 3-D positions in the space of the nearest ancestor that does.
public struct LayerPlacement: Sendable {
    /// The layer's coordinates → the 3-D space of the plane it is flattened into.
    public var toPlane: Transform3D
    /// That plane → device pixels (or root coordinates, for hit testing).
    public var planeToDevice: Homography

    public init(toPlane: Transform3D, planeToDevice: Homography) {
        self.toPlane = toPlane
        self.planeToDevice = planeToDevice
    }

    /// The root layer's placement: its bounds' origin at `placement`'s origin (its own position and transform are
    /// not applied, as for a view's backing layer).
    public static func root(_ properties: LayerProperties, placement: Transform) -> LayerPlacement {
        LayerPlacement(
            toPlane: .identity,
            planeToDevice: Homography(
                Transform(translationX: -properties.bounds.origin.x, y: -properties.bounds.origin.y).concatenating(placement)))
    }

    /// The layer's own plane → device.
    public var layerToDevice: Homography { toPlane.flattened.concatenating(planeToDevice) }

    /// A sublayer's placement. `instance` places a replicator's copy (applied in the superlayer's space, before its
    /// sublayer transform).
    public func sublayer(
        _ child: LayerProperties, of parent: LayerProperties, parentIsTransformLayer: Bool, instance: Transform3D = .identity
    ) -> LayerPlacement {
        sublayer(
            toSuperlayer: child.transformToSuperlayer3D, parentSublayerToLayer: parent.sublayerToLayer3D,
            parentIsTransformLayer: parentIsTransformLayer, instance: instance)
    }

    /// `sublayer(_:of:parentIsTransformLayer:instance:)` from the two transforms it uses: the sublayer's
    /// `transformToSuperlayer3D` and the superlayer's `sublayerToLayer3D` (the same for all of its sublayers).
    public func sublayer(
        toSuperlayer: Transform3D, parentSublayerToLayer: Transform3D, parentIsTransformLayer: Bool = false,
        instance: Transform3D = .identity
    ) -> LayerPlacement {
        let toParent = toSuperlayer.concatenating(instance).concatenating(parentSublayerToLayer)
        if parentIsTransformLayer { return LayerPlacement(toPlane: toParent.concatenating(toPlane), planeToDevice: planeToDevice) }
        return LayerPlacement(toPlane: toParent, planeToDevice: layerToDevice)
    }

    /// The placement of a layer's mask (in the layer's own coordinates, without its sublayer transform).
    public func mask(_ mask: LayerProperties) -> LayerPlacement {
        LayerPlacement(toPlane: mask.transformToSuperlayer3D, planeToDevice: layerToDevice)
    }

    /// How near the centre of a layer with `properties` is to the viewer in its plane's space (larger is nearer): the
    /// order in which a transform layer's sublayers are drawn, back to front.
    public func depth(of properties: LayerProperties) -> Double {
        let b = properties.bounds
        let c = toPlane.apply(x: b.midX, y: b.midY)
        return c.w > 0 ? c.z / c.w : -.infinity
    }

    /// Whether the layer's front faces the viewer at its centre (its plane is not turned away).
    public func facesViewer(_ properties: LayerProperties) -> Bool {
        let h = layerToDevice
        let w = h.homogeneous(Point(properties.bounds.midX, properties.bounds.midY)).w
        return h.determinant * w > 0
    }
}

extension Transform3D {
    /// The mapping of the z = 0 plane with depth dropped (rows and columns 1, 2 and 4): how a layer drawn flat in
    /// its superlayer's plane is mapped, perspective included.
    public var flattened: Homography {
        Homography(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// The homogeneous image of the point (x, y, 0).
    func apply(x: Double, y: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + m41, x * m12 + y * m22 + m42, x * m13 + y * m23 + m43, x * m14 + y * m24 + m44)
    }
}

extension LayerProperties {
    /// Maps the layer's coordinates into its superlayer's 3-D space: the anchor point to the origin, the transform,
    /// then the position (with `zPosition` as its depth).
    public var transformToSuperlayer3D: Transform3D {
        let anchor = Point(bounds.origin.x + bounds.width * anchorPoint.x, bounds.origin.y + bounds.height * anchorPoint.y)
        return Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// Maps sublayer coordinates to the layer's own: `sublayerTransform` applied about the anchor point.
    public var sublayerToLayer3D: Transform3D {
        guard !sublayerTransform.isIdentity || isGeometryFlipped else { return .identity }
        let anchor = Point(bounds.origin.x + bounds.width * anchorPoint.x, bounds.origin.y + bounds.height * anchorPoint.y)
        let transformed = Transform3D(translationX: -anchor.x, y: -anchor.y)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y))
        guard isGeometryFlipped else { return transformed }
        return transformed.concatenating(Transform3D(translationX: 0, y: -bounds.midY))
            .concatenating(Transform3D(scaleX: 1, y: -1, z: 1))
            .concatenating(Transform3D(translationX: 0, y: bounds.midY))
    }
}

extension DrawingTarget {
    /// Sets the user-space → output mapping: the affine transform when it has no perspective, else the projection.
    public func setMapping(_ mapping: Homography) {
        if let affine = mapping.affine {
            transform = affine
            projection = nil
        } else {
            transform = .identity
            projection = mapping
        }
    }
}
