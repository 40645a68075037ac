import Foundation
import Testing

@_spi(App) @testable import PlaygroundCore

@Suite("Curve presets file")
struct PresetFileTests {
    @Test func theShippedPresetsLoad() {
        let names = CurvePresets.all.map(\.name)
        #expect(names.count > 30 && names.prefix(5) == ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
        #expect(CurvePresets.all.first { $0.name == "easeOutBack" }?.points == CurvePoints(0.34, 1.56, 0.64, 1))
    }

    @Test func aMalformedFileIsRefused() throws {
        #expect(throws: (any Error).self) { try CurvePresets.parse(Data("{\"presets\": 3}".utf8)) }
        #expect(try CurvePresets.parse(Data("{\"presets\": [{\"name\": \"x\", \"controlPoints\": [1, 2]}]}".utf8)).isEmpty)
    }
}
