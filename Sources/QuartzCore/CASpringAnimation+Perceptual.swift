import LayerKit

extension SpringAnimation {
    /// A spring described by its perceived duration and bounce (`CASpringAnimation(perceptualDuration:bounce:)`, iOS
    /// 17), as SwiftUI's springs are defined: mass 1, stiffness (2π / duration)², damping ratio 1 − bounce for a bounce
    /// from 0 to 1, and 1 / (1 + bounce) for a negative one (overdamped: `allowsOverdamping` is set). `duration` is set to
    /// the `settlingDuration`, so the whole motion plays; `perceptualDuration` and `bounce` read back what was given.
    /// Bounces are clamped to −0.99...0.99 and durations to at least 1 ms (0.5 s when not finite).
    public convenience init(perceptualDuration: Double, bounce: Double, fileID: String = #fileID, line: Int = #line) {
        self.init(
            keyPath: nil, constants: SpringConstants(perceptualDuration: perceptualDuration, bounce: bounce),
            origin: SpringSlot.Origin(fileID: fileID, line: line, form: .perceptual))
        duration = settlingDuration
    }
}
