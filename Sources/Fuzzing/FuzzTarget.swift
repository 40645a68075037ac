import Foundation
import LayerKit
@_spi(App) import PlaygroundCore
import Raster
import SceneFiles
import Scenes
import Scripts

/// The code that hostile input reaches, one entry per fuzz target. Each takes any bytes and must return
/// normally: a crash, a hang or runaway memory is a bug in the code under test. `playground-fuzz` runs these
/// under libFuzzer (`make fuzz`), and the test suite replays the corpus in `Tests/FuzzCorpus/<target>/`.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Scene-file JSON: loaded, evaluated at several times and rendered small.
    case sceneFile = "scene-file"
    /// SVG path data, filled and stroked at a transform, scale and stroke style taken from the input.
    case pathGeometry = "path-geometry"
    /// Text pasted into the curve editor.
    case curveText = "curve-text"
    /// A script's source, scanned for its curves and written back (W): only the four literals of each call change.
    /// Then its Objective-C spellings rewritten for the compiler: every line keeps its width and its curve calls.
    case scriptCurves = "script-curves"
    /// Image file bytes (a scene's contents, `UIImage(data:)`): decoded as PNG or JPEG, or refused with a message, and
    /// turned upright by the EXIF orientation read from them.
    case imageData = "image-data"

    /// Runs one input through the target.
    public func run(_ bytes: UnsafeRawBufferPointer) {
        switch self {
        case .sceneFile: SceneFileFuzzing.run(bytes)
        case .pathGeometry: PathGeometryFuzzing.run(bytes)
        case .curveText: CurveTextFuzzing.run(bytes)
        case .scriptCurves: ScriptCurvesFuzzing.run(bytes)
        case .imageData:
            let data = Data(bytes)
            let orientation = ImageOrientation.ofJPEG(data)
            if let image = try? PixelBuffer(imageData: data, name: "fuzz") { _ = image.upright(orientation) }
        }
    }

    /// Runs one input given as an array (the corpus replay).
    public func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { run($0) }
    }
}

/// Renders a tree into a small frame, so that every drawing stage runs without the frame's size dominating.
enum SmallFrame {
    /// libFuzzer runs one input at a time, on one thread.
    nonisolated(unsafe) static let renderer = LayerRenderer(threads: 1)

    static func render(_ tree: LayerTree, size: Size, background: Color) {
        let longest = max(size.width, size.height)
        let scale = longest.isFinite && longest > 0 ? min(1, 48 / longest) : 1
        let width = max(1, min(48, Int((size.width * scale).rounded(.up))))
        let height = max(1, min(48, Int((size.height * scale).rounded(.up))))
        _ = renderer.image(of: tree, pixelWidth: width, pixelHeight: height, scale: scale, background: background)
    }
}

enum SceneFileFuzzing {
    static let particleImage: PixelBuffer = {
        let image = PixelBuffer(width: 4, height: 4)
        image.fill(0xFFFF_FFFF)
        return image
    }()

    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        guard let document = try? SceneDocument.load(text: text, name: "fuzz.json", baseDirectory: "/nonexistent") else {
            return
        }
        // Images cannot be read here, so every emitter cell and sub-cell gets a small one and its particles are drawn.
        document.tree.rootLayer.forEachLayer { layer in
            for cell in EmitterCellTree((layer as? EmitterLayer)?.emitterCells).cells where cell.contents == nil {
                cell.contents = particleImage
            }
        }
        for time in [0, 0.37, 2.5, 61] {
            document.tree.advance(to: time)
            SmallFrame.render(document.tree, size: document.size, background: document.backgroundColor)
        }
        _ = PresentationJSON.dump(document.tree)
    }
}

