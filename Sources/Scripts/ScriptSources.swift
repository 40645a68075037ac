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
    /// How the scene is made: by `makeScene`, by running top-level code, or by showing a view controller.
    public let entry: Entry
    public enum Entry: Sendable, Equatable {
        /// The files declare `makeScene(root:)` (or `makeScene() -> UIViewController`).
        case makeScene
        /// The statements of this file (a playground page, a `main.swift`) are the scene's body.
        case topLevelCode(file: String)
        /// The files only declare types, among them this `UIViewController` subclass (a view-controller demo): the
        /// scene shows a new one.
        case viewController(className: String)
    }
    /// The file of top-level code, if the entry is one.
    public var topLevelFile: String? {
        if case .topLevelCode(let file) = entry { return file } else { return nil }
    }
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
        entry = try Self.entry(of: files, page: listing.page)
    }

    /// The classes that make a view controller's subclass a view controller.
    private static let viewControllerClasses: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController", "UITabBarController",
    ]

    private static func entry(of files: [File], page: String?) throws -> Entry {
        if let page { return .topLevelCode(file: page) }
        let scanned = files.map { (path: $0.path, code: TopLevelCode(Array($0.text.utf8))) }
        if scanned.contains(where: \.code.declaresMakeScene) { return .makeScene }
        if let main = files.first(where: { ($0.path as NSString).lastPathComponent == "main.swift" }) { return .topLevelCode(file: main.path) }
        let withStatements = scanned.filter { $0.code.firstStatementLine != nil }
        if withStatements.count > 1 {
            let places = withStatements.map { "\(($0.path as NSString).lastPathComponent):\($0.code.firstStatementLine ?? 1)" }
            throw ScriptError(
                file: withStatements[1].path, line: withStatements[1].code.firstStatementLine,
                "top-level code in more than one file (\(places.joined(separator: ", "))): only one file, the page or main.swift, may have it")
        }
        if let file = withStatements.first { return .topLevelCode(file: file.path) }
        var superclassOf: [String: String] = [:]
        for (name, superclass) in scanned.flatMap(\.code.classes) { superclassOf[name] = superclass }
        func isViewController(_ name: String) -> Bool {
            var current = name
            for _ in 0..<32 {
                if viewControllerClasses.contains(current) { return true }
                guard let next = superclassOf[current] else { return false }
                current = next
            }
            return false
        }
        let controllers = scanned.flatMap(\.code.classes).map(\.name).filter { !viewControllerClasses.contains($0) && isViewController($0) }
        let leaves = controllers.filter { name in !controllers.contains { superclassOf[$0] == name } }
        if let chosen = leaves.first(where: { $0 == "ViewController" }) ?? leaves.first { return .viewController(className: chosen) }
        return .topLevelCode(file: files[files.count - 1].path)
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

extension ScriptSources {
    /// What to call the script at `path`: a playground page by its bundle and page (`Basics.playground › Springs (2/5)`),
    /// anything else by its file or folder name.
    public static func title(of path: String) -> String {
        guard let found = try? PlaygroundBundle.locate(path) else { return (path as NSString).lastPathComponent }
        let bundle = (found.bundle.path as NSString).lastPathComponent
        guard found.bundle.pages.count > 1 else { return bundle }
        return "\(bundle) › \(found.bundle.pages[found.page].name) (\(found.page + 1)/\(found.bundle.pages.count))"
    }

    /// A short name for the script at `path`, for a tab: a playground page's name, a playground's name without
    /// `.playground`, else the file or folder name.
    public static func shortName(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        for suffix in [".xcplaygroundpage", ".playground"] where name.hasSuffix(suffix) { return String(name.dropLast(suffix.count)) }
        if name == "Contents.swift" { return shortName(of: (path as NSString).deletingLastPathComponent) }
        return name
    }

    /// The page `offset` pages after (or, negative, before) the playground page at `path`, and what to say about it; nil
    /// when `path` is not in a playground of several pages.
    public static func page(_ offset: Int, from path: String) -> (path: String, notice: String)? {
        guard let found = try? PlaygroundBundle.locate(path), found.bundle.pages.count > 1 else { return nil }
        let index = found.page + offset
        guard found.bundle.pages.indices.contains(index) else {
            return (path, offset < 0 ? "this is the first page" : "this is the last page")
        }
        let page = found.bundle.pages[index]
        return (page.folder, "page \(index + 1) of \(found.bundle.pages.count): \(page.name)")
    }
}
