import Testing

@testable import Raster

/// The non-separable blend modes by the W3C formulas, worked out by hand. Red's luminosity is 0.3; 50 % grey's is
/// 128/255. `color` of red over grey lifts red to the grey's luminosity: (1.2020, 0.2020, 0.2020) clipped about it
/// to (1, 0.2885, 0.2885), which is (255, 74, 74); `luminosity` of grey over red is the same; `saturation` of grey
/// over red keeps red's luminosity with no saturation: 0.3 · 255 = 76.5, which rounds to 77.
@Suite("Blend modes")
struct BlendModeTests {
    let red: UInt32 = 0xFFFF_0000, grey: UInt32 = 0xFF80_8080

    @Test func nonSeparableModesFollowTheW3CFormulas() {
        #expect(BlendMode.color.combine(red, with: grey) == 0xFFFF_4A4A)
        #expect(BlendMode.luminosity.combine(grey, with: red) == 0xFFFF_4A4A)
        #expect(BlendMode.saturation.combine(grey, with: red) == 0xFF4D_4D4D)
        // Hue of grey (no hue) over red: grey's hue with red's saturation is no colour at all, at red's luminosity.
        #expect(BlendMode.hue.combine(grey, with: red) == 0xFF4D_4D4D)
    }

    @Test func nothingDrawnChangesNothingAndNormalIsSourceOver() {
        for mode in BlendMode.allCases { #expect(mode.combine(0, with: grey) == grey, "\(mode)") }
        // Half-transparent white over black, source-over: 0x80 of white, premultiplied, plus half the black.
        #expect(BlendMode.normal.combine(0x8080_8080, with: 0xFF00_0000) == 0xFF80_8080)
    }
}
