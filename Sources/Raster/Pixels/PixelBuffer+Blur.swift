/// A Gaussian blur of a whole image, colour and alpha (premultiplied channels blur independently, which is exact for
/// premultiplied pixels): three box blurs each way whose widths approximate the Gaussian's standard deviation (Wells'
/// method), with the edge pixels extended beyond the image. For backdrops (a blur of what is behind a view), not for
/// the rasterizer's shadows, which blur alpha on the frame's own grid.
extension PixelBuffer {
    /// A new image: this one blurred by a Gaussian of standard deviation `sigma` pixels (0 or less, or not finite:
    /// a copy). Deviations above 500 pixels are read as 500.
    public func blurred(standardDeviation sigma: Double) -> PixelBuffer {
        let result = PixelBuffer(width: width, height: height)
        let count = width * height
        result.pixels.update(from: pixels, count: count)
        guard sigma.isFinite, sigma > 0, width > 0, height > 0 else { return result }
        let radii = Self.boxRadii(sigma: min(sigma, 500))
        var line = [UInt32](repeating: 0, count: max(width, height))
        var out = [UInt32](repeating: 0, count: max(width, height))
        for radius in radii {
            for y in 0..<height { Self.boxPass(result.pixels + y * width, stride: 1, count: width, radius: radius, line: &line, out: &out) }
            for x in 0..<width { Self.boxPass(result.pixels + x, stride: width, count: height, radius: radius, line: &line, out: &out) }
        }
        return result
    }

    /// Three box radii whose blurs together have variance σ² (Wells: boxes of two neighbouring odd widths).
    static func boxRadii(sigma: Double) -> [Int] {
        let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9) / Double(-4 * lower - 4)).rounded())
        return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
    }

    /// One box blur of `radius` along a row or column of `count` pixels `stride` apart, edges extended.
    private static func boxPass(
        _ start: UnsafeMutablePointer<UInt32>, stride: Int, count: Int, radius: Int, line: inout [UInt32], out: inout [UInt32]
    ) {
        guard radius > 0, count > 1 else { return }
        for i in 0..<count { line[i] = start[i * stride] }
        let window = 2 * radius + 1
        var sums = (0, 0, 0, 0)
        func add(_ p: UInt32, _ sign: Int) {
            sums.0 += sign * Int(p >> 24)
            sums.1 += sign * Int((p >> 16) & 0xFF)
            sums.2 += sign * Int((p >> 8) & 0xFF)
            sums.3 += sign * Int(p & 0xFF)
        }
        for k in -radius...radius { add(line[min(max(k, 0), count - 1)], 1) }
        for i in 0..<count {
            let half = window / 2
            let a = UInt32((sums.0 + half) / window), r = UInt32((sums.1 + half) / window)
            let g = UInt32((sums.2 + half) / window), b = UInt32((sums.3 + half) / window)
            out[i] = a << 24 | r << 16 | g << 8 | b
            add(line[min(i + radius + 1, count - 1)], 1)
            add(line[max(i - radius, 0)], -1)
        }
        for i in 0..<count { start[i * stride] = out[i] }
    }
}
