import FileOutput
import Foundation
import Raster
import RasterSamples

/// The synthetic frames' shapes as JSON, for the peer benchmark (`make bench-peers`) to draw the very same ones:
/// `{"pointSize": [w, h], "background": [r, g, b, a], "tile": "tile.png", "frames": {"tiles": [...], ...}}`, each
/// shape an object with one of `image`, `stroke` (SVG path data, round caps and joins), `ellipse`, `roundedRect`,
/// `ring` (an ellipse's outline, butt caps), and its `color` ([r, g, b, a], straight alpha), `opacity`, `width` or
/// `radius`. The tile image is written beside the file.
enum BenchmarkGeometry {
    static func write(to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        try BenchmarkFrame.tileImage.writePNG(to: (folder.isEmpty ? "." : folder) + "/tile.png")
        var frames = JSONWriter.Object()
        for frame in BenchmarkFrame.allCases {
            frames.append(frame.rawValue, frame.shapes().map(shape))
        }
        var document = JSONWriter.Object()
        document.append("pointSize", [BenchmarkFrame.pointSize.width, BenchmarkFrame.pointSize.height])
        document.append("background", color(BenchmarkFrame.background))
        document.append("tile", "tile.png")
        document.append("frames", frames)
        try AtomicFile.write(Data((JSONWriter.write(document, pretty: false) + "\n").utf8), to: path)
    }

    private static func shape(_ shape: BenchmarkFrame.Shape) -> Any? {
        var object = JSONWriter.Object()
        switch shape {
        case .image(let rect, let opacity):
            object.append("image", self.rect(rect))
            object.append("opacity", opacity)
        case .stroke(let path, let lineWidth, let c):
            object.append("stroke", path.svgPathData)
            object.append("width", lineWidth)
            object.append("color", color(c))
        case .ellipse(let r, let c):
            object.append("ellipse", rect(r))
            object.append("color", color(c))
        case .roundedRect(let r, let radius, let c):
            object.append("roundedRect", rect(r))
            object.append("radius", radius)
            object.append("color", color(c))
        case .ring(let r, let lineWidth, let c):
            object.append("ring", rect(r))
            object.append("width", lineWidth)
            object.append("color", color(c))
        }
        return object
    }

    private static func rect(_ r: Rect) -> [Any?] { [r.minX, r.minY, r.width, r.height] }
    private static func color(_ c: Color) -> [Any?] { [c.red, c.green, c.blue, c.alpha] }
}
