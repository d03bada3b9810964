import Foundation

/// The part of a view's Core Animation layer (`CALayer`) that code and nibs set: its corners,
/// border and shadow. NibKit draws none of it; it keeps what was set, so code that reads it back
/// (and a nib's `layer.cornerRadius` runtime attribute) behaves as in UIKit. An object, as
/// `CALayer` is: `let layer = view.layer; layer.cornerRadius = 8` changes the view's layer.
open class Layer {
    /// The radius of the rounded corners, in points (`cornerRadius`).
    public var cornerRadius: CGFloat = 0
    /// The border's width, in points (`borderWidth`).
    public var borderWidth: CGFloat = 0
    /// The border's colour (`borderColor`; UIKit's takes a `CGColor`).
    public var borderColor: Color?
    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`, which setting
    /// it through the view sets.
    public var masksToBounds = false
    /// The shadow's opacity, 0 (none, the default) to 1 (`shadowOpacity`).
    public var shadowOpacity: Float = 0
    /// The shadow's blur radius, in points (`shadowRadius`, 3 by default).
    public var shadowRadius: CGFloat = 3
    /// The shadow's offset (`shadowOffset`, (0, -3) by default).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's colour (`shadowColor`, black by default).
    public var shadowColor: Color?

    /// A layer with UIKit's defaults.
    public init() {}
}

/// Core Animation's name for a view's layer, as UIKit code writes it (`let layer: CALayer = view.layer`).
public typealias CALayer = Layer
