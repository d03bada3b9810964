import Foundation
import NibKit

/// The fifth seed article's vocabulary (Swiftでセルのregisterとdequeueをシンプルにする):
/// `ClassRegistrable` cells are registered by class, `NibRegistrable` ones by their nib, both
/// with `tableView.register(ACell.self)`; dequeue with `let cell: ACell = tableView.dequeueReusableCell(for:)`.
@MainActor
public protocol Registrable: AnyObject {
    static var reuseIdentifier: String { get }
}

extension Registrable {
    /// The class's name, e.g. `ACell`: the identifier both registration and dequeue use.
    public static var reuseIdentifier: String { String(describing: self) }
}

/// A cell or header/footer view registered by its class, made in code.
public protocol ClassRegistrable: Registrable {}

/// A cell or header/footer view registered by its nib.
public protocol NibRegistrable: Registrable {
    static var nib: Nib { get }
}

extension NibRegistrable {
    /// The nib with the class's name, from `NibLoader.shared` (the main bundle, as the article's
    /// `UINib(nibName:bundle: nil)`).
    public static var nib: Nib { Nib(nibName: String(describing: self), bundle: nil) }
}

extension TableView {
    /// Registers the cell by nib or by class under `T.reuseIdentifier`, and its class with the nib options' registry; traps for a type that is neither `ClassRegistrable` nor `NibRegistrable`.
    public func register<T: Registrable>(_ registrableType: T.Type, file: StaticString = #fileID, line: UInt = #line) where T: TableViewCell {
        // A class the registry refuses (another type under its name) is the caller's error, not
        // something to drop: it would surface later as "Unknown class" at the first dequeue.
        do { try nibOptions.registry.register(T.self) } catch { error.trap(file: file, line: line) }
        switch registrableType {
        case let nibType as NibRegistrable.Type:
            register(nibType.nib, forCellReuseIdentifier: nibType.reuseIdentifier, file: file, line: line)
        case let classType as ClassRegistrable.Type:
            register(classType, forCellReuseIdentifier: classType.reuseIdentifier, file: file, line: line)
        default:
            fatalError("\(registrableType) is neither ClassRegistrable nor NibRegistrable; conform it to one of them", file: file, line: line)
        }
    }

    /// Registers the header/footer view by nib or by class under `T.reuseIdentifier`, and its class with the registry; traps for a type that is neither `ClassRegistrable` nor `NibRegistrable`.
    public func register<T: Registrable>(_ registrableType: T.Type, file: StaticString = #fileID, line: UInt = #line) where T: TableViewHeaderFooterView {
        do { try nibOptions.registry.register(T.self) } catch { error.trap(file: file, line: line) }
        switch registrableType {
        case let nibType as NibRegistrable.Type:
            register(nibType.nib, forHeaderFooterViewReuseIdentifier: nibType.reuseIdentifier, file: file, line: line)
        case let classType as ClassRegistrable.Type:
            register(classType, forHeaderFooterViewReuseIdentifier: classType.reuseIdentifier, file: file, line: line)
        default:
            fatalError("\(registrableType) is neither ClassRegistrable nor NibRegistrable; conform it to one of them", file: file, line: line)
        }
    }

    /// Dequeues a cell for `indexPath` as `T`; traps when nothing is registered for `T.reuseIdentifier` or the cell is not a `T`.
    public func dequeueReusableCell<T: Registrable>(for indexPath: IndexPath) -> T where T: TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: T.reuseIdentifier, for: indexPath) as? T else {
            fatalError("Could not dequeue cell with type \(T.self) for identifier '\(T.reuseIdentifier)': set the cell's Class to \(T.self) in its nib")
        }
        return cell
    }

    /// Dequeues a header/footer view as `T`; traps when nothing is registered for `T.reuseIdentifier` or the view is not a `T`.
    public func dequeueReusableHeaderFooterView<T: Registrable>() -> T where T: TableViewHeaderFooterView {
        guard let view = dequeueReusableHeaderFooterView(withIdentifier: T.reuseIdentifier) as? T else {
            fatalError("Could not dequeue HeaderFooterView with type \(T.self) for identifier '\(T.reuseIdentifier)': register it first")
        }
        return view
    }
}
