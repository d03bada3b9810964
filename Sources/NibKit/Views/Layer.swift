import Foundation

/// The part of a view's Core Animation layer (`CALayer`) that code and nibs set: its corners,
/// border and shadow. NibKit draws none of it; it keeps what was set, so code that reads it back
/// (and a nib's `layer.cornerRadius` runtime attribute) behaves as in UIKit.
public final class Layer {
    /// The radius of the rounded corners, in points (`cornerRadius`).
    public var cornerRadius: CGFloat = 0
    /// The border's width, in points (`borderWidth`).
    public var borderWidth: CGFloat = 0
    /// The border's colour (`borderColor`; UIKit's takes a `CGColor`).
    public var borderColor: Color?
    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set {
            if let view { view.clipsToBounds = newValue } else { storedMasksToBounds = newValue }
        }
    }
    /// The shadow's opacity, 0 (none, the default) to 1 (`shadowOpacity`).
    public var shadowOpacity: Float = 0
    /// The shadow's blur radius, in points (`shadowRadius`, 3 by default).
    public var shadowRadius: CGFloat = 3
    /// The shadow's offset (`shadowOffset`, (0, -3) by default).
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's colour (`shadowColor`, black by default).
    public var shadowColor: Color?

    private weak var view: View?
    private var storedMasksToBounds = false

    /// A layer of its own, not a view's.
    public init() {}

    init(view: View) {
        self.view = view
    }
}
