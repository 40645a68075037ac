import ArgumentParser
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore
import Scenes

struct WindowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Open the playground window (the default command)."
    )

    @Option(
        help: """
            The first scene: splash, ripple, worm, drip, a scene file (.json) or a scene script (.swift, or a folder) \
            (default: the last one shown, else splash).
            """)
    var scene: String?

    @Option(help: "Window size in points, WxH (default: the last size, else 1280x800).")
    var size: SizeArgument?

    @Option(parsing: .unconditional, help: "Pixels per point (default: what the screen gives); finer than the screen, the window grows to show each pixel.")
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
        let store = SettingsStore()
        let remembered = store.settings
        let points = size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? remembered.windowSize ?? Size(width: 1280, height: 800)
        let app: PlaygroundApp
        do {
            app = try PlaygroundApp(
                sceneSpec: firstScene(remembered), windowSize: points, scale: scale ?? 1, settings: settings, settingsStore: store)
        } catch {
            throw CommandFailure("\(error)")
        }
        let position = remembered.windowX.flatMap { x in remembered.windowY.map { (x, $0) } }
        let shell: SDLShell
        do {
            shell = try SDLShell(
                app: app, size: points, position: size == nil ? position : nil, fixedScale: scale, threads: threads, quitAfter: quitAfter)
        } catch {
            throw CommandFailure("\(error)")
        }
        shell.run()
        app.saveSettings(windowPosition: shell.position)
    }

    /// `--scene`, else the last scene shown if it still exists, else the splash.
    private func firstScene(_ remembered: AppSettings) -> String {
        if let scene { return scene }
        guard let last = remembered.scene else { return "splash" }
        return SceneCatalog.isFile(last) && !FileManager.default.fileExists(atPath: last) ? "splash" : last
    }
}
