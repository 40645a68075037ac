/// Curves to start from: Core Animation's five, the seed tutorials' own, and the well-known easings a
/// cubic Bézier can express (easings.net's control points).
public enum CurvePresets {
    public static let all: [(name: String, points: CurvePoints)] = [
        ("linear", CurvePoints(0, 0, 1, 1)), ("easeIn", CurvePoints(0.42, 0, 1, 1)), ("easeOut", CurvePoints(0, 0, 0.58, 1)),
        ("easeInEaseOut", CurvePoints(0.42, 0, 0.58, 1)), ("default", CurvePoints(0.25, 0.1, 0.25, 1)),
        ("Fuber strokeEnd", CurvePoints(1, 0, 0.35, 1)), ("Fuber square", CurvePoints(0.25, 0, 0.2, 1)),
        ("Fuber circle", CurvePoints(0.65, 0, 0.4, 1)), ("Fuber fade-in square", CurvePoints(0.15, 0, 0.85, 1)),
        ("Fuber container zoom", CurvePoints(0.6, 0, 0.15, 1)), ("worm stretch", CurvePoints(0.42, 0, 1, 0.55)),
        ("easeInSine", CurvePoints(0.12, 0, 0.39, 0)), ("easeOutSine", CurvePoints(0.61, 1, 0.88, 1)),
        ("easeInOutSine", CurvePoints(0.37, 0, 0.63, 1)), ("easeInQuad", CurvePoints(0.11, 0, 0.5, 0)),
        ("easeOutQuad", CurvePoints(0.5, 1, 0.89, 1)), ("easeInOutQuad", CurvePoints(0.45, 0, 0.55, 1)),
        ("easeInCubic", CurvePoints(0.32, 0, 0.67, 0)), ("easeOutCubic", CurvePoints(0.33, 1, 0.68, 1)),
        ("easeInOutCubic", CurvePoints(0.65, 0, 0.35, 1)), ("easeInQuart", CurvePoints(0.5, 0, 0.75, 0)),
        ("easeOutQuart", CurvePoints(0.25, 1, 0.5, 1)), ("easeInOutQuart", CurvePoints(0.76, 0, 0.24, 1)),
        ("easeInQuint", CurvePoints(0.64, 0, 0.78, 0)), ("easeOutQuint", CurvePoints(0.22, 1, 0.36, 1)),
        ("easeInOutQuint", CurvePoints(0.83, 0, 0.17, 1)), ("easeInExpo", CurvePoints(0.7, 0, 0.84, 0)),
        ("easeOutExpo", CurvePoints(0.16, 1, 0.3, 1)), ("easeInOutExpo", CurvePoints(0.87, 0, 0.13, 1)),
        ("easeInCirc", CurvePoints(0.55, 0, 1, 0.45)), ("easeOutCirc", CurvePoints(0, 0.55, 0.45, 1)),
        ("easeInOutCirc", CurvePoints(0.85, 0, 0.15, 1)), ("easeInBack", CurvePoints(0.36, 0, 0.66, -0.56)),
        ("easeOutBack", CurvePoints(0.34, 1.56, 0.64, 1)), ("easeInOutBack", CurvePoints(0.68, -0.6, 0.32, 1.6)),
    ]
}
