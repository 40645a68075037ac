// A paging scroll view with parallax, as onboarding screens are built: the cards page under the finger, the hills
// behind them move at half the speed (in the delegate's scrollViewDidScroll), and the dot of the page in view grows.
// Open it with `playground --scene examples/parallax.swift` and drag the cards sideways; a flick turns one page.
import UIKit
import PlaygroundSupport

final class Onboarding: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let hills = UIView()
    var dots: [UIView] = []
    let titles = ["Slow it down", "Pull it apart", "Tune it by hand"]
    let colors: [UIColor] = [.systemOrange, .systemPink, .systemTeal]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.55, green: 0.78, blue: 0.95, alpha: 1)
        view.addSubview(hills)
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        view.addSubview(scrollView)
        for (index, title) in titles.enumerated() {
            let card = UIView()
            card.backgroundColor = colors[index]
            card.layer.cornerRadius = 16
            let label = UILabel()
            label.text = title
            label.font = .boldSystemFont(ofSize: 24)
            label.textColor = .white
            label.sizeToFit()
            card.addSubview(label)
            scrollView.addSubview(card)
        }
        for _ in titles {
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 12))
            dot.backgroundColor = .white
            dot.layer.cornerRadius = 6
            view.addSubview(dot)
            dots.append(dot)
        }
    }

    /// Places everything for the view's size, as it is known only now.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = view.bounds.size
        guard scrollView.frame.size != size else { return }
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: size.width * CGFloat(titles.count), height: size.height)
        for (index, card) in scrollView.subviews.enumerated() {
            card.frame = CGRect(x: size.width * CGFloat(index) + 40, y: 50, width: size.width - 80, height: 150)
            card.subviews.first?.center = CGPoint(x: card.bounds.midX, y: card.bounds.midY)
        }
        // The hills: wider than the screen, drawn as a path, moved at half the scroll.
        hills.frame = CGRect(x: 0, y: size.height * 0.55, width: size.width * 2.5, height: size.height * 0.45)
        let shape = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: hills.bounds.height))
        for i in 0...10 {
            let x = hills.bounds.width * CGFloat(i) / 10
            path.addQuadCurve(to: CGPoint(x: x, y: hills.bounds.height * (i % 2 == 0 ? 0.35 : 0.6)),
                              controlPoint: CGPoint(x: x - hills.bounds.width / 20, y: hills.bounds.height * 0.1))
        }
        path.addLine(to: CGPoint(x: hills.bounds.width, y: hills.bounds.height))
        path.close()
        shape.path = path.cgPath
        shape.fillColor = UIColor(red: 0.35, green: 0.65, blue: 0.4, alpha: 1).cgColor
        hills.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
        hills.layer.addSublayer(shape)
        for (index, dot) in dots.enumerated() {
            dot.center = CGPoint(x: size.width / 2 - 24 + CGFloat(index) * 24, y: size.height - 24)
        }
        scrollViewDidScroll(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        hills.frame.origin.x = -scrollView.contentOffset.x / 2
        let page = scrollView.contentOffset.x / max(width, 1)
        for (index, dot) in dots.enumerated() {
            let nearness = max(0, 1 - abs(page - CGFloat(index)))
            dot.transform = CGAffineTransform(scaleX: 1 + nearness * 0.6, y: 1 + nearness * 0.6)
            dot.alpha = 0.5 + nearness * 0.5
        }
    }
}

let onboarding = Onboarding()
onboarding.preferredContentSize = CGSize(width: 420, height: 320)
PlaygroundPage.current.liveView = onboarding
