import ArgumentParser
@_spi(App) import PlaygroundCore

/// The process in which a scene script's code runs for the window (its scene host): the window starts it with a
/// socket on descriptor 3 and shared memory for frames on descriptor 4.
struct SceneHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene-host",
        abstract: "Run a compiled scene script for the window (used by the playground itself).",
        shouldDisplay: false
    )

    @Argument(help: "The compiled script (a shared library).")
    var library: String

    @Option(help: "The script it was compiled from.")
    var script: String

    func run() throws {
        SceneHostServer.serve(library: library, script: script)
    }
}
