@_exported import CoreText
@_exported import QuartzCore
