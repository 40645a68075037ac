import LayerKit

/// An image (`UIImage`) from a PNG file. `UIImage(named:)` looks next to the script being run, for `NAME`,
/// `NAME.png`, `NAME@2x.png` and `NAME@3x.png` in that order (the suffix sets `scale`).
open class UIImage: @unchecked Sendable {
    /// The pixels, as layers take them for `contents`.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale
    }

    /// The size in points (pixels divided by `scale`).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        return CGSize(width: Double(cgImage.width) / Double(scale), height: Double(cgImage.height) / Double(scale))
    }

    /// Nil, with the reason reported (`RuntimeIssues`), when the file is missing or not a readable PNG.
    public convenience init?(contentsOfFile path: String) {
        let name = (path as NSString).lastPathComponent
        let scale: CGFloat = name.contains("@3x.") ? 3 : name.contains("@2x.") ? 2 : 1
        do {
            self.init(cgImage: try PixelBuffer(pngFile: path), scale: scale)
        } catch {
            RuntimeIssues.report("UIImage: \(error)")
            return nil
        }
    }

    /// The image named `name` next to the script; nil (reported) when there is none.
    public convenience init?(named name: String) {
        let folder = UIImage.resourceFolder
        let base = (folder as NSString).appendingPathComponent(name)
        let stem = name.hasSuffix(".png") ? String(base.dropLast(4)) : base
        let candidates = [base, stem + ".png", stem + "@2x.png", stem + "@3x.png"]
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0) && !$0.hasSuffix("/") }) else {
            RuntimeIssues.report("UIImage(named: \"\(name)\"): no \(name).png in \(folder)")
            return nil
        }
        self.init(contentsOfFile: file)
    }

    nonisolated(unsafe) private static var folder = FileManager.default.currentDirectoryPath
    private static let lock = NSLock()

    /// Where `UIImage(named:)` looks: the folder of the script being run (the working directory until one runs).
    public static var resourceFolder: String {
        get { lock.withLock { folder } }
        set { lock.withLock { folder = newValue } }
    }
}
