/// One outlet a class can be connected through: a name, as Interface Builder writes it, and a
/// key path the compiler checks. Replaces key-value coding, which Swift on Linux does not have.
///
/// ```swift
/// Outlet("titleLabel", \BookCell.titleLabel)          // var titleLabel: Label!
/// Outlet("labels", \ProfileView.labels)               // var labels: [Label] (a collection)
/// ```
public struct Outlet: Sendable {
    // Plans holding outlets are shared between threads, so every closure is Sendable: those that
    // only describe types are @Sendable; the setter is @MainActor (a main-actor function is
    // Sendable), because the properties it sets are views' and controllers', which are
    // main-actor isolated, and a key path to them is used on the main actor only.
    public let name: String
    /// The property's declared type, for messages (worked out only when asked: describing a
    /// type goes through reflection, too slow for every instantiation).
    public var typeName: String { describeType() }
    private let describeType: @Sendable () -> String
    let isCollection: Bool
    let set: @MainActor (_ source: AnyObject, _ destinations: [AnyObject]) -> String?
    /// Whether an object of the given class may be stored in the property (for a collection: as
    /// one of its elements), decided from the class alone, as registration must: `Value` or a
    /// subclass. A property typed `Any`, `AnyObject` or a protocol can't be decided from a class
    /// and accepts every class; connecting the objects then decides.
    let accepts: @Sendable (AnyClass) -> Bool

    /// An outlet to one object, into an optional (or implicitly unwrapped) property.
    public init<Root: AnyObject, Value>(_ name: String, _ keyPath: sending ReferenceWritableKeyPath<Root, Value?>) {
        self.name = name
        describeType = { String(describing: Value.self) }
        isCollection = false
        accepts = { TypeTest.accepts($0, as: Value.self) }
        set = { source, destinations in
            guard let root = source as? Root else { return String(describing: Root.self) }
            guard let destination = destinations.last else { return nil }
            guard let value = destination as? Value else { return String(describing: type(of: destination)) }
            root[keyPath: keyPath] = value
            return nil
        }
    }

    /// An outlet collection (`<outletCollection>`), into an array property.
    public init<Root: AnyObject, Value>(_ name: String, _ keyPath: sending ReferenceWritableKeyPath<Root, [Value]>) {
        self.name = name
        describeType = { "[\(String(describing: Value.self))]" }
        isCollection = true
        accepts = { TypeTest.accepts($0, as: Value.self) }
        set = { source, destinations in
            guard let root = source as? Root else { return String(describing: Root.self) }
            var values: [Value] = []
            for destination in destinations {
                guard let value = destination as? Value else { return String(describing: type(of: destination)) }
                values.append(value)
            }
            root[keyPath: keyPath] = values
            return nil
        }
    }

    /// An outlet with its own setter, for properties that aren't plain stored ones (a weak
    /// protocol-typed `dataSource`, say). The setter returns false when the value has the
    /// wrong type; until then any class is accepted (registration can't test a setter).
    public init<Root: AnyObject>(_ name: String, typeName: String, set setter: @escaping @MainActor (Root, AnyObject) -> Bool) {
        self.name = name
        describeType = { typeName }
        isCollection = false
        accepts = { _ in true }
        set = { source, destinations in
            guard let root = source as? Root else { return String(describing: Root.self) }
            guard let destination = destinations.last else { return nil }
            return setter(root, destination) ? nil : String(describing: type(of: destination))
        }
    }
}