enum PathGeometryFuzzing {
    /// Input: 1 byte of style flags, 7 numbers (transform a, b, c, d, tx, ty; line width) as little-endian
    /// `Float`s, then the path data as text. Short inputs take defaults.
    static func run(_ bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        let flags = reader.byte()
        let a = reader.number(1), b = reader.number(0), c = reader.number(0), d = reader.number(1)
        let tx = reader.number(0), ty = reader.number(0), lineWidth = reader.number(2)
        let dash = reader.number(0), gap = reader.number(0)
        guard let text = String(validating: reader.rest, as: UTF8.self), let path = try? Path(svgPathData: text) else { return }
        let canvas = Canvas(width: 40, height: 30)
        canvas.transform = Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
        canvas.fill(path, color: Color(red: 1, green: 0, blue: 0, alpha: 0.8), rule: flags & 1 == 0 ? .nonZero : .evenOdd)
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        let style = StrokeStyle(
            lineWidth: lineWidth, lineCap: caps[Int(flags >> 1) % 3], lineJoin: joins[Int(flags >> 3) % 3],
            miterLimit: flags & 0x20 == 0 ? 10 : 1, lineDashPattern: flags & 0x40 == 0 ? [] : [dash, gap],
            strokeStart: 0, strokeEnd: flags & 0x80 == 0 ? 1 : 0.6)
        canvas.stroke(path, style: style, color: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        canvas.saveState()
        canvas.clip(to: path)
        canvas.fillRoundedRect(Rect(x: -5, y: -5, width: 60, height: 60), cornerRadius: Double(flags), color: .white)
        canvas.restoreState()
        _ = DisplayListRenderer(threads: 1).image(of: canvas.displayList)
        _ = path.contains(Point(x: tx, y: ty), rule: .nonZero)
        _ = path.controlPointBounds
        _ = path.length
    }
}

enum CurveTextFuzzing {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        checkLinear(text)
        checkSteps(text)
        guard let points = CurveText.parse(text) else { return }
        let curve = TimingFunction(controlPoints: points.x1, points.y1, points.x2, points.y2)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { _ = curve.value(at: x) }
        // What the editor keeps (clamped) must read back from each copied form, to the 3 decimals written.
        let kept = points.clamped
        for form in CurveText.Form.allCases {
            guard let back = CurveText.parse(CurveText.format(kept, as: form)),
                zip(back.values, kept.values).allSatisfy({ abs($0 - $1) <= 0.0005 + 1e-9 })
            else {
                fatalError("curve text does not round-trip through \(form): \(kept)")
            }
        }
    }
}

extension CurveTextFuzzing {
    /// A CSS `linear()` read from any text has stops whose inputs never decrease and whose values are finite; evaluated
    /// anywhere it stays within its outputs' range, and written out it reads back as the same values.
    static func checkLinear(_ text: String) {
        guard let easing = CSSLinear(parsing: text) else { return }
        let xs = easing.stops.map(\.x), ys = easing.stops.map(\.y)
        guard zip(xs, xs.dropFirst()).allSatisfy({ $0 <= $1 }), (xs + ys).allSatisfy(\.isFinite) else {
            fatalError("linear() stops out of order or not finite: \(easing.stops)")
        }
        let low = ys.min()!, high = ys.max()!
        for x in stride(from: -0.25, through: 1.25, by: 0.125) {
            let y = easing.value(at: x)
            guard y >= low - 1e-9 * max(1, abs(low)), y <= high + 1e-9 * max(1, abs(high)) else {
                fatalError("linear() at \(x) gives \(y), outside \(low)...\(high)")
            }
        }
        _ = CSSLinear(parsing: CSSLinear.format(count: 9) { easing.value(at: $0) })
    }

    /// A CSS `steps()` read from any text holds values between 0 and 1, never falling, at key times that rise from 0.
    static func checkSteps(_ text: String) {
        guard let steps = CSSSteps(parsing: text) else { return }
        let frames = steps.keyframes
        guard frames.first?.time == 0, zip(frames, frames.dropFirst()).allSatisfy({ $0.time < $1.time && $0.value <= $1.value }),
            frames.allSatisfy({ (0...1).contains($0.value) }), !steps.explanation.isEmpty
        else { fatalError("steps() keyframes out of order or range: \(frames)") }
    }
}

