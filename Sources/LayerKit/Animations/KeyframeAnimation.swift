import Foundation
import Raster

/// How a keyframe animation moves between its values (`CAAnimationCalculationMode`).
public enum CalculationMode: String, Sendable, CaseIterable {
    /// Straight interpolation between neighbouring values, at `keyTimes`.
    case linear
    /// Each value held until the next key time; no interpolation.
    case discrete
    /// Constant speed across all values; `keyTimes` and `timingFunctions` are ignored.
    case paced
    /// A smooth Kochanek–Bartels spline through the values, at `keyTimes`.
    case cubic
    /// The spline at constant speed; `keyTimes` and `timingFunctions` are ignored.
    case cubicPaced
}

/// Whether a layer moving along a keyframe `path` turns to follow it (`CAAnimationRotationMode`).
public enum RotationMode: String, Sendable {
    /// Rotated to the path's tangent.
    case rotateAuto
    /// Rotated to the tangent plus half a turn.
    case rotateAutoReverse
}

/// An animation through a list of values, or along a path (`CAKeyframeAnimation`).
open class KeyframeAnimation: PropertyAnimation, @unchecked Sendable {
    /// The keyframe values; assign numbers, points, rects, colours, transforms (see `BasicAnimation.fromValue`).
    open var values: [Any]? {
        get { keyframes?.map(\.anyValue) }
        set {
            guard let newValue else { return keyframes = nil }
            let converted = newValue.enumerated().map { convert($1, for: "values[\($0)]") }
            keyframes = converted.compactMap { $0 }
        }
    }
    open var keyframes: [AnimationValue]? { didSet { invalidate() } }
    /// For a point property: move along this path instead of through `values` (its on-curve points are the keyframes).
    open var path: Path? { didSet { invalidate() } }
    /// When each value is reached, as fractions 0...1 of the duration, one per value (discrete: one more).
    open var keyTimes: [Double]? { didSet { invalidate() } }
    /// The easing of each segment between neighbouring values.
    open var timingFunctions: [TimingFunction]?
    open var calculationMode = CalculationMode.linear { didSet { invalidate() } }
    /// `path` and `keyTimes` under names the compatibility module's `CGPath` and `[NSNumber]` versions do not shadow.
    open var keyframePath: Path? {
        get { path }
        set { path = newValue }
    }
    open var keyTimeFractions: [Double]? {
        get { keyTimes }
        set { keyTimes = newValue }
    }
    open var rotationMode: RotationMode?
    /// Kochanek–Bartels parameters per keyframe for the cubic modes (default 0 each).
    open var tensionValues: [Double]? { didSet { invalidate() } }
    open var continuityValues: [Double]? { didSet { invalidate() } }
    open var biasValues: [Double]? { didSet { invalidate() } }

    private var pacedTimes: [Double]?
    private var pathSegments: [PathSegment]?
    /// `keyTimes` when they fit the values, else even spacing: worked out once, not every frame.
    private var resolvedTimes: [Double]?

    public override init(keyPath: String? = nil) {
        super.init(keyPath: keyPath)
    }

    open override func copy() -> Animation {
        let copy = KeyframeAnimation(keyPath: keyPath)
        copyProperties(to: copy)
        copy.keyframes = keyframes
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.rotationMode = rotationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        return copy
    }

    open override var valueProblems: [String] {
        var problems = super.valueProblems
        guard let expected = expectedValue, path == nil else { return problems }
        for (index, value) in (keyframes ?? []).enumerated() {
            if let problem = kindProblem(value, expected: expected, name: "values[\(index)]") { problems.append(problem) }
        }
        return problems
    }

    private func invalidate() {
        pacedTimes = nil
        pathSegments = nil
        resolvedTimes = nil
    }

    func resolvedKeyTimes(for count: Int) -> [Double] {
        if let resolvedTimes, resolvedTimes.count == count { return resolvedTimes }
        let times = keyTimes.flatMap { $0.count == count ? $0 : nil } ?? evenTimes(count)
        resolvedTimes = times
        return times
    }

