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
    /// Which cell emitted it: an index into the emitter's `EmitterCellTree` (for the layer's own cells, the index in
    /// `emitterCells`).
    public var cell: Int
}

/// The particles of an emitter at a time, computed in closed form (see `EmitterLayer`): nothing is simulated, so any
/// time can be evaluated on its own.
///
/// Sub-cells (`emitterCells` of a cell) are emitted by each particle of their parent, as Core Animation's
/// documentation describes: from the particle's position at that moment, with the emission longitude measured from
/// the particle's direction of travel, and with the particle's scale and colour multiplying their own. A particle's
/// sub-particles live out their own lifetimes after it dies. A cell's `beginTime` and `duration` bound when it emits:
/// in the layer's local time for the layer's cells, in the parent particle's age for sub-cells.
public enum ParticleField {
    /// The length of an emission slot, seconds.
    public static let slot = 1.0 / 60

    /// Appends the particles alive at local time `time` to `particles`, cell by cell in order, each cell's oldest
    /// first. `rate` gives the layer's birth rate at a local time (it may be animated).
    public static func evaluate(
        cells: [EmitterCell], properties p: LayerProperties, time: Double, rate: (Double) -> Double, into particles: inout [Particle]
    ) {
        evaluate(EmitterCellTree(cells, lifetimeScale: p.emitterLifetime), properties: p, time: time, rate: rate, into: &particles)
    }

    /// As `evaluate(cells:properties:time:rate:into:)`, for cells already flattened (`Particle.cell` indexes `tree.cells`),
    /// with at most `budget` particles (at most `EmitterLayer.maximumParticles`; the oldest are dropped first).
    public static func evaluate(
        _ tree: EmitterCellTree, properties p: LayerProperties, time: Double, budget: Int = EmitterLayer.maximumParticles,
        rate: (Double) -> Double, into particles: inout [Particle]
    ) {
        let budget = min(max(budget, 0), EmitterLayer.maximumParticles)
        guard time.isFinite, time >= 0, budget > 0 else { return }
        var run = Run(
            tree: tree, properties: p, time: time, budget: budget,
            // Candidates and slots examined, alive or not: bounds a frame's work whatever the rates, ranges and sub-cells.
            work: 40 * budget)
        for index in 0..<tree.topCount where tree.cells[index].isEnabled && !run.exhausted {
            let first = particles.count
            run.emit(index, from: Source(key: nil, birth: 0, end: .infinity, motion: nil), rate: rate, into: &particles)
            // Newest first, so that the budget drops the oldest particles; each cell's run is reversed after, in place
            // (reversing the slice would copy it).
            var i = first, j = particles.count - 1
            while i < j {
                particles.swapAt(i, j)
                i += 1
                j -= 1
            }
        }
    }

    /// What emits a cell's particles: the layer's shape, or one particle of the parent cell.
    private struct Source {
        /// The parent particle's random key (nil: the layer).
        let key: UInt64?
        /// The layer's local time at the source's age 0.
        let birth: Double
        /// The age at which the source stops emitting (the parent particle's lifetime).
        let end: Double
        let motion: Motion?
    }

    /// One evaluation: the layer's factors and what is left of the budgets.
    private struct Run {
        let tree: EmitterCellTree
        let p: LayerProperties
        let time: Double
        var budget: Int
        var work: Int
        let lifeScale, velocityScale, scaleScale, spinScale: Double

        init(tree: EmitterCellTree, properties p: LayerProperties, time: Double, budget: Int, work: Int) {
            self.tree = tree
            self.p = p
            self.time = time
            self.budget = budget
            self.work = work
            lifeScale = finite(p.emitterLifetime, or: 1)
            velocityScale = finite(p.emitterVelocity, or: 1)
            scaleScale = finite(p.emitterScale, or: 1)
            spinScale = finite(p.emitterSpin, or: 1)
        }

        var exhausted: Bool { budget <= 0 || work < 0 }

