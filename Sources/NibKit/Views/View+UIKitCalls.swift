import Foundation

/// A semantic description of a view's content, which decides whether it flips between
/// left-to-right and right-to-left layouts (`UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Flips with the layout direction (the default).
    case unspecified
    /// Playback controls, which never flip.
    case playback
    /// Directional controls, which never flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// The direction of a layout (`UIUserInterfaceLayoutDirection`).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable {
    case leftToRight
    case rightToLeft
}

/// UIKit's `UIEvent`, which `hitTest(_:with:)` and `point(inside:with:)` take. NibKit models no
/// touches, so code passes nil; the name is `Control.Event`'s, so that `Event` means one type
/// everywhere: inside a `Control` subclass, where a ported `UIEvent` and `UIControl.Event` both
/// read `Event`, an override of `point(inside:with:)` still matches.
public typealias Event = Control.Event

extension View {
    /// The direction the view lays its content out in (`effectiveUserInterfaceLayoutDirection`):
    /// right to left for `.forceRightToLeft`; otherwise the app's direction, which is left to
    /// right in NibKit (it has no localization to flip).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction `attribute` lays content out in (`userInterfaceLayoutDirection(for:)`).
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The layout margins by leading and trailing edge (`directionalLayoutMargins`): the left
    /// and right margins, swapped when the view lays out right to left.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = EdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                       bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }

    /// The view itself, or the first view below it, depth first, whose `tag` is `tag`
    /// (`viewWithTag(_:)`).
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        var pending = subviews.reversed() as [View]
        while let view = pending.popLast() {
            if view.tag == tag { return view }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return nil
    }

    /// Runs `animations` at once, then `completion` with `true` (`animate(withDuration:animations:completion:)`):
    /// headless NibKit has no frames to animate between, so the views end where the animation
    /// would leave them.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// `animate(withDuration:animations:completion:)` with a delay and options: run at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, animations: animations, completion: completion)
    }

    /// `performWithoutAnimation(_:)`: runs `actions`.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// How an animation runs (`UIView.AnimationOptions`); accepted, and nothing is animated.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }
}
