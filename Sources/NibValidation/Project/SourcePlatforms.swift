import NibDocument

/// The platforms a declaration is compiled for, as its file's `#if` conditions say: a Swift file
/// shared between an iOS and a macOS app declares an outlet once per platform, under `#if
/// os(macOS)` and `#elseif os(iOS)` (eduVPN's controllers: `passwordTextField` an
/// `NSSecureTextField` on the Mac, a `UITextField` on iOS). A nib checks the declaration its own
/// platform compiles. Catalyst builds are iOS's (`os(iOS)` holds there).
public struct SourcePlatforms: OptionSet, Sendable, Codable, Hashable {
    /// One bit a platform: iOS 1, tvOS 2, macOS 4.
    public let rawValue: UInt8
    /// The platforms of `rawValue`'s bits; other bits are dropped.
    public init(rawValue: UInt8) { self.rawValue = rawValue & 7 }

    /// iOS, with Mac Catalyst and the iPad.
    public static let iOS = SourcePlatforms(rawValue: 1)
    /// tvOS.
    public static let tvOS = SourcePlatforms(rawValue: 2)
    /// macOS (AppKit nibs).
    public static let macOS = SourcePlatforms(rawValue: 4)
    /// Every platform a nib may target: what a declaration outside any platform condition is for.
    public static let all: SourcePlatforms = [.iOS, .tvOS, .macOS]

    /// Whether a nib of `platform` may see the declaration; any nib, where its platform is not known.
    public func includes(_ platform: Platform?) -> Bool {
        switch platform {
        case .iOS: contains(.iOS)
        case .tvOS: contains(.tvOS)
        case .macOS: contains(.macOS)
        case .watchOS, nil: true
        }
    }
}
