extension LayerProperties {
    /// Whether `point` (in the layer's coordinates) is inside the bounds as drawn: a masked corner rounded by
    /// `cornerRadius` (at most half the shorter side) leaves out what lies outside its arc.
    func roundedBoundsContain(_ point: Point) -> Bool {
        let b = bounds.standardized
        guard b.contains(point) else { return false }
        let r = min(cornerRadius, b.width / 2, b.height / 2)
        guard r > 0 else { return true }
        let corner: CornerMask =
            point.x < b.midX ? (point.y < b.midY ? .minXMinY : .minXMaxY) : (point.y < b.midY ? .maxXMinY : .maxXMaxY)
        guard maskedCorners.contains(corner) else { return true }
        let cx = min(max(point.x, b.minX + r), b.maxX - r), cy = min(max(point.y, b.minY + r), b.maxY - r)
        return Point(cx, cy).distance(to: point) <= r
    }
}