        /// Appends the living particles of cell `index` emitted by `source`, and their descendants, newest slot first.
        /// `rate` is the layer's birth rate at a local time.
        mutating func emit(_ index: Int, from source: Source, rate: (Double) -> Double, into particles: inout [Particle]) {
            let cell = tree.cells[index]
            let cellRate = finite(Double(cell.birthRate), or: 0)
            let reach = tree.reach[index]
            guard cellRate > 0, reach > 0 else { return }
            let begin = max(finite(cell.beginTime, or: 0), 0)
            let duration = finite(cell.duration, or: 0)
            let end = min(source.end, duration > 0 ? begin + duration : .infinity)
            // A layer's cell runs on its own time from `beginTime` (its speed and offset); a sub-cell on its parent's.
            let speed = source.key == nil ? max(finite(Double(cell.speed), or: 1), 0) : 1
            let offset = source.key == nil ? finite(cell.timeOffset, or: 0) : 0
            guard speed > 0 else { return }
            let elapsed = time - source.birth
            let ownTime = speed != 1 || offset != 0
            let age = !ownTime || elapsed < begin ? elapsed : begin + (elapsed - begin) * speed + offset
            /// The layer's local time at the cell's time `t`.
            func layerTime(_ t: Double) -> Double {
                source.birth + (!ownTime || t < begin ? t : begin + (t - offset - begin) / speed)
            }
            let latest = min(age, end)
            guard latest >= begin else { return }
            let lastSlot = Int((latest / slot).rounded(.down))
            let firstSlot = max(Int((begin / slot).rounded(.down)), Int(((age - reach) / slot).rounded(.down)), 0)
            let children = tree.children[index]
            var s = lastSlot
            while s >= firstSlot && !exhausted {
                defer { s -= 1 }
                work -= 1
                let expected = cellRate * finite(rate(layerTime(Double(s) * slot)), or: 0) * slot
                guard expected > 0 else { continue }
                var slotRandom = SeededRandom(seed: key(source, index, s, 0xFFFF_FFFF))
                let count = Int(min(expected, Double(EmitterLayer.maximumParticles)) + slotRandom.unit())
                for k in 0..<count {
                    work -= 1
                    if exhausted { return }
                    let particleKey = key(source, index, s, k)
                    var random = SeededRandom(seed: particleKey)
                    let birth = (Double(s) + (Double(k) + random.unit()) / Double(count)) * slot
                    let particleAge = age - birth
                    let life = min(spread(Double(cell.lifetime), Double(cell.lifetimeRange), &random) * lifeScale, EmitterLayer.maximumLifetime)
                    guard birth >= begin, birth < end, particleAge >= 0 else { continue }
                    let alive = particleAge < life
                    guard alive || !children.isEmpty else { continue }
                    let motion = Motion(of: cell, from: source, at: birth, run: self, random: &random)
                    if alive {
                        particles.append(motion.particle(at: particleAge, cell: index, run: self))
                        budget -= 1
                    }
                    for child in children where tree.cells[child].isEnabled {
                        emit(child, from: Source(key: particleKey, birth: layerTime(birth), end: life, motion: motion), rate: rate, into: &particles)
                    }
                }
            }
        }

        /// A particle's random stream: the layer's seed (or the parent particle's key), cell, slot and number mixed.
        private func key(_ source: Source, _ cell: Int, _ slot: Int, _ k: Int) -> UInt64 {
            guard let parent = source.key else { return ParticleField.key(p.seed, cell, slot, k) }
            return ParticleField.key(UInt32(truncatingIfNeeded: parent >> 32) ^ UInt32(truncatingIfNeeded: parent), cell, slot, k)
                ^ (parent &* 0xD1B5_4A32_D192_ED03)
        }
    }

    /// A particle's values, drawn once from its random stream in a fixed order, and its state at any age.
    private struct Motion {
        let start: Point
        let direction: Double, speed: Double
        let xAcceleration: Double, yAcceleration: Double
        /// The drawn scale and its change a second; `inheritedScale` is the parent particle's at emission (1 for none).
        let scale: Double, scaleSpeed: Double, inheritedScale: Double
        /// Radians a second, the layer's spin included.
        let spinRate: Double
        /// Red, green, blue, alpha: drawn values and their changes a second; the parent's colour at emission multiplies them.
        let color: (Double, Double, Double, Double)
        let colorSpeed: (Double, Double, Double, Double)
        let inheritedColor: (Double, Double, Double, Double)

