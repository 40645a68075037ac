/// Where an image is flat, footprint by footprint: for each pair of neighbouring rows (y, y + 1), a bit for each column c
/// (0 ..< width - 1), set when columns c and c + 1 of both rows are one colour. A bilinear footprint there filters to
/// exactly that colour, since the four weights sum to 256; and eight pixels whose footprints' columns c0 through c7 all
/// have their bits set are all that one colour, so a painter fills them instead of filtering them.
///
/// Found again for each frame that draws the image (its pixels may have changed since the last), the storage kept.
final class ImageFlatFootprints {
    /// The bits, pair after pair, `bytesPerPair` bytes each: column c's bit is bit c % 8 of byte c / 8. Each pair ends in
    /// eight bytes of zeros, so that eight bytes read from any column's byte lie within the pair.
    private var bytes: UnsafeMutablePointer<UInt8>
    private var capacity = 0
    private(set) var bytesPerPair = 0
    /// The row pairs found (the image's height less one).
    private(set) var pairs = 0

    /// The largest step between pixels (16.16) for which footprints are tested: eight pixels' columns then span at most
    /// 30 bits, well within one eight-byte read.
    static var maximumStep: Int { 4 << 16 }

    /// Whether an image of this size has footprints.
    static func applies(width: Int, height: Int) -> Bool { width >= 2 && height >= 2 }

    init() {
        bytes = .allocate(capacity: 1)
    }

    deinit {
        bytes.deallocate()
    }

    /// Finds `image`'s flat footprints (`applies` to its size).
    func find(in image: PixelBuffer) {
        let w = image.width, pixels = image.pixels
        pairs = image.height - 1
        bytesPerPair = (w - 1 + 7) / 8 + 8
        let count = pairs * bytesPerPair
        if count > capacity {
            bytes.deallocate()
            bytes = .allocate(capacity: count)
            capacity = count
        }
        bytes.initialize(repeating: 0, count: count)
        for y in 0..<pairs {
            let r0 = pixels + y * w, r1 = r0 + w, row = bytes + y * bytesPerPair
            var previous0 = r0[0], previous1 = r1[0]
            for c in 0..<(w - 1) {
                let next0 = r0[c + 1], next1 = r1[c + 1]
                if previous0 == next0 && previous1 == next1 && previous0 == previous1 {
                    row[c >> 3] |= 1 << UInt8(c & 7)
                }
                previous0 = next0
                previous1 = next1
            }
        }
    }

    /// The bits as a painter reads them: valid while these footprints are kept and not found again, and not
    /// reference counted (a painter is made for every fill of every band, on every core at once).
    struct Bits {
        let base: UnsafePointer<UInt8>
        let bytesPerPair: Int
        let pairs: Int

        /// The bits of row pair `y` (0 ..< `pairs`).
        @inline(__always)
        func bits(pair y: Int) -> UnsafePointer<UInt8> { base + y * bytesPerPair }
    }

    var view: Bits { Bits(base: UnsafePointer(bytes), bytesPerPair: bytesPerPair, pairs: pairs) }

    /// Whether the footprints at columns `first` through `last` (`first` ≤ `last` < `first` + 30, both in the pair)
    /// are all flat, in the pair whose bits are `bits`.
    @inline(__always)
    static func allFlat(_ bits: UnsafePointer<UInt8>, from first: Int, through last: Int) -> Bool {
        let word = UInt64(littleEndian: UnsafeRawPointer(bits + (first &>> 3)).loadUnaligned(as: UInt64.self))
        let wanted: UInt64 = (2 &<< UInt64(truncatingIfNeeded: last &- first)) &- 1
        return (word &>> UInt64(truncatingIfNeeded: first & 7)) & wanted == wanted
    }
}
