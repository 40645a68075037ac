import LayerKit

/// The key paths `animations` animate as `playground eval` reports them, in order and once each: a `transform.*` or
/// `sublayerTransform.*` key path as the whole transform.
package func reportedKeyPaths(of animations: some Sequence<Animation>) -> [String] {
    var keys: [String] = []
    for animation in animations {
        for keyPath in animation.animatedKeyPaths {
            let reported =
                keyPath.hasPrefix("transform.")
                ? "transform"
                : keyPath.hasPrefix("sublayerTransform.") ? "sublayerTransform" : keyPath
            if !keys.contains(reported) { keys.append(reported) }
        }
    }
    return keys
}
