// A download button that morphs while it works, the kind of micro-interaction apps ship and tutorials teach:
// the pill narrows into a circle, a spinner arc chases itself around it, the circle turns green and a checkmark
// draws itself, then the button springs back to a pill. One 5 s cycle, repeating, built from groups, keyframes,
// strokeEnd and a spring. Two curves are slots: "morph" and "spin" (E to edit, W to write them back here).
import LayerKit

let cycle = 5.0
let morph = TimingFunction(slot: "morph", controlPoints: 0.65, 0.0, 0.35, 1.0)
let spin = TimingFunction(slot: "spin", controlPoints: 0.4, 0.0, 0.6, 1.0)
let blue = Color(red8: 37, green8: 99, blue8: 235)
let green = Color(red8: 22, green8: 163, blue8: 74)

/// A keyframe animation on one cycle's timeline: `values` at `times` (seconds into the cycle).
func keyframes(_ keyPath: String, _ values: [Any], at times: [Double], curve: TimingFunction? = nil) -> KeyframeAnimation {
    let animation = KeyframeAnimation(keyPath: keyPath)
    animation.values = values
    animation.keyTimes = times.map { $0 / cycle }
    if let curve { animation.timingFunctions = Array(repeating: curve, count: times.count - 1) }
    return animation
}

/// Runs `animations` together, over and over, one cycle at a time.
func repeating(_ animations: [Animation]) -> AnimationGroup {
    let group = AnimationGroup()
    group.animations = animations
    group.duration = cycle
    group.repeatCount = .infinity
    return group
}

func makeScene(root: Layer) {
    root.backgroundColor = Color(red8: 241, green8: 245, blue8: 249)
    let center = Point(root.bounds.width / 2, root.bounds.height / 2)
    let height = 64.0, width = 240.0

    let button = Layer()
    button.name = "button"
    button.bounds = Rect(x: 0, y: 0, width: width, height: height)
    button.position = center
    button.cornerRadius = height / 2
    button.backgroundColor = blue
    let narrow = Rect(x: 0, y: 0, width: height, height: height), wide = button.bounds
    let spring = SpringAnimation(keyPath: "bounds", dampingRatio: 0.55, response: 0.5)
    spring.fromValue = narrow
    spring.toValue = wide
    spring.beginTime = 4.2
    spring.duration = 0.8
    button.add(repeating([
        keyframes("bounds", [wide, wide, narrow, narrow], at: [0, 0.6, 1.1, 4.2], curve: morph),
        keyframes("backgroundColor", [blue, blue, green, green, blue], at: [0, 3.0, 3.3, 4.4, 5.0]),
        spring,
    ]), forKey: "morph")
    root.addSublayer(button)

    let label = TextLayer()
    label.name = "label"
    label.string = "Download"
    label.fontSize = 24
    label.foregroundColor = .white
    label.alignmentMode = .center
    label.frame = Rect(x: center.x - width / 2, y: center.y - 15, width: width, height: 32)
    label.add(repeating([keyframes("opacity", [1.0, 0.0, 0.0, 1.0], at: [0.2, 0.5, 4.3, 4.8])]), forKey: "fade")
    root.addSublayer(label)

    // The spinner: a quarter-to-three-quarter arc that grows and shrinks while the whole ring turns.
    let spinner = ShapeLayer()
    spinner.name = "spinner"
    spinner.frame = Rect(x: center.x - 20, y: center.y - 20, width: 40, height: 40)
    spinner.path = Path(arcCenter: Point(20, 20), radius: 17, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
    spinner.fillColor = nil
    spinner.strokeColor = .white
    spinner.lineWidth = 4
    spinner.lineCap = .round
    spinner.strokeEnd = 0
    spinner.add(repeating([
        keyframes("strokeEnd", [0.0, 0.0, 0.75, 0.1, 0.75, 0.0], at: [0, 1.1, 1.7, 2.3, 2.9, 3.0], curve: spin),
        keyframes("transform.rotation.z", [0.0, 0.0, 6 * Double.pi], at: [0, 1.1, 3.0]),
    ]), forKey: "spin")
    root.addSublayer(spinner)

    let check = ShapeLayer()
    check.name = "checkmark"
    check.frame = spinner.frame
    var tick = Path()
    tick.move(to: Point(11, 21)); tick.addLine(to: Point(17.5, 27.5)); tick.addLine(to: Point(29, 14))
    check.path = tick
    check.fillColor = nil
    check.strokeColor = .white
    check.lineWidth = 4
    check.lineCap = .round
    check.lineJoin = .round
    check.strokeEnd = 0
    check.add(repeating([keyframes("strokeEnd", [0.0, 0.0, 1.0, 1.0, 0.0], at: [0, 3.2, 3.6, 4.1, 4.3], curve: morph)]), forKey: "draw")
    root.addSublayer(check)
}