        init(of cell: EmitterCell, from source: Source, at birth: Double, run: Run, random: inout SeededRandom) {
            let parent = source.motion
            start = parent?.position(at: birth) ?? startPoint(run.p, &random)
            direction = spread(cell.emissionLongitude, cell.emissionRange, &random) + (parent?.heading(at: birth) ?? 0)
            speed = spread(cell.velocity, cell.velocityRange, &random) * run.velocityScale
            xAcceleration = cell.xAcceleration
            yAcceleration = cell.yAcceleration
            scale = spread(cell.scale, cell.scaleRange, &random)
            scaleSpeed = cell.scaleSpeed
            inheritedScale = parent.map { max($0.ownScale(at: birth), 0) } ?? 1
            spinRate = spread(cell.spin, cell.spinRange, &random) * run.spinScale
            let base = cell.color ?? .clear
            color = (
                spread(base.red, Double(cell.redRange), &random), spread(base.green, Double(cell.greenRange), &random),
                spread(base.blue, Double(cell.blueRange), &random), spread(base.alpha, Double(cell.alphaRange), &random)
            )
            colorSpeed = (Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed))
            inheritedColor = parent.map { $0.colorComponents(at: birth) } ?? (1, 1, 1, 1)
        }

        func position(at age: Double) -> Point {
            Point(
                start.x + speed * cos(direction) * age + xAcceleration * age * age / 2,
                start.y + speed * sin(direction) * age + yAcceleration * age * age / 2)
        }

        /// The direction of travel at `age`, radians (the emission direction while at rest).
        func heading(at age: Double) -> Double {
            let vx = speed * cos(direction) + xAcceleration * age, vy = speed * sin(direction) + yAcceleration * age
            return vx == 0 && vy == 0 ? direction : atan2(vy, vx)
        }

        /// The scale before the layer's factor.
        func ownScale(at age: Double) -> Double { (scale + scaleSpeed * age) * inheritedScale }

        func colorComponents(at age: Double) -> (Double, Double, Double, Double) {
            func component(_ value: Double, _ speed: Double, _ inherited: Double) -> Double {
                let v = value + speed * age
                return (v.isFinite ? min(max(v, 0), 1) : 0) * inherited
            }
            return (
                component(color.0, colorSpeed.0, inheritedColor.0), component(color.1, colorSpeed.1, inheritedColor.1),
                component(color.2, colorSpeed.2, inheritedColor.2), component(color.3, colorSpeed.3, inheritedColor.3)
            )
        }

        func particle(at age: Double, cell: Int, run: Run) -> Particle {
            let c = colorComponents(at: age)
            return Particle(
                position: position(at: age), scale: max(ownScale(at: age) * run.scaleScale, 0), angle: spinRate * age,
                color: Color(red: c.0, green: c.1, blue: c.2, alpha: c.3), cell: cell)
        }
    }

    /// Where a particle starts on the emission shape.
    fileprivate static func startPoint(_ p: LayerProperties, _ random: inout SeededRandom) -> Point {
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
    fileprivate static func spread(_ mean: Double, _ range: Double, _ random: inout SeededRandom) -> Double {
        let value = mean + range * (random.unit() - 0.5)
        return value.isFinite ? value : 0
    }

    fileprivate static func finite(_ v: Double, or fallback: Double) -> Double { v.isFinite ? v : fallback }

    /// A particle's random stream: seed, cell, slot and number mixed into one 64-bit seed.
    fileprivate static func key(_ seed: UInt32, _ cell: Int, _ slot: Int, _ k: Int) -> UInt64 {
        var z = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        z ^= UInt64(truncatingIfNeeded: cell) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 31)) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(truncatingIfNeeded: slot)
        z = (z ^ (z >> 29)) &* 0x94D0_49BB_1331_11EB ^ UInt64(truncatingIfNeeded: k) &* 0x2545_F491_4F6C_DD1D
        return z
    }
}
