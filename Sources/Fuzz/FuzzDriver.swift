#if FUZZING
import Foundation
import Fuzzing

/// libFuzzer's entry points, for a build with `-sanitize=fuzzer -D FUZZING` (`make fuzz`). libFuzzer's own
/// `main` parses its options and corpus folders; the target comes from `PLAYGROUND_FUZZ_TARGET`.
enum FuzzDriver {
    nonisolated(unsafe) static var target = FuzzTarget.sceneFile
}

@_cdecl("LLVMFuzzerInitialize")
func fuzzerInitialize(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> Int32 {
    let name = ProcessInfo.processInfo.environment["PLAYGROUND_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget(rawValue: name) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
        FileHandle.standardError.write(Data("set PLAYGROUND_FUZZ_TARGET to one of \(names) (got \"\(name)\")\n".utf8))
        exit(2)
    }
    FuzzDriver.target = target
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzDriver.target.run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@_silgen_name("LLVMFuzzerMutate")
private func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// libFuzzer's hook for custom mutations: scene files are mostly mutated as JSON (keys and values), the rest as bytes.
@_cdecl("LLVMFuzzerCustomMutator")
func fuzzerCustomMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    if FuzzDriver.target == .sceneFile, seed % 4 != 0,
        let mutated = SceneFileMutator.mutate(UnsafeBufferPointer(start: data, count: size), seed: seed),
        mutated.count <= maxSize
    {
        mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
        return mutated.count
    }
    return LLVMFuzzerMutate(data, size, maxSize)
}
#endif
