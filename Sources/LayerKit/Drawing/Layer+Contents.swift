
/// What a layer shows as its contents: an image given to it, or what `display()` drew (see `LayerDrawing`).
extension Layer {
    /// Whether the layer has contents, without making the image of a drawing.
    package var hasContents: Bool { contentsStorage != nil || drawing != nil }

    /// `contentsCenter`, for the Core Graphics spelling of the compatibility module (which shadows the name).
    package var unitContentsCenter: Rect {
        get { contentsCenter }
        set { contentsCenter = newValue }
    }

    /// Calls `body` with the image the layer shows (`contents`), made first from what `display()` drew if it has not
    /// been. For a plain `Layer` the image is read from the layer's storage and not retained: a grid of tiles recorded on
    /// two cores draws one image from every tile, and each retain would write its reference count from both cores. A
    /// subclass's image comes from `contents`, which it may override.
    package func withContentsImage(_ body: (PixelBuffer) -> Void) {
        guard type(of: self) == Layer.self else {
            if let image = contents { body(image) }
            return
        }
        // A plain layer's `contents` makes the drawing's image once; after that it is in the storage.
        if contentsStorage == nil, drawing != nil { _ = contents }
        guard contentsStorage != nil else { return }
        // The layer holds the image until `contents` is set, which nothing does while `body` draws it.
        Unmanaged.passUnretained(contentsStorage.unsafelyUnwrapped)._withUnsafeGuaranteedRef(body)
    }
}
