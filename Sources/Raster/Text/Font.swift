import Foundation

@_implementationOnly import CFreeType

/// A scalable font loaded with FreeType. Glyph outlines become `Path`s (y down, in points at the size
/// asked for), cached per glyph in font units, so any text is drawn by the rasterizer like any shape.
public final class Font {
    public let path: String
    private var library: FT_Library?
    var face: FT_Face?
    private var outlines: [UInt32: (path: Path, advance: Double)] = [:]
    /// Recent layouts, so that text drawn every frame is laid out once; at most `layoutCacheBytes` of them.
    private var layouts: [LayoutKey: Run] = [:]
    private var layoutBytes = 0

    /// Characters of one line that `layout` lays out, as a person counts them (an emoji with its skin tone, or a family
    /// joined by zero-width joiners, is one); the rest is left out. No frame shows more.
    public static let maximumLayoutLength = 10_000

    /// `text` cut to its first `maximumLayoutLength` characters.
    static func limited(_ text: String) -> String {
        // Counting scalars is quicker, and a text within the limit in scalars is within it in characters.
        text.unicodeScalars.count <= maximumLayoutLength || text.count <= maximumLayoutLength ? text : String(text.prefix(maximumLayoutLength))
    }
    /// Memory the layout cache may hold (its paths and keys), in bytes.
    public static let layoutCacheBytes = 32 << 20

    private struct LayoutKey: Hashable {
        var text: String
        var size: Double
        var letterSpacing: Double
    }
    /// How many font units make the em: the grid its outlines are drawn on.
    public let unitsPerEm: Double
    private var shaping: (font: OpaquePointer, unitsPerEm: Double)?
    private var shapingTried = false
    /// HarfBuzz's font for the same file, made when text is first shaped, with the units its positions come in (the
    /// file's units per em: FreeType gives none for a font of bitmaps only); nil if HarfBuzz cannot read the file.
    var shapingFont: (font: OpaquePointer, unitsPerEm: Double)? {
        if !shapingTried {
            shapingTried = true
            shaping = Self.makeShapingFont(path: path)
        }
        return shaping
    }

    /// Loads the font file; nil if FreeType cannot read it.
    public init?(path: String) {
        self.path = path
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.face = face
        unitsPerEm = Double(max(face.pointee.units_per_EM, 1))
    }

    deinit {
        if let shaping { Self.destroyShapingFont(shaping.font) }
        if let face { FT_Done_Face(face) }
        if let library { FT_Done_FreeType(library) }
    }

    /// Ascender (above the baseline) and descender (below it, positive), in points at `size`.
    public func metrics(size: Double) -> (ascender: Double, descender: Double) {
        guard let face else { return (size * 0.8, size * 0.2) }
        let scale = size / unitsPerEm
        return (Double(face.pointee.ascender) * scale, -Double(face.pointee.descender) * scale)
    }

    /// A laid-out line: the glyph outlines with the baseline at y = 0, starting at x = 0, and the glyphs drawn as
    /// images (colour emoji), placed in the same space.
    public struct Run {
        public var path: Path
        /// Width from the first glyph's origin to the end of the last advance, in points.
        public var advance: Double
        public var ascender: Double
        public var descender: Double
        /// Colour glyphs: each image and where it goes (points, y down, the baseline at 0). They are drawn as they are,
        /// not in the text's colour.
        public var images: [(image: PixelBuffer, rect: Rect)] = []
        /// Whether the line's paragraph direction is right to left (its first strong letter is, as in Arabic or Hebrew):
        /// natural alignment puts such a line on the right.
        public var isRightToLeft = false

        public init(path: Path, advance: Double, ascender: Double, descender: Double, images: [(image: PixelBuffer, rect: Rect)] = []) {
            self.path = path
            self.advance = advance
            self.ascender = ascender
            self.descender = descender
            self.images = images
        }
    }

    /// Lays out one line of text at `size` points with `letterSpacing` points added after each glyph but
    /// the last, shaped with HarfBuzz (see `shapeLine`): the font's kerning, ligatures and marks, joined Arabic letters,
    /// right-to-left runs in visual order, emoji sequences as one image, and characters this font lacks from a fallback
    /// font. Only the first `maximumLayoutLength` characters are laid out.
    public func layout(_ text: String, size: Double, letterSpacing: Double = 0) -> Run {
        let text = Self.limited(text)
        let key = LayoutKey(text: text, size: size, letterSpacing: letterSpacing)
        if let cached = layouts[key] { return cached }
        let run = shapeLine(text, size: size, letterSpacing: letterSpacing)
        let bytes = text.utf8.count + run.path.elements.count * MemoryLayout<Path.Element>.stride + 64 + run.images.count * 48
        if layoutBytes + bytes > Self.layoutCacheBytes {
            layouts.removeAll(keepingCapacity: true)
            layoutBytes = 0
        }
        if bytes <= Self.layoutCacheBytes / 4 {
            layouts[key] = run
            layoutBytes += bytes
        }
        return run
    }

    /// The family the face belongs to, as its file names it ("DejaVu Sans"); empty when it names none.
    public var familyName: String {
        guard let name = face?.pointee.family_name else { return "" }
        return String(validatingCString: name) ?? ""
    }

    /// Whether the face is bold, italic (or oblique), or has one width for every glyph, as its file says.
    public var style: (isBold: Bool, isItalic: Bool, isMonospaced: Bool) {
        guard let face else { return (false, false, false) }
        let flags = face.pointee.style_flags
        return (
            flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0, flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0,
            face.pointee.face_flags & FT_Long(FT_FACE_FLAG_FIXED_WIDTH) != 0
        )
    }

