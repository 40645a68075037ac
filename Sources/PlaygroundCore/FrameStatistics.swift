/// What the frame-time overlay (F) shows, measured by the shell and the renderer.
public struct FrameStatistics: Equatable, Sendable {
    /// Recording and rasterizing the frame, milliseconds.
    public var renderMilliseconds = 0.0
    /// Uploading and presenting it, milliseconds.
    public var presentMilliseconds = 0.0
    public var framesPerSecond = 0.0
    /// Layers in the scene's presentation tree.
    public var layerCount = 0
    /// Whether the scene had more particles than a frame draws (`LayerRenderer.particlesPerFrame`).
    var particlesCapped = false

    public init() {}
}