enum ScriptCurvesFuzzing {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let calls = CurveCall.scan(Array(text.utf8))
        let names = CurveCall.automaticSlotNames(in: [("F.swift", calls)])
        let written = CurvePoints(0.125, 0.5, 0.75, 1)
        var slots: [String: CurvePoints] = [:]
        for call in calls { slots[call.slot ?? names["F.swift:\(call.line)"] ?? ""] = written }
        let rewritten = ScriptSlotWriter.rewrite(text, fileName: "F.swift", slots: slots).text
        // The same calls are found again, on the same lines with the same names, holding exactly the values written.
        let bytes = Array(rewritten.utf8)
        let again = CurveCall.scan(bytes)
        guard again.count == calls.count,
            zip(again, calls).allSatisfy({ $0.line == $1.line && $0.slot == $1.slot && $0.variable == $1.variable })
        else { fatalError("write-back changed which curve calls the text holds") }
        for call in again {
            let values = call.literals.map { Double(String(decoding: bytes[$0], as: UTF8.self).replacingOccurrences(of: "_", with: "")) }
            guard values == written.values.map(Optional.some) else { fatalError("write-back wrote \(values), not \(written.values)") }
        }
        // Nothing else changes: the text between the literals is the same.
        func skeleton(_ bytes: [UInt8], _ calls: [CurveCall]) -> [UInt8] {
            var result = bytes
            for range in calls.flatMap(\.literals).sorted(by: { $0.lowerBound > $1.lowerBound }) {
                result.replaceSubrange(range, with: [0])
            }
            return result
        }
        guard skeleton(Array(text.utf8), calls) == skeleton(bytes, again) else {
            fatalError("write-back changed bytes outside the literals")
        }
        checkIOSSpellings(Array(text.utf8), calls: calls)
        checkSprings(text)
        checkOtherKinds(text, curves: calls)
    }

    /// UIKit timing written as the other kind is found again as that kind, assigned to the same variable, and the
    /// calls that cannot switch are refused without a byte written.
    private static func checkOtherKinds(_ text: String, curves: [CurveCall]) {
        let springs = SpringCall.scan(Array(text.utf8))
        let curveNames = CurveCall.automaticSlotNames(in: [("F.swift", curves)])
        let springNames = SpringCall.slotNames(in: [("F.swift", springs)])
        var otherKinds = ScriptSlotWriter.OtherKinds()
        for call in curves where call.kindSwitch != nil {
            if let name = call.slot ?? curveNames["F.swift:\(call.line)"] { otherKinds.curvesAsSprings[name] = 0.75 }
        }
        for call in springs where call.kindSwitch != nil {
            if let name = springNames["F.swift:\(call.line)"] { otherKinds.springsAsCurves[name] = CurvePoints(0.25, 0.5, 0.75, 1) }
        }
        let result = ScriptSlotWriter.rewrite(text, fileName: "F.swift", slots: [:], otherKinds: otherKinds)
        // Names shared by several calls, or calls of both kinds under one name, may include one that cannot switch.
        guard result.problems.isEmpty else { return }
        let bytes = Array(result.text.utf8)
        let switchedCurves = curves.filter { $0.kindSwitch != nil }.count
        let switchedSprings = springs.filter { $0.kindSwitch != nil }.count
        let curvesAfter = CurveCall.scan(bytes).count, springsAfter = SpringCall.scan(bytes).count
        guard curvesAfter == curves.count - switchedCurves + switchedSprings, springsAfter == springs.count - switchedSprings + switchedCurves
        else { fatalError("writing the other kind found \(curvesAfter) curves and \(springsAfter) springs") }
    }

    /// Springs written back are found again, in the same forms with the same variables, holding the values written.
    private static func checkSprings(_ text: String) {
        let calls = SpringCall.scan(Array(text.utf8))
        let names = SpringCall.slotNames(in: [("F.swift", calls)])
        let written = SpringConstants(mass: 2, stiffness: 300, damping: 12, initialVelocity: 0.5)
        var springs: [String: SpringChange] = [:]
        for call in calls { springs[names["F.swift:\(call.line)"] ?? ""] = .init(original: SpringConstants(), edited: written) }
        let result = ScriptSlotWriter.rewrite(text, fileName: "F.swift", slots: [:], springs: springs)
        guard result.problems.isEmpty else { return }
        let bytes = Array(result.text.utf8)
        let again = SpringCall.scan(bytes)
        guard again.count == calls.count, zip(again, calls).allSatisfy({ $0.form == $1.form && $0.variable == $1.variable }) else {
            fatalError("spring write-back changed which spring calls the text holds")
        }
        for call in again {
            for (parameter, value) in ScriptSlotWriter.values(of: written, in: call.form) {
                guard let range = call.literals[parameter] else { continue }
                let text = String(decoding: bytes[range], as: UTF8.self)
                guard text == ScriptSlotWriter.literal(value) else { fatalError("spring write-back wrote \(text) for \(parameter), not \(value)") }
            }
        }
    }

    private static func checkIOSSpellings(_ bytes: [UInt8], calls: [CurveCall]) {
        guard let rewritten = IOSSpellings.rewrite(bytes) else { return }
        // Every line keeps its number: a rewrite changes a line in place (a drawn property's declaration may grow), and
        // defaults for optional requirements follow the file's last line.
        let lineCount = { (text: [UInt8]) in text.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }
        guard lineCount(rewritten) >= lineCount(bytes) else { fatalError("the iOS rewrite lost a line") }
        // The curve calls stay on their lines with their numbers (a line may move right: an `@objc` protocol's
        // `: AnyObject`).
        let after = CurveCall.scan(rewritten)
        func numbers(_ call: CurveCall, in text: [UInt8]) -> [String] { call.literals.map { String(decoding: text[$0], as: UTF8.self) } }
        guard after.count == calls.count,
            zip(after, calls).allSatisfy({ $0.line == $1.line && $0.slot == $1.slot && numbers($0, in: rewritten) == numbers($1, in: bytes) })
        else { fatalError("the iOS rewrite changed the curve calls") }
    }
}

/// Reads fixed-size numbers from the front of a fuzz input, then hands over the rest.
struct ByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A little-endian `Float` as a Double (any bit pattern: NaN and infinities included), or `fallback`.
    mutating func number(_ fallback: Double) -> Double {
        guard offset + 4 <= bytes.count else { return fallback }
        defer { offset += 4 }
        return Double(Float(bitPattern: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
    }

    var rest: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: bytes[min(offset, bytes.count)...]) }
}
