import AppResources
import CSDL2
import Dispatch
import Foundation
import LayerKit
@_spi(App) import PlaygroundCore

/// The only code that touches SDL: a resizable, HiDPI-aware window, translating SDL's events into the app core's and
/// presenting the frames it renders (through a `FramePresenter`). When nothing moves it sleeps in
/// `SDL_WaitEventTimeout` and wakes a few times a second to refresh the clock readout.
final class SDLShell {
    private let app: PlaygroundApp
    private let composer: FrameComposer
    private let window: OpaquePointer
    private let presenter: FramePresenter
    /// The frame's size in pixels.
    private var frameSize = (width: 0, height: 0)
    private let fixedScale: Double?
    /// The window's coordinates per app point: above 1 when `--scale` asks for more pixels per point than the display
    /// has (`--scale 2` on a 1x display). Each point then gets that many of the display's pixels, as on a device of
    /// that density: the window is that much larger, and every pixel drawn is shown.
    private var zoom = 1.0
    private var cursors: [Cursor: OpaquePointer] = [:]
    private var shownCursor = Cursor.arrow
    private var shownTitle = ""
    /// False while the window is hidden or minimized: then no frame is drawn.
    private var isVisible = true
    private let quitAfter: Double?
    private let started = DispatchTime.now().uptimeNanoseconds

    struct Failure: Error, CustomStringConvertible { let description: String }

    /// Opens the window at `size` points, at `position` (screen coordinates) when given and on a screen, else centred.
    /// Without `vsync` a present returns as soon as the frame is handed over (for measuring it).
    init(
        app: PlaygroundApp, size: Size, position: (x: Int, y: Int)?, fixedScale: Double?, threads: Int, quitAfter: Double?,
        vsync: Bool = true
    ) throws {
        self.app = app
        self.fixedScale = fixedScale
        self.quitAfter = quitAfter
        composer = FrameComposer(threads: threads)
        let environment = ProcessInfo.processInfo.environment
        let requestedDriver = environment["SDL_VIDEODRIVER"]
        if requestedDriver == nil && (environment["DISPLAY"] ?? "").isEmpty && (environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            throw Failure(
                description:
                    "no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set): run it in a desktop "
                    + "session or under Xvfb, or use the headless commands (render, record, dump, eval)"
            )
        }
        SDL_SetHint(SDL_HINT_RENDER_VSYNC, vsync ? "1" : "0")
        // A frame drawn coarser than the display (--scale 1 on a 2x display) is magnified smoothly; at the display's
        // own scale, and finer (the window then grows: `zoom`), each pixel drawn is one shown.
        SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // SDL falls back to drivers without a screen; unless asked for, that is no window at all. A display set but not
        // reached may be a server too busy to answer at once (seen under Xvfb on a loaded machine): asked again, five
        // times over a second, before giving up.
        for attempt in 1...5 {
            guard SDL_Init(SDL_INIT_VIDEO) == 0 else { throw Failure(description: "cannot open a window: \(Self.error())") }
            guard requestedDriver == nil, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
                ["dummy", "offscreen", "evdev"].contains(driver)
            else { break }
            SDL_Quit()
            if attempt == 5 {
                throw Failure(description: "no display to open a window on (SDL found only its '\(driver)' video driver)")
            }
            usleep(200_000)
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: 0x2FFF_0000)
        var origin = (x: centered, y: centered)
        if let position, Self.isOnScreen(position) { origin = (Int32(clamping: position.x), Int32(clamping: position.y)) }
        guard let window = SDL_CreateWindow(app.windowTitle, origin.x, origin.y, Int32(size.width), Int32(size.height), flags) else {
            SDL_Quit()
            throw Failure(description: "cannot create the window: \(Self.error())")
        }
        self.window = window
        SDL_SetWindowMinimumSize(window, Int32(WindowLayout.minimumSize.width), Int32(WindowLayout.minimumSize.height))
        Self.setIcon(of: window)
        // Typed text (a preset's name) arrives as text events, with case and in any script.
        SDL_StartTextInput()
        do {
            presenter = try FramePresenter(window: window, fixedScale: fixedScale, vsync: vsync)
        } catch {
            SDL_DestroyWindow(window)
            SDL_Quit()
            throw error
        }
        zoomIfFiner(size: size, centered: origin.x == centered)
        for (cursor, system) in [
            (Cursor.arrow, SDL_SYSTEM_CURSOR_ARROW), (.hand, SDL_SYSTEM_CURSOR_HAND), (.horizontalResize, SDL_SYSTEM_CURSOR_SIZEWE),
        ] {
            cursors[cursor] = SDL_CreateSystemCursor(system)
        }
        resize()
    }

