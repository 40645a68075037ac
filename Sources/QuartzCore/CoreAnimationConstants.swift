// The string-constant spellings of Core Animation's option types, as older tutorials write them
// (`animation.fillMode = kCAFillModeForwards`). Each is the option type's value, so both spellings mix freely.
import LayerKit

public let kCAFillModeRemoved = FillMode.removed
public let kCAFillModeForwards = FillMode.forwards
public let kCAFillModeBackwards = FillMode.backwards
public let kCAFillModeBoth = FillMode.both

public let kCAMediaTimingFunctionLinear = TimingFunction.Name.linear
public let kCAMediaTimingFunctionEaseIn = TimingFunction.Name.easeIn
public let kCAMediaTimingFunctionEaseOut = TimingFunction.Name.easeOut
public let kCAMediaTimingFunctionEaseInEaseOut = TimingFunction.Name.easeInEaseOut
public let kCAMediaTimingFunctionDefault = TimingFunction.Name.default

public let kCAAnimationLinear = CalculationMode.linear
public let kCAAnimationDiscrete = CalculationMode.discrete
public let kCAAnimationPaced = CalculationMode.paced
public let kCAAnimationCubic = CalculationMode.cubic
public let kCAAnimationCubicPaced = CalculationMode.cubicPaced
public let kCAAnimationRotateAuto = RotationMode.rotateAuto
public let kCAAnimationRotateAutoReverse = RotationMode.rotateAutoReverse

public let kCALineCapButt = LineCap.butt
public let kCALineCapRound = LineCap.round
public let kCALineCapSquare = LineCap.square
public let kCALineJoinMiter = LineJoin.miter
public let kCALineJoinRound = LineJoin.round
public let kCALineJoinBevel = LineJoin.bevel
public let kCAFillRuleNonZero = FillRule.nonZero
public let kCAFillRuleEvenOdd = FillRule.evenOdd

public let kCAAlignmentNatural = TextLayer.AlignmentMode.natural
public let kCAAlignmentLeft = TextLayer.AlignmentMode.left
public let kCAAlignmentRight = TextLayer.AlignmentMode.right
public let kCAAlignmentCenter = TextLayer.AlignmentMode.center
public let kCAAlignmentJustified = TextLayer.AlignmentMode.justified

public let kCAGravityCenter = ContentsGravity.center
public let kCAGravityTop = ContentsGravity.top
public let kCAGravityBottom = ContentsGravity.bottom
public let kCAGravityLeft = ContentsGravity.left
public let kCAGravityRight = ContentsGravity.right
public let kCAGravityTopLeft = ContentsGravity.topLeft
public let kCAGravityTopRight = ContentsGravity.topRight
public let kCAGravityBottomLeft = ContentsGravity.bottomLeft
public let kCAGravityBottomRight = ContentsGravity.bottomRight
public let kCAGravityResize = ContentsGravity.resize
public let kCAGravityResizeAspect = ContentsGravity.resizeAspect
public let kCAGravityResizeAspectFill = ContentsGravity.resizeAspectFill

public let kCAGradientLayerAxial = GradientType.axial
public let kCAGradientLayerRadial = GradientType.radial
public let kCAGradientLayerConic = GradientType.conic

public let kCAEmitterLayerPoint = EmitterLayer.Shape.point
public let kCAEmitterLayerLine = EmitterLayer.Shape.line
public let kCAEmitterLayerRectangle = EmitterLayer.Shape.rectangle
public let kCAEmitterLayerCircle = EmitterLayer.Shape.circle
public let kCAEmitterLayerCuboid = EmitterLayer.Shape.cuboid
public let kCAEmitterLayerSphere = EmitterLayer.Shape.sphere
public let kCAEmitterLayerPoints = EmitterLayer.Mode.points
public let kCAEmitterLayerOutline = EmitterLayer.Mode.outline
public let kCAEmitterLayerSurface = EmitterLayer.Mode.surface
public let kCAEmitterLayerVolume = EmitterLayer.Mode.volume
public let kCAEmitterLayerUnordered = EmitterLayer.RenderMode.unordered
public let kCAEmitterLayerOldestFirst = EmitterLayer.RenderMode.oldestFirst
public let kCAEmitterLayerOldestLast = EmitterLayer.RenderMode.oldestLast
public let kCAEmitterLayerBackToFront = EmitterLayer.RenderMode.backToFront
public let kCAEmitterLayerAdditive = EmitterLayer.RenderMode.additive
