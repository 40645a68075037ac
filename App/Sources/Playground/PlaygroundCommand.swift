import ArgumentParser
import Foundation

@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Core Animation's model on Linux: watch, slow down and re-time classic iOS animations.",
        subcommands: [
            WindowCommand.self, RenderCommand.self, DumpCommand.self, EvalCommand.self, BenchCommand.self, RecordCommand.self,
            SoakCommand.self, ExportCommand.self, ScriptCheckCommand.self, SceneHostCommand.self, ResourcesCommand.self,
        ],
        defaultSubcommand: WindowCommand.self
    )

    /// Runs the command line. Failures are written to stderr in one piece (ArgumentParser's own printing
    /// writes a byte per system call, which a long message turns into millions of calls).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}
