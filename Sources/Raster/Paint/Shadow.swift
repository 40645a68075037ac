import Foundation

/// A drop shadow that a group's content casts (Core Animation's layer shadow), in the user space of the canvas
/// that draws it: the content's alpha, blurred by a Gaussian, offset, and painted in `color` below the content.
///
/// The blur's standard deviation is `radius`. That is Core Animation's relation: designers' tools that follow
/// CSS (blur = 2σ) convert their blur B to `shadowRadius` = B / 2, and CSS defines σ as half the blur.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha includes `shadowOpacity`.
    public var color: Color
    /// How far the shadow is moved from the content.
    public var offset: Size
    /// The Gaussian's standard deviation; 0 gives a hard shadow. Negative values are read as 0.
    public var radius: Double

    /// A rectangle (user space) that what is drawn right after the shadow covers opaquely, so the shadow need not be
    /// painted there: an optimisation that changes no pixel when the promise holds. Used only where the transform
    /// keeps rectangles axis-aligned.
    public var occluder: Rect?

    public init(color: Color, offset: Size, radius: Double, occluder: Rect? = nil) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.occluder = occluder
    }

    /// The largest standard deviation drawn, in device pixels; larger ones are clamped (a shadow that wide is
    /// invisible anyway, and the clamp bounds memory and time).
    public static let maximumDeviceRadius = 1000.0
}

/// How a Gaussian blur of standard deviation σ (device pixels) is computed at constant cost per pixel: the alpha
/// is averaged over `factor` × `factor` cells (a power of two, so that σ / factor stays between 4 and 8), blurred
/// there by a sampled Gaussian of `radius` cells each way, and interpolated back bilinearly. The box and the
/// interpolation add variance, which the cell Gaussian's deviation leaves out, so the total is σ². For σ below 8
/// the blur runs on the pixels themselves. Within 1/255 of the exact Gaussian (see the shadow tests).
struct BlurPlan: Hashable {
    let factor: Int
    let shift: Int
    /// The cell Gaussian's standard deviation, in cells.
    let cellSigma: Double
    /// Kernel taps each side of the centre, in cells (3.5 deviations).
    let radius: Int

    init(sigma: Double) {
        let sigma = sigma.isFinite ? min(max(sigma, 0), Shadow.maximumDeviceRadius) : 0
        var shift = 0
        while sigma / Double(2 << shift) >= 4 && shift < 6 { shift += 1 }
        let k = Double(1 << shift)
        self.shift = shift
        factor = 1 << shift
        cellSigma = shift == 0 ? sigma : (sigma * sigma - (k * k - 1) / 12 - k * k / 6).squareRoot() / k
        radius = Int((3.5 * cellSigma).rounded(.up))
    }

    /// How far (device pixels) the blurred alpha can reach beyond the content, interpolation included.
    var reach: Int { (radius + 2) * factor }

    /// The kernel's `2 * radius + 1` weights, summing to 1.
    func weights(into buffer: UnsafeMutablePointer<Float>) {
        let count = 2 * radius + 1
        guard radius > 0 else {
            buffer[0] = 1
            return
        }
        // On pixels each tap is the Gaussian's integral over the pixel, which makes the blur of a pixel-aligned
        // shape exactly the continuous one; on cells it is the Gaussian's value (the cell variance is planned so).
        let root2 = 2.0.squareRoot() * cellSigma
        func tap(_ i: Int) -> Double {
            let d = Double(i - radius)
            return factor == 1 ? (erf((d + 0.5) / root2) - erf((d - 0.5) / root2)) / 2 : exp(-d * d / (2 * cellSigma * cellSigma))
        }
        var total = 0.0
        for i in 0..<count { total += tap(i) }
        for i in 0..<count { buffer[i] = Float(tap(i) / total) }
    }
}
