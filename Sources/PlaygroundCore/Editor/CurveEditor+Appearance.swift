import LayerKit

extension CurveEditor {
    /// The editor's state that shows, in the panel or in the scene its edits re-time, as one value (the window draws
    /// again when it changes). Its fields are named as the editor's own properties; `EditorAppearanceTests` checks that
    /// every stored property of the editor is here or is one that never shows.
    struct Appearance: Equatable {
        var isOpen: Bool
        var selectedSlot: Int
        var selectedHandle: Int
        var focusedField: Int
        var typing: String?
        var isEditingField: Bool
        var showsVelocity: Bool
        var presetIndex: Int?
        var message: String?
        var naming: String?
        var isNameSelected: Bool
        var edited: [String: CurvePoints]
        var springEdited: [String: SpringConstants]
        var galleryOpen: Bool
        var galleryCompares: Bool
        var comparison: Comparison?
        var springsWrittenAsCurves: Set<String>
        var curvesWrittenAsSprings: Set<String>
        var isDragging: Bool
        /// The user's kept curves and springs (the gallery and the preset list show them).
        var keptPresets: [UserPresetStore.Preset]
        var keptSprings: [UserPresetStore.SpringPreset]
    }

    /// The state that shows now.
    var appearance: Appearance {
        Appearance(
            isOpen: isOpen, selectedSlot: selectedSlot, selectedHandle: selectedHandle, focusedField: focusedField, typing: typing,
            isEditingField: isEditingField, showsVelocity: showsVelocity, presetIndex: presetIndex, message: message, naming: naming,
            isNameSelected: isNameSelected, edited: edited, springEdited: springEdited, galleryOpen: galleryOpen,
            galleryCompares: galleryCompares, comparison: comparison, springsWrittenAsCurves: springsWrittenAsCurves, curvesWrittenAsSprings: curvesWrittenAsSprings, isDragging: isDragging, keptPresets: store.presets,
            keptSprings: store.springs)
    }
}
