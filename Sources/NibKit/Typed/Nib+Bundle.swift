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
