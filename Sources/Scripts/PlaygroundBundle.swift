import Foundation

/// An Xcode playground (a `NAME.playground` folder): its pages, in the order its `contents.xcplayground` lists them,
/// and the folders its pages share (`Sources/`, `Resources/`). A single-page playground has its `Contents.swift` at the
/// top; a multi-page one has `Pages/NAME.xcplaygroundpage/Contents.swift`, each page with its own optional `Sources/`
/// and `Resources/`.
public struct PlaygroundBundle: Sendable, Equatable {
    /// The bundle's folder (absolute, standardized).
    public let path: String
    /// The pages that exist, in the bundle's order.
    public let pages: [Page]
    /// Pages the bundle lists whose `Contents.swift` is missing (skipped).
    public let missingPages: [String]

    /// One page: its name (the folder's name without `.xcplaygroundpage`, or the bundle's for a single page) and folder.
    public struct Page: Sendable, Equatable {
        public let name: String
        /// The page's folder: `Pages/NAME.xcplaygroundpage`, or the bundle itself for a single-page playground.
        public let folder: String
        public var contents: String { folder + "/Contents.swift" }
    }

    /// Largest `contents.xcplayground` read, in bytes (a real one is a few hundred).
    static let maximumManifestBytes = 1 << 20

    /// The bundle at `path`, or nil when `path` is not a `.playground` folder.
    /// - Throws: `ScriptError` for a bundle with no page at all.
    public init?(at path: String) throws {
        let folder = URL(fileURLWithPath: path).standardizedFileURL.path
        guard folder.hasSuffix(".playground"), Self.isFolder(folder) else { return nil }
        self.path = folder
        let pagesFolder = folder + "/Pages"
        let listed = Self.listedPages(in: folder)
        let names: [String]
        if let listed {
            names = listed
        } else {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: pagesFolder)) ?? []
            names = entries.filter { $0.hasSuffix(".xcplaygroundpage") }.map { String($0.dropLast(".xcplaygroundpage".count)) }.sorted()
        }
        // A name may be spelled in another Unicode normalization than the folder's (macOS's file systems differ).
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: pagesFolder)) ?? []).filter { $0.hasSuffix(".xcplaygroundpage") }
        var pages: [Page] = []
        var missing: [String] = []
        for name in names {
            let folderName = folders.first { $0 == name + ".xcplaygroundpage" } ?? name + ".xcplaygroundpage"
            let page = Page(name: name, folder: pagesFolder + "/" + folderName)
            if Self.isFile(page.contents) { pages.append(page) } else { missing.append(name) }
        }
        if pages.isEmpty, Self.isFile(folder + "/Contents.swift") {
            let name = String((folder as NSString).lastPathComponent.dropLast(".playground".count))
            pages = [Page(name: name, folder: folder)]
        }
        guard !pages.isEmpty else {
            throw ScriptError(file: folder, "the playground has no page: no Contents.swift and no Pages/NAME.xcplaygroundpage/Contents.swift")
        }
        self.pages = pages
        missingPages = missing
    }

    /// The bundle holding `path` and the page it names: the bundle itself (its first page), a page's folder, or a page's
    /// `Contents.swift`. Nil when `path` is not inside a playground.
    public static func locate(_ path: String) throws -> (bundle: PlaygroundBundle, page: Int)? {
        var folder = URL(fileURLWithPath: path).standardizedFileURL.path
        if (folder as NSString).lastPathComponent == "Contents.swift" { folder = (folder as NSString).deletingLastPathComponent }
        if let bundle = try PlaygroundBundle(at: folder) {
            return (bundle, bundle.pages.firstIndex { $0.folder == folder } ?? 0)
        }
        guard folder.hasSuffix(".xcplaygroundpage") else { return nil }
        let pages = (folder as NSString).deletingLastPathComponent
        guard (pages as NSString).lastPathComponent == "Pages", let bundle = try PlaygroundBundle(at: (pages as NSString).deletingLastPathComponent),
            let index = bundle.pages.firstIndex(where: { $0.folder == folder })
        else { return nil }
        return (bundle, index)
    }

    /// The folders of `page` whose Swift files compile with it: the bundle's `Sources/`, then the page's own.
    public func sourceFolders(of page: Page) -> [String] {
        page.folder == path ? [path + "/Sources"] : [path + "/Sources", page.folder + "/Sources"]
    }

    /// Where `page`'s images and files are looked up: its own `Resources/` first, then the bundle's.
    public func resourceFolders(of page: Page) -> [String] {
        page.folder == path ? [path + "/Resources"] : [page.folder + "/Resources", path + "/Resources"]
    }

    /// The page names `contents.xcplayground` lists (`<page name='…'/>`), or nil when it lists none (a single page) or
    /// cannot be read.
    static func listedPages(in folder: String) -> [String]? {
        let manifest = folder + "/contents.xcplayground"
        guard let handle = FileHandle(forReadingAtPath: manifest) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: maximumManifestBytes), let text = String(data: data, encoding: .utf8) else { return nil }
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "<page") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: ">") else { break }
            let element = rest[..<end]
            rest = rest[end...]
            guard element.first.map({ $0.isWhitespace || $0 == "/" }) ?? false, let name = attribute("name", in: element) else { continue }
            names.append(name)
        }
        return names.isEmpty ? nil : names
    }

    /// The value of `name='…'` or `name="…"` in an element's text, with XML's character entities decoded.
    private static func attribute(_ name: String, in element: Substring) -> String? {
        for quote in ["'", "\""] {
            guard let start = element.range(of: " " + name + "=" + quote) ?? element.range(of: "\t" + name + "=" + quote) ?? element.range(of: "\n" + name + "=" + quote),
                let end = element[start.upperBound...].firstIndex(of: Character(quote))
            else { continue }
            return decodeEntities(element[start.upperBound..<end])
        }
        return nil
    }

    private static func decodeEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semicolon) <= 10 else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "apos": "'", "quot": "\""][String(entity)]
            let numeric: String? =
                entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
                : entity.hasPrefix("#") ? UInt32(entity.dropFirst(1)).flatMap(Unicode.Scalar.init).map { String($0) } : nil
            if let decoded = named ?? numeric {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        return result + rest
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}
