import UIKit

/// Mervin1024's RippleAnimationView, ported from Objective-C to Swift as an iOS developer would write it.
class RippleAnimationView: UIView {

    /// 扩散倍数 (the spread multiple)
    var multiple: CGFloat = 1.423

    private let pulsingCount = 3
    private let animationDuration: Double = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.clear
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        let animationLayer = CALayer()

        // 利用 for 循环创建三个动画 Layer
        for i in 0..<pulsingCount {
            let animations = animationArray()
            // 通过传入参数 i 计算,错开动画时间
            let animationGroup = animationGroupAnimations(animations, index: i)
            let pulsingLayer = self.pulsingLayer(rect, animation: animationGroup)
            animationLayer.addSublayer(pulsingLayer)
        }
        layer.addSublayer(animationLayer)
    }

    private func animationArray() -> [CAAnimation] {
        return [scaleAnimation(), backgroundColorAnimation(), borderColorAnimation()]
    }

    private func animationGroupAnimations(_ array: [CAAnimation], index: Int) -> CAAnimationGroup {
        let animationGroup = CAAnimationGroup()
        animationGroup.beginTime = CACurrentMediaTime() + Double(index) * animationDuration / Double(pulsingCount)
        animationGroup.duration = animationDuration
        animationGroup.repeatCount = HUGE
        animationGroup.animations = array
        animationGroup.isRemovedOnCompletion = false
        // 添加动画曲线
        animationGroup.timingFunction = CAMediaTimingFunction(name: .default)
        return animationGroup
    }

    private func scaleAnimation() -> CABasicAnimation {
        let scaleAnimation = CABasicAnimation(keyPath: "transform.scale")
        scaleAnimation.fromValue = 1
        scaleAnimation.toValue = multiple
        return scaleAnimation
    }

    // 使用关键帧动画,使得颜色动画不要那么的线性变化
    private func backgroundColorAnimation() -> CAKeyframeAnimation {
        let backgroundColorAnimation = CAKeyframeAnimation(keyPath: "backgroundColor")
        backgroundColorAnimation.values = [ColorWithAlpha(255, 216, 87, 0.5).cgColor,
                                           ColorWithAlpha(255, 231, 152, 0.5).cgColor,
                                           ColorWithAlpha(255, 241, 197, 0.5).cgColor,
                                           ColorWithAlpha(255, 241, 197, 0).cgColor]
        backgroundColorAnimation.keyTimes = [0.3, 0.6, 0.9, 1]
        return backgroundColorAnimation
    }

    private func borderColorAnimation() -> CAKeyframeAnimation {
        let borderColorAnimation = CAKeyframeAnimation(keyPath: "borderColor")
        borderColorAnimation.values = [ColorWithAlpha(255, 216, 87, 0.5).cgColor,
                                       ColorWithAlpha(255, 231, 152, 0.5).cgColor,
                                       ColorWithAlpha(255, 241, 197, 0.5).cgColor,
                                       ColorWithAlpha(255, 241, 197, 0).cgColor]
        borderColorAnimation.keyTimes = [0.3, 0.6, 0.9, 1]
        return borderColorAnimation
    }

    private func pulsingLayer(_ rect: CGRect, animation animationGroup: CAAnimationGroup) -> CALayer {
        let pulsingLayer = CALayer()
        pulsingLayer.borderWidth = 0.5
        pulsingLayer.borderColor = ColorWithAlpha(255, 216, 87, 0.5).cgColor
        pulsingLayer.frame = CGRect(x: 0, y: 0, width: rect.size.width, height: rect.size.height)
        pulsingLayer.cornerRadius = rect.size.height / 2
        pulsingLayer.add(animationGroup, forKey: "plulsing")
        return pulsingLayer
    }
}

// 设置一个初始化颜色的宏 (the tutorial's ColorWithAlpha macro)
func ColorWithAlpha(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat) -> UIColor {
    return UIColor(red: r / 255.0, green: g / 255.0, blue: b / 255.0, alpha: a)
}
