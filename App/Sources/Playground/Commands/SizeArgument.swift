import ArgumentParser

/// `WxH` on the command line, in points (for example `1280x800`), each from 1 to 16384.
struct SizeArgument: ExpressibleByArgument, CustomStringConvertible, Sendable {
    let width: Int
    let height: Int

    init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }

    /// - Throws: a message saying what is wrong with the text and what is allowed.
    static func parse(_ argument: String) throws -> SizeArgument {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ValidationError("'\(argument.prefix(40))' is not a size: write WxH in points, such as 1280x800")
        }
        guard (1...16384).contains(w), (1...16384).contains(h) else {
            throw ValidationError("a size of \(w)x\(h) points is not allowed: each side must be 1...16384")
        }
        return SizeArgument(width: w, height: h)
    }

    var description: String { "\(width)x\(height)" }
    var defaultValueDescription: String { description }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    static var defaultCompletionKind: CompletionKind { .default }
}

/// Checks a `--scale` value: HiDPI factors from 0.25 to 8.
func validateScale(_ scale: Double) throws {
    guard scale.isFinite, scale >= 0.25, scale <= 8 else {
        throw ValidationError("--scale must be between 0.25 and 8 (got \(scale))")
    }
}

extension Option where Value == SizeArgument {
    /// `--size WxH` with a message that says what is wrong (ArgumentParser's own says only "invalid").
    init(wrappedValue: SizeArgument, help: ArgumentHelp) {
        self.init(wrappedValue: wrappedValue, help: help, transform: { try SizeArgument.parse($0) })
    }
}

extension Option where Value == SizeArgument? {
    init(help: ArgumentHelp) {
        self.init(help: help, transform: { try SizeArgument.parse($0) })
    }
}
