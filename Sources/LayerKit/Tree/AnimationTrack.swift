/// One animation of a layer in the presentation tree's per-frame table. The common cases are lowered to
/// plain numbers, so evaluating a large tree walks contiguous memory instead of animation objects:
/// a basic animation between fixed numeric values, and a linear keyframe animation through numeric values
/// (neither additive nor cumulative, with no per-segment curves). Anything else is applied through its
/// animation object. Either way the result is what `Animation.apply` computes, bit for bit.
///
/// The table snapshots an added animation's settings. Added animations are read-only in Core Animation;
/// here too they must not be changed (remove and add again instead). Their timing-function objects are
/// read live, which is what lets a curve slot re-time them.
struct AnimationTrack {
    enum Values {
        case basic(from: SIMD4<Double>, to: SIMD4<Double>)
        /// `count` values and key times in the table's shared storage, from `start`.
        case keyframes(start: Int, count: Int)
        /// Not lowered: applied through the animation.
        case object
    }

    // Not reference counted: the layer's animation entries own them, and the table is rebuilt when those change.
    private let animation: Unmanaged<Animation>
    private let timingFunction: Unmanaged<TimingFunction>?
    let timing: ActiveTiming
    let keyPath: AnimatableKeyPath?
    let kind: AnimationVector.Kind
    let values: Values

    /// Lowers a top-level animation, appending keyframe values and key times to the shared storage.
    init(_ animation: Animation, keyValues: inout [SIMD4<Double>], keyTimes: inout [Double]) {
        self.animation = Unmanaged.passUnretained(animation)
        timing = ActiveTiming(animation, defaultDuration: Animation.defaultDuration)
        timingFunction = animation.timingFunction.map(Unmanaged.passUnretained)
        let lowered = Self.lower(animation, keyValues: &keyValues, keyTimes: &keyTimes)
        keyPath = lowered == nil ? nil : (animation as! PropertyAnimation).parsedKeyPath
        kind = lowered?.kind ?? .number
        values = lowered?.values ?? .object
    }

    private static func lower(_ animation: Animation, keyValues: inout [SIMD4<Double>],
                              keyTimes: inout [Double]) -> (kind: AnimationVector.Kind, values: Values)? {
        if type(of: animation) == BasicAnimation.self {
            let basic = animation as! BasicAnimation
            guard basic.parsedKeyPath != nil, !basic.isAdditive, !basic.isCumulative,
                  let from = basic.fixedFrom.flatMap(AnimationVector.init), let to = basic.fixedTo.flatMap(AnimationVector.init),
                  from.kind == to.kind else { return nil }
            return (from.kind, .basic(from: from.lanes, to: to.lanes))
        }
        if type(of: animation) == KeyframeAnimation.self {
            let keyframe = animation as! KeyframeAnimation
            guard keyframe.parsedKeyPath != nil, !keyframe.isAdditive, !keyframe.isCumulative, keyframe.path == nil,
                  keyframe.calculationMode == .linear, keyframe.timingFunctions?.isEmpty ?? true,
                  let values = keyframe.keyframes, !values.isEmpty else { return nil }
            let vectors = values.compactMap(AnimationVector.init)
            guard vectors.count == values.count, vectors.allSatisfy({ $0.kind == vectors[0].kind }) else { return nil }
            let start = keyValues.count
            keyValues.append(contentsOf: vectors.map(\.lanes))
            keyTimes.append(contentsOf: keyframe.resolvedKeyTimes(for: values.count))
            return (vectors[0].kind, .keyframes(start: start, count: values.count))
        }
        return nil
    }

    /// Applies the animation at the layer's local time, as `Animation.apply` would.
    @inline(__always)
    func apply(to properties: inout LayerProperties, layerTime: Double,
               keyValues: UnsafeBufferPointer<SIMD4<Double>>, keyTimes: UnsafeBufferPointer<Double>) {
        let lanes: SIMD4<Double>
        switch values {
        case .object:
            animation._withUnsafeGuaranteedRef {
                $0.apply(to: &properties, parentTime: layerTime, defaultDuration: Animation.defaultDuration)
            }
            return
        case .basic(let from, let to):
            guard let local = timing.localTime(fromParent: layerTime) else { return }
            let t = eased(local)
            lanes = from + (to - from) * t
        case .keyframes(let start, let count):
            guard let local = timing.localTime(fromParent: layerTime) else { return }
            if count == 1 {
                lanes = keyValues[start]
            } else {
                let fraction = eased(local)
                let times = UnsafeBufferPointer(rebasing: keyTimes[start..<(start + count)])
                let (segment, t) = KeyframeAnimation.locate(fraction, in: times)
                let a = keyValues[start + segment], b = keyValues[start + segment + 1]
                lanes = a + (b - a) * t
            }
        }
        keyPath.unsafelyUnwrapped.write(AnimationVector(kind: kind, lanes: lanes), into: &properties)
    }

    /// `Animation.easedFraction`, reading the curve without retaining it.
    @inline(__always)
    private func eased(_ local: LocalTime) -> Double {
        let fraction = local.fraction
        guard let timingFunction else { return fraction }
        return timingFunction._withUnsafeGuaranteedRef { $0.value(at: fraction) }
    }
}
