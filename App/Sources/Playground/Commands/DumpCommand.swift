import ArgumentParser
import FileOutput
import Scenes

struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print a scene's presentation tree at a time, as JSON."
    )

    @OptionGroup var options: SceneOptions
    @OptionGroup var moment: TimeOption

    func run() throws {
        let scene = try options.loadScene(at: moment.time)
        print(JSONWriter.write(PresentationJSON.dump(scene.tree)))
    }
}