    /// Whether the font draws its glyphs as colour images (an emoji font).
    var hasColorGlyphs: Bool {
        guard let face else { return false }
        return face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
    }

    /// A colour glyph's image as the font stores it, and where it goes at `size` points from the pen (y down, the
    /// baseline at 0), with its advance; nil when the font has no colour image for it.
    public func colorGlyph(_ glyph: UInt32, size: Double) -> (image: PixelBuffer, rect: Rect, advance: Double)? {
        guard let bitmap = colorBitmap(glyph) else { return nil }
        let scale = size / bitmap.pixelsPerEm
        let rect = Rect(x: bitmap.left * scale, y: -bitmap.top * scale, width: Double(bitmap.image.width) * scale,
                        height: Double(bitmap.image.height) * scale)
        return (bitmap.image, rect, bitmap.advance * scale)
    }

    private var colorBitmaps: [UInt32: (image: PixelBuffer, left: Double, top: Double, advance: Double, pixelsPerEm: Double)?] = [:]
    private var colorBitmapBytes = 0

    private func colorBitmap(_ glyph: UInt32) -> (image: PixelBuffer, left: Double, top: Double, advance: Double, pixelsPerEm: Double)? {
        if let cached = colorBitmaps[glyph] { return cached }
        guard let face, hasColorGlyphs else { return nil }
        // Bitmap emoji fonts hold fixed sizes: the largest is drawn, scaled.
        if face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes {
            let largest = (0..<Int(face.pointee.num_fixed_sizes)).max { sizes[$0].y_ppem < sizes[$1].y_ppem } ?? 0
            FT_Select_Size(face, FT_Int(largest))
        }
        var result: (image: PixelBuffer, left: Double, top: Double, advance: Double, pixelsPerEm: Double)?
        if FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
            slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = slot.pointee.bitmap.buffer,
            let metrics = face.pointee.size?.pointee.metrics, metrics.y_ppem > 0 {
            let bitmap = slot.pointee.bitmap
            let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
            if width > 0, height > 0, width <= 1024, height <= 1024, pitch >= width * 4 {
                let image = PixelBuffer(width: width, height: height)
                for row in 0..<height {
                    for column in 0..<width {
                        // FreeType's BGRA is premultiplied, as our ARGB is.
                        let p = buffer + row * pitch + column * 4
                        image.pixels[row * width + column] = UInt32(p[3]) << 24 | UInt32(p[2]) << 16 | UInt32(p[1]) << 8 | UInt32(p[0])
                    }
                }
                result = (image, Double(slot.pointee.bitmap_left), Double(slot.pointee.bitmap_top),
                          Double(slot.pointee.advance.x) / 64, Double(metrics.y_ppem))
            }
        }
        // Emoji bitmaps are large: at most `colorBitmapCacheBytes` of them are kept.
        let bytes = (result?.image.width ?? 0) * (result?.image.height ?? 0) * 4 + 64
        if colorBitmapBytes + bytes > Self.colorBitmapCacheBytes {
            colorBitmaps.removeAll(keepingCapacity: true)
            colorBitmapBytes = 0
        }
        colorBitmaps[glyph] = .some(result)
        colorBitmapBytes += bytes
        return result
    }

    /// Memory the colour glyph images of one font may hold, in bytes.
    public static let colorBitmapCacheBytes = 48 << 20

    /// The font's glyph for `scalar`; 0 (the font's missing-glyph box) when it has none.
    public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        guard let face else { return 0 }
        return FT_Get_Char_Index(face, FT_ULong(scalar.value))
    }

    /// A glyph's outline at `size` points, the origin on the baseline and y pointing down, and its advance in points.
    /// An unknown glyph has an empty outline and no advance.
    public func outline(ofGlyph glyph: UInt32, size: Double) -> (path: Path, advance: Double) {
        let scale = size / unitsPerEm
        let outline = glyphOutline(glyph)
        return (outline.path.applying(Transform(scaleX: scale, y: scale)), outline.advance * scale)
    }

    /// A glyph's outline in font units, y pointing down, and its advance.
    func glyphOutline(_ glyph: UInt32) -> (path: Path, advance: Double) {
        if let cached = outlines[glyph] { return cached }
        guard let face, FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0 else {
            return (Path(), 0)
        }
        let slot = face.pointee.glyph!
        var builder = OutlineBuilder()
        var functions = FT_Outline_Funcs(
            move_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.move(to!.pointee)
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.line(to!.pointee)
                return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.quad(control!.pointee, to!.pointee)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                user!.assumingMemoryBound(to: OutlineBuilder.self).pointee.cubic(c1!.pointee, c2!.pointee, to!.pointee)
                return 0
            },
            shift: 0, delta: 0)
        withUnsafeMutablePointer(to: &builder) { pointer in
            _ = FT_Outline_Decompose(&slot.pointee.outline, &functions, pointer)
        }
        builder.path.closeSubpath()
        let result = (builder.path, Double(slot.pointee.advance.x))
        outlines[glyph] = result
        return result
    }
}

/// Collects FreeType's outline callbacks into a path, flipping y (FreeType's y points up).
private struct OutlineBuilder {
    var path = Path()

    func point(_ v: FT_Vector) -> Point { Point(Double(v.x), -Double(v.y)) }

    mutating func move(_ to: FT_Vector) {
        path.closeSubpath()
        path.move(to: point(to))
    }

    mutating func line(_ to: FT_Vector) { path.addLine(to: point(to)) }

    mutating func quad(_ control: FT_Vector, _ to: FT_Vector) { path.addQuadCurve(to: point(to), control: point(control)) }

    mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
        path.addCurve(to: point(to), control1: point(c1), control2: point(c2))
    }
}
