@_exported import PlaygroundSupport
import UIKit

// The names of Xcode's first playground module, which PlaygroundSupport replaced, over the same page.

public typealias XCPlaygroundPage = PlaygroundPage
public typealias XCPlaygroundLiveViewable = PlaygroundLiveViewable
public typealias XCPlaygroundLiveViewRepresentation = PlaygroundLiveViewRepresentation

extension PlaygroundPage {
    /// The page being run (`XCPlaygroundPage.currentPage`).
    public static var currentPage: PlaygroundPage { current }
}

/// Shows `view` as the page's live view (the identifier named a timeline item in Xcode).
public func XCPShowView(_ identifier: String, view: UIView) {
    PlaygroundPage.current.liveView = view
}

/// Whether the page keeps running after its last line (see `PlaygroundPage.needsIndefiniteExecution`).
public func XCPSetExecutionShouldContinueIndefinitely(_ continueIndefinitely: Bool = true) {
    PlaygroundPage.current.needsIndefiniteExecution = continueIndefinitely
}

/// Recorded a value in Xcode's timeline; a scene has no timeline of values, so nothing is kept.
public func XCPCaptureValue<T>(_ identifier: String, value: T) {}
