// A custom view-controller transition as tutorials write one: tapping a tile presents its detail, grown out of the
// tile by an animator object; dragging the detail down dismisses it interactively (a percent-driven transition that
// follows the pointer, finishing past a third of the way and springing back before). The detail's dimmed backdrop is a
// presentation controller's view, faded alongside through the transition coordinator.
// Open it with `playground --scene examples/custom-transition.swift`.
import UIKit
import PlaygroundSupport

final class GrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var originFrame = CGRect.zero
    var presenting = true

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        let detail = transitionContext.viewController(forKey: key)!
        let view = detail.view!
        let finalFrame = transitionContext.finalFrame(for: detail)
        let open = presenting ? finalFrame : view.frame
        if presenting {
            transitionContext.containerView.addSubview(view)
            view.frame = originFrame
            view.layer.cornerRadius = 12
        }
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: presenting ? 0.8 : 1, initialSpringVelocity: 0, options: [], animations: {
            view.frame = self.presenting ? open : self.originFrame
            view.layer.cornerRadius = self.presenting ? 0 : 12
        }, completion: { _ in
            if transitionContext.transitionWasCancelled {
                view.frame = open
                view.layer.cornerRadius = 0
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class DimmingPresentation: UIPresentationController {
    private let dimming = UIView()

    override func presentationTransitionWillBegin() {
        dimming.frame = containerView!.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
        dimming.alpha = 0
        containerView!.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
    }

    override func dismissalTransitionWillBegin() {
        // A cancelled interactive dismissal leaves the model where the block put it: the backdrop comes back.
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 },
                                                               completion: { context in
            if context.isCancelled { self.dimming.alpha = 1 }
        })
    }

    override var frameOfPresentedViewInContainerView: CGRect { containerView!.bounds.insetBy(dx: 40, dy: 40) }
}

final class DetailViewController: UIViewController {
    let color: UIColor
    let interaction = UIPercentDrivenInteractiveTransition()
    var isDragging = false

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.clipsToBounds = true
        let label = UILabel()
        label.text = "Drag down to close"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 22)
        label.sizeToFit()
        label.center = CGPoint(x: 200, y: 60)
        view.addSubview(label)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(dragged(_:))))
    }

    @objc func dragged(_ recognizer: UIPanGestureRecognizer) {
        let progress = min(max(recognizer.translation(in: view).y / 300, 0), 1)
        switch recognizer.state {
        case .began:
            isDragging = true
            dismiss(animated: true)
        case .changed:
            interaction.update(progress)
        default:
            isDragging = false
            progress > 0.33 ? interaction.finish() : interaction.cancel()
        }
    }
}

final class GridViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let animator = GrowAnimator()
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                             .systemIndigo, .systemPurple, .systemPink]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        for (index, color) in colors.enumerated() {
            let tile = UIView(frame: CGRect(x: 40 + (index % 3) * 130, y: 40 + (index / 3) * 110, width: 110, height: 90))
            tile.backgroundColor = color
            tile.layer.cornerRadius = 12
            tile.tag = index
            tile.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped(_:))))
            view.addSubview(tile)
        }
    }

    @objc func tapped(_ recognizer: UITapGestureRecognizer) {
        guard let tile = recognizer.view else { return }
        animator.originFrame = tile.frame
        let detail = DetailViewController(color: colors[tile.tag])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        guard let detail = presentedViewController as? DetailViewController, detail.isDragging else { return nil }
        return detail.interaction
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentation(presentedViewController: presented, presenting: presenting)
    }
}

let grid = GridViewController()
grid.preferredContentSize = CGSize(width: 470, height: 380)
PlaygroundPage.current.liveView = grid
