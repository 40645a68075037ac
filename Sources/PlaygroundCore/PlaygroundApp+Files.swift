import Foundation
import LayerKit
import Scenes
import Scripts

/// Files in and state remembered: opening scene files and scripts (a dropped file, Ctrl+O, the scene bar's recent
/// files), the window's settings, its title and the first-start hint.
extension PlaygroundApp {
    /// The window's title: the app and what it shows.
    @_spi(App) public var windowTitle: String { "Animation Playground — \(scene.title)" }

    /// How long the first-start hint shows, in seconds.
    static let hintSeconds = 8.0
    /// The first-start hint: the main keys.
    static let firstStartHint = "1–4 scenes · Space pause · S slow motion · E curve editor · Ctrl+O open a file · H every key"

    /// Opens a scene file (`.json`) or script (`.swift`, or a folder of them): a script compiles in the background
    /// while the current scene keeps playing. Anything else is refused with a notice.
    @_spi(App) public func open(_ path: String) {
        let absolute = URL(fileURLWithPath: (path as NSString).expandingTildeInPath).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else {
            return show(notice: "no such file: \(absolute)")
        }
        guard isFolder.boolValue || absolute.hasSuffix(".json") || absolute.hasSuffix(".swift") else {
            return show(notice: "not a scene: open a .json scene file, a .swift script, a folder of them or an Xcode .playground")
        }
        if absolute.hasSuffix(".json") {
            selectScene(absolute)
        } else {
            compile(absolute, isReload: false)
        }
    }

    /// Page Up, Page Down: the previous or next page of the playground shown (the order its `contents.xcplayground` lists),
    /// as its `//: [Next](@next)` links go.
    func turnPage(by offset: Int) {
        guard SceneCatalog.isScript(sceneSpec), let page = ScriptSources.page(offset, from: sceneSpec) else {
            return show(notice: "Page Up / Page Down turn the pages of a playground; this scene is not one")
        }
        show(notice: page.notice)
        if page.path != sceneSpec { open(page.path) }
    }

    /// The file tabs the scene bar has room for, each with its recent file's index (its number key is 5 + index): the
    /// first ones, except that the file showing keeps its tab in view, in the last place there is room for.
    var visibleFileTabs: [ChromeState.FileTab] {
        let count = min(recentFiles.count, layout.fileTabCount)
        guard count > 0 else { return [] }
        var shown = recentFiles.prefix(count).enumerated().map { ChromeState.FileTab(index: $0.offset, path: $0.element) }
        if let current = recentFiles.firstIndex(of: sceneSpec), current >= count { shown[count - 1] = ChromeState.FileTab(index: current, path: sceneSpec) }
        return shown
    }

    /// Gives a file a tab among the recent files (the scene bar's file tabs), or keeps its tab, and remembers it.
    func noteRecent(_ path: String) {
        var settings = currentSettings()
        settings.noteRecent(path)
        recentFiles = settings.recentFiles
        recentlyUsedFiles = settings.recentlyUsed
        if let problem = settingsStore?.save(settings) { show(notice: problem) }
    }

    /// Ctrl+O: the desktop's file dialog (zenity or kdialog) when there is one, else a path typed in the window.
    /// `PLAYGROUND_FILE_DIALOG` names another dialog program, or `none` for the typed path.
    func startOpening() {
        guard !isDialogOpen else { return }
        guard let dialog = Self.fileDialog(environment: environment) else {
            overlays.openPrompt = ""
            return
        }
        isDialogOpen = true
        show(notice: "choose a scene file or script in the dialog…")
        let mailbox = dialogMailbox
        let folder = FileManager.default.currentDirectoryPath
        DispatchQueue.global(qos: .userInitiated).async {
            mailbox.put(Self.runDialog(dialog, folder: folder))
        }
    }

    /// The dialog's answer, once it has come: opens the chosen file.
    func finishDialog() {
        guard isDialogOpen, let answer = dialogMailbox.take() else { return }
        isDialogOpen = false
        overlays.notice = nil
        if let path = answer, !path.isEmpty { open(path) }
    }

    /// The program to ask for a file with, if any.
    static func fileDialog(environment: [String: String]) -> String? {
        if let chosen = environment["PLAYGROUND_FILE_DIALOG"] { return chosen == "none" || chosen.isEmpty ? nil : chosen }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["zenity", "kdialog"] {
            for folder in path where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") { return "\(folder)/\(name)" }
        }
        return nil
    }

