import Foundation
import LayerKit

extension SceneFileLoader {
    static let timingKeys: Set<String> = [
        "key", "type", "keyPath", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
        "autoreverses", "fillMode", "isRemovedOnCompletion", "removedOnCompletion", "timingFunction", "isAdditive",
        "additive", "isCumulative", "cumulative",
    ]
    static let kindKeys: [String: Set<String>] = [
        "basic": ["fromValue", "toValue", "byValue"],
        "spring": ["fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity"],
        "keyframe": [
            "values", "keyTimes", "timingFunctions", "calculationMode", "rotationMode", "path", "tensionValues",
            "continuityValues", "biasValues",
        ],
        "group": ["animations"],
    ]

    mutating func topLevelAnimation(_ json: JSONValue, _ path: String) throws -> (String?, Animation) {
        let key = try json["key"].map { try reader.string($0, "\(path).key") }
        let made = try animation(json, path, depth: 0)
        if let key, let location = (made as? SpringAnimation)?.origin?.location { springKeys[location] = key }
        return (key, made)
    }

    mutating func animation(_ json: JSONValue, _ path: String, depth: Int) throws -> Animation {
        guard depth < 16 else { throw reader.error(json, path, "groups nested more than 16 deep") }
        let members = try reader.members(json, path)
        guard let typeValue = json["type"] else { throw reader.error(json, "\(path).type", "missing (basic, keyframe, group, spring)") }
        let type = try reader.string(typeValue, "\(path).type")
        guard let extra = Self.kindKeys[type] else {
            throw reader.error(typeValue, "\(path).type", "unknown animation type '\(type)' (basic, keyframe, group, spring)")
        }
        for (key, value) in members where !Self.timingKeys.contains(key) && !extra.contains(key) {
            throw reader.error(value, "\(path).\(key)", "not a key of a \(type) animation")
        }
        let animation: Animation
        if type == "group" {
            let group = AnimationGroup()
            if let children = json["animations"] {
                group.animations = try reader.array(children, "\(path).animations", limit: 1000).enumerated().map {
                    try self.animation($0.element, "\(path).animations[\($0.offset)]", depth: depth + 1)
                }
            }
            animation = group
        } else {
            guard let keyPathValue = json["keyPath"] else {
                throw reader.error(json, "\(path).keyPath", "missing: which property to animate")
            }
            let name = try reader.string(keyPathValue, "\(path).keyPath")
            guard let parsed = AnimatableKeyPath(name) else {
                throw reader.error(keyPathValue, "\(path).keyPath", "'\(name)' is not an animatable key path")
            }
            switch type {
            case "keyframe": animation = try keyframe(json, path, parsed)
            default:
                let basic: BasicAnimation
                if type == "spring" {
                    // A slot of the spring editor, found again by its line when W writes it back.
                    let origin = SpringSlot.Origin(fileID: sceneFileName, line: json.position.line, form: .constants)
                    basic = SpringAnimation(keyPath: name, constants: SpringConstants(), origin: origin)
                    springPaths[origin.location] = path
                } else {
                    basic = BasicAnimation(keyPath: name)
                }
                if let v = json["fromValue"] { basic.from = try reader.animationValue(v, "\(path).fromValue", for: parsed) }
                if let v = json["toValue"] { basic.to = try reader.animationValue(v, "\(path).toValue", for: parsed) }
                if let v = json["byValue"] { basic.by = try reader.animationValue(v, "\(path).byValue", for: parsed) }
                if let spring = basic as? SpringAnimation { try springParameters(json, path, spring) }
                animation = basic
            }
        }
        try timing(json, path, animation)
        if let property = animation as? PropertyAnimation {
            property.isAdditive = try (json["isAdditive"] ?? json["additive"]).map { try reader.bool($0, "\(path).isAdditive") } ?? false
            property.isCumulative =
                try (json["isCumulative"] ?? json["cumulative"]).map { try reader.bool($0, "\(path).isCumulative") } ?? false
        }
        return animation
    }

