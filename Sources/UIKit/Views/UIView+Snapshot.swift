import LayerKit

extension UIView {
    /// A new view showing what this view and its subviews look like now (`snapshotView(afterScreenUpdates:)`): an
    /// image at the screen's scale, as big as the view's bounds, placed at the origin. Transitions move and scale
    /// snapshots instead of the views themselves. Changes made just before are in it either way.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A snapshot of the part `rect` (in the view's coordinates) of what the view shows now; the cap insets are
    /// accepted for UIKit's spelling (the image is stretched as a whole).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = UIScreen.main.scale
        let image = UIGraphicsImageRenderer(size: rect.size, format: format).image { context in
            context.cgContext.translateBy(x: -rect.minX, y: -rect.minY)
            layer.render(in: context.cgContext)
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.layer.contents = image.cgImage
        snapshot.layer.contentsScale = Double(format.scale)
        return snapshot
    }

    /// Draws what the view shows now into the current graphics context, its bounds mapped onto `rect`
    /// (`drawHierarchy(in:afterScreenUpdates:)`); false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: context)
        context.restoreGState()
        return true
    }
}
