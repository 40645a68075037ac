import LayerKit
import Raster

extension UIImage {
    /// Which way an image's pixels are turned from upright (`UIImage.Orientation`, UIKit's raw values). A JPEG photo
    /// takes its EXIF orientation: `cgImage` keeps the pixels as stored, while `size`, image views and drawing show it
    /// upright, as on iOS.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        init(_ exif: ImageOrientation) {
            switch exif {
            case .up: self = .up
            case .upMirrored: self = .upMirrored
            case .down: self = .down
            case .downMirrored: self = .downMirrored
            case .leftMirrored: self = .leftMirrored
            case .right: self = .right
            case .rightMirrored: self = .rightMirrored
            case .left: self = .left
            }
        }

        var exif: ImageOrientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }
    }

    /// The pixels as the image is shown: turned upright by `imageOrientation`.
    var uprightPixels: CGImage? {
        guard let cgImage else { return nil }
        guard imageOrientation != .up else { return cgImage }
        if let cached = uprightCache { return cached }
        let turned = cgImage.upright(imageOrientation.exif)
        uprightCache = turned
        return turned
    }
}
