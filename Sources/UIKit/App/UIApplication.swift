import Foundation
import LayerKit

/// The app (`UIApplication.shared`), for code that reads its state or observes its notifications. A scene is an
/// active app: `didBecomeActiveNotification` is posted once the scene's code has built it, so observers added while
/// building hear it, as they do on iOS when a view controller's view loads at launch.
///
/// Sendable: one per process, as on iOS. The window and each scene host play one script scene per process, and a
/// script's build and event handlers run under `ScriptScene`'s lock; several scenes played at once in one process (tests)
/// share its state.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()

    public enum State: Int, Sendable { case active, inactive, background }

    public var applicationState: State { state }
    private var state = State.active
    public var isIdleTimerDisabled = false
    public var applicationIconBadgeNumber = 0
    public var isNetworkActivityIndicatorVisible = false
    /// The scene's window (its root view), while a scene runs.
    public var keyWindow: UIWindow? { UIWindow.sceneWindow }
    public var windows: [UIWindow] { UIWindow.sceneWindow.map { [$0] } ?? [] }

    private init() {}

    /// Opening URLs is not possible in a scene: the completion hears `false`.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        completionHandler?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Posts what an app posts going to the background (`willResignActive`, `didEnterBackground`: the window was
    /// hidden or minimized) or coming back (`willEnterForeground`, `didBecomeActive`).
    public func sceneDidChangeActivation(_ active: Bool) {
        state = active ? .active : .background
        let names =
            active
            ? [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification]
            : [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
        for name in names { NotificationCenter.default.post(name: name, object: self) }
    }

    /// Posts `didBecomeActiveNotification`: called once a scene's code has built it.
    public func sceneDidStart() {
        state = .active
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
}

extension NSNotification.Name {
    /// The Swift 4 spellings of UIApplication's notification names.
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
}