    private mutating func timing(_ json: JSONValue, _ path: String, _ animation: Animation) throws {
        if let v = json["beginTime"] { animation.beginTime = try reader.number(v, "\(path).beginTime") }
        if let v = json["duration"] {
            let duration = try reader.number(v, "\(path).duration")
            guard duration >= 0, duration <= 86_400 else { throw reader.error(v, "\(path).duration", "must be 0...86400 seconds") }
            animation.duration = duration
        } else if let spring = animation as? SpringAnimation {
            spring.duration = spring.settlingDuration
        }
        if let v = json["speed"] { animation.speed = Float(try reader.number(v, "\(path).speed")) }
        if let v = json["timeOffset"] { animation.timeOffset = try reader.number(v, "\(path).timeOffset") }
        if let v = json["repeatCount"] {
            if case .string(let s, _) = v {
                guard s == "infinity" || s == "inf" else { throw reader.error(v, "\(path).repeatCount", "a number or \"infinity\"") }
                animation.repeatCount = .infinity
            } else {
                let count = try reader.number(v, "\(path).repeatCount")
                guard count >= 0 else { throw reader.error(v, "\(path).repeatCount", "must not be negative") }
                animation.repeatCount = Float(count)
            }
        }
        if let v = json["repeatDuration"] { animation.repeatDuration = max(0, try reader.number(v, "\(path).repeatDuration")) }
        if let v = json["autoreverses"] { animation.autoreverses = try reader.bool(v, "\(path).autoreverses") }
        if let v = json["fillMode"] {
            let name = try reader.string(v, "\(path).fillMode")
            guard let mode = FillMode(rawValue: name) else {
                throw reader.error(v, "\(path).fillMode", "unknown fill mode '\(name)' (removed, forwards, backwards, both)")
            }
            animation.fillMode = mode
        }
        if let v = json["isRemovedOnCompletion"] ?? json["removedOnCompletion"] {
            animation.isRemovedOnCompletion = try reader.bool(v, "\(path).isRemovedOnCompletion")
        }
        if let v = json["timingFunction"] {
            animation.timingFunction = try reader.timingFunction(v, "\(path).timingFunction", slots: slots)
        }
    }

    private mutating func keyframe(_ json: JSONValue, _ path: String, _ keyPath: AnimatableKeyPath) throws -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: keyPath.description)
        if let v = json["calculationMode"] {
            let name = try reader.string(v, "\(path).calculationMode")
            guard let mode = CalculationMode(rawValue: name) else {
                throw reader.error(
                    v, "\(path).calculationMode",
                    "unknown mode '\(name)' (\(CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            animation.calculationMode = mode
        }
        var count = 0
        if let v = json["path"] {
            guard ValueKind(keyPath) == .point else {
                throw reader.error(v, "\(path).path", "a path animates a point property such as position")
            }
            animation.path = try reader.path(v, "\(path).path")
            count = (animation.path?.elements.filter { if case .move = $0 { return false } else { return true } }.count ?? 0) + 1
        } else {
            guard let v = json["values"] else {
                throw reader.error(json, "\(path).values", "missing: a keyframe animation needs values or a path")
            }
            let values = try reader.array(v, "\(path).values")
            guard !values.isEmpty else { throw reader.error(v, "\(path).values", "needs at least one value") }
            animation.keyframes = try values.enumerated().map {
                try reader.animationValue($0.element, "\(path).values[\($0.offset)]", for: keyPath)
            }
            count = values.count
        }
        if let v = json["keyTimes"] {
            let times = try reader.numbers(v, "\(path).keyTimes")
            let expected = animation.calculationMode == .discrete ? [count, count + 1] : [count]
            guard expected.contains(times.count) else {
                let noun = animation.path != nil ? "path points" : "values"
                throw reader.error(v, "\(path).keyTimes", "\(times.count) key times for \(count) \(noun)")
            }
            guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }), times.allSatisfy({ $0 >= 0 && $0 <= 1 }) else {
                throw reader.error(v, "\(path).keyTimes", "key times must rise from 0 to 1")
            }
            animation.keyTimes = times
        }
        if let v = json["timingFunctions"] {
            animation.timingFunctions = try reader.array(v, "\(path).timingFunctions").enumerated().map {
                try reader.timingFunction($0.element, "\(path).timingFunctions[\($0.offset)]", slots: slots)
            }
        }
        if let v = json["rotationMode"] {
            let name = try reader.string(v, "\(path).rotationMode")
            switch name {
            case "auto", "rotateAuto": animation.rotationMode = .rotateAuto
            case "autoReverse", "rotateAutoReverse": animation.rotationMode = .rotateAutoReverse
            default: throw reader.error(v, "\(path).rotationMode", "unknown rotation mode '\(name)' (auto, autoReverse)")
            }
        }
        if let v = json["tensionValues"] { animation.tensionValues = try reader.numbers(v, "\(path).tensionValues") }
        if let v = json["continuityValues"] { animation.continuityValues = try reader.numbers(v, "\(path).continuityValues") }
        if let v = json["biasValues"] { animation.biasValues = try reader.numbers(v, "\(path).biasValues") }
        return animation
    }

    private func springParameters(_ json: JSONValue, _ path: String, _ spring: SpringAnimation) throws {
        if let v = json["mass"] { spring.mass = try reader.number(v, "\(path).mass") }
        if let v = json["stiffness"] { spring.stiffness = try reader.number(v, "\(path).stiffness") }
        if let v = json["damping"] { spring.damping = try reader.number(v, "\(path).damping") }
        if let v = json["initialVelocity"] { spring.initialVelocity = try reader.number(v, "\(path).initialVelocity") }
        guard spring.mass > 0, spring.stiffness > 0, spring.damping >= 0 else {
            throw reader.error(json, path, "a spring needs mass > 0, stiffness > 0 and damping ≥ 0")
        }
    }
}
