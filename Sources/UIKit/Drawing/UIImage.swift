import LayerKit
import Raster

/// An image (`UIImage`) from a PNG file. `UIImage(named:)` looks in the script's resource folders (next to the
/// script, or a playground's `Resources/`), for `NAME`, `NAME.png`, `NAME@2x.png` and `NAME@3x.png` in that order (the
/// suffix sets `scale`).
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
open class UIImage: @unchecked Sendable {
    /// The pixels, as layers take them for `contents`.
    public let cgImage: CGImage?
    /// Whether the image is drawn as it is or as a template: its shape in the tint colour of the image view showing it.
    public private(set) var renderingMode = RenderingMode.automatic
    /// Pixels per point.
    public let scale: CGFloat
    /// How the pixels are turned from upright (a photo's EXIF orientation).
    public let imageOrientation: Orientation
    /// The upright pixels of a turned image, made when first shown.
    var uprightCache: CGImage?

    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale
        imageOrientation = orientation
    }

    /// The size in points, upright (pixels divided by `scale`, width and height swapped for a quarter turn).
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let width = Double(cgImage.width) / Double(scale), height = Double(cgImage.height) / Double(scale)
        return imageOrientation.exif.swapsSides ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The image of an `#imageLiteral(resourceName:)`: the named image in the resource folders, or (reported) an empty
    /// one when there is none, since a literal cannot be nil.
    public required convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name), let pixels = image.cgImage {
            self.init(cgImage: pixels, scale: image.scale)
        } else {
            self.init()
        }
    }

    func setRenderingMode(_ mode: RenderingMode) { renderingMode = mode }

    /// How a resizable image fills a size larger than its own (`UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// Its middle repeats (drawn stretched here, as `contentsCenter` draws it).
        case tile
        case stretch
    }

    /// The parts of the image that keep their size when it is resized (`resizableImage(withCapInsets:)`), in points.
    public private(set) var capInsets = UIEdgeInsets.zero
    public private(set) var resizingMode = ResizingMode.tile

    /// The same pixels, resized as nine parts: the corners `capInsets` mark keep their size, the edges stretch along
    /// themselves, the middle both ways (in an image view, through its layer's `contentsCenter`).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        let image = cgImage.map { UIImage(cgImage: $0, scale: scale, orientation: imageOrientation) } ?? UIImage()
        image.renderingMode = renderingMode
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The old spelling: caps of `leftCapWidth` and `topCapHeight` points, the middle one point (the same on the other
    /// sides).
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = self.size
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let right = leftCapWidth > 0 ? max(size.width - left - 1, 0) : 0
        let bottom = topCapHeight > 0 ? max(size.height - top - 1, 0) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    /// The stretchable part as Core Animation's `contentsCenter` (unit space of the image).
    var contentsCenter: CGRect {
        let size = self.size
        guard size.width > 0, size.height > 0, capInsets != .zero else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(max(capInsets.left, 0), size.width), top = min(max(capInsets.top, 0), size.height)
        let right = min(max(capInsets.right, 0), size.width - left), bottom = min(max(capInsets.bottom, 0), size.height - top)
        return CGRect(x: left / size.width, y: top / size.height,
                      width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }

    /// An image with no pixels, of size zero.
    public init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
    }

    /// Nil, with the reason reported (`RuntimeIssues`), when the file is missing or not a readable PNG or JPEG.
    public convenience init?(contentsOfFile path: String) {
        let name = (path as NSString).lastPathComponent
        let scale: CGFloat = name.contains("@3x.") ? 3 : name.contains("@2x.") ? 2 : 1
        do {
            self.init(cgImage: try PixelBuffer(imageFile: path), scale: scale, orientation: Orientation(ImageOrientation.ofImageFile(path)))
        } catch {
            RuntimeIssues.report("UIImage: \(error)")
            return nil
        }
    }

    /// The image named `name` in the script's resource folders, wherever `bundle` is (a library's images are a
    /// script's resources here); the traits are not read.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        self.init(named: name)
    }

    /// The image named `name` in the script's resource folders; nil (reported) when there is none. As on iOS, named
    /// images are cached: a file is decoded once while it is unchanged, however often it is asked for.
    public convenience init?(named name: String) {
        let folders = SceneEnvironment.current.resourceFolders
        let candidates = folders.flatMap { folder in
            let base = (folder as NSString).appendingPathComponent(name)
            let stem = name.hasSuffix(".png") ? String(base.dropLast(4)) : base
            return [base, stem + ".png", stem + "@2x.png", stem + "@3x.png", stem + ".jpg", stem + ".jpeg"]
        }
        guard let file = candidates.first(where: { FileManager.default.fileExists(atPath: $0) && !$0.hasSuffix("/") }) else {
            RuntimeIssues.report("UIImage(named: \"\(name)\"): no \(name).png or .jpg in \(folders.joined(separator: " or "))")
            return nil
        }
        let fileName = (file as NSString).lastPathComponent
        let scale: CGFloat = fileName.contains("@3x.") ? 3 : fileName.contains("@2x.") ? 2 : 1
        do {
            let image = try NamedImages.shared.image(at: file)
            self.init(cgImage: image.pixels, scale: scale, orientation: Orientation(image.orientation))
        } catch {
            RuntimeIssues.report("UIImage: \(error)")
            return nil
        }
    }

}

/// The images `UIImage(named:)` has decoded, by file and modification date, up to 64 million pixels (then the oldest
/// go first).
///
/// Sendable: its images are read and written only under `lock`.
private final class NamedImages: @unchecked Sendable {
    static let shared = NamedImages()
    static let pixelBudget = 64 << 20

    /// Guarded by `lock`: scripts build one at a time, but tests build on several threads.
    private var images: [(path: String, modified: Date?, image: PixelBuffer, orientation: ImageOrientation)] = []
    private let lock = NSLock()

    func image(at path: String) throws -> (pixels: PixelBuffer, orientation: ImageOrientation) {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let found = lock.withLock({ images.first { $0.path == path && $0.modified == modified } }) { return (found.image, found.orientation) }
        let image = try PixelBuffer(imageFile: path)
        let orientation = ImageOrientation.ofImageFile(path)
        lock.withLock {
            images.removeAll { $0.path == path }
            images.append((path, modified, image, orientation))
            var total = images.reduce(0) { $0 + $1.image.width * $1.image.height }
            while total > Self.pixelBudget, images.count > 1 {
                total -= images[0].image.width * images[0].image.height
                images.removeFirst()
            }
        }
        return (image, orientation)
    }
}
