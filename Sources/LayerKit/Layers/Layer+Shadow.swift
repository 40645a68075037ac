
/// A layer's drop shadow (see `Shadow` for the blur and `LayerRenderer` for how it is drawn).
extension Layer {
    /// The shadow's colour (default opaque black; nil casts none).
    public var shadowColor: Color? {
        get { model.shadowColor }
        set { set(.shadowColor, .color(newValue)) }
    }
    /// 0 (the default) casts no shadow; 1 casts it in `shadowColor`'s own alpha.
    public var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { set(.shadowOpacity, .number(Double(newValue))) }
    }
    /// The shadow's offset in the layer's coordinates (default (0, -3): up, as on macOS where it was designed).
    public var shadowOffset: Size {
        get { model.shadowOffset }
        set { set(.shadowOffset, .size(newValue)) }
    }
    /// The blur's standard deviation in points (default 3; see `Shadow`). Negative values blur as 0.
    public var shadowRadius: Double {
        get { model.shadowRadius }
        set { set(.shadowRadius, .number(newValue)) }
    }
    /// The shadow's shape in the layer's coordinates; nil casts the shadow of what the layer draws (its background,
    /// contents and sublayers), which costs a group. `masksToBounds` clips the shadow either way, as in Core Animation.
    public var shadowPath: Path? {
        get { model.shadowPath }
        set { set(.shadowPath, .path(newValue)) }
    }
}
