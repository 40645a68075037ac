import Foundation

/// A failure to read SVG path data, with the character offset where it happened.
public struct PathDataError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Zero-based offset into the path data string (in UTF-8 bytes).
    public let offset: Int
    public let message: String
    public var description: String { "path data, at character \(offset + 1): \(message)" }
}

extension Path {
    /// Parses SVG path data (`d` attribute): every command of SVG 1.1, absolute and relative,
    /// with implicit repetition, smooth curves and elliptical arcs.
    /// - Throws: `PathDataError` naming the offset of the first thing that is not valid path data.
    public init(svgPathData data: String) throws {
        var parser = SVGPathParser(bytes: Array(data.utf8))
        self = try parser.parse()
    }
}

private struct SVGPathParser {
    let bytes: [UInt8]
    var index = 0
    var path = Path()
    var current = Point.zero
    var subpathStart = Point.zero
    /// The reflected control point for S/T: the last cubic's second control or the last quad's control.
    var lastCubicControl: Point?
    var lastQuadControl: Point?

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws -> Path {
        skipSeparators()
        var command: UInt8? = nil
        while index < bytes.count {
            let byte = bytes[index]
            if isCommandLetter(byte) {
                if path.isEmpty && byte | 0x20 != UInt8(ascii: "m") { throw error("path data must begin with M or m") }
                command = byte
                index += 1
            } else if command == nil {
                throw error("expected a command letter (M, L, C, ...), found '\(character(byte))'")
            } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
                throw error("expected a command letter after Z, found '\(character(byte))'")
            }
            guard let letter = command else { break }
            try execute(letter)
            // After a moveto, further coordinate pairs are implicit linetos.
            if letter == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if letter == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            skipSeparators()
        }
        return path
    }

    mutating func execute(_ letter: UInt8) throws {
        let relative = letter >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func absolute(_ p: Point) -> Point { p + base }
        var cubicControl: Point? = nil
        var quadControl: Point? = nil
        switch letter | 0x20 {
        case UInt8(ascii: "m"):
            let p = absolute(try pair())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = absolute(try pair())
            path.addLine(to: p)
            current = p
        case UInt8(ascii: "h"):
            let x = try number() + (relative ? current.x : 0)
            current = Point(x: x, y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try number() + (relative ? current.y : 0)
            current = Point(x: current.x, y: y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = absolute(try pair()), c2 = absolute(try pair()), p = absolute(try pair())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
            let c2 = absolute(try pair()), p = absolute(try pair())
            path.addCurve(to: p, control1: c1, control2: c2)
            cubicControl = c2
            current = p
        case UInt8(ascii: "q"):
            let c = absolute(try pair()), p = absolute(try pair())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { current * 2 - $0 } ?? current
            let p = absolute(try pair())
            path.addQuadCurve(to: p, control: c)
            quadControl = c
            current = p
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let largeArc = try flag(), sweep = try flag()
            let p = absolute(try pair())
            addSVGArc(to: p, radiusX: rx, radiusY: ry, rotationDegrees: rotation, largeArc: largeArc, sweep: sweep)
            current = p
        case UInt8(ascii: "z"):
            path.closeSubpath()
            current = subpathStart
        default:
            throw error("unknown command '\(character(letter))'")
        }
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// SVG's endpoint parameterisation of an elliptical arc, converted to centre form (SVG 1.1, F.6.5),
    /// with out-of-range radii scaled up as F.6.6 prescribes.
    mutating func addSVGArc(
        to end: Point, radiusX: Double, radiusY: Double, rotationDegrees: Double,
        largeArc: Bool, sweep: Bool
    ) {
        var rx = abs(radiusX), ry = abs(radiusY)
        if end == current { return }
        if rx == 0 || ry == 0 { return path.addLine(to: end) }
        let phi = rotationDegrees * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (current.x - end.x) / 2, dy = (current.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry, cyPrime = -coefficient * ry * x1 / rx
        let center = Point(
            x: cosPhi * cxPrime - sinPhi * cyPrime + (current.x + end.x) / 2,
            y: sinPhi * cxPrime + cosPhi * cyPrime + (current.y + end.y) / 2)
        func angle(_ ux: Double, _ uy: Double) -> Double { atan2(uy, ux) }
        let startAngle = angle((x1 - cxPrime) / rx, (y1 - cyPrime) / ry)
        var delta = angle((-x1 - cxPrime) / rx, (-y1 - cyPrime) / ry) - startAngle
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        path.appendArcCurves(center: center, radiusX: rx, radiusY: ry, rotation: phi, startAngle: startAngle, sweep: delta)
    }

    func isCommandLetter(_ b: UInt8) -> Bool {
        switch b | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"), UInt8(ascii: "c"),
            UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"), UInt8(ascii: "z"):
            return (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        default:
            return false
        }
    }

    func character(_ b: UInt8) -> String { String(UnicodeScalar(b)) }

    func error(_ message: String) -> PathDataError { PathDataError(offset: index, message: message) }

    mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
            index += 1
        }
    }

    mutating func pair() throws -> Point {
        let x = try number()
        let y = try number()
        return Point(x: x, y: y)
    }

    mutating func flag() throws -> Bool {
        skipSeparators()
        guard index < bytes.count else { throw error("expected an arc flag (0 or 1), found the end of the data") }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw error("expected an arc flag (0 or 1), found '\(character(bytes[index]))'")
        }
    }

    /// Reads one number: sign, digits, optional fraction, optional exponent.
    mutating func number() throws -> Double {
        skipSeparators()
        let start = index
        func digits() -> Int {
            var count = 0
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                index += 1
                count += 1
            }
            return count
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var count = digits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            count += digits()
        }
        guard count > 0 else {
            index = start
            if index >= bytes.count { throw error("expected a number, found the end of the data") }
            throw error("expected a number, found '\(character(bytes[index]))'")
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let mark = index
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits() == 0 { index = mark }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("'\(text)' is not a finite number")
        }
        return value
    }
}
