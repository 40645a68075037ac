// What a LayerKit user gets from Raster without importing it: the types LayerKit's own API speaks in. Geometry,
// colours, gradients and paths are what layers are made of; pixel buffers, fonts and the render and drawing
// targets are what rendering a layer tree takes. The rest of Raster (its canvas, display lists, SVG output, the
// font and image decoders) is for code that draws without layers: it imports Raster itself, as does code that
// scales or negates a `Point` with `*` and prefix `-` (a re-exported type brings its members but not its operators;
// `+` and `-` between points come through `AdditiveArithmetic`).
@_exported import struct Raster.Point
@_exported import struct Raster.Size
@_exported import struct Raster.Rect
@_exported import struct Raster.Transform
@_exported import struct Raster.Homography
@_exported import struct Raster.Color
@_exported import struct Raster.Gradient
@_exported import struct Raster.Path
@_exported import enum Raster.FillRule
@_exported import enum Raster.LineCap
@_exported import enum Raster.LineJoin
@_exported import struct Raster.CornerMask
@_exported import enum Raster.BlendMode
@_exported import class Raster.PixelBuffer
@_exported import class Raster.FontLibrary
@_exported import struct Raster.RenderTarget
@_exported import protocol Raster.DrawingTarget
// A layer subclass's `required init?(coder:)` names it, as on iOS.
@_exported import class Foundation.NSCoder
