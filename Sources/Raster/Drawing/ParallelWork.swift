import Dispatch
import Foundation
import Synchronization

/// Runs the parts of a frame that split across cores (the presentation's halves, the recording's halves, the bands) on
/// the calling thread and on helper threads that stay awake between them.
///
/// A frame forks and joins three times. A thread woken from sleep for a fork, and a caller woken again at the join,
/// each start 50 to 100 µs late on a virtual machine, where a sleeping core is handed back to the host; Dispatch's
/// `concurrentPerform` sleeps on both sides. Here a helper, once done, watches for the next job for `spinWindow` (or,
/// while frames come back to back, `frameSpinWindow`) before it sleeps, and the caller watches for the helpers'
/// iterations to finish instead of sleeping. An iteration is the same closure call either way: which thread runs which
/// iteration changes no result.
///
/// One job at a time: a caller that finds the helpers taken (two renderers on two threads) runs its job through
/// `concurrentPerform` instead.
package final class ParallelWork: @unchecked Sendable {
    /// The process's helpers: one fewer than its cores, at most seven (frames split eight ways at most).
    package static let shared = ParallelWork(helpers: min(ProcessInfo.processInfo.activeProcessorCount, 8) - 1)

    /// How long a helper watches for the next job before it sleeps: longer than the gaps between a frame's parts,
    /// short against a frame.
    static let spinWindow: UInt64 = 300_000
    /// How long a helper watches for the next frame's first job when the last frame's came that soon after the one
    /// before.
    static let frameSpinWindow: UInt64 = 2_000_000

    private let helpers: Int
    /// The job: its number (high 32 bits), its iteration count (16 bits) and the next iteration to take (low 16 bits).
    /// A helper takes an iteration by advancing the low bits of the job it read, so it never takes one of a later job.
    private let job = Atomic<UInt64>(0)
    /// Iterations of the current job finished.
    private let finished = Atomic<Int>(0)
    private let taken = Atomic<Bool>(false)
    private let sleepers = Atomic<Int>(0)
    private let wakeUp = NSCondition()
    private let started = Mutex<Bool>(false)
    /// The current job's body: written before the job is published and cleared after its last iteration finished, so
    /// a thread that took an iteration reads it while it is set.
    nonisolated(unsafe) private var body: (@Sendable (Int) -> Void)?

    init(helpers: Int) {
        self.helpers = max(0, helpers)
    }

    /// Calls `body` with each of `0..<iterations` once, on this thread and the helpers, and returns when every call
    /// has returned. The calls may run in any order and at the same time; `iterations` at most 65,535.
    package func perform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        guard iterations > 1, helpers > 0, iterations < 1 << 16,
            taken.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
        else {
            DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
            return
        }
        startHelpers()
        withoutActuallyEscaping(body) { body in
            self.body = body
            finished.store(0, ordering: .relaxed)
            let number = (job.load(ordering: .relaxed) >> 32) &+ 1
            job.store(number << 32 | UInt64(iterations) << 16, ordering: .sequentiallyConsistent)
            if sleepers.load(ordering: .sequentiallyConsistent) > 0 {
                wakeUp.lock()
                wakeUp.broadcast()
                wakeUp.unlock()
            }
            runIterations()
            var waited: UInt64 = 0
            var spins = 0
            while finished.load(ordering: .acquiring) < iterations {
                // A helper descheduled in the middle of its part: give the core away rather than spin for long.
                spins += 1
                if spins & 1023 == 0 {
                    let now = DispatchTime.now().uptimeNanoseconds
                    if waited == 0 { waited = now } else if now - waited > Self.spinWindow { sched_yield() }
                }
            }
            self.body = nil
        }
        taken.store(false, ordering: .releasing)
    }

    /// Takes iterations of the published job until none is left.
    private func runIterations() {
        while let iteration = takeIteration() {
            body?(iteration)
            finished.add(1, ordering: .releasing)
        }
    }

    private func takeIteration() -> Int? {
        var current = job.load(ordering: .acquiring)
        while true {
            let next = current & 0xFFFF, count = (current >> 16) & 0xFFFF
            guard next < count else { return nil }
            let (exchanged, original) = job.compareExchange(
                expected: current, desired: current + 1, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
            if exchanged { return Int(next) }
            current = original
        }
    }

    /// Helpers asleep, waiting for a job.
    var sleepingHelpers: Int { sleepers.load(ordering: .relaxed) }

    private var hasWork: Bool {
        let current = job.load(ordering: .sequentiallyConsistent)
        return current & 0xFFFF < (current >> 16) & 0xFFFF
    }

    private func startHelpers() {
        started.withLock { started in
            guard !started else { return }
            started = true
            for _ in 0..<helpers {
                let thread = Thread { [self] in helperLoop() }
                thread.name = "raster-helper"
                thread.start()
            }
        }
    }

    private func helperLoop() {
        var window = Self.spinWindow
        var lastJobEnd = DispatchTime.now().uptimeNanoseconds
        while true {
            var spins = 0
            while !hasWork {
                spins += 1
                guard spins & 255 == 0 else { continue }
                if DispatchTime.now().uptimeNanoseconds - lastJobEnd > window { sleepUntilWork() }
            }
            // A wait longer than the short window is the gap between two frames. Frames that follow each other within
            // `frameSpinWindow` (rendered back to back: a benchmark, a recording, a busy window) keep the helper
            // watching through the gap, where waking it would cost the next frame's first part its start.
            let idle = DispatchTime.now().uptimeNanoseconds - lastJobEnd
            if idle > Self.spinWindow { window = idle < Self.frameSpinWindow ? Self.frameSpinWindow : Self.spinWindow }
            runIterations()
            lastJobEnd = DispatchTime.now().uptimeNanoseconds
        }
    }

    private func sleepUntilWork() {
        wakeUp.lock()
        sleepers.add(1, ordering: .sequentiallyConsistent)
        while !hasWork { wakeUp.wait() }
        sleepers.subtract(1, ordering: .sequentiallyConsistent)
        wakeUp.unlock()
    }
}
