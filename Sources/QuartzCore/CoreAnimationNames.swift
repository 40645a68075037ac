// Core Animation's names for LayerKit's types, so that code written for iOS compiles unchanged. Each name is the
// LayerKit type itself (a type alias), never a second implementation.
@_exported import CoreGraphics
@_exported import Foundation
import LayerKit

public typealias CALayer = Layer
public typealias CAShapeLayer = ShapeLayer
public typealias CATextLayer = TextLayer
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientType
public typealias CAReplicatorLayer = ReplicatorLayer
public typealias CATransformLayer = TransformLayer
public typealias CAEmitterLayer = EmitterLayer
public typealias CAEmitterCell = EmitterCell
public typealias CAEmitterLayerEmitterShape = EmitterLayer.Shape
public typealias CAEmitterLayerEmitterMode = EmitterLayer.Mode
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode
public typealias CAAnimation = Animation
public typealias CAPropertyAnimation = PropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CAAnimationGroup = AnimationGroup
public typealias CASpringAnimation = SpringAnimation
public typealias CAMediaTimingFunction = TimingFunction
public typealias CAMediaTimingFunctionName = TimingFunction.Name
public typealias CAMediaTiming = MediaTiming
public typealias CAMediaTimingFillMode = FillMode
public typealias CAAnimationCalculationMode = CalculationMode
public typealias CAAnimationRotationMode = RotationMode
public typealias CAAnimationDelegate = AnimationDelegate
public typealias CAShapeLayerLineCap = LineCap
public typealias CAShapeLayerLineJoin = LineJoin
public typealias CAShapeLayerFillRule = FillRule
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
public typealias CALayerContentsGravity = ContentsGravity
public typealias CATransform3D = Transform3D

/// `HUGE` as iOS code writes it for `repeatCount` (Darwin's `HUGE` is infinite).
public let HUGE = Float.infinity
/// Seconds, as Core Animation's timing APIs take them.
public typealias CFTimeInterval = Double
