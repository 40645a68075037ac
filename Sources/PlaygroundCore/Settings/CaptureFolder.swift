import FileOutput
import Foundation

/// Where screenshots and recordings go: the desktop's pictures folder (`XDG_PICTURES_DIR`, from the environment or
/// `user-dirs.dirs`), else the working directory; when one cannot be written to, the next of those, the home
/// folder and the temporary folder. A name is never reused: `NAME.png`, then `NAME-2.png`, `NAME-3.png` ...
@_spi(App) public enum CaptureFolder {
    /// The folders to try, in order (existing folders only).
    static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let home = environment["HOME"] ?? NSHomeDirectory()
        var folders: [String] = []
        if let pictures = picturesFolder(environment: environment, home: home) { folders.append(pictures) }
        folders += [FileManager.default.currentDirectoryPath, home, NSTemporaryDirectory()]
        var seen = Set<String>()
        return folders.map { ($0 as NSString).standardizingPath }.filter { folder in
            var isFolder: ObjCBool = false
            guard seen.insert(folder).inserted, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { return false }
            return isFolder.boolValue
        }
    }

    /// `XDG_PICTURES_DIR` from the environment, or from `$XDG_CONFIG_HOME/user-dirs.dirs` (`"$HOME/Pictures"` form).
    static func picturesFolder(environment: [String: String], home: String) -> String? {
        if let folder = environment["XDG_PICTURES_DIR"], !folder.isEmpty { return folder }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        guard let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
            let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            let folder = value.replacingOccurrences(of: "$HOME", with: home)
            // A pictures folder equal to home means "not set" in user-dirs.
            return folder == home || folder.isEmpty ? nil : folder
        }
        return nil
    }

    /// A name in `folder` that does not exist yet: `stem.ext`, `stem-2.ext` ...
    static func unusedPath(in folder: String, stem: String, extension ext: String) -> String {
        var path = folder + "/\(stem).\(ext)"
        var counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder + "/\(stem)-\(counter).\(ext)"
            counter += 1
        }
        return path
    }

    /// Writes `data` under a new name in the first folder that takes it; returns the path.
    /// - Throws: the last folder's error when none does.
    @_spi(App) public static func write(
        _ data: Data, stem: String, extension ext: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> String {
        var lastError: Error = CocoaError(.fileWriteNoPermission)
        for folder in candidates(environment: environment) {
            let path = unusedPath(in: folder, stem: stem, extension: ext)
            do {
                try AtomicFile.write(data, to: path)
                return path
            } catch {
                lastError = error
            }
        }
        throw lastError
    }

    /// The stem of a screenshot or recording taken now: `playground-YYYYMMDD-HHMMSS`.
    @_spi(App) public static func stem(at date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return "playground-\(formatter.string(from: date))"
    }
}
