/// What the frame-time overlay (F) shows, measured by the shell and the renderer.
@_spi(App) public struct FrameStatistics: Equatable, Sendable {
    /// Recording and rasterizing the frame, milliseconds.
    @_spi(App) public var renderMilliseconds = 0.0
    /// Uploading and presenting it, milliseconds.
    @_spi(App) public var presentMilliseconds = 0.0
    @_spi(App) public var framesPerSecond = 0.0
    /// Layers in the scene's presentation tree.
    @_spi(App) public var layerCount = 0
    /// Whether the scene had more particles than a frame draws (`LayerRenderer.particlesPerFrame`).
    var particlesCapped = false

    @_spi(App) public init() {}
}
