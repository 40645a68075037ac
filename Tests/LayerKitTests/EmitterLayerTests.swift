import Foundation
import Testing

@testable import LayerKit

@Suite("Emitter layers")
struct EmitterLayerTests {
    private func cell(rate: Float = 120, lifetime: Float = 1, velocity: Double = 100, yAcceleration: Double = 0) -> EmitterCell {
        let cell = EmitterCell()
        cell.birthRate = rate
        cell.lifetime = lifetime
        cell.velocity = velocity
        cell.yAcceleration = yAcceleration
        return cell
    }

    private func particles(_ cells: [EmitterCell], _ p: LayerProperties = LayerProperties(), at time: Double, rate: ((Double) -> Double)? = nil) -> [Particle] {
        var result: [Particle] = []
        ParticleField.evaluate(cells: cells, properties: p, time: time, rate: rate ?? { _ in p.birthRate }, into: &result)
        return result
    }

    @Test func theFieldIsAFunctionOfTimeAndSeed() {
        var p = LayerProperties()
        p.emitterShape = .rectangle
        p.emitterSize = Size(width: 100, height: 50)
        let cells = [cell(rate: 50, lifetime: 2)]
        cells[0].velocityRange = 40
        cells[0].emissionRange = 2 * .pi
        cells[0].spinRange = 3
        let at2 = particles(cells, p, at: 2)
        _ = particles(cells, p, at: 3.7)
        #expect(particles(cells, p, at: 2) == at2)
        p.seed = 1
        #expect(particles(cells, p, at: 2) != at2)
    }

    @Test func aSteadyRateKeepsRateTimesLifetimeAlive() {
        // 120 a second is exactly 2 per 1/60 s slot; living 1 s, 120 are alive (the slots at either end may each
        // hold one more or one fewer).
        let alive = particles([cell()], at: 5).count
        #expect(abs(alive - 120) <= 2)
        // Before the lifetime has passed, only those born since time 0.
        #expect(abs(particles([cell()], at: 0.5).count - 60) <= 2)
    }

    @Test func particlesFollowTheirBallisticPaths() {
        // From a point, straight along +x at 100 pt/s, falling at 50 pt/s²: y = 25 (x / 100)², whatever the age.
        for particle in particles([cell(lifetime: 3, yAcceleration: 50)], at: 4) {
            let age = particle.position.x / 100
            #expect(age >= 0 && age < 3)
            #expect(abs(particle.position.y - 25 * age * age) < 1e-9)
        }
    }

    @Test func stoppingTheBirthRateLetsParticlesInFlightLive() {
        // The layer's rate drops to 0 at 1 s: at 1.5 s nothing is younger than half a second, and the older ones remain.
        let field = particles([cell(lifetime: 2)], at: 1.5, rate: { $0 < 1 ? 1 : 0 })
        let ages = field.map { $0.position.x / 100 }
        #expect(!ages.isEmpty && ages.allSatisfy { $0 >= 0.5 - 1e-9 })
        #expect(abs(field.count - 120) <= 2)
    }

    @Test func hostileRatesAndLifetimesAreBounded() {
        let start = Date()
        #expect(particles([cell(rate: 1e9, lifetime: 1e9)], at: 100).count == EmitterLayer.maximumParticles)
        #expect(particles([cell(rate: .nan)], at: 2).isEmpty)
        #expect(particles([cell(rate: 10, lifetime: .infinity)], at: 2).count <= 21)
        #expect(particles([cell()], at: .nan).isEmpty && particles([cell()], at: -1).isEmpty)
        #expect(Date().timeIntervalSince(start) < 30)
    }

