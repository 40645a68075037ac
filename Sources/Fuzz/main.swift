import Foundation
import Fuzzing

// playground-fuzz TARGET [ARGS...]
//
// Built with `-sanitize=fuzzer` and `-D FUZZING` (`make fuzz`), it hands ARGS to libFuzzer (a corpus folder,
// -max_total_time=..., ...) with TARGET's entry point and, for scene files, a structure-aware mutator.
// Built normally, it runs each file or folder of files in ARGS once through TARGET (reproducing a crash).

let arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    FileHandle.standardError.write(Data("usage: playground-fuzz TARGET [ARGS...]; TARGET is one of \(names)\n".utf8))
    exit(2)
}
FuzzDriver.target = target

#if FUZZING
exit(FuzzDriver.runLibFuzzer(arguments: [arguments[0]] + arguments.dropFirst(2)))
#else
var count = 0
for argument in arguments.dropFirst(2) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(argument): no such file or folder\n".utf8))
        exit(1)
    }
    let files = isFolder.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []).sorted().map { argument + "/" + $0 }
        : [argument]
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        target.run([UInt8](data))
        count += 1
    }
}
print("\(target.rawValue): ran \(count) inputs")
#endif
