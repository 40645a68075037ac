import AppResources
import Foundation
import LayerKit
import Raster

/// The tile image ("Chimes" in the original, our own drawing here): faint light lines and dots on
/// the dark blue ground. Every mark that reaches an edge is mirrored on the opposite edge, so tiles
/// laid edge to edge join without a seam. The app loads it from `Resources/tile.png` and `tile@2x.png`, which
/// `playground resources` draws with `drawn(edge:scale:)` (a test holds the shipped files to the drawing).
public enum TileArtwork {
    /// The tile for a scene drawn at `scale` pixels per point: the 1x file up to 1x, the 2x file above.
    static func image(scale: Double) -> PixelBuffer {
        let name = fileName(scale: scale)
        return cache.withLock { images in
            if let image = images[name] { return image }
            let image =
                AppResources.path(name).flatMap { try? PixelBuffer(pngFile: $0) }
                ?? drawn(scale: scale > 1 ? 2 : 1)
            images[name] = image
            return image
        }
    }

    /// The resource holding the tile for `scale`.
    public static func fileName(scale: Double) -> String { scale > 1 ? "tile@2x.png" : "tile.png" }

    private static let cache = Locked<[String: PixelBuffer]>([:])

    /// The artwork drawn: a square tile of the splash's tile edge (90 points) at `scale` pixels per point.
    public static func drawn(scale: Double) -> PixelBuffer {
        let edge = Splash.tileEdge
        let pixels = Int((edge * scale).rounded())
        let canvas = Canvas(width: pixels, height: pixels)
        canvas.clear(Splash.fuberBlue)
        canvas.concatenate(Transform(scaleX: Double(pixels) / edge, y: Double(pixels) / edge))
        let faint = Splash.fuberLightBlue.withAlphaComponent(0.16)
        let brighter = Splash.fuberLightBlue.withAlphaComponent(0.32)
        let e = edge, h = edge / 2
        // A fine cross through the middle and a diamond whose corners touch the edge midpoints.
        var lines = Path()
        lines.move(to: Point(0, h)); lines.addLine(to: Point(e, h))
        lines.move(to: Point(h, 0)); lines.addLine(to: Point(h, e))
        lines.move(to: Point(h, 0)); lines.addLine(to: Point(e, h)); lines.addLine(to: Point(h, e))
        lines.addLine(to: Point(0, h)); lines.closeSubpath()
        canvas.stroke(lines, style: StrokeStyle(lineWidth: 0.75), color: faint)
        // Dots at the corners (quartered by the tile edges, whole once tiled), the middle, and the edge midpoints.
        for point in [Point(0, 0), Point(e, 0), Point(0, e), Point(e, e)] {
            canvas.fillEllipse(in: Rect(x: point.x - 2.5, y: point.y - 2.5, width: 5, height: 5), color: brighter)
        }
        canvas.fillEllipse(in: Rect(x: h - 3, y: h - 3, width: 6, height: 6), color: brighter)
        for point in [Point(h, 0), Point(h, e), Point(0, h), Point(e, h)] {
            canvas.fillEllipse(in: Rect(x: point.x - 1.5, y: point.y - 1.5, width: 3, height: 3), color: faint)
        }
        // A ring of small dots around the middle.
        for k in 0..<8 {
            let angle = Double(k) * .pi / 4
            let p = Point(h + e * 0.28 * cos(angle), h + e * 0.28 * sin(angle))
            canvas.fillEllipse(in: Rect(x: p.x - 1, y: p.y - 1, width: 2, height: 2), color: faint)
        }
        return DisplayListRenderer().image(of: canvas.displayList)
    }
}
