import FileOutput
import Foundation
import LayerKit
import Scripts

/// Turns a folder of numbered PNG frames (`frame-00001.png`, …) into a GIF or an MP4 with ffmpeg, writing a temporary
/// file beside the output and renaming it into place, so that the output is whole or absent.
@_spi(App) public enum FrameEncoder {
    @_spi(App) public struct Failure: Error, CustomStringConvertible {
        @_spi(App) public let description: String
    }

    /// Longest an encoding may take, in seconds.
    static let timeLimit = 600.0

    /// - Throws: `Failure` saying why nothing was written (ffmpeg missing or failing, the file not writable).
    @_spi(App) public static func encode(framesIn folder: String, fps: Double, gif: Bool, to path: String) throws {
        let temporary = AtomicFile.temporaryPath(for: path)
        let input = (folder as NSString).appendingPathComponent("frame-%05d.png")
        var arguments = ["ffmpeg", "-hide_banner", "-loglevel", "error", "-y", "-framerate", NumberText.decimal(fps), "-i", input]
        if gif {
            arguments += [
                "-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a", "-loop", "0",
            ]
        } else {
            arguments += ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"]
        }
        arguments.append(temporary)
        let result: ChildProcess.Result
        do {
            result = try ChildProcess.run("/usr/bin/env", arguments, timeLimit: timeLimit)
        } catch {
            throw Failure(description: "cannot run ffmpeg (make setup installs it): \(error)")
        }
        guard result.status == 0, !result.timedOut else {
            try? FileManager.default.removeItem(atPath: temporary)
            let reason = result.timedOut
                ? "took longer than \(Int(timeLimit)) s"
                : "status \(result.status)" + (result.output.split(separator: "\n").last.map { ": \($0)" } ?? "")
            throw Failure(description: "ffmpeg failed (\(reason)); nothing was written to \(path)")
        }
        do {
            try AtomicFile.commit(temporary, to: path)
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw Failure(description: "\(path): cannot write the file (\(error.localizedDescription))")
        }
    }
}
