import AppResources
import Foundation

/// Curves to start from: Core Animation's five, the seed tutorials' own, and the well-known easings a
/// cubic Bézier can express (easings.net's control points). Read once from `Resources/curve-presets.json`.
enum CurvePresets {
    @_spi(App) public static let all: [(name: String, points: CurvePoints)] = {
        guard let data = AppResources.data("curve-presets.json") else { return fallback }
        return (try? parse(data)) ?? fallback
    }()

    /// Core Animation's five, when the presets file cannot be found or read (a damaged installation).
    static let fallback: [(name: String, points: CurvePoints)] = [
        ("linear", CurvePoints(0, 0, 1, 1)), ("easeIn", CurvePoints(0.42, 0, 1, 1)), ("easeOut", CurvePoints(0, 0, 0.58, 1)),
        ("easeInEaseOut", CurvePoints(0.42, 0, 0.58, 1)), ("default", CurvePoints(0.25, 0.1, 0.25, 1)),
    ]

    /// `{"presets": [{"name": ..., "controlPoints": [x1, y1, x2, y2]}, ...]}`.
    static func parse(_ data: Data) throws -> [(name: String, points: CurvePoints)] {
        struct File: Decodable {
            @_spi(App) public struct Preset: Decodable { let name: String; let controlPoints: [Double] }
            let presets: [Preset]
        }
        return try JSONDecoder().decode(File.self, from: data).presets.compactMap { preset in
            let p = preset.controlPoints
            return p.count == 4 ? (preset.name, CurvePoints(p[0], p[1], p[2], p[3]).clamped) : nil
        }
    }
}