    /// One rocket (60 a second for one slot, so exactly one) flying along +x at 100 pt/s, whose particles emit a spark
    /// a slot between the ages 0.5 and 0.75 s, each aimed a quarter turn from the rocket's heading at 50 pt/s.
    private func rocketWithSparks(rocketLifetime: Float) -> [EmitterCell] {
        let spark = cell(rate: 60, lifetime: 100, velocity: 50)
        spark.emissionLongitude = .pi / 2
        spark.beginTime = 0.5
        spark.duration = 0.25
        spark.scale = 2
        let rocket = cell(rate: 60, lifetime: rocketLifetime, velocity: 100)
        rocket.duration = ParticleField.slot
        rocket.scale = 0.5
        rocket.color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        rocket.emitterCells = [spark]
        return [rocket]
    }

    @Test func subCellsAreEmittedFromTheParticleAlongItsHeading() {
        let field = particles(rocketWithSparks(rocketLifetime: 10), at: 0.9)
        let rockets = field.filter { $0.cell == 0 }, sparks = field.filter { $0.cell == 1 }
        #expect(rockets.count == 1)
        // 15 slots of the rocket's age (the window's ends may each gain or lose one to rounding).
        #expect(abs(sparks.count - 15) <= 1)
        guard let rocket = rockets.first else { return }
        let rocketAge = rocket.position.x / 100
        for spark in sparks {
            // Emitted where the rocket was at the spark's birth, then straight down (heading 0 plus a quarter turn).
            let birthAge = spark.position.x / 100
            #expect(birthAge >= 0.5 - 1e-9 && birthAge < 0.75 + 1e-9)
            #expect(abs(spark.position.y - 50 * (rocketAge - birthAge)) < 1e-9)
            // The rocket's scale and colour multiply the spark's own.
            #expect(abs(spark.scale - 1) < 1e-12)
            #expect(spark.color == Color(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        }
    }

    @Test func subParticlesOutliveTheirParent() {
        let early = particles(rocketWithSparks(rocketLifetime: 1), at: 0.9).filter { $0.cell == 1 }.count
        let late = particles(rocketWithSparks(rocketLifetime: 1), at: 2)
        #expect(late.allSatisfy { $0.cell == 1 } && late.count == early && early > 0)
    }

    @Test func subCellsAreBoundedWhateverTheyList() {
        // A cell that lists itself: four levels are followed, and the work stays bounded.
        let start = Date()
        let loop = cell(rate: 1e5, lifetime: 60)
        loop.emitterCells = [loop, loop]
        // The cycle holds the cell (as it would in Core Animation): break it so that the leak checker sees no leak.
        defer { loop.emitterCells = nil }
        let tree = EmitterCellTree([loop])
        #expect(tree.cells.count == 1 + 2 + 4 + 8)
        #expect(particles([loop], at: 30).count <= EmitterLayer.maximumParticles)
        let many = (0..<100).map { _ in cell() }
        let wide = cell()
        wide.emitterCells = many
        #expect(EmitterCellTree([wide] + many).cells.count == EmitterLayer.maximumCells)
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test func theLayerDrawsTintedContentsAndAddsInAdditiveMode() {
        let emitter = EmitterLayer()
        let t = tree(with: emitter)
        let image = PixelBuffer(width: 10, height: 10)
        image.fill(0xFFFF_FFFF)
        let dot = cell(rate: 60, lifetime: 10, velocity: 0)
        dot.contents = image
        dot.color = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
        t.transaction.withoutActions {
            emitter.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            emitter.emitterPosition = Point(50, 50)
            emitter.emitterCells = [dot]
        }
        t.advance(to: 1.0 / 60 + 0.001)
        // One particle of half-transparent green over black: (0, 128, 0) at alpha 128.
        let frame = LayerRenderer().image(of: t, pixelWidth: 100, pixelHeight: 100, scale: 1, background: .black)
        #expect(frame.pixel(x: 50, y: 50) == 0xFF00_8000)
        t.transaction.withoutActions { emitter.renderMode = .additive }
        t.advance(to: 4.0 / 60 + 0.001)
        // Four added on top of each other: the green channel saturates at full.
        let added = LayerRenderer().image(of: t, pixelWidth: 100, pixelHeight: 100, scale: 1, background: .black)
        #expect(added.pixel(x: 50, y: 50) == 0xFF00_FF00)
    }

    /// However many emitters a scene has, a frame draws at most `LayerRenderer.particlesPerFrame` particles: three
    /// emitters of 9,000 live particles each (in three bands of the frame) draw the first two, and the third only
    /// what is left of the budget.
    @Test func aFramesParticlesAreBoundedForTheWholeScene() {
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: 300, height: 100)
        root.position = Point(150, 50)
        let t = LayerTree(rootLayer: root)
        let image = PixelBuffer(width: 2, height: 2)
        image.fill(0xFFFF_FFFF)
        var emitters: [EmitterLayer] = []
        t.transaction.withoutActions {
            for band in 0..<3 {
                let emitter = EmitterLayer()
                emitter.frame = Rect(x: Double(band) * 100, y: 0, width: 100, height: 100)
                emitter.emitterPosition = Point(50, 50)
                // 900 a second living 10 s: 9,000 alive at 11 s, still, each on the emitter's centre.
                let dot = cell(rate: 900, lifetime: 10, velocity: 0)
                dot.contents = image
                emitter.emitterCells = [dot]
                root.addSublayer(emitter)
                emitters.append(emitter)
            }
        }
        t.advance(to: 11)
        let renderer = LayerRenderer()
        let frame = renderer.image(of: t, pixelWidth: 300, pixelHeight: 100, scale: 1, background: .black)
        #expect(renderer.particlesCapped)
        // 9,000 + 9,000 + 2,000: every band shows its dot (the third with what was left), and the cap is said.
        for band in 0..<3 { #expect(frame.pixel(x: band * 100 + 50, y: 50) == 0xFFFF_FFFF, "band \(band)") }
        // Without the third emitter, nothing is capped.
        t.transaction.withoutActions { emitters[2].removeFromSuperlayer() }
        _ = renderer.image(of: t, pixelWidth: 300, pixelHeight: 100, scale: 1, background: .black)
        #expect(!renderer.particlesCapped)
    }

    /// The third emitter gets only the frame's remaining budget: the particle field takes a budget below its own cap.
    @Test func theFieldKeepsToTheBudgetItIsGiven() {
        var p = LayerProperties()
        p.birthRate = 1
        var result: [Particle] = []
        ParticleField.evaluate(EmitterCellTree([cell(rate: 900, lifetime: 10, velocity: 0)], lifetimeScale: 1), properties: p, time: 11,
            budget: 2_000, rate: { _ in 1 }, into: &result)
        #expect(result.count == 2_000)
        result.removeAll()
        ParticleField.evaluate(EmitterCellTree([cell(rate: 900, lifetime: 10, velocity: 0)], lifetimeScale: 1), properties: p, time: 11,
            budget: 0, rate: { _ in 1 }, into: &result)
        #expect(result.isEmpty)
    }

    @Test func aCellsSpeedAndOffsetRunItsOwnTime() {
        // A cell at speed 4 shows at layer time t what the same cell at speed 1 shows at 4t (its birth rate, lifetimes
        // and motions are in its own time); an offset of 0.5 s shows it half a second on.
        let fast = cell(rate: 90, lifetime: 0.75)
        fast.speed = 4
        fast.emissionRange = 2 * .pi
        let plain = cell(rate: 90, lifetime: 0.75)
        plain.emissionRange = 2 * .pi
        for t in [0.1, 0.3, 1.7] {
            #expect(particles([fast], at: t) == particles([plain], at: 4 * t))
        }
        #expect(abs(particles([fast], at: 0.1).count - 36) <= 2)
        let later = cell(rate: 90, lifetime: 0.75)
        later.emissionRange = 2 * .pi
        later.timeOffset = 0.5
        #expect(particles([later], at: 0.2) == particles([plain], at: 0.7))
        fast.speed = 0
        #expect(particles([fast], at: 1).isEmpty)
    }
}
