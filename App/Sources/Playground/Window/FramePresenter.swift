import CSDL2
import Dispatch
import Raster

/// Hands the window's frames to the display, one of two ways:
/// - **texture**: the frame is drawn into a streaming texture that SDL's renderer copies to the window, magnifying
///   it when it has fewer pixels than the window. With a GPU this is a cheap upload.
/// - **surface**: the frame is drawn straight into the window's own pixels, which X11 takes through shared memory.
///   Where the only OpenGL is a software one (Mesa's llvmpipe in a VM or under Xvfb), texturing a 3840 x 2160 frame
///   costs tens of milliseconds a frame; the copy costs a few. Taken on X11 when the frame maps to the window pixel for
///   pixel, and the window's pixels are 32-bit XRGB like the frame's.
final class FramePresenter {
    private let window: OpaquePointer
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    /// How frames reach the screen: "surface", or "texture" and SDL's renderer.
    let method: String

    /// Picks the way for `window`: the surface where the frame is never magnified (`fixedScale` nil or at least 1; X11
    /// gives a window as many pixels as points), OpenGL is software and the window's surface is 32-bit XRGB; otherwise
    /// SDL's renderer, with vsync if asked.
    init(window: OpaquePointer, fixedScale: Double?, vsync: Bool) throws {
        self.window = window
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0)
        func makeRenderer() throws -> OpaquePointer {
            guard
                let renderer = SDL_CreateRenderer(window, -1, accelerated)
                    ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            else { throw SDLShell.Failure(description: "cannot create a renderer: \(SDLShell.error())") }
            return renderer
        }
        let renderer = try makeRenderer()
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        let rendererName = info.name.map { String(cString: $0) } ?? ""
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let drawsInSoftware = rendererName == "software" || (rendererName.hasPrefix("opengl") && Self.openGLIsSoftware())
        guard driver == "x11", drawsInSoftware, (fixedScale ?? 1) >= 1 else {
            self.renderer = renderer
            method = "texture (\(rendererName))"
            return
        }
        SDL_DestroyRenderer(renderer)
        // Otherwise SDL may back the window's surface with an OpenGL texture of its own.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        if let surface = SDL_GetWindowSurface(window), Self.isXRGB(surface.pointee) {
            method = "surface"
        } else {
            // The window's visual is not the frame's format (or has no surface): back to the renderer.
            let renderer = try makeRenderer()
            SDL_GetRendererInfo(renderer, &info)
            self.renderer = renderer
            method = "texture (\(info.name.map { String(cString: $0) } ?? ""))"
        }
    }

    /// Whether `surface` holds 32-bit pixels with red, green and blue in the bytes the frame has them in.
    private static func isXRGB(_ surface: SDL_Surface) -> Bool {
        guard let format = surface.format?.pointee else { return false }
        return format.BytesPerPixel == 4 && format.Rmask == 0x00FF_0000 && format.Gmask == 0x0000_FF00 && format.Bmask == 0x0000_00FF
            && surface.pitch % 4 == 0
    }

    /// Frees the texture and the renderer; called before the window is destroyed.
    func close() {
        if let texture { SDL_DestroyTexture(texture) }
        if let renderer { SDL_DestroyRenderer(renderer) }
        texture = nil
        renderer = nil
    }

    /// Whether the current OpenGL context draws on the CPU (its renderer string names a software rasterizer).
    private static func openGLIsSoftware() -> Bool {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        let glGetString = unsafeBitCast(address, to: GetString.self)
        guard let name = glGetString(0x1F01 /* GL_RENDERER */) else { return false }
        let renderer = String(cString: name).lowercased()
        return ["llvmpipe", "softpipe", "software rasterizer", "swr"].contains { renderer.contains($0) }
    }

    /// The window's size in pixels.
    var outputSize: (w: Int32, h: Int32) {
        var width: Int32 = 0, height: Int32 = 0
        if let renderer {
            SDL_GetRendererOutputSize(renderer, &width, &height)
        } else {
            // X11: as many pixels as points.
            SDL_GetWindowSize(window, &width, &height)
        }
        return (width, height)
    }

    /// Renders a `width` x `height` frame with `draw` and presents it: stretched over the window when `fills` (a frame
    /// coarser than the display), else pixel for pixel from the window's top left. Returns the milliseconds from the
    /// frame's hand-over (a texture's upload included) to the present's return, or nil when nothing was presented.
    func present(width: Int, height: Int, fills: Bool, draw: (RenderTarget) -> Void) -> Double? {
        if let renderer {
            return presentThroughTexture(renderer, width: width, height: height, fills: fills, draw: draw)
        }
        guard let windowSurface = SDL_GetWindowSurface(window), let pixels = windowSurface.pointee.pixels,
            Self.isXRGB(windowSurface.pointee)
        else { return nil }
        let surface = windowSurface.pointee
        // The surface path is only taken where frames are never magnified.
        guard width <= Int(surface.w), height <= Int(surface.h) else { return nil }
        let rowStride = Int(surface.pitch) / 4
        draw(RenderTarget(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height, rowStride: rowStride))
        // A window a few pixels wider or taller than the frame (a zoomed window of whole points) keeps the rest dark.
        var margins = [
            SDL_Rect(x: Int32(width), y: 0, w: surface.w - Int32(width), h: surface.h),
            SDL_Rect(x: 0, y: Int32(height), w: Int32(width), h: surface.h - Int32(height)),
        ]
        margins.removeAll { $0.w <= 0 || $0.h <= 0 }
        if !margins.isEmpty { SDL_FillRects(windowSurface, &margins, Int32(margins.count), 0xFF00_0000) }
        let start = DispatchTime.now().uptimeNanoseconds
        guard SDL_UpdateWindowSurface(window) == 0 else { return nil }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    private func presentThroughTexture(
        _ renderer: OpaquePointer, width: Int, height: Int, fills: Bool, draw: (RenderTarget) -> Void
    ) -> Double? {
        if textureSize != (width, height) || texture == nil {
            if let texture { SDL_DestroyTexture(texture) }
            texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
            // Every frame is opaque: copied, not blended over the window.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            textureSize = (width, height)
        }
        // The frame is rendered straight into the texture's memory (every pixel is written).
        var pixels: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard let texture, SDL_LockTexture(texture, nil, &pixels, &pitch) == 0, let pixels else { return nil }
        draw(RenderTarget(pixels: pixels.assumingMemoryBound(to: UInt32.self), width: width, height: height, rowStride: Int(pitch) / 4))
        let start = DispatchTime.now().uptimeNanoseconds
        SDL_UnlockTexture(texture)
        SDL_RenderClear(renderer)
        if fills {
            SDL_RenderCopy(renderer, texture, nil, nil)
        } else {
            var shown = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            SDL_RenderCopy(renderer, texture, nil, &shown)
        }
        SDL_RenderPresent(renderer)
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }
}
