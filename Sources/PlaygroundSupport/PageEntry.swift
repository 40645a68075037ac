import LayerKit
import UIKit

/// How the playground runs top-level code (a playground page, a `main.swift`): the code runs once on a fresh
/// `PlaygroundPage.current` whose live view goes in the scene's root view, and the views are laid out and displayed
/// once it returns, as at the end of the run loop's turn that ran it on iOS: before any timer the page set fires, even
/// when the clock jumps (a render or a seek to a later time).
public enum PageEntry {
    public static func run(_ body: () -> Void, root: Layer) {
        let stage = ScriptEntry.rootView(hosting: root)
        let page = PlaygroundPage.current
        page.begin(on: stage)
        body()
        stage.layoutIfNeeded()
        stage.displayIfNeeded()
        UIApplication.shared.sceneDidStart()
        if !page.isShowing && (root.sublayers ?? []).isEmpty {
            RuntimeIssues.report("the page has nothing to show: set PlaygroundPage.current.liveView to a view or a view controller (or, for a scene script, define func makeScene(root: Layer))")
        }
    }
}
