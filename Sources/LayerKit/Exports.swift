/// LayerKit speaks in Raster's geometry, colours, paths and images: code that imports LayerKit gets them too.
@_exported import Raster
