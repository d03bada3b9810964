import Foundation

/// A view whose layout lives in a nib named after it. `register(T.self)` registers the nib
/// instead of the class, `loadFromNib()` makes the view from a nib whose root is the view, and
/// `loadNibContent()` fills a view that is its nib's File's Owner.
///
/// Where the nib is found is the type's `nibLoader`: by default `NibLoader.shared` (the current
/// directory's `Resources/`, then the main bundle). A SwiftPM target names its own resources,
/// since `Bundle(for:)` does not find them:
///
/// ```swift
/// extension BookCell: NibLoadableView {
///     static var nibLoader: NibLoader { Resources.loader }   // a `static let` NibLoader(bundle: .module)
/// }
/// ```
public protocol NibLoadableView: AnyObject {
    /// The nib's file name without extension; the bare class name by default.
    static var nibName: String { get }
    /// Where the nib is looked for.
    static var nibLoader: NibLoader { get }
}

extension NibLoadableView where Self: View {
    public static var nibName: String { String(describing: self) }
    public static var nibLoader: NibLoader { NibLoader.shared }
}

extension NibLoader {
    /// The loader the typed API uses unless a type names another: `NibLoader()`.
    public static let shared = NibLoader()
}

extension NibLoadableView where Self: View {
    /// Makes the view from its nib, whose single top-level object must be a `Self`. Traps with a
    /// message naming the type and the nib; `tryLoadFromNib()` throws instead.
    public static func loadFromNib(options: NibInstantiationOptions = NibInstantiationOptions(), file: StaticString = #fileID, line: UInt = #line) -> Self {
        do { return try tryLoadFromNib(options: options) } catch { trap(error, file: file, line: line) }
    }

    public static func tryLoadFromNib(options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) -> Self {
        try options.registry.register(Self.self)
        let nib = try nibLoader.load(named: nibName)
        try nib.checkConnections(options: options)
        let objects = try nib.tryInstantiate(withOwner: nil, options: options)
        guard let view = objects.first as? Self else {
            throw NibError(kind: .invalid, location: nib.document.topLevelLocation,
                           message: "\(nibName).xib must have a \(Self.self) as its first top-level object to load \(Self.self).loadFromNib(), but it has \(objects.map { String(describing: type(of: $0)) }); set the root view's Class to \(Self.self) in Interface Builder")
        }
        return view
    }
}

extension NibLoadableView where Self: View {
    /// Instantiates the nib with this view as its File's Owner (its outlets get connected), and
    /// adds the nib's first top-level view as a subview filling this view. Traps with a message
    /// naming the type and the nib; `tryLoadNibContent()` throws instead.
    public func loadNibContent(options: NibInstantiationOptions = NibInstantiationOptions(), file: StaticString = #fileID, line: UInt = #line) {
        do { try tryLoadNibContent(options: options) } catch { trap(error, file: file, line: line) }
    }

    public func tryLoadNibContent(options: NibInstantiationOptions = NibInstantiationOptions()) throws(NibError) {
        let nib = try Self.nibLoader.load(named: Self.nibName)
        try nib.checkConnections(owner: Self.self, options: options)
        let objects = try nib.tryInstantiate(withOwner: self, options: options)
        guard let content = objects.first(where: { $0 is View }) as? View else {
            throw NibError(kind: .invalid, location: nib.document.topLevelLocation,
                           message: "\(Self.nibName).xib has no top-level view to load into \(Self.self); add one and connect File's Owner (class \(Self.self)) to it")
        }
        content.frame = bounds
        addSubview(content)
    }
}
