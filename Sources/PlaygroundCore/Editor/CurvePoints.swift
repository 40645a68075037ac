import Foundation
import LayerKit

/// The four numbers of a cubic-Bézier timing curve: (x1, y1) and (x2, y2). x is kept in 0...1; y may
/// overshoot, within -1...2 in the editor.
@_spi(App) public struct CurvePoints: Hashable, Codable, Sendable, CustomStringConvertible {
    @_spi(App) public var x1: Double, y1: Double, x2: Double, y2: Double

    @_spi(App) public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    @_spi(App) public init(_ function: TimingFunction) {
        let p = function.controlPoints
        self.init(p.x1, p.y1, p.x2, p.y2)
    }

    /// Clamped to what the editor allows: x in 0...1, y in -1...2; non-finite values become 0.
    @_spi(App) public var clamped: CurvePoints {
        func c(_ v: Double, _ low: Double, _ high: Double) -> Double { v.isFinite ? min(max(v, low), high) : 0 }
        return CurvePoints(c(x1, 0, 1), c(y1, -1, 2), c(x2, 0, 1), c(y2, -1, 2))
    }

    @_spi(App) public var values: [Double] { [x1, y1, x2, y2] }

    /// "0.250, 0.100, 0.250, 1.000"
    @_spi(App) public var description: String { values.map { String(format: "%.3f", $0) }.joined(separator: ", ") }

    func apply(to function: TimingFunction) { function.setControlPoints(x1, y1, x2, y2) }
}
