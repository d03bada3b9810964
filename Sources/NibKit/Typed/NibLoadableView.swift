import Foundation

/// A view whose layout lives in a nib named after it. `register(T.self)` registers the nib
/// instead of the class, `loadFromNib()` makes the view from a nib whose root is the view, and
/// `loadNibContent()` fills a view that is its nib's File's Owner.
///
/// Where the nib is found is the type's `nibLoader`: by default the loader of its `nibBundle`,
/// which is the resource bundle SwiftPM built for the module that declares the type (found by
/// the module's name beside the program, since `Bundle(for:)` does not find it), else the main
/// bundle. A type names its bundle when it is elsewhere, or its loader for a folder of its own:
///
/// ```swift
/// extension BookCell: NibLoadableView {
///     static var nibBundle: Bundle { .module }
/// }
/// ```
@MainActor
public protocol NibLoadableView: AnyObject {
    /// The nib's file name without extension; the bare class name by default.
    static var nibName: String { get }
    /// The bundle the nib is in: the declaring module's SwiftPM resource bundle by default
    /// (`Bundle.resources(ofModuleDeclaring:)`), else the main bundle.
    static var nibBundle: Bundle { get }
    /// Where the nib is looked for: the loader of `nibBundle` by default.
    static var nibLoader: NibLoader { get }
}

extension NibLoadableView where Self: View {
    public static var nibName: String { String(describing: self) }
    public static var nibBundle: Bundle { Bundle.resources(ofModuleDeclaring: self) ?? .main }
    public static var nibLoader: NibLoader { NibLoader.cached(for: nibBundle) }
}

extension NibLoadableView {
    /// The type's nib from its `nibLoader`; when it is not there, the error lists the folders
    /// searched and says how to name the bundle the nib is in.
    static func loadTypedNib() throws(NibError) -> Nib {
        do throws(NibError) {
            return try nibLoader.load(named: nibName)
        } catch where error.kind == .notFound {
            var error = error
            let module = ModuleBundles.moduleName(of: self) ?? "its module"
            let bundles = ModuleBundles.allResourceBundleURLs.map(\.lastPathComponent)
            error.message += "; searched for \(Self.self) (module \(module)): \(nibLoader.searchPaths.map(\.path).joined(separator: ", "))"
                + (bundles.isEmpty ? "; no SwiftPM resource bundle is beside the program" : "; resource bundles beside the program: \(bundles.joined(separator: ", "))")
            error.hint = "put \(nibName).xib in the resources of \(module)'s target, or name the bundle it is in: extension \(Self.self) { static var nibBundle: Bundle { .module } } in the target that holds it (or static var nibLoader for a folder of your own)"
            throw error
        }
    }
}

extension NibLoader {
    /// The loader of the main bundle and the resource bundles beside it: `NibLoader()`, which
    /// `Nib(nibName:bundle: nil)` and `Storyboard(name:bundle: nil)` use.
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
        let nib = try loadTypedNib()
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
        let nib = try Self.loadTypedNib()
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
