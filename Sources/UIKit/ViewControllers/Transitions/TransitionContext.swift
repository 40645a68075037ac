import Foundation
import LayerKit

/// One run of a transition between two controllers: the context its animator is given and the coordinator the
/// controllers expose while it runs. It ends at `completeTransition(_:)`, once, with `finish`.
///
/// Sendable under the scene rule: used only by the thread that builds and plays its scene (docs/architecture.md).
final class TransitionContext: UIViewControllerContextTransitioning, UIViewControllerTransitionCoordinator, @unchecked Sendable {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    /// The animator's duration, set before it starts.
    var transitionDuration: TimeInterval = 0
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    private(set) var percentComplete: CGFloat = 0
    private let controllers: (from: UIViewController, to: UIViewController)
    private let views: (from: UIView?, to: UIView?)
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var hasEnded = false
    /// Called once, with whether the transition completed.
    var finish: (Bool) -> Void = { _ in }

    init(container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         initialFrames: [(UIViewController, CGRect)], finalFrames: [(UIViewController, CGRect)],
         animated: Bool, style: UIModalPresentationStyle) {
        containerView = container
        controllers = (from, to)
        views = (fromView, toView)
        self.initialFrames = Dictionary(initialFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        self.finalFrames = Dictionary(finalFrames.map { (ObjectIdentifier($0.0), $0.1) }, uniquingKeysWith: { $1 })
        isAnimated = animated
        presentationStyle = style
    }

    var targetTransform: CGAffineTransform { .identity }
    var isCancelled: Bool { transitionWasCancelled }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? controllers.from : key == .to ? controllers.to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? views.from : key == .to ? views.to : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Running

    /// Starts the transition: the animator's animations (or an interaction controller's), then the blocks queued to run
    /// alongside.
    func start(animator: UIViewControllerAnimatedTransitioning, interaction: UIViewControllerInteractiveTransitioning?) {
        self.animator = animator
        if let interaction, interaction.wantsInteractiveStart {
            isInteractive = true
            pauseContainer()
            interaction.startInteractiveTransition(self)
        } else {
            percentComplete = 1
            startAnimator()
        }
        started = true
        runAlongside()
    }

    private var animator: UIViewControllerAnimatedTransitioning?

    /// Lets the animator add its animations (an interaction controller calls it from `startInteractiveTransition`).
    func startAnimator() {
        guard let animator else { return }
        self.animator = nil
        animator.animateTransition(using: self)
    }

    func completeTransition(_ didComplete: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        if isInteractive { resetContainerTiming() }
        finish(didComplete)
        for completion in completions { completion(self) }
        completions = []
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        if started { runAlongside() }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    private func runAlongside() {
        guard !alongside.isEmpty else { return }
        let blocks = alongside
        alongside = []
        guard isAnimated else { return blocks.forEach { $0(self) } }
        UIView.animate(withDuration: max(transitionDuration.isFinite ? transitionDuration : 0, 0), delay: 0, options: .curveEaseInOut, animations: {
            for block in blocks { block(self) }
        })
    }

    // MARK: Interaction: the container's layer is paused and its time set by hand, as UIKit drives it

    private var reversal: Int?

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive, !hasEnded else { return }
        self.percentComplete = min(max(percentComplete.isFinite ? percentComplete : 0, 0), 1)
        containerView.layer.timeOffset = Double(self.percentComplete) * transitionDuration
    }

    func pauseInteractiveTransition() {}

    /// Plays the rest of the transition from where the interaction left it, at `speed` times its pace.
    func finishInteractiveTransition(speed: CGFloat) {
        guard isInteractive, !hasEnded else { return }
        endInteraction()
        let layer = containerView.layer
        let paused = layer.timeOffset
        layer.beginTime = layer.superlayer.map { $0.convertTime(CACurrentMediaTime(), from: nil) } ?? CACurrentMediaTime()
        layer.timeOffset = paused
        layer.speed = Float(max(speed.isFinite ? speed : 1, 0.01))
    }

    func finishInteractiveTransition() { finishInteractiveTransition(speed: 1) }

    /// Plays the transition back to its start at `speed` times its pace, then stops its animations (their completions
    /// run, and the animator completes the transition as cancelled).
    func cancelInteractiveTransition(speed: CGFloat) {
        guard isInteractive, !hasEnded else { return }
        transitionWasCancelled = true
        endInteraction()
        guard let tree = LayerTree.current else { return stopAnimations() }
        let layer = containerView.layer
        let from = layer.timeOffset, start = tree.currentTime
        let pace = max(speed.isFinite ? Double(speed) : 1, 0.01)
        reversal = tree.addFrameCallback { [weak self] now in
            guard let self else { return }
            let offset = max(from - (now - start) * pace, 0)
            layer.timeOffset = offset
            if offset == 0 {
                if let reversal { tree.removeFrameCallback(reversal) }
                reversal = nil
                stopAnimations()
            }
        }
    }

    func cancelInteractiveTransition() { cancelInteractiveTransition(speed: 1) }

    private func endInteraction() {
        for handler in interactionHandlers { handler(self) }
        interactionHandlers = []
    }

    private func pauseContainer() {
        let layer = containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
    }

    private func resetContainerTiming() {
        let layer = containerView.layer
        layer.speed = 1
        layer.beginTime = 0
        layer.timeOffset = 0
    }

    /// Stops every animation in the container, so that their completions run now.
    private func stopAnimations() {
        func stop(_ layer: CALayer) {
            layer.removeAllAnimations()
            for sublayer in layer.sublayers ?? [] { stop(sublayer) }
        }
        stop(containerView.layer)
    }
}
