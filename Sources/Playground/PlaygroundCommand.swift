import ArgumentParser

@main
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Core Animation's model on Linux: watch, slow down and re-time classic iOS animations.",
        subcommands: [WindowCommand.self, RenderCommand.self, DumpCommand.self, EvalCommand.self, BenchCommand.self, RecordCommand.self],
        defaultSubcommand: WindowCommand.self
    )
}
