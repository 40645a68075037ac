import FileOutput
import Raster
import SceneFiles

/// Structure-aware mutation of scene files for libFuzzer: the input is parsed as JSON, one node is changed
/// (a value replaced by an edge-case value, a key renamed to a scene-file key, a member added, an element
/// duplicated or removed) and the result is written back as JSON. Byte-level mutation rarely gets past the
/// JSON syntax into the loader and the renderer; this walks straight into them.
public enum SceneFileMutator {
    /// The mutated text, or nil when the input is not JSON (libFuzzer then mutates its bytes).
    public static func mutate(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt32) -> [UInt8]? {
        guard let text = String(validating: bytes, as: UTF8.self), let json = try? JSONReader.parse(text) else { return nil }
        var random = SeededRandom(seed: UInt64(seed))
        var tree = Node(json)
        let count = tree.count
        var target = Int(random.next() % UInt64(count))
        tree.mutate(at: &target, random: &random)
        return Array(JSONWriter.write(tree.plain, pretty: false).utf8)
    }

    static let keys = [
        "size", "backgroundColor", "timingFunctions", "layers", "name", "type", "bounds", "position", "anchorPoint",
        "frame", "transform", "opacity", "cornerRadius", "borderWidth", "borderColor", "masksToBounds", "path",
        "fillColor", "strokeColor", "lineWidth", "strokeStart", "strokeEnd", "lineCap", "lineJoin", "miterLimit",
        "lineDashPattern", "lineDashPhase", "fillRule", "string", "fontSize", "foregroundColor", "alignmentMode",
        "contents", "contentsGravity", "beginTime", "speed", "timeOffset", "sublayers", "mask", "animations",
        "isHidden", "zPosition", "key", "keyPath", "fromValue", "toValue", "byValue", "values", "keyTimes",
        "timingFunctions", "timingFunction", "duration", "repeatCount", "repeatDuration", "autoreverses",
        "fillMode", "isAdditive", "isCumulative", "calculationMode", "rotationMode", "damping", "stiffness", "mass",
        "initialVelocity", "removedOnCompletion", "isRemovedOnCompletion", "basic", "keyframe", "group", "spring",
        "transform.scale", "transform.rotation.z", "position.x", "bounds.size.width",
    ]

    static let numbers: [Double] = [
        0, 1, -1, 0.5, 2, 3, 1e-38, 1e-300, .leastNonzeroMagnitude, 1e39, -1e39, 1e308, -1e308, 3.4e38, 1e9, -1e9, 1e6, 86_400,
        4_294_967_296, 16_777_217, 65_536, 1e-9, 0.9999999,
    ]

    static let strings = [
        "infinity", "-infinity", "nan", "", "#fff", "#12345678", "#zz", "red", "linear", "easeIn", "easeInEaseOut",
        "both", "forwards", "backwards", "round", "square", "bevel", "evenOdd", "paced", "cubic", "discrete",
        "rotateAuto", "shape", "text", "layer", "M0 0 L20 1e-38 L20 5 Z", "M0 0 h1 M0 20 V1e39 V-1e39",
        "M 0 0 C 1e308 0 0 1e308 5 5 Z", "M 30 0 A 30 30 0 1 1 29.9 0 Z", "M0 0 L 1e6 0 L 1e6 1 Z",
        String(repeating: "W", count: 600), "/dev/zero", "image.png",
    ]
}

/// A JSON tree that can be edited in place.
private indirect enum Node {
    case null, bool(Bool), number(Double), string(String), array([Node]), object([(String, Node)])

    init(_ json: JSONValue) {
        switch json {
        case .null: self = .null
        case .bool(let v, _): self = .bool(v)
        case .number(let v, _): self = .number(v)
        case .string(let v, _): self = .string(v)
        case .array(let v, _): self = .array(v.map(Node.init))
        case .object(let v, _): self = .object(v.map { ($0.key, Node($0.value)) })
        }
    }

    var count: Int {
        switch self {
        case .array(let v): return 1 + v.reduce(0) { $0 + $1.count }
        case .object(let v): return 1 + v.reduce(0) { $0 + $1.1.count }
        default: return 1
        }
    }

    /// The value as `JSONWriter` takes it.
    var plain: Any? {
        switch self {
        case .null: return nil
        case .bool(let v): return v
        case .number(let v): return v
        case .string(let v): return v
        case .array(let v): return v.map(\.plain)
        case .object(let v): return JSONWriter.Object(v.map { ($0.0, $0.1.plain) })
        }
    }

    /// Mutates the node `index` places into a pre-order walk (counting down as it goes).
    mutating func mutate(at index: inout Int, random: inout SeededRandom) {
        if index == 0 {
            index = -1
            return mutateHere(random: &random)
        }
        index -= 1
        switch self {
        case .array(var elements):
            for i in elements.indices where index >= 0 { elements[i].mutate(at: &index, random: &random) }
            self = .array(elements)
        case .object(var members):
            for i in members.indices where index >= 0 { members[i].1.mutate(at: &index, random: &random) }
            self = .object(members)
        default: break
        }
    }

    private mutating func mutateHere(random: inout SeededRandom) {
        switch (self, random.next() % 4) {
        case (.object(var members), 0) where !members.isEmpty:
            let i = Int(random.next() % UInt64(members.count))
            members[i].0 = random.pick(SceneFileMutator.keys)
            self = .object(members)
        case (.object(var members), 1):
            members.append((random.pick(SceneFileMutator.keys), Node.random(&random)))
            self = .object(members)
        case (.object(var members), 2) where !members.isEmpty:
            members.remove(at: Int(random.next() % UInt64(members.count)))
            self = .object(members)
        case (.array(var elements), 0) where !elements.isEmpty:
            let i = Int(random.next() % UInt64(elements.count))
            elements.insert(elements[i], at: i)
            self = .array(elements)
        case (.array(var elements), 1) where !elements.isEmpty:
            elements.remove(at: Int(random.next() % UInt64(elements.count)))
            self = .array(elements)
        case (.number(let v), 0):
            self = .number([v * 1e6, -v, v + 1, v / 3, v * v][Int(random.next() % 5)])
        default:
            self = Node.random(&random)
        }
    }

    static func random(_ random: inout SeededRandom) -> Node {
        switch random.next() % 5 {
        case 0: return .string(random.pick(SceneFileMutator.strings))
        case 1: return .array((0..<Int(random.next() % 5)).map { _ in .number(random.pick(SceneFileMutator.numbers)) })
        case 2: return .bool(random.next() % 2 == 0)
        default: return .number(random.pick(SceneFileMutator.numbers))
        }
    }
}

extension SeededRandom {
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
}
