import LayerKit
import Scenes

/// What the window asks of a scene host. Each request gets one `HostReply`, in order.
enum HostRequest: Equatable {
    /// Build the scene anew at this size (points): the script's `makeScene` runs.
    case build(Size)
    /// Move the scene's clock to this time (seconds), running the script's callbacks on the way.
    case advance(Double)
    /// A user action, at the current time; the reply's `flag` says whether the scene used it.
    case action(SceneAction)
    /// New control points for the scene's curve slots, in slot order.
    case setCurves([CurvePoints])
    /// Constants for spring slots, by name (also for slots whose springs the script has not made yet).
    case setSprings([SpringEdit])
    /// Draw the scene into the shared frame buffer.
    case render(HostFrameRequest)
    /// The layer under a scene point, as sublayer indices from the root (`indices`; nil for none).
    case pick(Point)
    /// The inspector's lines for the layer at these sublayer indices (`lines`).
    case inspect([Int])
    /// The animations under a scene point (nil: the whole scene) as Core Animation Swift (`text`, and a notice in
    /// `lines`).
    case export(Point?)
    /// Whether a scene point is over something that reacts to clicks (`flag`).
    case interactive(Point)
    /// The first layer with this name, depth first, as sublayer indices from the root (`indices`).
    case find(String)
    /// A number the layer at these sublayer indices shows now, by key path (`number`).
    case read([Int], keyPath: String)
    /// The editor's slots the animations of the layer at these sublayer indices use (`lines`).
    case slots([Int])
}

/// The constants the spring editor gives the slot `name`.
struct SpringEdit: Equatable {
    var name: String
    var constants: SpringConstants
}

/// A frame to draw: the scene at `scale` pixels per point, moved by a fraction of a pixel (`offset`) so that the
/// window copies it onto whole pixels, with the overlays the window asks for.
struct HostFrameRequest: Equatable {
    var time: Double
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double
    var offset: Point
    var showsOutlines: Bool
    /// The curve slot whose layers are outlined boldly (the editor's selection), if any.
    var highlightedSlot: Int?
    /// The layer being inspected, as sublayer indices from the root.
    var inspected: [Int]?
    /// Bytes of the shared frame buffer, which the host maps again when it grows.
    var capacity: Int
}

/// What a scene host says about its scene after a request that may change it (`hasState`), and the request's own answer.
struct HostReply {
    var hasState = false
    var time = 0.0
    var isAnimating = false
    var status: String?
    var warnings: [String] = []
    var controls: [String] = []
    var slotNames: [String] = []
    var slotPoints: [CurvePoints] = []
    /// For each slot, "layer.animationKey" for every animation using it.
    var slotUses: [[String]] = []
    /// For each slot, how far through its iteration the first animation using it is (nil: none running).
    var slotProgress: [Double?] = []
    var springs: [SpringSlotState] = []
    var loopPeriod: Double?
    var layerCount = 0
    var flag = false
    var indices: [Int]?
    var lines: [String]?
    var text: String?
    var number: Double?
}

extension HostRequest {
    func encoded() -> [UInt8] {
        var w = WireWriter()
        switch self {
        case .build(let size):
            w.add(UInt8(0)); w.add(size.width); w.add(size.height)
        case .advance(let time):
            w.add(UInt8(1)); w.add(time)
        case .action(let action):
            w.add(UInt8(2))
            switch action {
            case .press(let p): w.add(UInt8(0)); w.add(p)
            case .drag(let from, let to): w.add(UInt8(1)); w.add(from); w.add(to)
            case .release(let p): w.add(UInt8(2)); w.add(p)
            case .scroll(let dy, let p): w.add(UInt8(3)); w.add(dy); w.add(p)
            case .key(let key): w.add(UInt8(4)); w.add(key)
            case .activation(let active): w.add(UInt8(5)); w.add(UInt8(active ? 1 : 0))
            }
        case .setCurves(let curves):
            w.add(UInt8(3)); w.add(curves.count)
            for c in curves { w.add(c) }
        case .setSprings(let edits):
            w.add(UInt8(11)); w.add(edits.count)
            for edit in edits { w.add(edit.name); w.add(edit.constants) }
        case .render(let f):
            w.add(UInt8(4)); w.add(f.time); w.add(f.pixelWidth); w.add(f.pixelHeight); w.add(f.scale); w.add(f.offset)
            w.add(f.showsOutlines); w.add(f.highlightedSlot ?? -1); w.add(f.inspected); w.add(f.capacity)
        case .pick(let p):
            w.add(UInt8(5)); w.add(p)
        case .inspect(let path):
            w.add(UInt8(6)); w.add(path)
        case .export(let p):
            w.add(UInt8(7)); w.add(p != nil); if let p { w.add(p) }
        case .interactive(let p):
            w.add(UInt8(8)); w.add(p)
        case .find(let name):
            w.add(UInt8(9)); w.add(name)
        case .read(let path, let keyPath):
            w.add(UInt8(10)); w.add(path); w.add(keyPath)
        case .slots(let path):
            w.add(UInt8(12)); w.add(path)
        }
        return w.bytes
    }

