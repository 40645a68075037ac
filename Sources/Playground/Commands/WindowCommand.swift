import ArgumentParser
import Foundation
import LayerKit
import PlaygroundCore
import Scenes

struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the playground window (the default command)."
    )

    @Option(help: "The first scene: splash, ripple, worm, drip, a scene file (.json) or a scene script (.swift, or a folder).")
    var scene: String = "splash"

    @Option(help: "Window size in points, WxH (default: 1280x800).")
    var size: SizeArgument = SizeArgument(width: 1280, height: 800)

    @Option(parsing: .unconditional, help: "Pixels per point (default: what the screen gives).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Seconds until the splash's simulated API handshake succeeds (its ping flow).")
    var handshake: Double = 4

    @OptionGroup var threadsOption: ThreadsOption
    var threads: Int { threadsOption.threads }

    @Option(help: ArgumentHelp("Quit after this many seconds (for scripted runs).", visibility: .hidden))
    var quitAfter: Double?

    func validate() throws {
        if let scale { try validateScale(scale) }
        guard handshake.isFinite, handshake >= 0, handshake <= 3600 else { throw ValidationError("--handshake must be 0...3600 seconds") }
    }

    func run() throws {
        let settings = SceneSettings(handshakeDelay: handshake, pixelScale: scale ?? 2)
        let points = Size(width: Double(size.width), height: Double(size.height))
        let app: PlaygroundApp
        do {
            app = try PlaygroundApp(sceneSpec: scene, windowSize: points, scale: scale ?? 1, settings: settings)
        } catch {
            throw CommandFailure("\(error)")
        }
        let shell: SDLShell
        do {
            shell = try SDLShell(
                app: app, title: "Animation Playground", size: points, fixedScale: scale, threads: threads,
                quitAfter: quitAfter)
        } catch {
            throw CommandFailure("\(error)")
        }
        shell.run()
    }
}
