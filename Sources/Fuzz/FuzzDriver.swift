import Foundation
import Fuzzing

/// The target that libFuzzer's C callbacks dispatch to (they cannot capture it).
enum FuzzDriver {
    nonisolated(unsafe) static var target = FuzzTarget.sceneFile
}

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

@_silgen_name("LLVMFuzzerMutate")
private func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

extension FuzzDriver {
    static func runLibFuzzer(arguments: [String]) -> Int32 {
        var argc = Int32(arguments.count)
        var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        return cArguments.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress
            return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
                FuzzDriver.target.run(UnsafeRawBufferPointer(start: data, count: size))
                return 0
            }
        }
    }
}

/// libFuzzer's hook for custom mutations: scene files are mutated as JSON (keys and values), the rest as bytes.
@_cdecl("LLVMFuzzerCustomMutator")
func customMutator(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
    if FuzzDriver.target == .sceneFile, seed % 4 != 0,
       let mutated = SceneFileMutator.mutate(UnsafeBufferPointer(start: data, count: size), seed: seed),
       mutated.count <= maxSize {
        mutated.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: mutated.count) }
        return mutated.count
    }
    return LLVMFuzzerMutate(data, size, maxSize)
}
#endif
