import Dispatch
import Foundation
import Synchronization
import Testing

@testable import Raster

/// The helpers that run a frame's parallel parts: each iteration once, before `perform` returns, whoever calls it.
@Suite("Parallel work")
struct ParallelWorkTests {
    /// How many times each iteration ran, after `perform` returned.
    private static func counts(_ work: ParallelWork, iterations: Int) -> [Int] {
        // A lock ThreadSanitizer sees (it does not see inside `Mutex`).
        final class Calls: @unchecked Sendable {
            let lock = NSLock()
            var counts: [Int]
            init(_ count: Int) { counts = [Int](repeating: 0, count: count) }
        }
        let calls = Calls(iterations)
        work.perform(iterations: iterations) { index in calls.lock.withLock { calls.counts[index] += 1 } }
        return calls.lock.withLock { calls.counts }
    }

    @Test(arguments: [0, 1, 2, 3, 8, 300])
    func everyIterationRunsOnceBeforePerformReturns(iterations: Int) {
        let work = ParallelWork(helpers: 1)
        for _ in 0..<50 {
            #expect(Self.counts(work, iterations: iterations) == [Int](repeating: 1, count: iterations))
        }
    }

    @Test func twoIterationsRunAtTheSameTime() {
        // Each waits (at most five seconds) for the other to have started: only two threads get both through.
        let work = ParallelWork(helpers: 1)
        let started = Atomic<Int>(0), metBoth = Atomic<Int>(0)
        work.perform(iterations: 2) { _ in
            started.add(1, ordering: .relaxed)
            let deadline = Date().addingTimeInterval(5)
            while started.load(ordering: .relaxed) < 2, Date() < deadline {}
            if started.load(ordering: .relaxed) == 2 { metBoth.add(1, ordering: .relaxed) }
        }
        #expect(metBoth.load(ordering: .relaxed) == 2)
    }

    @Test func helpersThatFellAsleepWakeForTheNextJob() throws {
        let work = ParallelWork(helpers: 2)
        for _ in 0..<5 {
            #expect(Self.counts(work, iterations: 3) == [1, 1, 1])
            // Longer than a helper watches for work: it sleeps, and the next job must wake it.
            Thread.sleep(forTimeInterval: Double(ParallelWork.spinWindow) / 1e9 * 4)
        }
    }

    @Test func callersOnManyThreadsAndNestedCallsAllComplete() {
        // While one caller has the helpers, the others (and a call from inside a job) run through Dispatch instead.
        let work = ParallelWork(helpers: 1)
        let total = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 6) { _ in
            for _ in 0..<100 {
                work.perform(iterations: 2) { _ in
                    work.perform(iterations: 2) { _ in total.add(1, ordering: .relaxed) }
                }
            }
        }
        #expect(total.load(ordering: .relaxed) == 6 * 100 * 2 * 2)
    }
}