    init(decoding bytes: [UInt8]) throws {
        var r = WireReader(bytes)
        switch try r.byte() {
        case 0: self = .build(Size(width: try r.double(), height: try r.double()))
        case 1: self = .advance(try r.double())
        case 2:
            switch try r.byte() {
            case 0: self = .action(.press(try r.point()))
            case 1: self = .action(.drag(from: try r.point(), to: try r.point()))
            case 2: self = .action(.release(try r.point()))
            case 3: self = .action(.scroll(dy: try r.double(), at: try r.point()))
            case 4: self = .action(.key(try r.string()))
            case 5: self = .action(.activation(try r.byte() != 0))
            default: throw WireReader.Malformed()
            }
        case 3: self = .setCurves(try (0..<r.count(itemBytes: 32)).map { _ in try r.curve() })
        case 4:
            self = .render(
                HostFrameRequest(
                    time: try r.double(), pixelWidth: try r.int(), pixelHeight: try r.int(), scale: try r.double(), offset: try r.point(),
                    showsOutlines: try r.bool(), highlightedSlot: { $0 >= 0 ? $0 : nil }(try r.int()), inspected: try r.indices(),
                    capacity: try r.int()))
        case 5: self = .pick(try r.point())
        case 6: self = .inspect(try r.indices() ?? [])
        case 7: self = .export(try r.bool() ? try r.point() : nil)
        case 8: self = .interactive(try r.point())
        case 9: self = .find(try r.string())
        case 10: self = .read(try r.indices() ?? [], keyPath: try r.string())
        case 12: self = .slots(try r.indices() ?? [])
        case 11: self = .setSprings(try (0..<r.count(itemBytes: 41)).map { _ in SpringEdit(name: try r.string(), constants: try r.spring()) })
        default: throw WireReader.Malformed()
        }
        guard r.isAtEnd else { throw WireReader.Malformed() }
    }
}

extension HostReply {
    func encoded() -> [UInt8] {
        var w = WireWriter()
        w.add(hasState); w.add(time); w.add(isAnimating); w.add(status); w.add(warnings); w.add(controls); w.add(slotNames)
        w.add(slotPoints.count)
        for c in slotPoints { w.add(c) }
        w.add(slotUses.count)
        for uses in slotUses { w.add(uses) }
        w.add(slotProgress.count)
        for p in slotProgress { w.add(p) }
        w.add(springs.count)
        for s in springs {
            w.add(s.name); w.add(s.location); w.add(s.form.rawValue); w.add(s.original); w.add(s.constants); w.add(s.elapsed); w.add(s.uses)
        }
        w.add(loopPeriod); w.add(layerCount); w.add(flag); w.add(indices)
        w.add(lines != nil); if let lines { w.add(lines) }
        w.add(text)
        w.add(number)
        return w.bytes
    }

    init(decoding bytes: [UInt8]) throws {
        var r = WireReader(bytes)
        hasState = try r.bool()
        time = try r.double()
        isAnimating = try r.bool()
        status = try r.optionalString()
        warnings = try r.strings()
        controls = try r.strings()
        slotNames = try r.strings()
        slotPoints = try (0..<r.count(itemBytes: 32)).map { _ in try r.curve() }
        slotUses = try (0..<r.count(itemBytes: 8)).map { _ in try r.strings() }
        slotProgress = try (0..<r.count()).map { _ in try r.optionalDouble() }
        springs = try (0..<r.count(itemBytes: 90)).map { _ in
            let name = try r.string(), location = try r.string()
            guard let form = SpringSlot.Form(rawValue: try r.string()) else { throw WireReader.Malformed() }
            return SpringSlotState(
                name: name, location: location, form: form, original: try r.spring(), constants: try r.spring(), elapsed: try r.optionalDouble(), uses: try r.strings())
        }
        loopPeriod = try r.optionalDouble()
        layerCount = try r.int()
        flag = try r.bool()
        indices = try r.indices()
        lines = try r.bool() ? try r.strings() : nil
        text = try r.optionalString()
        number = try r.optionalDouble()
        guard r.isAtEnd, slotPoints.count == slotNames.count else { throw WireReader.Malformed() }
    }
}

extension WireWriter {
    fileprivate mutating func add(_ p: Point) { add(p.x); add(p.y) }
    fileprivate mutating func add(_ c: CurvePoints) { add(c.x1); add(c.y1); add(c.x2); add(c.y2) }
    fileprivate mutating func add(_ c: SpringConstants) {
        add(c.mass); add(c.stiffness); add(c.damping); add(c.initialVelocity); add(c.allowsOverdamping)
    }
    fileprivate mutating func add(_ indices: [Int]?) {
        add(indices != nil)
        guard let indices else { return }
        add(indices.count)
        for i in indices { add(i) }
    }
}

extension WireReader {
    fileprivate mutating func point() throws -> Point { Point(try double(), try double()) }
    fileprivate mutating func curve() throws -> CurvePoints { CurvePoints(try double(), try double(), try double(), try double()) }
    fileprivate mutating func spring() throws -> SpringConstants {
        SpringConstants(mass: try double(), stiffness: try double(), damping: try double(), initialVelocity: try double(), allowsOverdamping: try bool())
    }
    fileprivate mutating func indices() throws -> [Int]? {
        guard try bool() else { return nil }
        return try (0..<count(itemBytes: 8)).map { _ in try int() }
    }
}
