import NibLayout

/// How `instantiate` behaves where UIKit would differ or fail, and what it connects to.
///
/// Not `Sendable`: `externalObjects` holds the caller's objects, which are not.
public struct NibInstantiationOptions {
    /// UIKit logs "Unknown class X in Interface Builder file." and makes the element's base class
    /// instead. NibKit makes that an error unless this is set; then it falls back the same way and
    /// records a warning.
    public var fallBackOnUnknownClasses: Bool
    /// Where class names are looked up.
    public var registry: ClassRegistry
    /// The objects standing in for the nib's External Object placeholders
    /// (`<placeholder placeholderIdentifier="IBExternalObject" userLabel="…">`), keyed by the
    /// placeholder's identifier, its label in Interface Builder, as UIKit's
    /// `UINib.OptionsKey.externalObjects` keys them. Outlets to a placeholder missing here stay
    /// nil, with a warning in `NibInstance.warnings`.
    public var externalObjects: [String: AnyObject]
    /// How the views made measure text changed in code: set as the `textMeasuring` of each
    /// top-level view. Nil (the default) leaves them measuring as the tree they join does, and
    /// NibLayout's `ApproximateTextMeasuring` on their own.
    public var textMeasuring: (any TextMeasuring)? {
        get { textMeasurer?.measuring }
        set { textMeasurer = newValue.map(TextMeasurer.init) }
    }
    /// `textMeasuring`, made once: the instances made with these options share their solutions.
    var textMeasurer: TextMeasurer?

    public init(fallBackOnUnknownClasses: Bool = false, registry: ClassRegistry = .shared,
                externalObjects: [String: AnyObject] = [:], textMeasuring: (any TextMeasuring)? = nil) {
        self.fallBackOnUnknownClasses = fallBackOnUnknownClasses
        self.registry = registry
        self.externalObjects = externalObjects
        self.textMeasurer = textMeasuring.map(TextMeasurer.init)
    }
}

extension Nib {
    /// Instantiates the nib as `UINib.instantiate(withOwner:options:)` does: every object is made
    /// with `init(coder:)`; then every connection is made (outlets from File's Owner go to
    /// `owner`, whose class declares them: a `NibObject`, or any class that is `OutletDeclaring`),
    /// runtime attributes are set and actions recorded; then every object is sent
    /// `awakeFromNib()`. Returns the top-level objects without placeholders.
    ///
    /// Not throwing, as UIKit's isn't (`nil` options are the defaults): a nib that can't be
    /// instantiated traps at the caller's line with its error, where UIKit raises.
    /// `tryInstantiate(withOwner:options:)` throws the same error instead.
    @MainActor public func instantiate(withOwner owner: AnyObject?, options: NibInstantiationOptions? = nil,
                            file: StaticString = #fileID, line: UInt = #line) -> [NibObject] {
        do { return try tryInstantiate(withOwner: owner, options: options ?? NibInstantiationOptions()) } catch { error.trap(file: file, line: line) }
    }

    /// `instantiate(withOwner:options:)`, throwing where it traps.
    @MainActor public func tryInstantiate(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> [NibObject] {
        try instantiateWithDetails(withOwner: owner, options: options).topLevelObjects
    }

    /// `instantiate`, with every object by id and the warnings of fallbacks taken.
    @MainActor public func instantiateWithDetails(withOwner owner: AnyObject?, options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> NibInstance {
        let instance = try instantiate(withOwner: owner, registry: options.registry, fallBackOnUnknownClasses: options.fallBackOnUnknownClasses,
                                       externalObjects: options.externalObjects)
        options.measureText(of: instance.topLevelObjects)
        return instance
    }

    /// Checks every outlet and action the nib connects against what the classes involved declare
    /// (`outlets`, `actions`), names and types, without making an object, and throws the error
    /// instantiating would give, at the connection's file:line. File's Owner's connections are
    /// checked against `owner` when given. The typed registration (`register(BookCell.self)`)
    /// and `loadFromNib()`/`loadNibContent()` call this, so a mistake shows when the nib is
    /// registered, not at the first scroll or tap.
    ///
    /// Beyond instantiation, an action sent to a class that declares no method for it is an
    /// error (`.unknownAction`): UIKit loads such a nib and crashes when the control fires. A
    /// target that is an `ActionTarget` handles selectors by name and is not checked.
    @MainActor public func checkConnections(owner: AnyObject.Type? = nil, options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) {
        try checkConnections(owner: owner, registry: options.registry, fallBackOnUnknownClasses: options.fallBackOnUnknownClasses,
                             dispatchesByName: { $0 is any ActionTarget.Type })
    }
}

extension NibInstantiationOptions {
    /// Gives the top-level views among `objects` the options' text measuring, if any.
    @MainActor func measureText(of objects: [NibObject]) {
        guard let textMeasurer else { return }
        for case let view as View in objects { view.ownTextMeasurer = textMeasurer }
    }
}

extension NibCoder {
    /// The views of the element's `<subviews>`, in order, already made.
    public var subviews: [View] { subviewObjects.compactMap { $0 as? View } }
}
