import FileOutput
import Foundation
import LayerKit
import Scripts

/// Writes edited slots back into a scene script: in each curve call of an edited curve slot (`CurveCall`: a
/// `TimingFunction(slot: "NAME", controlPoints: …)`, or a Core Animation curve written with literals) exactly the four
/// numeric literals are replaced, and in each spring call of an edited spring slot (`SpringCall`) the literals of its
/// form (a `CASpringAnimation`'s assigned constants, a perceptual duration and bounce, a damping ratio and duration);
/// a constant the code left at its default is assigned on a new line after the others. A slot the user chose to write as
/// the other kind (`OtherKinds`) has its call's timing arguments replaced instead, where UIKit has the other kind's form
/// (`TimingKindSwitch`). Every other byte of every file stays as it was. Files are rewritten atomically and durably.
@_spi(App) public enum ScriptSlotWriter {
    @_spi(App) public struct Failure: Error, CustomStringConvertible {
        @_spi(App) public let description: String
    }

    /// Slots written as the other kind of timing: spring slots as cubic Béziers, curve slots as springs of a damping
    /// ratio, which UIKit fits to the animation's duration. By name and kind (a curve and a spring may share a name).
    @_spi(App) public struct OtherKinds: Equatable, Sendable {
        @_spi(App) public var springsAsCurves: [String: CurvePoints]
        @_spi(App) public var curvesAsSprings: [String: Double]

        @_spi(App) public init(springsAsCurves: [String: CurvePoints] = [:], curvesAsSprings: [String: Double] = [:]) {
            self.springsAsCurves = springsAsCurves
            self.curvesAsSprings = curvesAsSprings
        }

        var isEmpty: Bool { springsAsCurves.isEmpty && curvesAsSprings.isEmpty }
        var names: Set<String> { Set(springsAsCurves.keys).union(curvesAsSprings.keys) }
    }

    /// The text of the file `fileName` with the given slots' literals replaced (or their timing written as the other
    /// kind, for the slots in `otherKinds`), the names of the slots found in it, and what could not be written.
    /// `curveNames` and `springNames` name the unnamed calls (by default, those of this file alone).
    @_spi(App) public static func rewrite(
        _ text: String, fileName: String = "script.swift", slots: [String: CurvePoints], springs: [String: SpringChange] = [:],
        otherKinds: OtherKinds = OtherKinds(), curveNames: [String: String]? = nil, springNames: [String: String]? = nil
    ) -> (text: String, found: Set<String>, problems: [String]) {
        var bytes = Array(text.utf8)
        var found = Set<String>()
        var problems: [String] = []
        var edits: [(Range<Int>, String)] = []
        let calls = CurveCall.scan(bytes)
        let names = curveNames ?? CurveCall.automaticSlotNames(in: [(fileName, calls)])
        for call in calls {
            guard let name = call.slot ?? names["\(fileName):\(call.line)"] else { continue }
            if let ratio = otherKinds.curvesAsSprings[name] {
                found.insert(name)
                let (edit, problem) = switchEdit(call.kindSwitch, to: .spring(dampingRatio: ratio), at: "\(fileName):\(call.line)")
                edits += edit
                if let problem { problems.append(problem) }
                continue
            }
            guard let points = slots[name] else { continue }
            found.insert(name)
            for (range, value) in zip(call.literals, points.values) {
                edits.append((range, NumberText.literal(value)))
            }
        }
        if !springs.isEmpty || !otherKinds.isEmpty {
            let springCalls = SpringCall.scan(bytes)
            let names = springNames ?? SpringCall.slotNames(in: [(fileName, springCalls)])
            for call in springCalls {
                guard let name = names["\(fileName):\(call.line)"] else { continue }
                if let points = otherKinds.springsAsCurves[name] {
                    found.insert(name)
                    let (edit, problem) = switchEdit(call.kindSwitch, to: .curve(points), at: "\(fileName):\(call.line)")
                    edits += edit
                    if let problem { problems.append(problem) }
                    continue
                }
                guard let change = springs[name] else { continue }
                found.insert(name)
                let (spring, problem) = springEdits(call, change, at: "\(fileName):\(call.line)")
                edits += spring
                if let problem { problems.append(problem) }
            }
        }
        // Two edits of one stretch of text (calls nested in each other's arguments) would write over each other:
        // nothing is written then.
        let ordered = edits.sorted { $0.0.lowerBound < $1.0.lowerBound }
        if zip(ordered, ordered.dropFirst()).contains(where: { $1.0.lowerBound < $0.0.upperBound }) {
            return (text, found, problems + ["\(fileName): the numbers of two slots' calls overlap (one call inside another's arguments)"])
        }
        for (range, replacement) in ordered.reversed() {
            bytes.replaceSubrange(range, with: Array(replacement.utf8))
        }
        return (String(decoding: bytes, as: UTF8.self), found, problems)
    }

    /// The values a spring call's form holds for `constants`, by parameter.
    package static func values(of constants: SpringConstants, in form: SpringSlot.Form) -> [(parameter: String, value: Double)] {
        Array(zip(form.parameters, form.values(of: constants)))
    }

    /// A form's value as written: four decimals (the editor keeps a form's numbers to thousandths).
    package static func literal(_ value: Double) -> String { NumberText.decimal(value, places: 4) }

    private enum OtherKind {
        case curve(CurvePoints)
        case spring(dampingRatio: Double)
    }

