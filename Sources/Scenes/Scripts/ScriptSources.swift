import Foundation

/// What a script path names, resolved: the Swift files that compile together, which of them is top-level code (run once
/// when the scene is built, as Xcode runs a playground page or a `main.swift`), and where its images are. A path may
/// name:
/// - a `.swift` file: a scene script (it declares `makeScene`), or top-level code (it does not);
/// - a folder of `.swift` files, compiled together: its `main.swift`, if any, is the top-level code;
/// - an Xcode playground (`NAME.playground`: its first page), one of its pages (`Pages/NAME.xcplaygroundpage`) or a
///   page's `Contents.swift`: the page is the top-level code, compiled with the bundle's and the page's `Sources/`.
public struct ScriptSources: Sendable {
    public struct File: Sendable {
        public let path: String
        public let text: String
    }

    /// Every file, in the order compiled.
    public let files: [File]
    /// The file whose top-level statements are the scene's body, if there is one (else the files declare `makeScene`).
    public let topLevelFile: String?
    /// Where `UIImage(named:)` and the playground literals look, first to last.
    public let resourceFolders: [String]
    /// The playground and the page shown, when the path is in one.
    public let playground: (bundle: PlaygroundBundle, page: Int)?

    /// Largest script accepted, all files together, in bytes.
    public static let maximumSourceBytes = 1 << 20

    /// Reads the script at `path`.
    /// - Throws: `ScriptError` for a missing, empty, oversized or non-UTF-8 script, or for two files of top-level code.
    public init(path: String) throws {
        let listing = try Self.listing(of: path)
        var total = 0
        files = try listing.paths.map { file in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file)
            guard attributes?[.type] as? FileAttributeType == .typeRegular else { throw ScriptError(file: file, "not a regular file") }
            total += attributes?[.size] as? Int ?? 0
            guard total <= Self.maximumSourceBytes else {
                throw ScriptError(file: file, "the script is larger than \(Self.maximumSourceBytes >> 20) MiB")
            }
            guard let bytes = Self.contents(of: file) else { throw ScriptError(file: file, "cannot read the file") }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw ScriptError(file: file, "not UTF-8 text (a Swift file must be UTF-8)")
            }
            return File(path: file, text: text)
        }
        resourceFolders = listing.resourceFolders
        playground = listing.playground
        if let page = listing.page {
            topLevelFile = page
        } else if files.count == 1 {
            topLevelFile = TopLevelCode.declaresMakeScene(Array(files[0].text.utf8)) ? nil : files[0].path
        } else {
            topLevelFile = files.first { ($0.path as NSString).lastPathComponent == "main.swift" }?.path
        }
    }

    /// The files of the script at `path` without reading them (for watching them), and where its resources are.
    public static func listing(of path: String) throws -> (paths: [String], page: String?, resourceFolders: [String], playground: (bundle: PlaygroundBundle, page: Int)?) {
        if let found = try PlaygroundBundle.locate(path) {
            let page = found.bundle.pages[found.page]
            let sources = found.bundle.sourceFolders(of: page).flatMap(swiftFiles(in:))
            return (sources + [page.contents], page.contents, found.bundle.resourceFolders(of: page), found)
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            throw ScriptError(file: path, "no such file or folder")
        }
        if isFolder.boolValue {
            let files = swiftFiles(in: path)
            guard !files.isEmpty else { throw ScriptError(file: path, "the folder holds no .swift files") }
            return (files, nil, [absolute], nil)
        }
        return ([path], nil, [(absolute as NSString).deletingLastPathComponent], nil)
    }

    /// The `.swift` files directly in `folder`, in name order.
    static func swiftFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The bytes of a file up to `maximumSourceBytes` and one more, read directly (nil if it cannot be opened).
    private static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= maximumSourceBytes {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// When any of the script's files (or its folder) last changed; nil when none can be read.
    public static func modificationDate(of path: String) -> Date? {
        func modified(_ path: String) -> Date? { (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let listing = try? listing(of: path) else { return modified(path) }
        return ([path] + listing.paths).compactMap(modified).max()
    }
}

/// What a file's outermost level declares, read past comments and strings.
enum TopLevelCode {
    /// Whether `bytes` declare `func makeScene` outside any braces (a scene script's entry point).
    static func declaresMakeScene(_ bytes: [UInt8]) -> Bool {
        var cursor = SwiftSourceCursor(bytes)
        var depth = 0
        let name = Array("makeScene".utf8)
        while !cursor.isAtEnd {
            if cursor.skipCommentOrString() { continue }
            let i = cursor.index
            switch bytes[i] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"): depth = max(depth - 1, 0)
            case UInt8(ascii: "f") where depth == 0 && (i == 0 || !bytes[i - 1].isIdentifierByte):
                guard i + 4 < bytes.count, bytes[i..<(i + 4)].elementsEqual("func".utf8), !bytes[i + 4].isIdentifierByte else { break }
                var j = i + 4
                while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A { j += 1 }
                if j + name.count <= bytes.count, bytes[j..<(j + name.count)].elementsEqual(name),
                    j + name.count == bytes.count || !bytes[j + name.count].isIdentifierByte
                {
                    return true
                }
            default: break
            }
            cursor.step()
        }
        return false
    }
}
