import ArgumentParser
import FileOutput
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore

struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Play a scene as a persistent user would (downloads, rebuilds, clicks) and check that memory stays flat.",
        discussion: """
            Resident memory is measured after a tenth of the cycles (at least 30, at most half) and at the end (after returning freed memory \
            to the system); the command fails when it grew more than --max-growth percent or the layer count \
            grew without bound. Prints a JSON summary.
            """
    )

    @Option(help: "A built-in scene (splash, ripple, worm, drip) or a scene file.")
    var scene: String

    @Option(help: "Cycles to play: downloads, splash rebuilds, ripple clicks, worm toggles (10 s each for a scene file).")
    var cycles: Int = 100

    @Option(help: "Largest allowed growth of resident memory, in percent.")
    var maxGrowth: Double = 2

    /// Cycles played before memory is first measured: a tenth of them, and at least 30 (the first rounds of a scene's
    /// variations, such as the drip's four transfer profiles, allocate what later rounds reuse), but at most half.
    static func warmUp(of cycles: Int) -> Int { min(max(cycles / 10, 30), cycles / 2) }

    func validate() throws {
        guard cycles >= 10, cycles <= 1_000_000 else { throw ValidationError("--cycles must be 10...1000000") }
        guard maxGrowth.isFinite, maxGrowth >= 0 else { throw ValidationError("--max-growth must be a percentage ≥ 0") }
    }

    func run() throws {
        let size = Size(width: 640, height: 400)
        var driver = SoakDriver(scene: try loadAnyScene(scene, size: size))
        let renderer = LayerRenderer(threads: 1)
        let frame = PixelBuffer(width: 160, height: 100)
        var baseline: (memory: Int, layers: Int)?
        var mostLayers = 0
        var sinceFrame = 0.0
        let started = Date()
        while driver.cycles < cycles {
            driver.advance()
            mostLayers = max(mostLayers, driver.layerCount)
            sinceFrame += SoakDriver.step
            if sinceFrame >= 0.25 {
                sinceFrame = 0
                renderer.render(driver.scene.tree, into: frame.target, scale: 0.25, background: driver.scene.backgroundColor)
            }
            if baseline == nil, driver.cycles >= Self.warmUp(of: cycles) {
                baseline = (Self.residentBytes(), driver.layerCount)
            }
        }
        let end = Self.residentBytes()
        let start = baseline?.memory ?? end
        let growth = Double(end - start) / Double(max(start, 1)) * 100
        let layerBound = 2 * (baseline?.layers ?? 0) + 50
        var summary = JSONWriter.Object()
        summary.append("scene", driver.scene.title)
        summary.append("cycles", driver.cycles)
        summary.append("sceneSeconds", (driver.elapsed * 10).rounded() / 10)
        summary.append("wallSeconds", (Date().timeIntervalSince(started) * 10).rounded() / 10)
        summary.append("residentKiBAfterWarmUp", start / 1024)
        summary.append("residentKiBAtEnd", end / 1024)
        summary.append("growthPercent", (growth * 100).rounded() / 100)
        summary.append("mostLayers", mostLayers)
        print(JSONWriter.write(summary, pretty: false))
        guard growth <= maxGrowth else {
            throw CommandFailure("resident memory grew \(String(format: "%.2f", growth)) % (more than \(maxGrowth) %)")
        }
        guard mostLayers <= layerBound else {
            throw CommandFailure("the layer count reached \(mostLayers) (bound \(layerBound))")
        }
    }

    /// Resident memory now, after handing freed heap memory back to the system so the figure tracks what is live.
    static func residentBytes() -> Int {
        _ = mallocTrim(0)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// glibc's `malloc_trim` (not in the Glibc module map): returns free heap pages to the system.
@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
