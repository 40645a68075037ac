import Foundation
import LayerKit
import Raster
import Scripts

/// The scene host's side (`playground scene-host`): the process in which a script's code runs for the window. It
/// answers the window's requests on descriptor 3, one at a time, and draws frames into the shared memory on
/// descriptor 4. It ends when the window closes the socket, and takes its process group (whatever the script started)
/// with it when the window goes away without a word.
@_spi(App) public enum SceneHostServer {
    /// Serves the compiled script at `library` (built from `script`) until the window is gone.
    @_spi(App) public static func serve(library: String, script: String) -> Never {
        watchParent()
        limitMemory()
        let channel = MessageChannel(descriptor: 3)
        let memory = SharedFrameMemory(descriptor: 4)
        let loaded: ScriptLibrary
        do {
            loaded = try ScriptLibrary(path: library, script: script)
        } catch {
            FileHandle.standardError.write(Data("fatal error: \(error)\n".utf8))
            _exit(70)
        }
        let server = Server(library: loaded, script: script, memory: memory)
        while let (sequence, bytes) = channel.receive() {
            guard let request = try? HostRequest(decoding: bytes) else { break }
            let reply = server.answer(request)
            guard channel.send(reply.encoded(), sequence: sequence) else { break }
        }
        // The window closed its end: leave without running the script's exit handlers.
        _exit(0)
    }

    /// When the window goes away (even killed), its scene host and everything the script started end too.
    private static func watchParent() {
        let parent = getppid()
        let watcher = Thread {
            while getppid() == parent { usleep(200_000) }
            ChildProcess.killDescendants(of: getpid())
            kill(0, SIGKILL)
        }
        watcher.start()
    }

    /// A script that allocates without end fails its allocation in the host, which the window reports.
    private static func limitMemory() {
        guard let bytes = ScriptHost.memoryLimit, ProcessInfo.processInfo.environment["PLAYGROUND_UNDER_SANITIZER"] == nil else { return }
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    }

    /// The scene and what draws it.
    private final class Server {
        let library: ScriptLibrary
        let title: String
        let memory: SharedFrameMemory
        var scene: ScriptScene?
        let renderer = LayerRenderer()
        let canvas = Canvas(width: 1, height: 1)
        let rasterizer = DisplayListRenderer(threads: ProcessInfo.processInfo.activeProcessorCount >= 2 ? 2 : 1)

        init(library: ScriptLibrary, script: String, memory: SharedFrameMemory) {
            self.library = library
            title = ScriptSources.title(of: script)
            self.memory = memory
        }

        func answer(_ request: HostRequest) -> HostReply {
            var reply = HostReply()
            if case .build(let size) = request {
                scene = nil
                scene = ScriptScene(library: library, title: title, size: size)
                return state(reply)
            }
            guard let scene else { return state(reply) }
            let display = LocalSceneDisplay(scene: scene)
            switch request {
            case .build: break
            case .advance(let time):
                advance(scene, to: time)
            case .action(let action):
                reply.flag = scene.handle(action)
            case .setCurves(let curves):
                for (slot, points) in zip(scene.tree.timingFunctionSlots, curves) { points.apply(to: slot.function) }
            case .setSprings(let edits):
                for edit in edits { scene.setSpring(edit.constants, forSlot: edit.name) }
            case .render(let frame):
                advance(scene, to: frame.time)
                render(frame, of: display)
            case .pick(let point):
                reply.indices = display.pick(at: point)
            case .inspect(let path):
                reply.lines = display.inspectorLines(at: path)
            case .export(let point):
                let code = display.swiftCode(at: point)
                reply.text = code.text
                reply.lines = [code.notice]
            case .interactive(let point):
                reply.flag = scene.isInteractive(at: point)
            case .find(let name):
                reply.indices = display.path(ofLayerNamed: name)
            case .read(let path, let keyPath):
                reply.number = display.presentationNumber(at: path, keyPath: keyPath)
            case .slots(let path):
                reply.lines = display.slotNames(at: path)
            }
            // A question about the scene leaves it as it was: its state need not be walked again.
            switch request {
            case .pick, .inspect, .export, .interactive, .find, .read, .slots: return reply
            case .build, .advance, .action, .setCurves, .setSprings, .render: return state(reply)
            }
        }

        /// A script's `DispatchQueue.main` work runs on the wall clock, between frames, as it did in the window.
        private func advance(_ scene: ScriptScene, to time: Double) {
            _ = RunLoop.main.run(mode: .default, before: Date())
            if time > scene.tree.currentTime { scene.advance(to: time) }
        }

        private func render(_ frame: HostFrameRequest, of display: LocalSceneDisplay) {
            let bytes = frame.pixelWidth * frame.pixelHeight * 4
            guard frame.pixelWidth > 0, frame.pixelHeight > 0, bytes <= frame.capacity, memory.map(capacity: frame.capacity),
                let pointer = memory.pointer, let scene
            else { return }
            canvas.reset(width: frame.pixelWidth, height: frame.pixelHeight)
            canvas.clear(.clear)
            let placement = Transform(scaleX: frame.scale, y: frame.scale)
                .concatenating(Transform(translationX: frame.offset.x, y: frame.offset.y))
            let rect = Rect(
                x: frame.offset.x, y: frame.offset.y, width: scene.size.width * frame.scale, height: scene.size.height * frame.scale)
            let overlays = SceneOverlays(
                showsOutlines: frame.showsOutlines, highlightedSlot: frame.highlightedSlot, inspected: frame.inspected,
                highlightWidth: 2 * frame.scale)
            display.draw(into: canvas, renderer: renderer, sceneToPixels: placement, sceneRect: rect, overlays: overlays)
            let target = RenderTarget(
                pixels: pointer.assumingMemoryBound(to: UInt32.self), width: frame.pixelWidth, height: frame.pixelHeight,
                rowStride: frame.pixelWidth)
            rasterizer.render(canvas.displayList, into: target)
        }

        private func state(_ reply: HostReply) -> HostReply {
            var reply = reply
            reply.hasState = true
            guard let scene else { return reply }
            reply.time = scene.tree.currentTime
            reply.isAnimating = scene.isAnimating
            reply.status = scene.status
            reply.warnings = scene.warnings + (renderer.particlesCapped ? [LayerRenderer.particlesCappedWarning] : [])
            reply.controls = scene.controls
            let slots = scene.tree.timingFunctionSlots
            reply.slotNames = slots.map(\.name)
            reply.slotPoints = slots.map { CurvePoints($0.function) }
            reply.slotUses = slots.map { scene.curveUses(of: $0.function) }
            reply.slotProgress = slots.map { scene.curveProgress(of: $0.function) }
            reply.springs = scene.springSlots
            reply.loopPeriod = scene.loopPeriod
            var count = 0
            scene.tree.rootLayer.forEachLayer { _ in count += 1 }
            reply.layerCount = count
            return reply
        }
    }
}
