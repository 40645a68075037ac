import AppResources
import Foundation
import LayerKit
import Testing

@testable import Scenes

/// The shipped image files are what their code draws (regenerate with `playground resources --out Resources`).
@Suite("Shipped resources")
struct ResourceTests {
    @Test(arguments: [1.0, 2.0])
    func tileFilesMatchTheArtwork(scale: Double) throws {
        let path = try #require(AppResources.path(TileArtwork.fileName(scale: scale)), "resource not found on \(AppResources.searchPath)")
        let shipped = try PixelBuffer(pngFile: path)
        let drawn = TileArtwork.drawn(scale: scale)
        #expect(shipped.width == drawn.width && shipped.height == drawn.height && shipped.width == Int(90 * scale))
        // PNG keeps straight alpha: premultiplied values may round by one level on the way back.
        var worst = 0
        for (a, b) in zip(shipped.pixelArray, drawn.pixelArray) {
            for shift: UInt32 in [0, 8, 16, 24] {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
        }
        #expect(worst <= 1)
    }
}
