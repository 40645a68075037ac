import Testing

@testable import Raster

@Suite("Pixel fills")
struct PixelFillTests {
    /// Rows short and long (the string store from 1,024 pixels on), from aligned and unaligned starts: every pixel of
    /// the row takes the colour and none beside it changes.
    @Test(arguments: [0, 1, 7, 1_023, 1_024, 1_025, 3_840, 4_001])
    func aRowTakesTheColourAndNothingBesideIt(count: Int) {
        for start in [0, 1, 3, 16] {
            let guardValue: UInt32 = 0xDEAD_BEEF, color: UInt32 = 0xFF12_3456
            var pixels = [UInt32](repeating: guardValue, count: start + count + 20)
            pixels.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: start).fillPixels(with: color, count: count) }
            #expect(pixels[..<start].allSatisfy { $0 == guardValue }, "start \(start)")
            #expect(pixels[start..<(start + count)].allSatisfy { $0 == color }, "start \(start)")
            #expect(pixels[(start + count)...].allSatisfy { $0 == guardValue }, "start \(start)")
        }
    }
}
