import LayerKit

/// Core Animation's transition (`CATransition`): LayerKit's `Transition`, with its `type` and `subtype` as Core
/// Animation names them.
public typealias CATransition = Transition

/// What a transition does (`CATransitionType`): the four public types, and the private names published code also uses
/// (`"oglFlip"`, `"pageCurl"`, `"pageUnCurl"`; `"cube"` is drawn as a push).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fade = CATransitionType("fade")
    public static let push = CATransitionType("push")
    public static let moveIn = CATransitionType("moveIn")
    public static let reveal = CATransitionType("reveal")

    var kind: Transition.Kind {
        switch rawValue {
        case "push", "cube": .push
        case "moveIn": .moveIn
        case "reveal": .reveal
        case "flip", "oglFlip", "alignedFlip": .flip
        case "pageCurl", "curlUp": .curlUp
        case "pageUnCurl", "curlDown": .curlDown
        default: .fade
        }
    }
}

/// The side a transition comes from (`CATransitionSubtype`).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype("fromRight")
    public static let fromLeft = CATransitionSubtype("fromLeft")
    public static let fromTop = CATransitionSubtype("fromTop")
    public static let fromBottom = CATransitionSubtype("fromBottom")
}

public let kCATransitionFade = CATransitionType.fade
public let kCATransitionPush = CATransitionType.push
public let kCATransitionMoveIn = CATransitionType.moveIn
public let kCATransitionReveal = CATransitionType.reveal
public let kCATransitionFromRight = CATransitionSubtype.fromRight
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
public let kCATransitionFromTop = CATransitionSubtype.fromTop
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

extension Transition {
    public var type: CATransitionType {
        get {
            switch kind {
            case .fade: .fade
            case .push: .push
            case .moveIn: .moveIn
            case .reveal: .reveal
            case .flip: CATransitionType("oglFlip")
            case .curlUp: CATransitionType("pageCurl")
            case .curlDown: CATransitionType("pageUnCurl")
            }
        }
        set { kind = newValue.kind }
    }

    public var subtype: CATransitionSubtype? {
        get { edge.map { CATransitionSubtype($0.rawValue) } }
        set { edge = newValue.flatMap { Transition.Edge(rawValue: $0.rawValue) } }
    }
}
