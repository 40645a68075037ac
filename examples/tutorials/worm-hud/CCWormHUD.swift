import UIKit

/// The diligent worm loading indicator (CCWormHUD), ported from the tutorial's Objective-C to Swift as an iOS
/// developer would write it: three worms on two joined semicircles, stretching, shrinking and stepping left.
enum CCWormHUDStyle {
    case normal
    case large
}

let WormRunTime: CFTimeInterval = 1.2

private let WORM_ANIMATION_KEY_FIRST = "WORM_ANIMATION_KEY_FIRST"
private let WORM_ANIMATION_KEY_SECOND = "WORM_ANIMATION_KEY_SECOND"
private let WORM_ANIMATION_KEY_THIRD = "WORM_ANIMATION_KEY_THIRD"

class CCWormHUD: UIView {

    private var firstWormShapeLayer: CAShapeLayer!
    private var secondWormShapeLayer: CAShapeLayer!
    private var thirdWormShapeLayer: CAShapeLayer!
    private weak var presentingView: UIView?
    private(set) var isShowing = false

    private let hudWidth: CGFloat
    private let hudLineWidth: CGFloat

    init(presentingView: UIView, style: CCWormHUDStyle) {
        hudWidth = style == .normal ? 40 : 80
        hudLineWidth = style == .normal ? 6 : 8
        self.presentingView = presentingView
        super.init(frame: CGRect(x: 0, y: 0, width: hudWidth, height: hudWidth))
        center = CGPoint(x: presentingView.bounds.midX, y: presentingView.bounds.midY)
        backgroundColor = UIColor.black.withAlphaComponent(0.8)
        layer.cornerRadius = 4 * CGFloat.pi

        firstWormShapeLayer = wormLayer(color: UIColor.red)
        secondWormShapeLayer = wormLayer(color: UIColor.yellow)
        thirdWormShapeLayer = wormLayer(color: UIColor.green)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func wormLayer(color: UIColor) -> CAShapeLayer {
        let wormShapeLayer = CAShapeLayer()
        wormShapeLayer.frame = bounds
        wormShapeLayer.path = wormRunLongPath()
        wormShapeLayer.lineWidth = hudLineWidth
        wormShapeLayer.lineCap = .round
        wormShapeLayer.lineJoin = .round
        wormShapeLayer.strokeColor = color.cgColor
        wormShapeLayer.fillColor = UIColor.clear.cgColor
        wormShapeLayer.actions = ["strokeStart": NSNull(), "strokeEnd": NSNull()]
        layer.addSublayer(wormShapeLayer)
        return wormShapeLayer
    }

    private func wormRunLongPath() -> CGPath {
        // 兩個連著的半圓 (two joined semicircles)
        let center = CGPoint(x: frame.size.width * 9 / 10, y: frame.size.height / 2)
        let radius = (hudWidth / 2.0) / 2.0
        let wormPath = UIBezierPath(arcCenter: center, radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        wormPath.addArc(withCenter: CGPoint(x: center.x + radius * 2, y: center.y), radius: radius, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        return wormPath.cgPath
    }

    // MARK: - Worms

    private func firstWormAnimation() {
        let animationGroup = baseWormAnimation(end1From: 0, end1To: 0.5, end1Duration: 0.75,
                                               start1From: 0, start1To: 0.5, start1Duration: 0.45, start1Begin: 0.75,
                                               end2From: 0.5, end2To: 1, end2Duration: 0.75, end2Begin: 1.2,
                                               start2From: 0.5, start2To: 1, start2Duration: 0.45, start2Begin: 0.75 + 1.2)
        firstWormShapeLayer.add(animationGroup, forKey: WORM_ANIMATION_KEY_FIRST)
    }

    private func secondWormAnimation() {
        let animationGroup = baseWormAnimation(end1From: 0.010, end1To: 0.5, end1Duration: 0.75,
                                               start1From: 0, start1To: 0.490, start1Duration: 0.70, start1Begin: 0.50,
                                               end2From: 0.5, end2To: 1, end2Duration: 0.75, end2Begin: 1.2 + 0.15,
                                               start2From: 0.5, start2To: 1, start2Duration: 0.30, start2Begin: 0.15 + 0.75 + 1.2)
        secondWormShapeLayer.add(animationGroup, forKey: WORM_ANIMATION_KEY_SECOND)
    }

    private func thirdWormAnimation() {
        let animationGroup = baseWormAnimation(end1From: 0.010, end1To: 0.5, end1Duration: 0.75,
                                               start1From: 0, start1To: 0.490, start1Duration: 0.90, start1Begin: 0.25,
                                               end2From: 0.5, end2To: 1, end2Duration: 0.75, end2Begin: 1.2 + 0.15 + 0.20,
                                               start2From: 0.5, start2To: 1, start2Duration: 0.30, start2Begin: 0.15 + 0.75 + 1.2)
        thirdWormShapeLayer.add(animationGroup, forKey: WORM_ANIMATION_KEY_THIRD)
    }

    private func baseWormAnimation(end1From: CGFloat, end1To: CGFloat, end1Duration: CFTimeInterval,
                                   start1From: CGFloat, start1To: CGFloat, start1Duration: CFTimeInterval, start1Begin: CFTimeInterval,
                                   end2From: CGFloat, end2To: CGFloat, end2Duration: CFTimeInterval, end2Begin: CFTimeInterval,
                                   start2From: CGFloat, start2To: CGFloat, start2Duration: CFTimeInterval, start2Begin: CFTimeInterval) -> CAAnimationGroup {
        // 蟲子拉伸1 (stretch)
        let strokeEndAm = CABasicAnimation(keyPath: "strokeEnd")
        strokeEndAm.toValue = end1To
        strokeEndAm.fromValue = end1From
        strokeEndAm.duration = end1Duration
        strokeEndAm.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0.0, 1.0, 0.55)
        strokeEndAm.fillMode = .forwards

        // 蟲子縮小1 (shrink)
        let strokeStartAm = CABasicAnimation(keyPath: "strokeStart")
        strokeStartAm.toValue = start1To
        strokeStartAm.fromValue = start1From
        strokeStartAm.duration = start1Duration
        strokeStartAm.beginTime = start1Begin
        strokeStartAm.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        strokeStartAm.fillMode = .forwards

        // 蟲子拉伸2
        let strokeEndAm2 = CABasicAnimation(keyPath: "strokeEnd")
        strokeEndAm2.toValue = end2To
        strokeEndAm2.fromValue = end2From
        strokeEndAm2.duration = end2Duration
        strokeEndAm2.beginTime = end2Begin
        strokeEndAm2.timingFunction = CAMediaTimingFunction(controlPoints: 0.42, 0.0, 1.0, 0.55)
        strokeEndAm2.fillMode = .forwards

        // 蟲子縮小2
        let strokeStartAm2 = CABasicAnimation(keyPath: "strokeStart")
        strokeStartAm2.toValue = start2To
        strokeStartAm2.fromValue = start2From
        strokeStartAm2.duration = start2Duration
        strokeStartAm2.beginTime = start2Begin
        strokeStartAm2.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)

        // 平移動畫 (step left)
        let xTranslationAm = CABasicAnimation(keyPath: "transform.translation.x")
        xTranslationAm.toValue = (hudWidth / 2.0) / -1.0
        xTranslationAm.timingFunction = CAMediaTimingFunction(name: .easeOut)
        xTranslationAm.duration = 1.18
        xTranslationAm.fillMode = .forwards

        let xTranslationAm2 = CABasicAnimation(keyPath: "transform.translation.x")
        xTranslationAm2.toValue = ((hudWidth / 2.0) / -1.0) * 2
        xTranslationAm2.timingFunction = CAMediaTimingFunction(name: .easeOut)
        xTranslationAm2.duration = 1.18
        xTranslationAm2.beginTime = 1.20
        xTranslationAm2.fillMode = .forwards

        let animationGroup = CAAnimationGroup()
        animationGroup.animations = [strokeStartAm, strokeEndAm, xTranslationAm, strokeEndAm2, strokeStartAm2, xTranslationAm2]
        animationGroup.repeatCount = HUGE
        // 動畫總時間應該以組中動畫時間最長為標準
        animationGroup.duration = WormRunTime * 2
        return animationGroup
    }

    // MARK: - Show and hide

    func startLoadingWormHUD() {
        isShowing = true
        presentingView?.addSubview(self)
        firstWormAnimation()
        secondWormAnimation()
        thirdWormAnimation()

        transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        UIView.animateKeyframes(withDuration: 0.6, delay: 0.0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.transform = .identity
            }
        }, completion: nil)
    }

    func endLoadingWormHUD() {
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            }
        }, completion: { _ in
            self.isShowing = false
            self.firstWormShapeLayer.removeAnimation(forKey: WORM_ANIMATION_KEY_FIRST)
            self.secondWormShapeLayer.removeAnimation(forKey: WORM_ANIMATION_KEY_SECOND)
            self.thirdWormShapeLayer.removeAnimation(forKey: WORM_ANIMATION_KEY_THIRD)
            self.removeFromSuperview()
        })
    }
}