    /// Runs the dialog and returns the chosen path (nil if cancelled or it failed). It may wait for the user an hour.
    static func runDialog(_ program: String, folder: String) -> String? {
        let arguments =
            program.hasSuffix("kdialog")
            ? ["--getopenfilename", folder + "/", "*.json *.swift|Scenes and scripts"]
            : ["--file-selection", "--title=Open a scene file or script", "--file-filter=Scenes and scripts | *.json *.swift",
               "--filename=\(folder)/"]
        guard let result = try? ChildProcess.run(program, arguments, timeLimit: 3600), result.status == 0, !result.timedOut else {
            return nil
        }
        // The path is the dialog's last line (toolkit warnings may come before it).
        return result.output.split(separator: "\n").last { !$0.isEmpty }.map(String.init)
    }

    /// A key while the typed-path prompt is up: Enter opens, Esc cancels, Backspace deletes. True if used.
    func handlePromptKey(_ key: Key) -> Bool {
        guard let prompt = overlays.openPrompt else { return false }
        switch key {
        case .enter:
            overlays.openPrompt = nil
            if !prompt.isEmpty { open(prompt) }
        case .escape: overlays.openPrompt = nil
        case .backspace: overlays.openPrompt = String(prompt.dropLast())
        default: break
        }
        return true
    }

    /// Text typed while the prompt is up (a path may have any characters).
    func typePrompt(_ text: String) {
        guard let prompt = overlays.openPrompt, prompt.count < 4096 else { return }
        overlays.openPrompt = prompt + text.filter { $0 != "\n" && $0 != "\r" }
    }

    // MARK: Settings

    /// What the window remembers now. `windowPosition` is the shell's (nil: keep the last one).
    func currentSettings(windowPosition: (x: Int, y: Int)? = nil) -> AppSettings {
        var settings = settingsStore?.settings ?? AppSettings()
        let windowPosition = windowPosition ?? self.windowPosition
        settings.scene = sceneSpec
        settings.recentFiles = recentFiles
        settings.recentlyUsed = recentlyUsedFiles
        settings.windowWidth = layout.size.width
        settings.windowHeight = layout.size.height
        if let windowPosition { (settings.windowX, settings.windowY) = windowPosition }
        settings.speed = clock.speed
        settings.editorOpen = editor.isOpen
        settings.showsStatistics = overlays.showsStatistics
        settings.showsOutlines = overlays.showsOutlines
        return settings
    }

    /// Saves the settings as the window closes cleanly (the shell calls this).
    @_spi(App) public func saveSettings(windowPosition: (x: Int, y: Int)?) {
        var settings = currentSettings(windowPosition: windowPosition)
        settings.isOpen = false
        settingsStore?.save(settings)
    }

    /// Saves the settings when they have changed (checked twice a second), so that nothing is lost if the window does
    /// not close cleanly.
    func saveChangedSettings() {
        guard let store = settingsStore, realTimeNow >= nextSettingsCheck else { return }
        nextSettingsCheck = realTimeNow + 0.5
        let settings = currentSettings()
        if settings != store.settings, let problem = store.save(settings) { show(notice: problem) }
    }

    /// Applies the remembered settings at start-up: speed, panels, recent files, and the first-start hint.
    func restoreSettings() {
        guard let store = settingsStore else { return }
        let saved = store.settings
        recentFiles = saved.recentFiles.filter { FileManager.default.fileExists(atPath: $0) }
        recentlyUsedFiles = saved.recentlyUsed?.filter { recentFiles.contains($0) }
        clock.setSpeed(saved.speed)
        overlays.showsStatistics = saved.showsStatistics
        overlays.showsOutlines = saved.showsOutlines
        if saved.editorOpen { setEditorOpen(true) }
        if let problem = store.problem { show(notice: problem) }
        // The last window ended without closing (killed, or the machine stopped) while a script showed: the script
        // opens paused, so that a fault it may hold is not played into again.
        if saved.isOpen == true, saved.scene == sceneSpec, session.source.isScript {
            clock.isPaused = true
            show(notice: "the last window did not close cleanly while showing \(ScriptSources.shortName(of: sceneSpec)): it opens paused (Space plays)", seconds: 10)
        }
        var open = saved
        open.isOpen = true
        if !saved.hintShown {
            overlays.hint = (Self.firstStartHint, Self.hintSeconds)
            // Shown once: remembered at once, so that even a crash does not bring it back.
            open.hintShown = true
        }
        store.save(open)
    }

    /// How opaque the first-start hint is now (it fades over its last second).
    var hintOpacity: Double {
        guard let hint = overlays.hint else { return 0 }
        return min(max(hint.expiry - realTimeNow, 0), 1)
    }
}
