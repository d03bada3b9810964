import Foundation

extension Nib {
    /// UIKit's `UINib(nibName:bundle:)`: the nib `name` from `bundle`'s resources, or from
    /// `NibLoader.shared` when `bundle` is nil. UIKit loads lazily and fails at first use; this
    /// loads now and traps with the loader's error. `Nib.load(named:loader:)` throws instead.
    public convenience init(nibName name: String, bundle: Bundle?, file: StaticString = #fileID, line: UInt = #line) {
        let loader = bundle.map { NibLoader(bundle: $0) } ?? NibLoader.shared
        do {
            let nib = try loader.load(named: name)
            try self.init(document: nib.document, name: nib.name, url: nib.url)
        } catch {
            trap(error, file: file, line: line)
        }
    }

    public static func load(named name: String, loader: NibLoader = .shared) throws(NibError) -> Nib {
        try loader.load(named: name)
    }
}
