import LayerKit
import UIKit

/// How the playground runs top-level code (a playground page, a `main.swift`): the code runs once on a fresh
/// `PlaygroundPage.current` whose live view goes in the scene's root view.
public enum PageEntry {
    public static func run(_ body: () -> Void, root: Layer) {
        let stage = ScriptEntry.rootView(hosting: root)
        let page = PlaygroundPage.current
        page.begin(on: stage)
        body()
        UIApplication.shared.sceneDidStart()
        if !page.isShowing && (root.sublayers ?? []).isEmpty {
            RuntimeIssues.report("the page has nothing to show: set PlaygroundPage.current.liveView to a view or a view controller (or, for a scene script, define func makeScene(root: Layer))")
        }
    }
}