    /// With `--scale` finer than the display's, makes the window `zoom` times its size in points (as far as the screen
    /// has room; the points shown are fewer where it has not).
    private func zoomIfFiner(size: Size, centered: Bool) {
        var points = (w: Int32(0), h: Int32(0))
        SDL_GetWindowSize(window, &points.w, &points.h)
        let pixels = presenter.outputSize
        let displayScale = max(1, Double(pixels.w) / Double(max(points.w, 1)))
        guard let fixedScale, fixedScale > displayScale else { return }
        zoom = fixedScale / displayScale
        var width = size.width * zoom, height = size.height * zoom
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(max(0, SDL_GetWindowDisplayIndex(window)), &usable) == 0 && usable.w > 0 && usable.h > 0 {
            width = min(width, Double(usable.w))
            height = min(height, Double(usable.h))
        }
        let minimum = WindowLayout.minimumSize
        SDL_SetWindowMinimumSize(window, Int32((minimum.width * zoom).rounded(.up)), Int32((minimum.height * zoom).rounded(.up)))
        SDL_SetWindowSize(
            window, Int32(max(width, minimum.width * zoom).rounded(.up)), Int32(max(height, minimum.height * zoom).rounded(.up)))
        if centered { SDL_SetWindowPosition(window, Int32(bitPattern: 0x2FFF_0000), Int32(bitPattern: 0x2FFF_0000)) }
    }

    /// A point in the window's coordinates in app points.
    private func appPoint(_ x: Int32, _ y: Int32) -> Point { Point(Double(x) / zoom, Double(y) / zoom) }

