import Foundation
import LayerKit

/// The timeline's range: one loop of a looping scene (G toggles all time), held still while it is scrubbed.
extension PlaygroundApp {
    /// The scene time under an x position on the timeline's track.
    func timelineTime(at x: Double) -> Double {
        let track = layout.track
        let range = timelineRange
        return range.start + min(max((x - track.minX) / track.width, 0), 1) * (range.end - range.start)
    }

    /// The period of the scene's loop: the longest iteration among the animations that repeat for ever (nil when
    /// none does). Worked out once per built tree.
    var loopPeriod: Double? {
        let id = ObjectIdentifier(scene.tree)
        if let cache = timeline.loopCache, cache.tree == id { return cache.period }
        let period = scene.loopPeriod
        // A scene in another process says its period with every frame; only a tree in this process is worth caching.
        if !(scene is HostedScene) { timeline.loopCache = (id, period) }
        return period
    }

    /// The span of scene time the timeline's track shows: the current loop of a looping scene (G toggles), else all
    /// time since the start.
    var timelineRange: TimelineRange {
        if let range = timeline.scrubRange { return range }
        if timeline.showsOneLoop, let period = loopPeriod {
            let start = (time / period).rounded(.down) * period
            return TimelineRange(start: start, end: start + period)
        }
        return TimelineRange(start: 0, end: timeline.end)
    }
}
