import Foundation
import LayerKit

// What the literals of Xcode's editor make (the colour swatch, the image and file thumbnails): `#colorLiteral(…)` is a
// `UIColor`, `#imageLiteral(resourceName:)` a `UIImage` and `#fileLiteral(resourceName:)` a file `URL`, the last two
// found in the script's resource folders (a playground's `Resources/`), as in a playground for iOS.

public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {}

/// The file named `name` in the first resource folder that has it (else in the first folder, where it is missing). The
/// script compiler spells `#fileLiteral(resourceName: name)` as a call of this function: Foundation on Linux makes the
/// literal's `URL` from the executable's folder.
public func fileLiteral(resourceName name: String) -> URL {
    let paths = SceneEnvironment.current.resourceFolders.map { ($0 as NSString).appendingPathComponent(name) }
    return URL(fileURLWithPath: paths.first { FileManager.default.fileExists(atPath: $0) } ?? paths.first ?? name)
}
