/// A set of animatable properties, one bit each: what a layer's animations write, so that a presentation
/// node can be reset to its model property by property instead of copying every value.
public struct LayerPropertySet: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The set holding one property.
    public init(_ property: LayerProperty) {
        rawValue = 1 << UInt64(LayerProperty.allCases.firstIndex(of: property)!)
    }

    /// Every animatable property.
    public static let all = LayerPropertySet(rawValue: (1 << UInt64(LayerProperty.allCases.count)) - 1)
}

extension LayerProperties {
    /// Copies the properties in `set` from `layer`'s model, leaving the others as they are.
    public mutating func copy(_ set: LayerPropertySet, fromModelOf layer: Layer) {
        if set == .all {
            self = layer.model
            return
        }
        var bits = set.rawValue
        while bits != 0 {
            let index = bits.trailingZeroBitCount
            bits &= bits - 1
            switch LayerProperty.allCases[index] {
            case .bounds: bounds = layer.model.bounds
            case .position: position = layer.model.position
            case .anchorPoint: anchorPoint = layer.model.anchorPoint
            case .zPosition: zPosition = layer.model.zPosition
            case .transform: transform = layer.model.transform
            case .sublayerTransform: sublayerTransform = layer.model.sublayerTransform
            case .opacity: opacity = layer.model.opacity
            case .isHidden: isHidden = layer.model.isHidden
            case .masksToBounds: masksToBounds = layer.model.masksToBounds
            case .backgroundColor: backgroundColor = layer.model.backgroundColor
            case .cornerRadius: cornerRadius = layer.model.cornerRadius
            case .borderWidth: borderWidth = layer.model.borderWidth
            case .borderColor: borderColor = layer.model.borderColor
            case .path: path = layer.model.path
            case .fillColor: fillColor = layer.model.fillColor
            case .strokeColor: strokeColor = layer.model.strokeColor
            case .lineWidth: lineWidth = layer.model.lineWidth
            case .miterLimit: miterLimit = layer.model.miterLimit
            case .lineDashPhase: lineDashPhase = layer.model.lineDashPhase
            case .strokeStart: strokeStart = layer.model.strokeStart
            case .strokeEnd: strokeEnd = layer.model.strokeEnd
            case .fontSize: fontSize = layer.model.fontSize
            case .foregroundColor: foregroundColor = layer.model.foregroundColor
            case .contentsRect: contentsRect = layer.model.contentsRect
            case .shadowColor: shadowColor = layer.model.shadowColor
            case .shadowOpacity: shadowOpacity = layer.model.shadowOpacity
            case .shadowOffset: shadowOffset = layer.model.shadowOffset
            case .shadowRadius: shadowRadius = layer.model.shadowRadius
            case .shadowPath: shadowPath = layer.model.shadowPath
            case .colors: colors = layer.model.colors
            case .locations: locations = layer.model.locations
            case .startPoint: startPoint = layer.model.startPoint
            case .endPoint: endPoint = layer.model.endPoint
            case .instanceDelay: instanceDelay = layer.model.instanceDelay
            case .instanceTransform: instanceTransform = layer.model.instanceTransform
            case .instanceColor: instanceColor = layer.model.instanceColor
            case .instanceRedOffset: instanceRedOffset = layer.model.instanceRedOffset
            case .instanceGreenOffset: instanceGreenOffset = layer.model.instanceGreenOffset
            case .instanceBlueOffset: instanceBlueOffset = layer.model.instanceBlueOffset
            case .instanceAlphaOffset: instanceAlphaOffset = layer.model.instanceAlphaOffset
            case .emitterPosition: emitterPosition = layer.model.emitterPosition
            case .emitterSize: emitterSize = layer.model.emitterSize
            case .birthRate: birthRate = layer.model.birthRate
            }
        }
    }
}
