import Foundation
import LayerKit
import Raster

/// A simulated download: how much arrives each step, by profile. Deterministic (seeded) so frames and
/// tests are reproducible.
struct TransferSimulator {
    enum Profile: String, CaseIterable {
        /// The original's pace: the whole file in 6.18 s.
        case steady
        /// Arrives in bursts with pauses between them.
        case bursty
        /// Runs, stalls for a while, recovers.
        case stalls = "stalls and recovers"
        /// Four times the steady rate.
        case fast = "very fast"
    }

    /// Fraction of the file per second at the steady pace (the original's 0 → 1 in 6.18 s).
    static let steadyRate = 1 / 6.18

    var profile = Profile.steady
    private var random = SeededRandom(seed: 7)
    private var burstLeft = 0.0
    private var phase = 0.0

    /// Fraction of the file arriving during the step of `dt` seconds that starts at `elapsed` seconds into the download.
    mutating func received(during dt: Double, elapsed: Double) -> Double {
        switch profile {
        case .steady:
            return Self.steadyRate * dt
        case .fast:
            return 4 * Self.steadyRate * dt
        case .bursty:
            if burstLeft <= 0 {
                burstLeft = 0.15 + 0.35 * random.unit()
                phase = random.unit() < 0.5 ? 0 : 1
            }
            burstLeft -= dt
            return phase == 1 ? 2.6 * Self.steadyRate * dt : 0.05 * Self.steadyRate * dt
        case .stalls:
            // 1.6 s of steady transfer, then 1.2 s stalled, repeating.
            let cycle = elapsed.truncatingRemainder(dividingBy: 2.8)
            return cycle < 1.6 ? 1.3 * Self.steadyRate * dt : 0
        }
    }
}
