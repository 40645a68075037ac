import Foundation
import Raster

/// Compares a rendered image with its approved PNG in the source tree (`folder`/`name`.png), or, with
/// `UPDATE_GOLDEN=1` in the environment, replaces the approved PNG with it first (check the new image by eye).
/// The one golden-image mechanism of the test targets.
public enum GoldenImage {
    public struct Difference {
        /// Pixels where some channel differs by more than the tolerance.
        public var large: Int
        /// The largest difference of any channel, in levels.
        public var worst: Int
        /// Whether the sizes match.
        public var sameSize: Bool
    }

    /// - Parameters:
    ///   - folder: the golden folder in the source tree (derive it from the test file's `#filePath`).
    ///   - tolerance: channel differences up to this many levels count as rounding, not as a change.
    public static func compare(_ image: PixelBuffer, name: String, folder: URL, tolerance: Int) throws -> Difference {
        let path = folder.appendingPathComponent(name + ".png").path
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try image.writePNG(to: path)
        }
        let golden = try PixelBuffer(pngFile: path)
        var result = Difference(large: 0, worst: 0, sameSize: golden.width == image.width && golden.height == image.height)
        for (a, b) in zip(golden.pixelArray, image.pixelArray) {
            var difference = 0
            for shift: UInt32 in [0, 8, 16, 24] { difference = max(difference, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
            result.worst = max(result.worst, difference)
            if difference > tolerance { result.large += 1 }
        }
        return result
    }
}
