import Foundation

/// How a photo's pixels are to be turned to show it upright: the EXIF orientation a camera writes (TIFF tag 274,
/// 1 to 8), read from a JPEG's APP1 segment. Decoding keeps the pixels as stored (as a `CGImage` does); `upright(_:)`
/// turns them.
public enum ImageOrientation: Int, Sendable, CaseIterable {
    /// Stored upright.
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    /// Stored turned a quarter counter-clockwise: shown turned a quarter clockwise (a phone held upright).
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Whether showing it upright swaps its width and height.
    public var swapsSides: Bool { rawValue >= 5 }

    /// The orientation a JPEG's EXIF data gives, `.up` when it gives none (or is not a JPEG). Reads at most the
    /// segments before the image data, each within its stated length.
    public static func ofJPEG(_ data: Data) -> ImageOrientation {
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return .up }
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan, or end of image: no more headers.
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let segment = bytes[(offset + 4)..<(offset + 2 + length)]
            if marker == 0xE1, let orientation = exifOrientation(Array(segment)) { return orientation }
            offset += 2 + length
        }
        return .up
    }

    /// The orientation of the JPEG file at `path` (read from its first megabyte), `.up` for any other file.
    public static func ofImageFile(_ path: String) -> ImageOrientation {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .up }
        defer { try? handle.close() }
        return ofJPEG((try? handle.read(upToCount: 1 << 20)) ?? Data())
    }

    /// The orientation tag of an APP1 segment's payload: "Exif\0\0", then a TIFF header and its first directory.
    private static func exifOrientation(_ payload: [UInt8]) -> ImageOrientation? {
        guard payload.count >= 14, Array(payload[0..<6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] else { return nil }
        let tiff = Array(payload[6...])
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func read(_ at: Int, _ count: Int) -> Int? {
            guard at >= 0, at + count <= tiff.count else { return nil }
            var value = 0
            for i in 0..<count { value |= Int(tiff[at + (little ? i : count - 1 - i)]) << (8 * i) }
            return value
        }
        guard read(2, 2) == 42, let directory = read(4, 4), let entries = read(directory, 2) else { return nil }
        for entry in 0..<min(entries, 512) {
            let at = directory + 2 + entry * 12
            guard let tag = read(at, 2) else { return nil }
            if tag == 0x0112, read(at + 2, 2) == 3, let value = read(at + 8, 2) { return ImageOrientation(rawValue: value) }
        }
        return nil
    }
}

extension PixelBuffer {
    /// The pixels turned (and mirrored) as `orientation` says to show them upright; the same buffer for `.up`.
    public func upright(_ orientation: ImageOrientation) -> PixelBuffer {
        guard orientation != .up, width > 0, height > 0 else { return self }
        let w = width, h = height
        let result = orientation.swapsSides ? PixelBuffer(width: h, height: w) : PixelBuffer(width: w, height: h)
        let outWidth = result.width
        for y in 0..<result.height {
            for x in 0..<outWidth {
                let source: (x: Int, y: Int)
                switch orientation {
                case .up: source = (x, y)
                case .upMirrored: source = (w - 1 - x, y)
                case .down: source = (w - 1 - x, h - 1 - y)
                case .downMirrored: source = (x, h - 1 - y)
                case .leftMirrored: source = (y, x)
                case .right: source = (y, h - 1 - x)
                case .rightMirrored: source = (w - 1 - y, h - 1 - x)
                case .left: source = (w - 1 - y, x)
                }
                result.pixels[y * outWidth + x] = pixels[source.y * w + source.x]
            }
        }
        return result
    }
}
