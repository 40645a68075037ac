
/// What a layer shows as its contents: an image given to it, or what `display()` drew (see `LayerDrawing`).
extension Layer {
    /// Whether the layer has contents, without making the image of a drawing.
    package var hasContents: Bool { contentsStorage != nil || drawing != nil }

    /// `contentsCenter`, for the Core Graphics spelling of the compatibility module (which shadows the name).
    package var unitContentsCenter: Rect {
        get { contentsCenter }
        set { contentsCenter = newValue }
    }
}
