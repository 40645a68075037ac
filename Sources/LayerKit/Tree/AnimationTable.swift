/// The presentation tree's per-frame animation table: every layer's animations as tracks in one contiguous
/// array, in each layer's order, plus the numbers the lowered tracks refer to (keyframe values, key times,
/// per-segment curves, spring motions). A layer whose animations change gets new tracks at the end.
///
/// Lowered (evaluated from plain numbers): basic and spring animations between fixed numbers, points, sizes,
/// rects or colours; linear keyframe animations through such values, with or without per-segment curves; any
/// of them additive; groups of anything, nested or not. Applied through their objects, in the same place in the
/// order: everything else (paths, paced, cubic and discrete keyframes, cumulative animations,
/// subclasses). Either way the result is what `Animation.apply` computes, bit for bit.
///
/// The table snapshots an added animation's settings. Added animations are read-only in Core Animation;
/// here too they must not be changed (remove and add again instead). Their timing-function objects are read
/// live, which is what lets a curve slot re-time them.
struct AnimationTable {
    private(set) var tracks: [AnimationTrack] = []
    /// Tracks (and their numbers) that no layer refers to any more, since a layer's animations were lowered
    /// again at the end of the table; `PresentationTree` starts afresh when they make up half of it.
    private(set) var discarded = 0
    private var keyValues: [SIMD4<Double>] = []
    private var keyTimes: [Double] = []
    private var curves: [Unmanaged<TimingFunction>?] = []
    private var springs: [SpringMotion] = []

    mutating func removeAll() {
        tracks.removeAll(keepingCapacity: true)
        keyValues.removeAll(keepingCapacity: true)
        keyTimes.removeAll(keepingCapacity: true)
        curves.removeAll(keepingCapacity: true)
        springs.removeAll(keepingCapacity: true)
        discarded = 0
    }

    /// Notes that `count` tracks are no longer used.
    mutating func discard(_ count: Int) { discarded += count }

    /// How many of the tracks in `range` are lowered, and how many are applied through their objects.
    func counts(in range: Range<Int>) -> (lowered: Int, objects: Int) {
        let objects = tracks[range].count { if case .object = $0.values { true } else { false } }
        return (range.count - objects, objects)
    }

    /// Appends a top-level animation of a layer: one track, and for a group its descendants right after it.
    mutating func append(_ animation: Animation, defaultDuration: Double = Animation.defaultDuration) {
        if type(of: animation) == AnimationGroup.self {
            let group = animation as! AnimationGroup
            let header = tracks.count
            tracks.append(AnimationTrack(group, defaultDuration: defaultDuration, values: .group(descendants: 0)))
            // Children whose duration is 0 take the group's.
            let groupDuration = group.duration > 0 ? group.duration : defaultDuration
            for child in group.animations ?? [] { append(child, defaultDuration: groupDuration) }
            tracks[header] = AnimationTrack(
                group, defaultDuration: defaultDuration,
                values: .group(descendants: tracks.count - header - 1))
            return
        }
        tracks.append(
            lowered(animation, defaultDuration: defaultDuration)
                ?? AnimationTrack(animation, defaultDuration: defaultDuration, values: .object))
    }

    private mutating func lowered(_ animation: Animation, defaultDuration: Double) -> AnimationTrack? {
        guard let property = animation as? PropertyAnimation, let keyPath = property.parsedKeyPath,
            !property.isCumulative
        else { return nil }
        if type(of: animation) == BasicAnimation.self || type(of: animation) == SpringAnimation.self {
            let basic = animation as! BasicAnimation
            guard let from = basic.fixedFrom.flatMap(AnimationVector.init), let to = basic.fixedTo.flatMap(AnimationVector.init),
                from.kind == to.kind
            else { return nil }
            var values = AnimationTrack.Values.basic(from: from.lanes, to: to.lanes)
            if let spring = animation as? SpringAnimation {
                values = .spring(from: from.lanes, to: to.lanes, motion: springs.count)
                springs.append(spring.motion)
            }
            return AnimationTrack(animation, defaultDuration: defaultDuration, values: values, keyPath: keyPath, kind: from.kind)
        }
        if type(of: animation) == KeyframeAnimation.self {
            let keyframe = animation as! KeyframeAnimation
            guard keyframe.path == nil, keyframe.calculationMode == .linear,
                let values = keyframe.keyframes, !values.isEmpty
            else { return nil }
            let vectors = values.compactMap(AnimationVector.init)
            guard vectors.count == values.count, vectors.allSatisfy({ $0.kind == vectors[0].kind }) else { return nil }
            let start = keyValues.count, curveStart = curves.count
            keyValues.append(contentsOf: vectors.map(\.lanes))
            keyTimes.append(contentsOf: keyframe.resolvedKeyTimes(for: values.count))
            // The curve of each segment, as `KeyframeAnimation` picks it: its own, else the last one given.
            for segment in 0..<max(values.count - 1, 1) {
                let curve = keyframe.timingFunctions.flatMap { segment < $0.count ? $0[segment] : $0.last }
                curves.append(curve.map(Unmanaged.passUnretained))
            }
            return AnimationTrack(
                animation, defaultDuration: defaultDuration, values: .keyframes(start: start, count: values.count, curves: curveStart),
                keyPath: keyPath, kind: vectors[0].kind)
        }
        return nil
    }

    /// Runs `body` with the table's storage as buffers, for one frame's worth of `apply` calls.
    func withStorage<Result>(_ body: (Storage) -> Result) -> Result {
        tracks.withUnsafeBufferPointer { tracks in
            keyValues.withUnsafeBufferPointer { keyValues in
                keyTimes.withUnsafeBufferPointer { keyTimes in
                    curves.withUnsafeBufferPointer { curves in
                        springs.withUnsafeBufferPointer { springs in
                            body(Storage(tracks: tracks, keyValues: keyValues, keyTimes: keyTimes, curves: curves, springs: springs))
                        }
                    }
                }
            }
        }
    }

    /// The table's arrays during one frame.
    struct Storage {
        let tracks: UnsafeBufferPointer<AnimationTrack>
        let keyValues: UnsafeBufferPointer<SIMD4<Double>>
        let keyTimes: UnsafeBufferPointer<Double>
        /// The curve of each keyframe segment (nil: linear).
        let curves: UnsafeBufferPointer<Unmanaged<TimingFunction>?>
        let springs: UnsafeBufferPointer<SpringMotion>

        /// Applies the tracks in `range` (a layer's, or a group's descendants) at `time` in their parent's timeline.
        func apply(_ range: Range<Int>, to properties: inout LayerProperties, time: Double) {
            var index = range.lowerBound
            while index < range.upperBound {
                let track = tracks[index]
                if case .group(let descendants) = track.values {
                    if let groupTime = track.groupTime(at: time) {
                        apply((index + 1)..<(index + 1 + descendants), to: &properties, time: groupTime)
                    }
                    index += 1 + descendants
                } else {
                    track.apply(to: &properties, time: time, storage: self)
                    index += 1
                }
            }
        }
    }
}
