import Foundation
import LayerKit

/// The scene-file keys of emitter layers and their cells (Core Animation's names).
extension SceneFileLoader {
    static let emitterKeys: Set<String> = ["emitterCells", "emitterShape", "emitterMode", "renderMode", "seed", "lifetime", "velocity", "scale", "spin"]

    /// The highest cell birth rate a scene file may ask for, per second.
    static let maximumBirthRate = 100_000.0

    func emitterSetting(_ key: String, _ value: JSONValue, _ path: String, _ emitter: EmitterLayer) throws {
        func option<Option: RawRepresentable & CaseIterable>(_ type: Option.Type) throws -> Option where Option.RawValue == String {
            let name = try reader.string(value, path)
            guard let option = Option(rawValue: name) else {
                throw reader.error(value, path, "unknown \(key) '\(name)' (\(Option.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return option
        }
        switch key {
        case "emitterCells":
            emitter.emitterCells = try cells(value, path, depth: 1)
        case "emitterShape": emitter.emitterShape = try option(EmitterLayer.Shape.self)
        case "emitterMode": emitter.emitterMode = try option(EmitterLayer.Mode.self)
        case "renderMode": emitter.renderMode = try option(EmitterLayer.RenderMode.self)
        case "seed":
            let seed = try reader.number(value, path)
            guard seed == seed.rounded(), seed >= 0, seed <= Double(UInt32.max) else {
                throw reader.error(value, path, "must be a whole number from 0 to \(UInt32.max)")
            }
            emitter.seed = UInt32(seed)
        default:
            let factor = Float(try reader.number(value, path))
            switch key {
            case "lifetime": emitter.lifetime = factor
            case "velocity": emitter.velocity = factor
            case "scale": emitter.scale = factor
            default: emitter.spin = factor
            }
        }
    }

    /// A list of cells at nesting level `depth` (1: the layer's own).
    private func cells(_ value: JSONValue, _ path: String, depth: Int) throws -> [EmitterCell] {
        guard depth <= EmitterCellTree.maximumDepth else {
            throw reader.error(value, path, "sub-cells nest at most \(EmitterCellTree.maximumDepth) levels deep")
        }
        return try reader.array(value, path, limit: EmitterLayer.maximumCells).enumerated().map {
            try cell($0.element, "\(path)[\($0.offset)]", depth: depth)
        }
    }

    private func cell(_ json: JSONValue, _ path: String, depth: Int) throws -> EmitterCell {
        let cell = EmitterCell()
        for (key, value) in try reader.members(json, path) {
            let keyPath = "\(path).\(key)"
            func number() throws -> Double { try reader.number(value, keyPath) }
            switch key {
            case "name": cell.name = try reader.string(value, keyPath)
            case "enabled", "isEnabled": cell.isEnabled = try reader.bool(value, keyPath)
            case "birthRate":
                let rate = try number()
                guard rate >= 0, rate <= Self.maximumBirthRate else {
                    throw reader.error(value, keyPath, "must be from 0 to \(Int(Self.maximumBirthRate)) particles a second")
                }
                cell.birthRate = Float(rate)
            case "lifetime", "lifetimeRange":
                let seconds = try number()
                guard seconds >= 0 else { throw reader.error(value, keyPath, "must not be negative") }
                if key == "lifetime" { cell.lifetime = Float(seconds) } else { cell.lifetimeRange = Float(seconds) }
            case "emissionLongitude": cell.emissionLongitude = try number()
            case "emissionLatitude": cell.emissionLatitude = try number()
            case "emissionRange": cell.emissionRange = try number()
            case "velocity": cell.velocity = try number()
            case "velocityRange": cell.velocityRange = try number()
            case "xAcceleration": cell.xAcceleration = try number()
            case "yAcceleration": cell.yAcceleration = try number()
            case "zAcceleration": cell.zAcceleration = try number()
            case "scale": cell.scale = try number()
            case "scaleRange": cell.scaleRange = try number()
            case "scaleSpeed": cell.scaleSpeed = try number()
            case "spin": cell.spin = try number()
            case "spinRange": cell.spinRange = try number()
            case "color": cell.color = try reader.color(value, keyPath)
            case "redRange": cell.redRange = Float(try number())
            case "greenRange": cell.greenRange = Float(try number())
            case "blueRange": cell.blueRange = Float(try number())
            case "alphaRange": cell.alphaRange = Float(try number())
            case "redSpeed": cell.redSpeed = Float(try number())
            case "greenSpeed": cell.greenSpeed = Float(try number())
            case "blueSpeed": cell.blueSpeed = Float(try number())
            case "alphaSpeed": cell.alphaSpeed = Float(try number())
            case "contents": cell.contents = try image(value, keyPath)
            case "contentsRect": cell.contentsRect = try reader.rect(value, keyPath)
            case "emitterCells": cell.emitterCells = try cells(value, keyPath, depth: depth + 1)
            case "beginTime": cell.beginTime = try number()
            case "duration": cell.duration = try number()
            case "contentsScale":
                let scale = try number()
                guard scale > 0 && scale <= 16 else { throw reader.error(value, keyPath, "must be between 0 and 16") }
                cell.contentsScale = scale
            default: throw reader.error(value, keyPath, "unknown emitter cell key '\(key)'")
            }
        }
        return cell
    }

    /// A PNG file named relative to the scene file (decoded once per scene).
    func image(_ value: JSONValue, _ path: String) throws -> PixelBuffer {
        let file = try reader.string(value, path)
        let full = file.hasPrefix("/") ? file : (baseDirectory as NSString).appendingPathComponent(file)
        do {
            return try images.image(at: (full as NSString).standardizingPath)
        } catch {
            throw reader.error(value, path, "\(error)")
        }
    }
}
