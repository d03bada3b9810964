import NibKitCore

/// How `instantiate` behaves where UIKit would differ or fail.
public struct NibInstantiationOptions: Sendable {
    /// UIKit logs "Unknown class X in Interface Builder file." and makes the element's base class
    /// instead. NibKit makes that an error unless this is set; then it falls back the same way and
    /// records a warning.
    public var fallBackOnUnknownClasses: Bool
    /// Where class names are looked up.
    public var registry: ClassRegistry

    public init(fallBackOnUnknownClasses: Bool = false, registry: ClassRegistry = .shared) {
        self.fallBackOnUnknownClasses = fallBackOnUnknownClasses
        self.registry = registry
    }
}

extension Nib {
    /// Instantiates the nib as `UINib.instantiate(withOwner:options:)` does: every object is made
    /// with `init(coder:)`; then every connection is made (outlets from File's Owner go to
    /// `owner`, whose class declares them: a `NibObject`, or any class that is `OutletDeclaring`),
    /// runtime attributes are set and actions recorded; then every object is sent
    /// `awakeFromNib()`. Returns the top-level objects without placeholders.
    public func instantiate(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> [NibObject] {
        try instantiateWithDetails(withOwner: owner, options: options).topLevelObjects
    }

    /// `instantiate`, with every object by id and the warnings of fallbacks taken.
    public func instantiateWithDetails(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> NibInstance {
        try instantiate(withOwner: owner, registry: options.registry, fallBackOnUnknownClasses: options.fallBackOnUnknownClasses)
    }
}

extension NibCoder {
    /// The views of the element's `<subviews>`, in order, already made.
    public var subviews: [View] { subviewObjects.compactMap { $0 as? View } }
}
