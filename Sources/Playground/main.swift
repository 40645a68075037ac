import Raster
let canvas = Canvas(width: 1, height: 1)
Gallery.draw(into: canvas, scale: 2)
let image = DisplayListRenderer(threads: 1).image(of: canvas.displayList)
try image.writePNG(to: "/tmp/gallery.png")
print("ok", canvas.displayList.commandCount, canvas.displayList.edgeCount)
