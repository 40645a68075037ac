extension Canvas {
    /// Makes `fork` (another canvas) ready to record drawing that comes after what this canvas has recorded so far, on
    /// another thread: the same frame size, transform, projection, tolerance and clip, an empty list. What it records
    /// must cast no shadow (a fork has no share of the frame's shadow area). `append(fork:)` adds it here afterwards;
    /// the frame is then the one recording it all here would have made.
    package func begin(fork: Canvas) {
        fork.reset(width: displayList.width, height: displayList.height)
        fork.transform = transform
        fork.projection = projection
        fork.tolerance = tolerance
        fork.clipBox = clipBox
        fork.shadowArea = 0
        fork.forkedBox = .empty
    }

    /// Adds what `fork` recorded since `begin(fork:)` after this canvas's drawing, as if it had been recorded here.
    package func append(fork: Canvas) {
        displayList.append(contentsOf: fork.displayList)
        includeInGroups(fork.forkedBox ?? .empty)
    }
}
