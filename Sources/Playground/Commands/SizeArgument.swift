import ArgumentParser
import Raster

/// `WxH` on the command line, in points (for example `1280x800`).
struct SizeArgument: ExpressibleByArgument, Sendable {
    let width: Int
    let height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 16384, h <= 16384 else {
            return nil
        }
        width = w
        height = h
    }

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
