/// A value Interface Builder writes as a string attribute (`eventType="touchUpInside"`,
/// `contentMode="scaleAspectFit"`, `firstAttribute="leading"`), read as a typed enumeration.
///
/// Every conforming type has an `unknown(String)` case: a file written by a newer Xcode, or edited
/// by hand, may hold a name NibKit does not know. That name is kept, readable, and written back
/// as it was; it is never a crash and never silently turned into a default.
public protocol InterfaceBuilderValue: Hashable, Sendable, CustomStringConvertible {
    /// The known values and every spelling Interface Builder writes for each, the preferred
    /// (current Xcode) spelling first.
    static var spellings: [(value: Self, names: [String])] { get }
    /// The value for a name no entry of `spellings` has.
    static func unknown(_ name: String) -> Self
    /// The name of an unknown value, nil for a known one.
    var unknownName: String? { get }
}

extension InterfaceBuilderValue {
    /// Reads the string Interface Builder writes; an unknown name becomes `unknown(name)`.
    public init(interfaceBuilderName name: String) {
        for entry in Self.spellings where entry.names.contains(name) {
            self = entry.value
            return
        }
        self = Self.unknown(name)
    }

    /// The string Interface Builder writes for this value (the current spelling), or the unknown
    /// name as it was read.
    public var interfaceBuilderName: String {
        if let name = unknownName { return name }
        return Self.spellings.first { $0.value == self }?.names.first ?? ""
    }

    /// True unless the value is `unknown(_)`.
    public var isKnown: Bool { unknownName == nil }

    /// The Interface Builder name.
    public var description: String { interfaceBuilderName }
}
