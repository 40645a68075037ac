import Foundation
import Scripts
import Testing

/// A script's fault told from what its process printed, as Swift's runtime and backtracer print it.
@Suite("Script faults")
struct ScriptFaultTests {
    let script = "/work/demo/loop.swift"

    @Test func aTrapNamesTheRuntimesMessageAndTheScriptsLine() {
        let output = """
            Swift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range

            *** Signal 4: Backtracing from 0x7f223fb6df7f... done ***
            Thread 0 "playground" crashed:
              0               0x00007f223fb6df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
              1 [ra]          0x00007f223a036c4f closure #2 in makeScene(root:) + 254 in cc85.so at /work/demo/loop.swift:13:34
            """
        let error = ScriptFault.error(output: output, status: 132, script: script, sources: [script], doing: "while running")
        #expect(error.description == "/work/demo/loop.swift:13:34: the script crashed while running: Fatal error: Index out of range")
    }

    @Test func aFrameWithoutALineGivesItsCallersLineAndItsName() {
        let lines = [
            "  0               0x00007fe740bc7faa fault() + 42 in 7045.so at /work/demo/loop.swift",
            "  1 [ra]          0x00007fe740bc7ff9 Target.tapped() + 24 in 7045.so at /work/demo/loop.swift:8:27",
        ]
        let place = ScriptFault.location(in: lines, sources: [script])
        #expect(place?.line == 8 && place?.column == 27 && place?.function == "fault()")
        #expect(place?.note == " (in fault(), called here)")
    }

    @Test func exitAndMemoryAreToldApart() {
        let exited = ScriptFault.error(output: "about to leave\n", status: 3, script: script, sources: [script], doing: "while running")
        #expect(exited.description == "/work/demo/loop.swift: the script ended the scene's process (exit(3)) while running")
        let memory = ScriptFault.error(
            output: "Fatal error: failed to allocate 42949672992 bytes of memory with alignment 8\n", status: 132, script: script,
            sources: [script], doing: "while running", memoryLimit: 4 << 30)
        #expect(memory.description == "/work/demo/loop.swift: the script used more memory than the scene may (more than 4 GB) while running")
    }
}