    deinit {
        for cursor in cursors.values { SDL_FreeCursor(cursor) }
        presenter.close()
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    static func error() -> String { String(cString: SDL_GetError()) }

    /// Whether a remembered window position is on one of the screens now attached (they may have changed since).
    private static func isOnScreen(_ position: (x: Int, y: Int)) -> Bool {
        for display in 0..<max(0, SDL_GetNumVideoDisplays()) {
            var bounds = SDL_Rect()
            guard SDL_GetDisplayBounds(display, &bounds) == 0 else { continue }
            if position.x >= Int(bounds.x) - 50 && position.x < Int(bounds.x + bounds.w) - 50 && position.y >= Int(bounds.y)
                && position.y < Int(bounds.y + bounds.h) - 50
            {
                return true
            }
        }
        return false
    }

    /// Where the window is on the screen.
    var position: (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return (Int(x), Int(y))
    }

    /// The app icon (`Resources/icons`) as the window's icon; without it the window keeps the default.
    private static func setIcon(of window: OpaquePointer) {
        guard let path = AppResources.path("icons/animation-playground-64.png"), let icon = try? PixelBuffer(pngFile: path) else { return }
        // SDL takes straight (not premultiplied) alpha.
        var straight = [UInt32](repeating: 0, count: icon.width * icon.height)
        for i in straight.indices {
            let p = icon.pixels[i], a = p >> 24
            guard a > 0 else { continue }
            func channel(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift) & 0xFF) * 255 / a) << shift }
            straight[i] = (a << 24) | channel(16) | channel(8) | channel(0)
        }
        straight.withUnsafeMutableBytes { bytes in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(icon.width), Int32(icon.height), 32,
                    Int32(icon.width * 4), SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return }
            SDL_SetWindowIcon(window, surface)
            SDL_FreeSurface(surface)
        }
    }

    /// Sizes the frame buffer to the window: as many pixels as the screen gives, or points × `--scale`.
    private func resize() {
        var window = (w: Int32(0), h: Int32(0))
        SDL_GetWindowSize(self.window, &window.w, &window.h)
        // Without a window manager nothing holds the window to its minimum size: put it back.
        let minimum = (
            w: Int32((WindowLayout.minimumSize.width * zoom).rounded(.up)), h: Int32((WindowLayout.minimumSize.height * zoom).rounded(.up))
        )
        if window.w < minimum.w || window.h < minimum.h {
            window = (max(window.w, minimum.w), max(window.h, minimum.h))
            SDL_SetWindowSize(self.window, window.w, window.h)
        }
        // Whole points: zoomed, the frame is shown pixel for pixel from the top left, and a window a few pixels wider
        // than a whole number of points keeps them dark.
        let points = (w: Int32((Double(window.w) / zoom).rounded(.down)), h: Int32((Double(window.h) / zoom).rounded(.down)))
        let pixels = presenter.outputSize
        let scale = fixedScale ?? max(1, Double(pixels.w) / Double(max(points.w, 1)))
        let width = max(1, Int((Double(points.w) * scale).rounded())), height = max(1, Int((Double(points.h) * scale).rounded()))
        frameSize = (width, height)
        app.handle(.resize(Size(width: Double(points.w), height: Double(points.h)), scale: scale))
    }

    func run() {
        var last = DispatchTime.now().uptimeNanoseconds
        var lastDraw = 0.0
        var frameTimes: [Double] = []
        var running = true
        while running {
            var event = SDL_Event()
            let idle = !app.wantsRedraw || !isVisible
            // Idle: sleep until an event (or, while the clock runs, a quarter second for its readout; hidden, a second).
            if idle && SDL_WaitEventTimeout(&event, app.clock.isPaused || !isVisible ? 1000 : 250) == 1 {
                running = dispatch(&event)
            }
            guard running && handleEvents() else { break }
            let now = DispatchTime.now().uptimeNanoseconds
            let seconds = Double(now - last) / 1e9
            last = now
            app.update(realSeconds: seconds)
            if app.windowTitle != shownTitle {
                shownTitle = app.windowTitle
                SDL_SetWindowTitle(window, shownTitle)
            }
            let wall = Double(now - started) / 1e9
            if let quitAfter, wall >= quitAfter { break }
            // The pointer's shape follows it whether or not a frame is drawn.
            if shownCursor != app.pointer.cursor, let cursor = cursors[app.pointer.cursor] {
                SDL_SetCursor(cursor)
                shownCursor = app.pointer.cursor
            }
            // When idle and playing, the clock readout still moves: refresh it four times a second. Paused, nothing does.
            guard isVisible, app.wantsRedraw || (!app.clock.isPaused && wall - lastDraw >= 0.25) else { continue }
            lastDraw = wall
            guard let drawn = drawFrame() else {
                // Nothing to draw into (a window being resized): try again at the next frame's time.
                SDL_Delay(16)
                continue
            }
            frameTimes.append(wall)
            frameTimes.removeAll { wall - $0 > 1 }
            app.statistics.renderMilliseconds = drawn.renderMilliseconds
            app.statistics.presentMilliseconds = drawn.presentMilliseconds
            app.statistics.layerCount = drawn.layers
            app.statistics.framesPerSecond = Double(frameTimes.count)
            // Without vsync (a virtual display), hold to about 60 frames a second.
            let spent = Double(DispatchTime.now().uptimeNanoseconds - now) / 1e9
            if spent < 1.0 / 62 { SDL_Delay(UInt32((1.0 / 62 - spent) * 1000)) }
        }
    }

    /// What drawing one frame took.
    struct DrawnFrame {
        /// Rendering the app's frame into the window's memory, in milliseconds.
        var renderMilliseconds: Double
        /// Handing the frame to the display and presenting it, in milliseconds (`FramePresenter.present`).
        var presentMilliseconds: Double
        var layers: Int
    }

    /// The frame's size in pixels.
    var pixelSize: (width: Int, height: Int) { frameSize }

    /// How frames reach the screen (`FramePresenter.method`).
    var presentation: String { presenter.method }

    /// Draws the app's frame and presents it; nil when there is nothing to draw into.
    func drawFrame() -> DrawnFrame? {
        var rendered = (milliseconds: 0.0, layers: 0)
        guard
            let presentMilliseconds = presenter.present(
                width: frameSize.width, height: frameSize.height, fills: zoom <= 1,
                draw: { rendered = composer.render(app, into: $0) })
        else { return nil }
        app.didRedraw()
        return DrawnFrame(renderMilliseconds: rendered.milliseconds, presentMilliseconds: presentMilliseconds, layers: rendered.layers)
    }

    /// Handles the events waiting; false when one asks to quit.
    func handleEvents() -> Bool {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            if !dispatch(&event) { return false }
        }
        return true
    }

    /// Handles one SDL event; false to quit.
    private func dispatch(_ event: inout SDL_Event) -> Bool {
        let request: AppRequest?
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return false
        case SDL_WINDOWEVENT:
            let kind = SDL_WindowEventID(UInt32(event.window.event))
            if kind == SDL_WINDOWEVENT_SIZE_CHANGED || kind == SDL_WINDOWEVENT_RESIZED { resize() }
            // Hidden or minimized, nothing is drawn (the scene's clock still runs).
            let wasVisible = isVisible
            if kind == SDL_WINDOWEVENT_HIDDEN || kind == SDL_WINDOWEVENT_MINIMIZED { isVisible = false }
            if kind == SDL_WINDOWEVENT_SHOWN || kind == SDL_WINDOWEVENT_RESTORED || kind == SDL_WINDOWEVENT_EXPOSED { isVisible = true }
            if isVisible != wasVisible { app.handle(.visibility(isVisible)) }
            if kind == SDL_WINDOWEVENT_EXPOSED { app.handle(.exposed) }
            if kind == SDL_WINDOWEVENT_MOVED { app.windowPosition = position }
            request = nil
        case SDL_KEYDOWN:
            guard let key = Self.key(event.key.keysym) else { return true }
            var modifiers = Modifiers()
            let mod = UInt32(event.key.keysym.mod)
            if mod & UInt32(KMOD_CTRL.rawValue) != 0 { modifiers.insert(.control) }
            if mod & UInt32(KMOD_SHIFT.rawValue) != 0 { modifiers.insert(.shift) }
            if mod & UInt32(KMOD_ALT.rawValue) != 0 { modifiers.insert(.alt) }
            request = app.handle(.key(key, modifiers))
        case SDL_TEXTINPUT:
            let text = withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            request = app.handle(.text(text))
        case SDL_MOUSEBUTTONDOWN:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return true }
            request = app.handle(.mouseDown(appPoint(event.button.x, event.button.y)))
        case SDL_MOUSEBUTTONUP:
            guard event.button.button == UInt8(SDL_BUTTON_LEFT) else { return true }
            request = app.handle(.mouseUp(appPoint(event.button.x, event.button.y)))
        case SDL_MOUSEMOTION:
            request = app.handle(.mouseMove(appPoint(event.motion.x, event.motion.y)))
        case SDL_DROPFILE:
            guard let file = event.drop.file else { return true }
            let path = String(cString: file)
            SDL_free(file)
            request = app.handle(.drop(path))
        case SDL_MOUSEWHEEL:
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            request = app.handle(.scroll(dy: Double(event.wheel.y), at: appPoint(x, y)))
        default:
            request = nil
        }
        switch request {
        case .quit?: return false
        case .screenshot(let stem, let withControls)?:
            do {
                let image: PixelBuffer
                if withControls {
                    image = PixelBuffer(width: max(frameSize.width, 1), height: max(frameSize.height, 1))
                    composer.render(app, into: image.target)
                } else {
                    image = FrameComposer.sceneImage(of: app)
                }
                let path = try CaptureFolder.write(image.pngData(), stem: stem, extension: "png")
                app.show(notice: "saved \(path)")
            } catch {
                app.show(notice: "could not save the screenshot: \(error.localizedDescription)")
            }
        case .copy(let text)?:
            if SDL_SetClipboardText(text) != 0 { app.show(notice: "could not copy: \(Self.error())") }
        case .paste?:
            if SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() {
                app.paste(String(cString: text))
                SDL_free(text)
            } else {
                app.show(notice: "the clipboard is empty")
            }
        case nil: break
        }
        return true
    }

    private static func key(_ keysym: SDL_Keysym) -> Key? {
        let sym = keysym.sym
        switch sym {
        case Int32(SDLK_SPACE.rawValue): return .space
        case Int32(SDLK_RETURN.rawValue), Int32(SDLK_KP_ENTER.rawValue): return .enter
        case Int32(SDLK_ESCAPE.rawValue): return .escape
        case Int32(SDLK_TAB.rawValue): return .tab
        case Int32(SDLK_BACKSPACE.rawValue): return .backspace
        case Int32(SDLK_LEFT.rawValue): return .left
        case Int32(SDLK_RIGHT.rawValue): return .right
        case Int32(SDLK_UP.rawValue): return .up
        case Int32(SDLK_DOWN.rawValue): return .down
        case Int32(SDLK_F12.rawValue): return .f12
        case Int32(SDLK_PAGEUP.rawValue): return .pageUp
        case Int32(SDLK_PAGEDOWN.rawValue): return .pageDown
        case 32..<127:
            let shifted = UInt32(keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
            if sym == 47 && shifted { return .character("?") }
            return .character(String(UnicodeScalar(UInt8(sym))).lowercased())
        default: return nil
        }
    }
}
