import Foundation
import LayerKit
import Scenes
import Scripts
import Sessions

/// Scenes in and out: switching to a built-in scene or a file, and, in the background, opening scripts and reloading
/// files and scripts that changed on disk (each script build then runs in a scene host of its own).
extension PlaygroundApp {
    /// Switches to a built-in scene or a scene file; a broken file keeps the current scene and shows the error.
    func selectScene(_ spec: String) {
        let size = layout.viewport.size
        adopt(opened: Result { try SceneSession(source: Self.source(for: spec, size: size, hosted: hostsScripts), size: size, settings: settings) })
    }

    /// Shows a newly opened session's scene (a file joins the recent files), or reports why it did not open while the
    /// last scene keeps running.
    func adopt(opened outcome: Result<SceneSession, Error>) {
        do {
            adopt(try outcome.get())
            editor.select(slot: 0, in: scene)
            // What the editor said, and the kinds chosen for W, were about the scene before.
            editor.clearMessage()
            editor.forgetOtherKinds()
            loadError = nil
            if session.source.isFile { noteRecent(session.source.spec) }
        } catch {
            loadError = "\(error)"
        }
    }

    /// Reloads a scene file or script that changed on disk, at the same scene time with the same actions; a broken
    /// version is reported and the last good one keeps running. The new version is read (a script compiled and built)
    /// in the background, so that no file freezes the window, and takes over when it is ready.
    func reloadIfChanged() {
        let modified = Self.modificationDate(sceneSpec)
        guard modified != fileModified, compiling == nil else { return }
        fileModified = modified
        compile(sceneSpec, isReload: true)
    }

    /// Reads a scene file or compiles a script, and builds its scene, in the background; `finishCompile` takes the
    /// outcome.
    func compile(_ spec: String, isReload: Bool) {
        compiling = (spec, isReload)
        if SceneCatalog.isScript(spec) { show(notice: "compiling \(ScriptSources.title(of: spec))…") }
        let mailbox = compileMailbox
        // A reload keeps the session's size (built-in scenes'); an opened scene gets the viewport's.
        let size = isReload ? session.size ?? layout.viewport.size : layout.viewport.size
        let settings = settings, hosted = hostsScripts
        DispatchQueue.global(qos: .userInitiated).async {
            mailbox.put(
                Result {
                    let source = try Self.source(for: spec, size: size, hosted: hosted)
                    return PreparedScene(source: source, scene: try source.makeScene(size: size, settings: settings))
                })
        }
    }

    /// Where a scene comes from, as the window runs it: a script is compiled and runs in a scene host of its own (built
    /// at `size` points as the host starts), so that nothing it does can stop or freeze the window (unless `hosted` is
    /// false: then it is checked in a child process and loaded here); anything else is read here.
    /// - Throws: the source's error: an unknown name, a broken file, a script that does not compile or faults while
    ///   building its scene.
    static func source(for spec: String, size: Size, hosted: Bool) throws -> SceneSource {
        guard SceneCatalog.isScript(spec), hosted else { return try SceneSource(spec: spec) }
        let library = try ScriptCompiler.forThisProcess().build(spec, size: size, check: false)
        return .hosted(path: spec, factory: try ScriptHost(library: library, script: spec, size: size))
    }

    /// Whether a scene is being read or compiled in the background (a new version of the running one, or a script being
    /// opened).
    var isReloading: Bool { compiling != nil }

    /// Takes over a finished background compile: a new version of the running script (unless the user has moved to
    /// another scene meanwhile), or a script being opened.
    func finishCompile() {
        guard let job = compiling, let outcome = compileMailbox.take() else { return }
        compiling = nil
        if SceneCatalog.isScript(job.spec) { overlays.notice = nil }
        if job.isReload {
            if job.spec == sceneSpec { apply(outcome) }
        } else {
            adopt(
                opened: outcome.flatMap { prepared in
                    Result { try SceneSession(source: prepared.source, scene: prepared.scene, size: layout.viewport.size, settings: settings) }
                })
        }
    }

    func apply(_ outcome: Result<PreparedScene, Error>) {
        do {
            let prepared = try outcome.get()
            try session.replaceSource(with: prepared.source, scene: prepared.scene)
            loadError = nil
        } catch {
            loadError = "\(error)"
        }
    }

    /// When a scene file, or a script's files (the newest of them), last changed.
    static func modificationDate(_ spec: String) -> Date? {
        guard SceneCatalog.isFile(spec) else { return nil }
        guard SceneCatalog.isScript(spec) else { return (try? FileManager.default.attributesOfItem(atPath: spec))?[.modificationDate] as? Date }
        return ScriptSources.modificationDate(of: spec)
    }
}

/// A scene read (or a script compiled and built in its host) on a background thread, handed to the app's thread once
/// through a mailbox and used only there from then on.
struct PreparedScene: @unchecked Sendable {
    let source: SceneSource
    let scene: PlaygroundScene
}
