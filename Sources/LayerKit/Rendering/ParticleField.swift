import Foundation
import Raster

/// One particle at one instant.
public struct Particle: Equatable, Sendable {
    /// Where its centre is, in the emitter layer's coordinates.
    public var position: Point
    /// Its contents' scale and turn (radians, clockwise on screen).
    public var scale: Double
    public var angle: Double
    /// Multiplies its contents.
    public var color: Color
    /// Which of the layer's cells emitted it.
    public var cell: Int
}

/// The particles of an emitter at a time, computed in closed form (see `EmitterLayer`): nothing is simulated, so any
/// time can be evaluated on its own.
public enum ParticleField {
    /// The length of an emission slot, seconds.
    public static let slot = 1.0 / 60

    /// Appends the particles alive at local time `time` to `particles`, cell by cell in order, each cell's oldest
    /// first. `rate` gives the layer's birth rate at a local time (it may be animated).
    public static func evaluate(
        cells: [EmitterCell], properties p: LayerProperties, time: Double, rate: (Double) -> Double, into particles: inout [Particle]
    ) {
        guard time.isFinite, time >= 0 else { return }
        var budget = EmitterLayer.maximumParticles
        // Candidates examined, particles alive or not: bounds a frame's work whatever the rates and ranges.
        var work = 40 * EmitterLayer.maximumParticles
        let lifeScale = finite(p.emitterLifetime, or: 1), velocityScale = finite(p.emitterVelocity, or: 1)
        let scaleScale = finite(p.emitterScale, or: 1), spinScale = finite(p.emitterSpin, or: 1)
        for (index, cell) in cells.prefix(EmitterLayer.maximumCells).enumerated() where cell.isEnabled && budget > 0 {
            let cellRate = finite(Double(cell.birthRate), or: 0)
            let longest = min(
                max((finite(Double(cell.lifetime), or: 0) + abs(finite(Double(cell.lifetimeRange), or: 0)) / 2) * lifeScale, 0),
                EmitterLayer.maximumLifetime)
            guard cellRate > 0, longest > 0 else { continue }
            let first = particles.count
            let lastSlot = Int((time / slot).rounded(.down)), firstSlot = max(0, Int(((time - longest) / slot).rounded(.down)))
            // Newest slots first, so that the budget drops the oldest particles; each cell's run is reversed after.
            var s = lastSlot
            slots: while s >= firstSlot {
                defer { s -= 1 }
                let expected = cellRate * finite(rate(Double(s) * slot), or: 0) * slot
                guard expected > 0 else { continue }
                var slotRandom = SeededRandom(seed: key(p.seed, index, s, 0xFFFF_FFFF))
                let count = Int(min(expected, Double(EmitterLayer.maximumParticles)) + slotRandom.unit())
                for k in 0..<count {
                    work -= 1
                    if work < 0 { break slots }
                    var random = SeededRandom(seed: key(p.seed, index, s, k))
                    let birth = (Double(s) + (Double(k) + random.unit()) / Double(count)) * slot
                    let age = time - birth
                    let life = spread(Double(cell.lifetime), Double(cell.lifetimeRange), &random) * lifeScale
                    guard age >= 0, age < min(life, EmitterLayer.maximumLifetime) else { continue }
                    particles.append(particle(of: cell, index: index, age: age, in: p, random: &random, velocityScale: velocityScale,
                        scaleScale: scaleScale, spinScale: spinScale))
                    budget -= 1
                    if budget == 0 { break slots }
                }
            }
            // In place (reversing the slice would copy it).
            var i = first, j = particles.count - 1
            while i < j {
                particles.swapAt(i, j)
                i += 1
                j -= 1
            }
        }
    }

    /// A particle's state at `age`, its values drawn from `random` in a fixed order.
    private static func particle(
        of cell: EmitterCell, index: Int, age: Double, in p: LayerProperties, random: inout SeededRandom, velocityScale: Double,
        scaleScale: Double, spinScale: Double
    ) -> Particle {
        let start = startPoint(p, &random)
        let direction = spread(cell.emissionLongitude, cell.emissionRange, &random)
        let speed = spread(cell.velocity, cell.velocityRange, &random) * velocityScale
        let scale = max((spread(cell.scale, cell.scaleRange, &random) + cell.scaleSpeed * age) * scaleScale, 0)
        let angle = spread(cell.spin, cell.spinRange, &random) * spinScale * age
        let base = cell.color ?? .clear
        func component(_ value: Double, _ range: Float, _ speed: Float) -> Double {
            let v = spread(value, Double(range), &random) + Double(speed) * age
            return v.isFinite ? min(max(v, 0), 1) : 0
        }
        let color = Color(
            red: component(base.red, cell.redRange, cell.redSpeed), green: component(base.green, cell.greenRange, cell.greenSpeed),
            blue: component(base.blue, cell.blueRange, cell.blueSpeed), alpha: component(base.alpha, cell.alphaRange, cell.alphaSpeed))
        let position = Point(
            start.x + speed * cos(direction) * age + cell.xAcceleration * age * age / 2,
            start.y + speed * sin(direction) * age + cell.yAcceleration * age * age / 2)
        return Particle(position: position, scale: scale, angle: angle, color: color, cell: index)
    }

    /// Where a particle starts on the emission shape.
    private static func startPoint(_ p: LayerProperties, _ random: inout SeededRandom) -> Point {
        let c = p.emitterPosition, w = p.emitterSize.width, h = p.emitterSize.height
        let u = random.unit(), v = random.unit()
        switch (p.emitterShape, p.emitterMode) {
        case (.point, _): return c
        case (.line, _): return Point(c.x + w * (u - 0.5), c.y)
        case (.rectangle, .outline), (.cuboid, .outline):
            // A point on the perimeter, by length.
            let perimeter = 2 * (abs(w) + abs(h))
            var d = u * perimeter
            if d < abs(w) { return Point(c.x - w / 2 + d, c.y - h / 2) }
            d -= abs(w)
            if d < abs(h) { return Point(c.x + w / 2, c.y - h / 2 + d) }
            d -= abs(h)
            if d < abs(w) { return Point(c.x + w / 2 - d, c.y + h / 2) }
            return Point(c.x - w / 2, c.y + h / 2 - (d - abs(w)))
        case (.rectangle, _), (.cuboid, _): return Point(c.x + w * (u - 0.5), c.y + h * (v - 0.5))
        case (.circle, let mode), (.sphere, let mode):
            let r = w / 2 * (mode == .outline ? 1 : u.squareRoot()), a = 2 * Double.pi * v
            return Point(c.x + r * cos(a), c.y + r * sin(a))
        }
    }

    /// A value uniform in [mean − range/2, mean + range/2].
    private static func spread(_ mean: Double, _ range: Double, _ random: inout SeededRandom) -> Double {
        let value = mean + range * (random.unit() - 0.5)
        return value.isFinite ? value : 0
    }

    private static func finite(_ v: Double, or fallback: Double) -> Double { v.isFinite ? v : fallback }

    /// A particle's random stream: seed, cell, slot and number mixed into one 64-bit seed.
    private static func key(_ seed: UInt32, _ cell: Int, _ slot: Int, _ k: Int) -> UInt64 {
        var z = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(truncatingIfNeeded: cell) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(truncatingIfNeeded: slot)
        z = (z ^ (z >> 29)) &* 0x94D0_49BB_1331_11EB ^ UInt64(truncatingIfNeeded: k) &* 0x2545_F491_4F6C_DD1D
        return z
    }
}
