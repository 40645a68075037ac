import Foundation

/// What compiling a scene script needs: the Swift compiler and the modules of this very build of the
/// playground (`LayerKit`, `Raster`, …). The compiled script's references to them are resolved when it is loaded,
/// against the engine library (`libPlaygroundEngine.so`) the running executable links.
public struct ScriptToolchain: Sendable {
    /// The `swiftc` that compiles scripts.
    public let compiler: String
    /// The folder holding `LayerKit.swiftmodule` and `Raster.swiftmodule`.
    public let modules: String
    /// The running executable, which checks each new build of a script in a child process.
    public let executable: String

    /// Finds the toolchain: `swiftc` from `PLAYGROUND_SWIFTC`, the `PATH`, or beside the Swift runtime the
    /// playground runs on; the modules from `PLAYGROUND_MODULES`, or the `Modules` folder beside the executable (in a
    /// build folder, and in an installed copy's `PREFIX/lib/animation-playground`).
    /// - Throws: `ScriptError` saying what is missing and how to provide it.
    public static func locate() throws -> ScriptToolchain {
        let environment = ProcessInfo.processInfo.environment
        let executable = thisExecutable
        let folder = (executable as NSString).deletingLastPathComponent
        let moduleCandidates = [environment["PLAYGROUND_MODULES"], folder + "/Modules", folder].compactMap { $0 }
        guard
            let modules = moduleCandidates.first(where: {
                FileManager.default.fileExists(atPath: $0 + "/LayerKit.swiftmodule")
            })
        else {
            throw ScriptError(
                file: "scripts",
                "cannot find LayerKit.swiftmodule beside \(executable) (looked in "
                    + "\(moduleCandidates.joined(separator: ", "))); run the playground from its build folder or set PLAYGROUND_MODULES"
            )
        }
        var compilers = [environment["PLAYGROUND_SWIFTC"]].compactMap { $0 }
        compilers += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        compilers += [runtimeToolchainCompiler(), "/usr/bin/swiftc"].compactMap { $0 }
        guard let compiler = compilers.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw ScriptError(
                file: "scripts",
                "cannot find swiftc, the Swift compiler (not on PATH); install the Swift toolchain that built the "
                    + "playground or set PLAYGROUND_SWIFTC"
            )
        }
        return ScriptToolchain(compiler: compiler, modules: modules, executable: executable)
    }

    /// The playground's executable: this program, or the one `PLAYGROUND_EXECUTABLE` names when this process is not
    /// the playground itself. It checks new script builds, hosts scripts and records. A process that is neither (a test
    /// runner that does not set the variable) gets the `playground` beside it: running itself instead would "check" a
    /// build by running something else.
    public static var thisExecutable: String {
        if let named = ProcessInfo.processInfo.environment["PLAYGROUND_EXECUTABLE"] { return named }
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let name = (running as NSString).lastPathComponent
        guard name != "playground", name != "animation-playground" else { return running }
        let beside = (running as NSString).deletingLastPathComponent + "/playground"
        return FileManager.default.isExecutableFile(atPath: beside) ? beside : running
    }

    /// `swiftc` of the toolchain whose runtime library this process loaded (…/usr/lib/swift/linux/libswiftCore.so).
    private static func runtimeToolchainCompiler() -> String? {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libswiftCore.so") }),
            let path = line.split(separator: " ").last
        else { return nil }
        let usr =
            (((String(path) as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent as NSString)
            .deletingLastPathComponent as NSString
        return usr.deletingLastPathComponent + "/bin/swiftc"
    }
}
