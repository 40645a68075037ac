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

    /// Runs a job whose iterations each wait (at most five seconds) for all of them to have started: whether they
    /// all met, which takes as many threads as iterations.
    private static func allMeet(_ work: ParallelWork, iterations: Int) -> Bool {
        let started = Atomic<Int>(0), met = Atomic<Int>(0)
        work.perform(iterations: iterations) { _ in
            started.add(1, ordering: .relaxed)
            let deadline = Date().addingTimeInterval(5)
            while started.load(ordering: .relaxed) < iterations, Date() < deadline {}
            if started.load(ordering: .relaxed) == iterations { met.add(1, ordering: .relaxed) }
        }
        return met.load(ordering: .relaxed) == iterations
    }

    @Test func twoIterationsRunAtTheSameTime() {
        #expect(Self.allMeet(ParallelWork(helpers: 1), iterations: 2))
    }

    @Test func idleHelpersSleepAndWakeForTheNextJob() {
        let work = ParallelWork(helpers: 2)
        for _ in 0..<3 {
            // The job's three iterations meet: both helpers take part (woken, after the first round). Past the longest
            // watch for work both sleep again: they do not keep a core busy.
            #expect(Self.allMeet(work, iterations: 3))
            let deadline = Date().addingTimeInterval(5)
            while work.sleepingHelpers < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
            #expect(work.sleepingHelpers == 2)
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
