import Foundation

/// The traits a view is shown with (`UITraitCollection`): its size classes, the kind of device
/// and the appearance. A window has them (a phone in portrait unless told otherwise); its
/// controllers and views take them from it, and hear `traitCollectionDidChange(_:)` when they
/// change.
public struct TraitCollection: Sendable, Hashable {
    /// A size class (`UIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Sendable, Hashable {
        case unspecified, compact, regular
    }

    /// The kind of device (`UIUserInterfaceIdiom`).
    public enum Idiom: Int, Sendable, Hashable {
        case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
    }

    /// Light or dark (`UIUserInterfaceStyle`).
    public enum Style: Int, Sendable, Hashable {
        case unspecified, light, dark
    }

    /// `horizontalSizeClass`.
    public var horizontalSizeClass: SizeClass
    /// `verticalSizeClass`.
    public var verticalSizeClass: SizeClass
    /// `userInterfaceIdiom`.
    public var userInterfaceIdiom: Idiom
    /// `userInterfaceStyle`.
    public var userInterfaceStyle: Style
    /// Points to pixels (`displayScale`).
    public var displayScale: CGFloat

    /// Traits from their values; what is not given is unspecified (scale 0).
    public init(horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
                userInterfaceIdiom: Idiom = .unspecified, userInterfaceStyle: Style = .unspecified, displayScale: CGFloat = 0) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// A phone in portrait, light, at 3×: a window's traits unless it is given others (and what a
    /// view outside any window has).
    public static let phonePortrait = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular,
                                                      userInterfaceIdiom: .phone, userInterfaceStyle: .light, displayScale: 3)

    /// Whether the size classes differ (`hasDifferentSizeClass(comparedTo:)`, UIKit's test before
    /// re-laying out for new traits).
    public func hasDifferentSizeClass(comparedTo other: TraitCollection?) -> Bool {
        horizontalSizeClass != other?.horizontalSizeClass || verticalSizeClass != other?.verticalSizeClass
    }
}
