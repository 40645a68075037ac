import Foundation

/// The device a script's scene runs on (`UIDevice.current`), as code that adapts to it asks: an iPhone whose screen is
/// `UIScreen.main` (an iPad when the shorter side of the screen is 768 points or more), running iOS 17.
/// The screen does not rotate, so the orientation is the screen's shape and no change of it is ever posted.
open class UIDevice: NSObject, @unchecked Sendable {
    public static let current = UIDevice()

    /// Sent when the device turns; the playground's screen does not, so it is never posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    open var name: String { model }
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    open var systemName: String { "iOS" }
    /// The iOS version scene code runs as (`#available` checks pass for every version).
    open var systemVersion: String { "17.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom {
        let size = UIScreen.main.bounds.size
        return min(size.width, size.height) >= 768 ? .pad : .phone
    }
    /// `.portrait` for a screen at least as tall as it is wide, else `.landscapeLeft`.
    open var orientation: UIDeviceOrientation {
        let size = UIScreen.main.bounds.size
        return size.height >= size.width ? .portrait : .landscapeLeft
    }
    /// Whether orientation changes are posted: they are asked for and ended here too, and none come.
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
}

/// The kind of interface (`UIUserInterfaceIdiom`).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision
}

/// How the device is held (`UIDeviceOrientation`).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