    open override func value(at local: LocalTime, current: () -> AnimationValue) -> AnimationValue? {
        // Paced modes move at constant speed: Core Animation ignores the timing function as well as the key times.
        let isPaced = calculationMode == .paced || calculationMode == .cubicPaced
        let fraction = isPaced ? Self.easedFraction(local, nil) : easedFraction(local)
        if path != nil { return pathPosition(at: fraction).map { .point($0.point) } }
        guard let values = keyframes, !values.isEmpty else { return nil }
        if values.count == 1 { return values[0] }
        switch calculationMode {
        case .discrete:
            let times =
                keyTimes.flatMap { ($0.count == values.count + 1 || $0.count == values.count) ? $0 : nil }
                ?? (0...values.count).map { Double($0) / Double(values.count) }
            var index = 0
            while index + 1 < values.count && index + 1 < times.count && fraction >= times[index + 1] { index += 1 }
            return values[index]
        case .linear, .cubic:
            let times = resolvedKeyTimes(for: values.count)
            let (segment, t) = Self.locate(fraction, in: times)
            let eased = timingFunctions.flatMap { segment < $0.count ? $0[segment] : $0.last }?.value(at: t) ?? t
            return calculationMode == .linear
                ? values[segment].interpolated(to: values[segment + 1], at: eased)
                : spline(values, segment: segment, t: eased)
        case .paced, .cubicPaced:
            let times = pacedKeyTimes(values)
            let (segment, t) = Self.locate(fraction, in: times)
            return calculationMode == .paced
                ? values[segment].interpolated(to: values[segment + 1], at: t)
                : spline(values, segment: segment, t: t)
        }
    }

    open override func iterationEndValue(current: () -> AnimationValue) -> AnimationValue? {
        if let path { return path.currentPoint.map { .point($0) } }
        return keyframes?.last
    }

    open override var animatedProperties: LayerPropertySet {
        rotationMode != nil && path != nil ? super.animatedProperties.union(LayerPropertySet(.transform)) : super.animatedProperties
    }

    open override func applyExtras(to properties: inout LayerProperties, at local: LocalTime) {
        guard let rotationMode, path != nil, let position = pathPosition(at: easedFraction(local)) else { return }
        let angle = position.angle + (rotationMode == .rotateAutoReverse ? Double.pi : 0)
        properties.transform = Transform3D(rotationAngle: angle).concatenating(properties.transform)
    }

    private func evenTimes(_ count: Int) -> [Double] { (0..<count).map { Double($0) / Double(count - 1) } }

    /// The segment containing `fraction` and the position within it (0...1).
    static func locate<Times: RandomAccessCollection>(_ fraction: Double, in times: Times) -> (Int, Double)
    where Times.Element == Double, Times.Index == Int {
        let last = times.count - 2
        if fraction <= times[0] { return (0, 0) }
        if fraction >= times[times.count - 1] { return (last, 1) }
        var segment = 0
        while segment < last && fraction >= times[segment + 1] { segment += 1 }
        let span = times[segment + 1] - times[segment]
        return (segment, span > 0 ? (fraction - times[segment]) / span : 1)
    }

    /// Key times spacing the values at constant speed: proportional to the distance covered (along the
    /// spline, for cubicPaced).
    private func pacedKeyTimes(_ values: [AnimationValue]) -> [Double] {
        if let pacedTimes, pacedTimes.count == values.count { return pacedTimes }
        var lengths = [0.0]
        for i in 0..<(values.count - 1) {
            var length = 0.0
            if calculationMode == .cubicPaced {
                var previous = values[i]
                for step in 1...32 {
                    let next = spline(values, segment: i, t: Double(step) / 32)
                    length += previous.distance(to: next)
                    previous = next
                }
            } else {
                length = values[i].distance(to: values[i + 1])
            }
            lengths.append(lengths[lengths.count - 1] + length)
        }
        let total = lengths[lengths.count - 1]
        let times = total > 0 ? lengths.map { $0 / total } : evenTimes(values.count)
        pacedTimes = times
        return times
    }

