// The names UIKit's types had before Swift 4.2 nested them, which published playgrounds and demos still spell. Each is
// the nested type itself.

public typealias UIViewAnimationOptions = UIView.AnimationOptions
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
public typealias UIViewAnimationCurve = UIView.AnimationCurve
public typealias UIViewContentMode = UIView.ContentMode
public typealias UIControlState = UIControl.State
public typealias UIControlEvents = UIControl.Event
public typealias UIButtonType = UIButton.ButtonType
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
public typealias UITouchPhase = UITouch.Phase
public typealias UIFontWeight = UIFont.Weight
public typealias NSAttributedStringKey = NSAttributedString.Key
