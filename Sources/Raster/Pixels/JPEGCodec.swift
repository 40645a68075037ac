import Foundation

@_implementationOnly import RasterJPEG

extension PixelBuffer {
    /// Decodes JPEG bytes (grey, YCbCr or RGB; progressive too) into opaque pixels; `name` is used in error messages. The
    /// image's size is checked before it is decoded, as a PNG's is. The pixels are as stored: `ImageOrientation.ofJPEG(_:)`
    /// reads the EXIF orientation and `upright(_:)` turns them.
    /// - Throws: `ImageFileError` for a corrupt or unsupported JPEG, or one too large.
    /// libjpeg's message: the bytes up to the terminating zero.
    private static func text(of message: [CChar]) -> String {
        String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public convenience init(jpegData data: Data, name: String = "JPEG data") throws {
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: 256)
        let measured = data.withUnsafeBytes { raw in
            raster_jpeg_size(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &width, &height, &message, message.count)
        }
        guard measured == 0 else { throw ImageFileError(path: name, message: "not a readable JPEG (\(Self.text(of: message)))") }
        let w = Int(width), h = Int(height)
        guard w > 0, h > 0, w <= 1 << 15, h <= 1 << 15, w * h <= Self.maximumImagePixels else {
            throw ImageFileError(
                path: name, message: "unsupported image size \(w) x \(h) (at most 32768 on a side and 4096 x 4096 pixels in all)")
        }
        self.init(width: w, height: h)
        let decoded = data.withUnsafeBytes { raw in
            raster_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, pixels, width, height, &message, message.count)
        }
        guard decoded == 0 else { throw ImageFileError(path: name, message: "not a readable JPEG (\(Self.text(of: message)))") }
    }

    /// Decodes PNG or JPEG bytes, told apart by their first bytes.
    public convenience init(imageData data: Data, name: String = "image data") throws {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) {
            try self.init(jpegData: data, name: name)
        } else {
            try self.init(pngData: data, name: name)
        }
    }

    /// Loads a PNG or JPEG file (see `init(pngFile:)` for what is read).
    public convenience init(imageFile path: String) throws {
        try self.init(imageData: Self.readImageFile(path), name: path)
    }
}
