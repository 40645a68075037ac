import LayerKit

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (to the top view's, the scene's, when nil), by the
    /// views' frames, bounds and transforms as set (not as animated on screen, as in UIKit). A point whose line of
    /// sight misses a view turned in 3-D maps to (NaN, NaN).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let top = toTop.apply(point.point) ?? Point(.nan, .nan)
        guard let view else { return CGPoint(top) }
        return CGPoint(view.toTop.inverted?.apply(top) ?? Point(.nan, .nan))
    }

    /// Converts a point from `view`'s coordinates (the top view's, the scene's, when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let top = view.map { $0.toTop.apply(point.point) ?? Point(.nan, .nan) } ?? point.point
        return CGPoint(toTop.inverted?.apply(top) ?? Point(.nan, .nan))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the box around its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
            CGPoint(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// This view's coordinates → the top view's: each view's layer into its superview's, as the layers compose (the top
    /// view's own frame is where the scene is, not applied).
    private var toTop: Homography {
        var mapping = Homography.identity
        var view = self
        while let parent = view.superview {
            let toParent = view.layer.model.transformToSuperlayer3D.concatenating(parent.layer.model.sublayerToLayer3D)
            mapping = mapping.concatenating(toParent.flattened)
            view = parent
        }
        let origin = view.layer.model.bounds.origin
        return mapping.concatenating(Homography(Transform(translationX: -origin.x, y: -origin.y)))
    }
}