    /// Kochanek–Bartels (TCB) Hermite spline between values[i] and values[i+1]; the ends repeat their value.
    private func spline(_ values: [AnimationValue], segment i: Int, t: Double) -> AnimationValue {
        let p0 = values[max(i - 1, 0)].components, p1 = values[i].components
        let p2 = values[i + 1].components, p3 = values[min(i + 2, values.count - 1)].components
        guard p0.count == p1.count, p1.count == p2.count, p2.count == p3.count, !p1.isEmpty else {
            return values[i].interpolated(to: values[i + 1], at: t)
        }
        func parameter(_ list: [Double]?, _ index: Int) -> Double { list.flatMap { index < $0.count ? $0[index] : nil } ?? 0 }
        let (t1, c1, b1) = (parameter(tensionValues, i), parameter(continuityValues, i), parameter(biasValues, i))
        let (t2, c2, b2) = (parameter(tensionValues, i + 1), parameter(continuityValues, i + 1), parameter(biasValues, i + 1))
        let h00 = 2 * t * t * t - 3 * t * t + 1, h10 = t * t * t - 2 * t * t + t
        let h01 = -2 * t * t * t + 3 * t * t, h11 = t * t * t - t * t
        var result = [Double](repeating: 0, count: p1.count)
        for k in 0..<p1.count {
            let outgoing = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let incoming = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            result[k] = h00 * p1[k] + h10 * outgoing + h01 * p2[k] + h11 * incoming
        }
        return values[i].withComponents(result)
    }

    // MARK: Motion along a path

    private struct PathSegment {
        var points: [Point]  // 2 for a line, 3 for a quad, 4 for a cubic
        var length: Double

        func position(at t: Double) -> (point: Point, tangent: Point) {
            let u = 1 - t
            switch points.count {
            case 3:
                let p = points[0] * (u * u) + points[1] * (2 * u * t) + points[2] * (t * t)
                return (p, (points[1] - points[0]) * (2 * u) + (points[2] - points[1]) * (2 * t))
            case 4:
                let p = points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t) + points[3] * (t * t * t)
                let d =
                    (points[1] - points[0]) * (3 * u * u) + (points[2] - points[1]) * (6 * u * t) + (points[3] - points[2]) * (3 * t * t)
                return (p, d)
            default:
                return (points[0].interpolated(to: points[1], at: t), points[1] - points[0])
            }
        }
    }

    private func segments() -> [PathSegment] {
        if let pathSegments { return pathSegments }
        var result: [PathSegment] = []
        var current = Point.zero, start = Point.zero
        func add(_ points: [Point]) {
            var segment = PathSegment(points: points, length: 0)
            var previous = points[0]
            for step in 1...32 {
                let p = segment.position(at: Double(step) / 32).point
                segment.length += previous.distance(to: p)
                previous = p
            }
            result.append(segment)
        }
        for element in path?.elements ?? [] {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): add([current, p]); current = p
            case .quadCurve(let p, let c): add([current, c, p]); current = p
            case .curve(let p, let c1, let c2): add([current, c1, c2, p]); current = p
            case .closeSubpath: if current != start { add([current, start]) }; current = start
            }
        }
        pathSegments = result
        return result
    }

    /// Where on the path the layer is at `fraction`, and the tangent's angle. Paced modes move at constant
    /// speed along the path; the others give each segment an equal share of time (or per `keyTimes`).
    private func pathPosition(at fraction: Double) -> (point: Point, angle: Double)? {
        let parts = segments()
        guard !parts.isEmpty else { return path?.currentPoint.map { ($0, 0) } }
        var index = 0, t = 0.0
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let total = parts.reduce(0) { $0 + $1.length }
            var remaining = min(max(fraction, 0), 1) * total
            while index < parts.count - 1 && remaining > parts[index].length {
                remaining -= parts[index].length
                index += 1
            }
            let segment = parts[index]
            // Arc-length parameter within the segment, refined by sampling.
            t = segment.length > 0 ? arcParameter(segment, distance: remaining) : 1
        } else {
            (index, t) = Self.locate(fraction, in: resolvedKeyTimes(for: parts.count + 1))
            if calculationMode == .discrete { t = 0 }
            t = timingFunctions.flatMap { index < $0.count ? $0[index] : nil }?.value(at: t) ?? t
        }
        let position = parts[index].position(at: t)
        return (position.point, atan2(position.tangent.y, position.tangent.x))
    }

    private func arcParameter(_ segment: PathSegment, distance: Double) -> Double {
        var travelled = 0.0
        var previous = segment.points[0]
        let steps = 64
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let p = segment.position(at: t).point
            let length = previous.distance(to: p)
            if travelled + length >= distance {
                return (Double(step - 1) + (length > 0 ? (distance - travelled) / length : 0)) / Double(steps)
            }
            travelled += length
            previous = p
        }
        return 1
    }
}
