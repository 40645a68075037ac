import Foundation
import Fuzzing

#if !FUZZING
/// `playground-fuzz TARGET FILE|FOLDER...`: runs each file, or each file of a folder, once through TARGET (to
/// reproduce a crash in a plain build). Built for fuzzing (`make fuzz`), libFuzzer's own `main` runs instead
/// (see `FuzzDriver`).
@main
enum FuzzMain {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: playground-fuzz TARGET [ARGS...]; TARGET is one of \(names)\n".utf8))
            exit(2)
        }
        replay(target, Array(arguments.dropFirst(2)))
    }

    static func replay(_ target: FuzzTarget, _ paths: [String]) {
        var count = 0
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                FileHandle.standardError.write(Data("\(path): no such file or folder\n".utf8))
                exit(1)
            }
            let files =
                isFolder.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                target.run([UInt8](data))
                count += 1
            }
        }
        print("\(target.rawValue): ran \(count) inputs")
    }
}
#endif
