import Foundation
import SceneFiles
import Testing

@testable import Fuzzing

/// Every fuzz target's corpus (seeds and every crash found, kept as regressions) runs through the target.
/// A crash here is a crash of the test process, which fails the suite.
@Suite("Fuzz corpus")
struct CorpusReplayTests {
    static func corpus(_ target: FuzzTarget) throws -> [URL] {
        let folder = try #require(Bundle.module.url(forResource: "Corpus", withExtension: nil)).appendingPathComponent(target.rawValue)
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTarget.allCases)
    func corpusRuns(target: FuzzTarget) throws {
        let files = try Self.corpus(target)
        #expect(files.count >= 3)
        for file in files { target.run([UInt8](try Data(contentsOf: file))) }
    }

    @Test func mutatorKeepsSceneFilesJSON() throws {
        let seed = Array(try Data(contentsOf: try #require(Self.corpus(.sceneFile).first { $0.lastPathComponent == "showcase.json" })))
        var changed = 0
        for s in 0..<200 as Range<UInt32> {
            let mutated = try #require(seed.withUnsafeBufferPointer { SceneFileMutator.mutate($0, seed: s) })
            #expect(String(validating: mutated, as: UTF8.self).map { (try? JSONReader.parse($0)) != nil } == true)
            if mutated != seed { changed += 1 }
        }
        #expect(changed > 150)
    }
}
