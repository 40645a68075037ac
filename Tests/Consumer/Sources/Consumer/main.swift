// A package that depends on Raster and LayerKit by URL and version, as any other package would: it builds a layer
// with an animation, renders one frame and checks a pixel of it.
import Foundation
import LayerKit

let root = Layer()
root.setWithoutAnimation(.bounds, .rect(Rect(x: 0, y: 0, width: 40, height: 40)))
let tree = LayerTree(rootLayer: root)
let square = Layer()
tree.transaction.withoutActions {
    square.frame = Rect(x: 10, y: 10, width: 20, height: 20)
    square.backgroundColor = Color(red: 1, green: 0, blue: 0)
    root.addSublayer(square)
}
let fade = BasicAnimation(keyPath: "opacity")
fade.fromValue = 1.0
fade.toValue = 0.0
fade.duration = 2
square.add(fade, forKey: "fade")
tree.advance(to: 1)
let image = LayerRenderer().image(of: tree, pixelWidth: 40, pixelHeight: 40, scale: 1, background: .white)
let pixel = image.pixel(x: 20, y: 20)
// Half-faded red over white: about (255, 128, 128).
let green = Int((pixel >> 8) & 0xFF)
guard abs(green - 128) <= 2, image.pixel(x: 2, y: 2) == 0xFFFF_FFFF else {
    print("consumer: unexpected pixels \(String(pixel, radix: 16))")
    exit(1)
}
print("consumer: rendered a frame through LayerKit as a versioned dependency")
