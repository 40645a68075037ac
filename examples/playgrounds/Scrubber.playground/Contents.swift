//: # Scrubber
//: A property animator scrubbed by a slider: drag the slider and the card follows its animation to that point.
//: The controls are laid out with Auto Layout in stack views. The segments choose the curve, the switch makes the
//: card turn a quarter as it goes, the stepper sets how much it grows; Play runs the rest of the animation.
import UIKit
import PlaygroundSupport

final class ScrubberViewController: UIViewController {
    let card = UIView()
    let slider = UISlider()
    let curves = UISegmentedControl(items: ["Linear", "Ease In", "Ease Out", "Ease In Out"])
    let spin = UISwitch()
    let growth = UIStepper()
    let growthLabel = UILabel()
    let playButton = UIButton(type: .system)
    var animator: UIViewPropertyAnimator?
    var cardLeading: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 16
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        curves.selectedSegmentIndex = 0
        curves.addTarget(self, action: #selector(restart), for: .valueChanged)
        slider.addTarget(self, action: #selector(scrub(_:)), for: .valueChanged)
        spin.isOn = true
        spin.addTarget(self, action: #selector(restart), for: .valueChanged)
        growth.minimumValue = 0.5
        growth.maximumValue = 2
        growth.stepValue = 0.25
        growth.value = 1
        growth.addTarget(self, action: #selector(growthChanged), for: .valueChanged)
        growthLabel.text = "Scale ×1.0"
        playButton.setTitle("Play", for: .normal)
        playButton.addTarget(self, action: #selector(play), for: .touchUpInside)

        let spinLabel = UILabel()
        spinLabel.text = "Spin"
        let options = UIStackView(arrangedSubviews: [spinLabel, spin, growthLabel, growth, playButton])
        options.spacing = 12
        options.alignment = .center
        options.distribution = .equalSpacing
        options.setCustomSpacing(28, after: spin)

        let controls = UIStackView(arrangedSubviews: [curves, slider, options])
        controls.axis = .vertical
        controls.spacing = 20
        controls.alignment = .fill
        controls.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(controls)

        cardLeading = card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 40)
        // The card keeps 60 points from the top unless the controls need the room: then it moves up.
        let cardTop = card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 60)
        cardTop.priority = .defaultLow
        NSLayoutConstraint.activate([
            cardLeading, cardTop,
            card.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            controls.topAnchor.constraint(greaterThanOrEqualTo: card.bottomAnchor, constant: 16),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalTo: card.widthAnchor),
            controls.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 24),
            controls.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor, constant: -24),
            controls.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -40),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        restart()
    }

    var curve: UIView.AnimationCurve {
        [.linear, .easeIn, .easeOut, .easeInOut][max(curves.selectedSegmentIndex, 0)]
    }

    /// A paused animator from the left to the right edge, at the slider's fraction.
    @objc func restart() {
        animator?.stopAnimation(true)
        card.transform = .identity
        cardLeading.constant = 40
        view.layoutIfNeeded()
        let animator = UIViewPropertyAnimator(duration: 2, curve: curve) {
            self.cardLeading.constant = self.view.bounds.width - 140
            let scale = CGFloat(self.growth.value)
            let turn = CGAffineTransform(rotationAngle: self.spin.isOn ? .pi / 2 : 0)
            self.card.transform = turn.scaledBy(x: scale, y: scale)
            self.card.backgroundColor = .systemTeal
            self.view.layoutIfNeeded()
        }
        animator.pausesOnCompletion = true
        animator.pauseAnimation()
        animator.fractionComplete = CGFloat(slider.value)
        self.animator = animator
    }

    @objc func scrub(_ sender: UISlider) {
        guard let animator else { return }
        if animator.isRunning { animator.pauseAnimation() }
        animator.fractionComplete = CGFloat(sender.value)
    }

    @objc func growthChanged() {
        growthLabel.text = String(format: "Scale ×%.2g", growth.value)
        restart()
    }

    @objc func play() {
        guard let animator else { return }
        if animator.fractionComplete >= 1 {
            slider.setValue(0, animated: true)
            restart()
        }
        animator.startAnimation()
    }
}

PlaygroundPage.current.liveView = ScrubberViewController()
