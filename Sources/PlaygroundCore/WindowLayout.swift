import LayerKit
import Scenes

/// Where things are in the window, in points: the scene bar on top, the timeline at the bottom, the scene
/// between them; the scene's own points are mapped into its viewport by `scenePlacement`.
@_spi(App) public struct WindowLayout: Equatable, Sendable {
    static let barHeight = 40.0
    static let timelineHeight = 44.0

    /// The smallest window the layout is made for, in points (the shell does not let the window get smaller).
    @_spi(App) public static let minimumSize = Size(width: 640, height: 400)

    /// The curve editor's width: narrower in a small window, so that the scene keeps room.
    var editorWidth: Double { size.width < 1000 ? 300 : 380 }

    @_spi(App) public var size: Size
    /// Whether the curve editor's panel takes the right-hand side (the scene then fits beside it).
    var editorOpen = false

    @_spi(App) public init(size: Size, editorOpen: Bool = false) {
        self.size = size
        self.editorOpen = editorOpen
    }

    /// The curve editor's panel (empty when closed).
    var editorPanel: Rect {
        guard editorOpen else { return .zero }
        return Rect(
            x: size.width - editorWidth, y: Self.barHeight, width: editorWidth,
            height: max(1, size.height - Self.barHeight - Self.timelineHeight))
    }

    var sceneBar: Rect { Rect(x: 0, y: 0, width: size.width, height: Self.barHeight) }
    var timeline: Rect { Rect(x: 0, y: size.height - Self.timelineHeight, width: size.width, height: Self.timelineHeight) }
    @_spi(App) public var viewport: Rect {
        Rect(
            x: 0, y: Self.barHeight, width: max(1, size.width - (editorOpen ? editorWidth : 0)),
            height: max(1, size.height - Self.barHeight - Self.timelineHeight))
    }

    /// The scrubbable track inside the timeline.
    /// It ends where the time readout's cells begin (126 pt from the right, 8 cells of 9 pt, a gap of 8), so a long time
    /// never lies over it.
    var track: Rect { Rect(x: 150, y: timeline.minY + 16, width: max(10, size.width - 150 - 206), height: 12) }

    /// The scene bar's buttons, one per built-in scene.
    func sceneButton(_ index: Int) -> Rect { Rect(x: 12 + Double(index) * 96, y: 6, width: 88, height: 28) }

    /// The scene bar's tabs of recent files, after the built-in scenes' buttons: 150 pt wide, narrower (down to
    /// 96 pt) in a small window so that the most recent file's tab still fits.
    func fileTab(_ index: Int) -> Rect {
        let start = sceneButton(SceneCatalog.names.count).minX
        let width = min(150, max(96, size.width - statusRoom - start))
        return Rect(x: start + Double(index) * (width + 6), y: 6, width: width, height: 28)
    }

    /// How many file tabs fit, leaving room for the scene's status line.
    var fileTabCount: Int {
        var count = 0
        while count < AppSettings.maximumRecentFiles, fileTab(count).maxX <= size.width - statusRoom { count += 1 }
        return count
    }

    /// The scene bar's width kept for the status line on the right (a fifth of a small window).
    private var statusRoom: Double { size.width < 1000 ? size.width / 5 : 300 }

    /// Scene points → window points: a scene laid out for the viewport sits at its origin; a scene of another
    /// size (a scene file) is scaled to fit and centred.
    func scenePlacement(sceneSize: Size) -> (scale: Double, origin: Point) {
        let v = viewport
        let scale = min(v.width / sceneSize.width, v.height / sceneSize.height)
        let fitted = scale.isFinite && scale > 0 ? scale : 1
        return (fitted, Point(v.minX + (v.width - sceneSize.width * fitted) / 2, v.minY + (v.height - sceneSize.height * fitted) / 2))
    }
}
