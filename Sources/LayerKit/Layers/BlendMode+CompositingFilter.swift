import Raster

extension BlendMode {
    /// Core Image's composite operations by the names Core Animation's `compositingFilter` takes (the filter's name
    /// without "CI" and with a lower-case first letter), for those this renderer draws.
    package static let compositingFilters: [String: BlendMode] = [
        "normalBlendMode": .normal, "sourceOverCompositing": .normal,
        "multiplyBlendMode": .multiply, "screenBlendMode": .screen, "overlayBlendMode": .overlay,
        "darkenBlendMode": .darken, "lightenBlendMode": .lighten, "colorDodgeBlendMode": .colorDodge,
        "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight, "hardLightBlendMode": .hardLight,
        "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion, "hueBlendMode": .hue,
        "saturationBlendMode": .saturation, "colorBlendMode": .color, "luminosityBlendMode": .luminosity,
        "sourceAtopCompositing": .sourceAtop, "sourceInCompositing": .sourceIn, "sourceOutCompositing": .sourceOut,
        // Adding the colours, each channel at most 1: Core Image's addition and linear dodge over an opaque backdrop.
        "additionCompositing": .plusLighter, "linearDodgeBlendMode": .plusLighter,
    ]

    /// The mode a compositing filter's name stands for, with or without Core Image's "CI" prefix.
    package static func named(compositingFilter name: String) -> BlendMode? {
        let bare = name.hasPrefix("CI") ? String(name.dropFirst(2).prefix(1).lowercased() + name.dropFirst(3)) : name
        return compositingFilters[bare]
    }

    /// The mode a layer's `compositingFilter` asks for: a name from `compositingFilters` (with or without the "CI"
    /// prefix) or a `BlendMode`; nil is `.normal`. Anything else is reported as the layer's and drawn as `.normal`.
    init(compositingFilter filter: Any?, of layer: Layer) {
        switch filter {
        case nil:
            self = .normal
        case let mode as BlendMode:
            self = mode
        case let name as String:
            if let mode = Self.named(compositingFilter: name) {
                self = mode
            } else {
                RuntimeIssues.report("\(layer): compositingFilter \"\(name)\" is not one this renderer draws: the layer is drawn over")
                self = .normal
            }
        case let other?:
            RuntimeIssues.report("\(layer): compositingFilter \(type(of: other)) is not a filter name: the layer is drawn over")
            self = .normal
        }
    }
}
