import FileOutput
import Foundation

@_implementationOnly import CPNG

/// A failure to read or write a PNG file, with the file and libpng's reason.
public struct ImageFileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let message: String
    public var description: String { "\(path): \(message)" }
}

// libpng's simplified-API format flags (png.h macros that Swift cannot import).
private let formatFlagAlpha: UInt32 = 0x01
private let formatFlagColor: UInt32 = 0x02
private let formatFlagBGR: UInt32 = 0x10
private let imageVersion: UInt32 = 1
/// Bytes B, G, R, A in memory: a little-endian `UInt32` reads them as 0xAARRGGBB.
private let formatBGRA = formatFlagColor | formatFlagAlpha | formatFlagBGR

extension PixelBuffer {
    /// Largest PNG file read, in bytes.
    public static let maximumPNGFileBytes = 64 << 20
    /// Most pixels a decoded image may have (4096 x 4096; 64 MiB decoded): a small file can claim far more.
    public static let maximumImagePixels = 1 << 24

    /// Loads a PNG of any colour type and bit depth into premultiplied ARGB. Only regular files are read (a
    /// device or pipe could stream for ever or block), up to `maximumPNGFileBytes`.
    /// - Throws: `ImageFileError` if the file is missing, unreadable, too large or not a PNG.
    public convenience init(pngFile path: String) throws {
        try self.init(pngData: Self.readImageFile(path), name: path)
    }

    /// The bytes of an image file: only a regular file (a device or pipe could stream for ever or block), up to
    /// `maximumPNGFileBytes`.
    static func readImageFile(_ path: String) throws -> Data {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            throw ImageFileError(path: path, message: "cannot read the file")
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw ImageFileError(path: path, message: "not a regular file")
        }
        guard let size = attributes[.size] as? Int, size <= Self.maximumPNGFileBytes else {
            throw ImageFileError(path: path, message: "larger than \(Self.maximumPNGFileBytes >> 20) MiB")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImageFileError(path: path, message: "cannot read the file")
        }
        return data
    }

    /// Decodes PNG bytes; `name` is used in error messages.
    public convenience init(pngData data: Data, name: String = "PNG data") throws {
        var image = png_image()
        image.version = imageVersion
        let begun = data.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard begun != 0 else { throw ImageFileError(path: name, message: Self.message(of: &image)) }
        image.format = formatBGRA
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width <= 1 << 15, height <= 1 << 15, width * height <= Self.maximumImagePixels else {
            png_image_free(&image)
            throw ImageFileError(
                path: name, message: "unsupported image size \(width) x \(height) (at most 32768 on a side and 4096 x 4096 pixels in all)")
        }
        self.init(width: width, height: height)
        let finished = data.withUnsafeBytes { _ in
            png_image_finish_read(&image, nil, pixels, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw ImageFileError(path: name, message: Self.message(of: &image)) }
        for i in 0..<(width * height) {
            let p = pixels[i]
            let alpha = p >> 24
            if alpha != 255 { pixels[i] = (PixelArithmetic.multiply(p, by: alpha) & 0x00FF_FFFF) | (alpha << 24) }
        }
    }

    /// Encodes the buffer as an 8-bit RGBA PNG (alpha un-premultiplied).
    public func pngData() throws -> Data {
        var straight = [UInt32](repeating: 0, count: width * height)
        for i in 0..<(width * height) {
            let p = pixels[i]
            let a = p >> 24
            if a == 0 || a == 255 { straight[i] = a == 0 ? 0 : p; continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, (((p >> shift) & 0xFF) * 255 + a / 2) / a) << shift }
            straight[i] = (a << 24) | channel(16) | channel(8) | channel(0)
        }
        var image = png_image()
        image.version = imageVersion
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = formatBGRA
        var size = 0
        guard png_image_write_to_memory(&image, nil, &size, 0, straight, Int32(width * 4), nil) != 0 else {
            throw ImageFileError(path: "PNG data", message: Self.message(of: &image))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        guard png_image_write_to_memory(&image, &bytes, &size, 0, straight, Int32(width * 4), nil) != 0 else {
            throw ImageFileError(path: "PNG data", message: Self.message(of: &image))
        }
        return Data(bytes[0..<size])
    }

    /// Writes a PNG file atomically (`AtomicFile`).
    public func writePNG(to path: String) throws {
        let data = try pngData()
        do {
            try AtomicFile.write(data, to: path)
        } catch {
            throw ImageFileError(path: path, message: "cannot write the file (\(error.localizedDescription))")
        }
    }

    private static func message(of image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        return text.isEmpty ? "not a valid PNG" : text
    }
}
