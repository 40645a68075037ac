import LayerKit

/// The PNG files a scene file names, each decoded once however many layers and emitter cells use it, within a budget
/// of decoded pixels for the whole scene (a small PNG can decode to a very large image).
final class SceneImages {
    /// Decoded pixels a scene's images may take together: 64 million (256 MB).
    static let pixelBudget = 64 << 20

    private var decoded: [String: PixelBuffer] = [:]
    private var pixels = 0

    /// The image at `path`, decoded the first time it is asked for.
    /// - Throws: what the decoder says, or that the scene's images are past the budget (as a sentence).
    func image(at path: String) throws -> PixelBuffer {
        if let image = decoded[path] { return image }
        let image = try PixelBuffer(imageFile: path)
        let total = pixels + image.width * image.height
        guard total <= Self.pixelBudget else {
            throw Failure(
                description: "the scene's images would take \(total / 1_000_000) million pixels decoded, more than the "
                    + "\(Self.pixelBudget / 1_000_000) million a scene may use (this one is \(image.width) x \(image.height))")
        }
        pixels = total
        decoded[path] = image
        return image
    }

    struct Failure: Error, CustomStringConvertible { let description: String }
}