    /// The edit writing a call's timing as `other`, or why it cannot be.
    private static func switchEdit(
        _ site: TimingKindSwitch?, to other: OtherKind, at location: String
    ) -> (edits: [(Range<Int>, String)], problem: String?) {
        guard let site else {
            let kind = if case .curve = other { "a curve" } else { "a spring" }
            return (
                [],
                "\(location): this code says its timing's kind by what it makes, so it cannot be written as \(kind) "
                    + "(UIViewPropertyAnimator and UIKit's timing parameters can: B copies the other kind to paste yourself)"
            )
        }
        return ([(site.range, otherKindText(other, for: site.call))], nil)
    }

    /// The call text of `other` in place of a kind-switch site.
    private static func otherKindText(_ other: OtherKind, for call: TimingKindSwitch.Call) -> String {
        switch other {
        case .curve(let p):
            let points = "controlPoint1: CGPoint(x: \(NumberText.literal(p.x1)), y: \(NumberText.literal(p.y1))), "
                + "controlPoint2: CGPoint(x: \(NumberText.literal(p.x2)), y: \(NumberText.literal(p.y2)))"
            return call == .propertyAnimator ? points : "UICubicTimingParameters(\(points))"
        case .spring(let ratio):
            let argument = "dampingRatio: \(literal(ratio))"
            return call == .propertyAnimator ? argument : "UISpringTimingParameters(\(argument))"
        }
    }

    private static func springEdits(
        _ call: SpringCall, _ change: SpringChange, at location: String
    ) -> (edits: [(Range<Int>, String)], problem: String?) {
        let defaults = SpringConstants()
        var edits: [(Range<Int>, String)] = []
        var missing: [String] = []
        var inserted = ""
        let before = call.form.values(of: change.original)
        for (index, (parameter, value)) in values(of: change.edited, in: call.form).enumerated() {
            // A number the edit left as it was stays as the code wrote it (a literal or not).
            if abs(value - before[index]) <= 1e-9 * max(1, abs(value)) { continue }
            if let range = call.literals[parameter] {
                edits.append((range, literal(value)))
            } else if call.form == .constants, let variable = call.variable, call.insertion != nil {
                let original = values(of: defaults, in: .constants).first { $0.parameter == parameter }!.value
                if abs(value - original) > 1e-9 { inserted += "\(call.insertion!.indent)\(variable).\(parameter) = \(literal(value))\n" }
            } else {
                missing.append(parameter)
            }
        }
        if !inserted.isEmpty, let insertion = call.insertion { edits.append((insertion.offset..<insertion.offset, inserted)) }
        guard missing.isEmpty else {
            return ([], "\(location): no number literal for \(missing.joined(separator: ", ")) to write into")
        }
        return (edits, nil)
    }

    /// Rewrites the script at `path` (a file, or each file of a folder) with edited curve slots and spring slots, and the
    /// slots chosen to be the other kind. Fails, writing nothing, when some slot's call is found in no file, a spring's
    /// literals are not all there, a call chosen to switch has no form of the other kind, or two edits overlap.
    @_spi(App) public static func write(
        path: String, slots: [String: CurvePoints], springs: [String: SpringChange] = [:], otherKinds: OtherKinds = OtherKinds()
    ) throws {
        for file in try rewrittenFiles(path: path, slots: slots, springs: springs, otherKinds: otherKinds) {
            do {
                try AtomicFile.write(Data(file.text.utf8), to: file.path, durable: true)
            } catch {
                throw Failure(description: "\(file.path): cannot write the file (\(error.localizedDescription))")
            }
        }
    }

    /// The files `write` would change, with their new text, writing nothing; throws what `write` would.
    @_spi(App) public static func rewrittenFiles(
        path: String, slots: [String: CurvePoints], springs: [String: SpringChange] = [:], otherKinds: OtherKinds = OtherKinds()
    ) throws -> [(path: String, text: String)] {
        let sources: [ScriptSources.File]
        do {
            sources = try ScriptSources(path: path).files
        } catch {
            throw Failure(description: "\(error)")
        }
        func fileName(_ file: ScriptSources.File) -> String { (file.path as NSString).lastPathComponent }
        let curveNames = CurveCall.automaticSlotNames(in: sources.map { (fileName($0), CurveCall.scan(Array($0.text.utf8))) })
        let springNames = SpringCall.slotNames(in: sources.map { (fileName($0), SpringCall.scan(Array($0.text.utf8))) })
        var rewritten: [(path: String, text: String)] = []
        var found = Set<String>()
        var problems: [String] = []
        for source in sources {
            let result = rewrite(
                source.text, fileName: fileName(source), slots: slots, springs: springs, otherKinds: otherKinds, curveNames: curveNames,
                springNames: springNames)
            found.formUnion(result.found)
            problems += result.problems
            if result.text != source.text { rewritten.append((source.path, result.text)) }
        }
        let missing = Set(slots.keys).union(springs.keys).union(otherKinds.names).subtracting(found)
        guard missing.isEmpty else {
            throw Failure(
                description:
                    "\(path): no code for \"\(missing.sorted().joined(separator: "\", \""))\" with number literals to write into "
                    + "(TimingFunction(slot: …), a Core Animation or UIKit curve, or a spring)"
            )
        }
        guard problems.isEmpty else { throw Failure(description: problems.joined(separator: "; ")) }
        return rewritten
    }
}
