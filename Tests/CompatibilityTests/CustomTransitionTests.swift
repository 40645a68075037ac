import LayerKit
import PlaygroundTestSupport
import UIKit
import XCTest

/// Custom view-controller transitions written as tutorials write them: a transitioning delegate, an animator object
/// that animates the context's views and completes the transition, a presentation controller with a dimming view
/// animated alongside, percent-driven interactive dismissals and navigation transitions. Expected positions are worked
/// out from the animators' own durations and curves (linear here, or Core Animation's ease-in-ease-out
/// (0.42, 0, 0.58, 1) for the coordinator's alongside animations).
final class CustomTransitionTests: XCTestCase {
    typealias Recorder = ViewControllerTests.Recorder

    /// Grows the presented view from half size, or shrinks the dismissed one, linearly over 0.6 s.
    final class GrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var presenting = true
        var contexts: [String] = []
        var ended: [Bool] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let key: UITransitionContextViewKey = presenting ? .to : .from
            let view = transitionContext.view(forKey: key)!
            let final = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            contexts.append("from view \(transitionContext.view(forKey: .from) == nil ? "nil" : "set"), "
                + "container \(Int(container.bounds.width))x\(Int(container.bounds.height)), final \(Int(final.width))x\(Int(final.height))")
            if presenting {
                container.addSubview(view)
                view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            }
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
                view.transform = self.presenting ? .identity : CGAffineTransform(scaleX: 0.5, y: 0.5)
            }, completion: { _ in
                // A cancelled transition leaves the model where the block put it: put it back, as UIKit code must.
                if transitionContext.transitionWasCancelled && !self.presenting { view.transform = .identity }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Presenter: NSObject, UIViewControllerTransitioningDelegate {
        let animator = GrowAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        var asked: [String] = []

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            asked.append("presented \((presented as! Recorder).label) by \((presenting as! Recorder).label)")
            animator.presenting = true
            return animator
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.presenting = false
            return animator
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    func scale(of view: UIView, in tree: LayerTree, at time: Double) -> Double {
        tree.advance(to: time)
        return tree.presentationProperties(of: view.layer).transform.m11
    }

    func testACustomAnimatorPresentsAndDismisses() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let base = Recorder("base")
        base.show(in: root)
        let sheet = Recorder("sheet")
        let presenter = Presenter()
        sheet.transitioningDelegate = presenter
        Recorder.log = []
        var presented = false
        base.present(sheet, animated: true) { presented = true }
        XCTAssertEqual(presenter.asked, ["presented sheet by base"])
        // The presenting view is left alone (it is not covered), the container covers the scene.
        XCTAssertEqual(presenter.animator.contexts, ["from view nil, container 400x300, final 400x300"])
        XCTAssertNotNil(sheet.transitionCoordinator)
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 0.3), 0.75, accuracy: 1e-9)
        XCTAssertFalse(presented)
        tree.advance(to: 0.7)
        XCTAssertTrue(presented && sheet.transitionCoordinator == nil)
        XCTAssertEqual(presenter.animator.ended, [true])
        XCTAssertTrue(Recorder.log.contains("sheet.viewWillAppear") && Recorder.log.last == "sheet.viewDidAppear")
        XCTAssertFalse(Recorder.log.contains("base.viewWillDisappear"))

        Recorder.log = []
        var dismissed = false
        sheet.dismiss(animated: true) { dismissed = true }
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 1.0), 1 - 0.5 * 0.3 / 0.6, accuracy: 1e-9)
        tree.advance(to: 1.4)
        XCTAssertTrue(dismissed && sheet.view.superview == nil && base.presentedViewController == nil)
        XCTAssertTrue(root.subviews.allSatisfy { $0 === base.view }, "the container is gone")
        XCTAssertEqual(Recorder.log, ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
        XCTAssertEqual(presenter.animator.ended, [true, true])
    }

    /// A half-height sheet over a dimming view that fades in alongside the transition.
    final class HalfSheet: UIPresentationController {
        let dimming = UIView()
        var log: [String] = []

        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView!.bounds
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }

        override func presentationTransitionWillBegin() {
            dimming.frame = containerView!.bounds
            dimming.backgroundColor = .black
            dimming.alpha = 0
            containerView!.insertSubview(dimming, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 },
                                                                   completion: { _ in self.log.append("faded in") })
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { dimming.removeFromSuperview() }
            log.append("dismissed \(completed)")
        }
    }

    final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var sheet: HalfSheet?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            sheet = HalfSheet(presentedViewController: presented, presenting: presenting)
            return sheet
        }
    }

    func testAPresentationControllerPlacesTheViewAndDimsAlongside() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let base = Recorder("base")
        base.show(in: root)
        let card = Recorder("card")
        card.modalPresentationStyle = .custom
        let delegate = SheetDelegate()
        card.transitioningDelegate = delegate
        base.present(card, animated: true)
        XCTAssertTrue(card.presentationController === delegate.sheet)
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 150, width: 400, height: 150))
        // UIKit's slide from below, 0.5 s, and the dimming fading on the same ease-in-ease-out curve.
        tree.advance(to: 0.125)
        let alpha = tree.presentationProperties(of: delegate.sheet!.dimming.layer).opacity
        XCTAssertEqual(alpha, 0.5 * independentEase((0.42, 0, 0.58, 1), 0.25), accuracy: 1e-6)
        tree.advance(to: 0.6)
        XCTAssertEqual(delegate.sheet!.log, ["faded in"])
        card.dismiss(animated: false)
        XCTAssertEqual(delegate.sheet!.log, ["faded in", "dismissed true"])
        XCTAssertTrue(delegate.sheet!.dimming.superview == nil && card.presentationController == nil)
    }

    func testAnInteractiveDismissalFollowsTheFingerAndCanBeCancelled() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let base = Recorder("base")
        base.show(in: root)
        let sheet = Recorder("sheet")
        let presenter = Presenter()
        sheet.transitioningDelegate = presenter
        base.present(sheet, animated: true)
        tree.advance(to: 1)
        Recorder.log = []

        // A pan drives the dismissal to 40 %, then lets go short of the end: it is cancelled.
        presenter.interaction = UIPercentDrivenInteractiveTransition()
        sheet.dismiss(animated: true)
        presenter.interaction!.update(0.4)
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 1.5), 1 - 0.5 * 0.4, accuracy: 1e-9)
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 2.5), 1 - 0.5 * 0.4, accuracy: 1e-9, "paused while the finger rests")
        presenter.interaction!.cancel()
        // It plays back over the 0.24 s it had come.
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 2.62), 1 - 0.5 * 0.2, accuracy: 1e-6)
        tree.advance(to: 2.8)
        XCTAssertEqual(presenter.animator.ended, [true, false])
        XCTAssertTrue(base.presentedViewController === sheet && sheet.view.superview != nil)
        XCTAssertEqual(Recorder.log, ["sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewDidAppear"])

        // Again, finished from 25 %: the rest (0.45 s) plays at the animator's pace.
        Recorder.log = []
        sheet.dismiss(animated: true)
        presenter.interaction!.update(0.25)
        presenter.interaction!.finish()
        XCTAssertEqual(scale(of: sheet.view, in: tree, at: 3.0), 1 - 0.5 * (0.25 + 0.2 / 0.6), accuracy: 1e-6)
        tree.advance(to: 3.3)
        XCTAssertTrue(base.presentedViewController == nil && sheet.view.superview == nil)
        XCTAssertEqual(Recorder.log, ["sheet.viewWillDisappear", "sheet.viewDidDisappear"])
    }

    /// Cross-fades pushes and pops over 0.4 s.
    final class FadeNavigator: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            log.append("\(operation == .push ? "push" : "pop") \((fromVC as! Recorder).label) to \((toVC as! Recorder).label)")
            return self
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.append("did show \((viewController as! Recorder).label)")
        }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.view(forKey: .from)!, to = transitionContext.view(forKey: .to)!
            log.append("from view in container: \(from.superview === transitionContext.containerView)")
            transitionContext.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                to.alpha = 1
                from.alpha = 0
            }, completion: { _ in
                from.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func testANavigationDelegatesAnimatorPushesAndPops() {
        let (tree, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
        let first = Recorder("first"), second = Recorder("second")
        let navigation = UINavigationController(rootViewController: first)
        let fader = FadeNavigator()
        navigation.delegate = fader
        navigation.show(in: root)
        navigation.pushViewController(second, animated: true)
        XCTAssertEqual(fader.log, ["push first to second", "from view in container: true"])
        XCTAssertNotNil(second.transitionCoordinator)
        tree.advance(to: 0.1)
        XCTAssertEqual(tree.presentationProperties(of: second.view.layer).opacity, 0.25, accuracy: 1e-9)
        tree.advance(to: 0.5)
        XCTAssertEqual(fader.log.last, "did show second")
        XCTAssertTrue(second.view.superview === navigation.view && first.view.superview == nil)
        XCTAssertTrue(navigation.view.subviews.last === navigation.navigationBar, "the bar stays on top")
        navigation.popViewController(animated: true)
        tree.advance(to: 1)
        XCTAssertEqual(Array(fader.log.suffix(3)), ["pop second to first", "from view in container: true", "did show first"])
        XCTAssertTrue(navigation.viewControllers == [first] && first.view.superview === navigation.view)
    }

    func testFlipAndCurlPresentationsTurnTheWholeScreen() {
        for style in [UIModalTransitionStyle.flipHorizontal, .partialCurl] {
            let (tree, root) = makeScene()
            SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
            let base = Recorder("base")
            base.show(in: root)
            let sheet = Recorder("sheet")
            sheet.modalTransitionStyle = style
            var presented = false
            base.present(sheet, animated: true) { presented = true }
            // The scene's root turns between its look before (the base) and after (the sheet on top).
            XCTAssertNotNil(root.layer.animation(forKey: "transition"), "\(style)")
            XCTAssertFalse(sheet.view.isHidden)
            tree.advance(to: 0.6)
            XCTAssertTrue(presented && sheet.view.superview?.superview === root)
            var dismissed = false
            sheet.dismiss(animated: true) { dismissed = true }
            XCTAssertNotNil(root.layer.animation(forKey: "transition"))
            tree.advance(to: 1.2)
            XCTAssertTrue(dismissed && sheet.view.superview == nil && !sheet.view.isHidden)
        }
    }

    func testASnapshotShowsTheViewAsItIsNow() {
        let (_, root) = makeScene()
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 2)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        card.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        dot.backgroundColor = .blue
        card.addSubview(dot)
        root.addSubview(card)
        let snapshot = card.snapshotView(afterScreenUpdates: true)!
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        let image = snapshot.layer.contents!
        XCTAssertTrue(image.width == 80 && image.height == 40)
        XCTAssertEqual(image.pixel(x: 10, y: 30) & 0xFF_FFFF, 0xFF_0000)
        XCTAssertEqual(image.pixel(x: 70, y: 10) & 0xFF_FFFF, 0x00_00FF)
        SceneEnvironment.current = SceneEnvironment(screenSize: Size(width: 400, height: 300), screenScale: 1)
    }
}
