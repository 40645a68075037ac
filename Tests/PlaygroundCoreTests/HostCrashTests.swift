import Testing

@_spi(App) @testable import PlaygroundCore

/// A scene host whose script trapped can take over a second to write its backtrace: the wait for its reply must not be
/// reported as an endless loop when its output already says it crashed.
@Suite("Scene host crash recognition")
struct HostCrashTests {
    @Test func aTrapOrTheBacktracersFirstLineMeansTheHostIsCrashing() {
        #expect(ScriptHost.hasCrashed(Array("frame 1\nSwift/ContiguousArrayBuffer.swift:692: Fatal error: Index out of range\n".utf8)))
        #expect(ScriptHost.hasCrashed(Array("\n💣 Program crashed: Illegal instruction at 0x00007f\n".utf8)))
        #expect(ScriptHost.hasCrashed(Array("trap.swift:4: fatal error: unexpectedly found nil\n".utf8)))
    }

    @Test func ordinaryOutputIsNotACrash() {
        #expect(!ScriptHost.hasCrashed([]))
        #expect(!ScriptHost.hasCrashed(Array("loaded the scene\nframe 1\nframe 2\n".utf8)))
    }
}
