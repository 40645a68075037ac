import LayerKit

/// The app's main screen that the splash dissolves into: a simple map with streets, a park, a pickup pin
/// and a request bar.
enum MainScreen {
    static func layer(size: Size) -> Layer {
        let screen = Layer()
        screen.name = "mainScreen"
        screen.frame = Rect(origin: .zero, size: size)
        screen.backgroundColor = Color(red8: 236, green8: 233, blue8: 226)
        let streets = ShapeLayer()
        streets.name = "streets"
        streets.frame = screen.bounds
        var grid = Path()
        var x = -40.0
        while x < size.width + size.height {
            grid.move(to: Point(x, 0)); grid.addLine(to: Point(x - size.height * 0.35, size.height))
            x += 140
        }
        var y = 60.0
        while y < size.height {
            grid.move(to: Point(0, y)); grid.addLine(to: Point(size.width, y + 30))
            y += 120
        }
        streets.path = grid
        streets.fillColor = nil
        streets.strokeColor = .white
        streets.lineWidth = 10
        streets.lineCap = .round
        let park = Layer()
        park.name = "park"
        park.frame = Rect(x: size.width * 0.62, y: size.height * 0.18, width: size.width * 0.22, height: size.height * 0.2)
        park.cornerRadius = 18
        park.backgroundColor = Color(red8: 190, green8: 220, blue8: 180)
        let pin = ShapeLayer()
        pin.name = "pickupPin"
        pin.bounds = Rect(x: 0, y: 0, width: 28, height: 40)
        pin.position = Point(size.width / 2, size.height / 2 - 20)
        pin.path = try? Path(
            svgPathData: "M 14 40 C 14 40 0 22 0 14 A 14 14 0 0 1 28 14 C 28 22 14 40 14 40 Z M 14 8 A 6 6 0 1 0 14 20 A 6 6 0 1 0 14 8 Z")
        pin.fillRule = .evenOdd
        pin.fillColor = Splash.fuberBlue
        let bar = Layer()
        bar.name = "requestBar"
        bar.frame = Rect(x: size.width * 0.2, y: size.height - 90, width: size.width * 0.6, height: 56)
        bar.cornerRadius = 28
        bar.backgroundColor = Splash.fuberBlue
        bar.addSublayer(
            TextLayer(
                "Request a Fuber", frame: Rect(x: 0, y: 14, width: bar.bounds.width, height: 30), fontSize: 22,
                color: .white, alignment: .center, name: "requestLabel"))
        for layer in [streets, park, pin, bar] { screen.addSublayer(layer) }
        return screen
    }
}
