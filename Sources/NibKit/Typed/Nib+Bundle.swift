import Foundation

extension Nib {
    /// UIKit's `UINib(nibName:bundle:)`: the nib `name` from `bundle`'s resources, or from
    /// `NibLoader.shared` when `bundle` is nil. UIKit loads lazily and fails at first use; this
    /// loads now and traps with the loader's error; `Nib.load(nibName:bundle:)` throws instead.
    public convenience init(nibName name: String, bundle: Bundle?, file: StaticString = #fileID, line: UInt = #line) {
        do {
            let nib = try Nib.load(nibName: name, bundle: bundle)
            try self.init(document: nib.document, name: nib.name, url: nib.url)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    /// The nib `name` from `loader` (by default `NibLoader.shared`), throwing what it finds wrong.
    public static func load(named name: String, loader: NibLoader = .shared) throws(NibError) -> Nib {
        try loader.load(named: name)
    }

    /// `init(nibName:bundle:)`'s throwing twin: the nib `name` from `bundle`'s resources, or from
    /// `NibLoader.shared` when `bundle` is nil, throwing where the initializer traps.
    public static func load(nibName name: String, bundle: Bundle?) throws(NibError) -> Nib {
        try (bundle.map { NibLoader(bundle: $0) } ?? NibLoader.shared).load(named: name)
    }
}

extension Nib {
    /// The keys of the options `Bundle.loadNibNamed(_:owner:options:)` takes (`UINib.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` of the objects standing in for the nib's External Object
        /// placeholders, by identifier (`NibInstantiationOptions.externalObjects`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}

extension NibInstantiationOptions {
    /// The options UIKit's dictionary gives (`[Nib.OptionsKey: Any]`); nil: the defaults.
    init(_ options: [Nib.OptionsKey: Any]?) {
        self.init()
        if let external = options?[.externalObjects] as? [String: Any] {
            externalObjects = external.mapValues { $0 as AnyObject }
        }
    }
}

extension Bundle {
    /// Instantiates the nib `name` from this bundle's resources with `owner` as File's Owner, and
    /// returns its top-level objects (`loadNibNamed(_:owner:options:)`). A nib that is missing or
    /// can't be instantiated traps at the caller's line with what to change, where UIKit raises.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil,
                             file: StaticString = #fileID, line: UInt = #line) -> [Any]? {
        do {
            let nib = try Nib.load(nibName: name, bundle: self)
            return try nib.tryInstantiate(withOwner: owner.map { $0 as AnyObject }, options: NibInstantiationOptions(options))
        } catch {
            error.trap(file: file, line: line)
        }
    }
}
