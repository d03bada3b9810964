import NibDocument

/// What the sources beside the nibs declare, as the source rules need it: classes with their
/// outlets and actions, the string literals code passes to nib, storyboard and reuse APIs, the
/// asset names, and which module each file belongs to. Plain values: NibSources reads them from
/// Swift (through SourceKit), Objective-C, Xcode projects and asset catalogs; tests can write
/// them by hand.
public struct SourceFacts: Sendable, Codable, Hashable {
    public var types: [TypeDeclaration] = []
    public var literals: [LiteralUse] = []
    /// Modules the sources cover (targets whose files were read).
    public var modules: Set<String> = []
    /// The module each nib belongs to, by path as given to the linter, where the layout says it.
    public var nibModules: [String: String] = [:]
    /// False when there were Swift files but no SourceKit to read them: class-based rules stand down.
    public var swiftRead = true
    /// True when any Swift or Objective-C file was found: without code, there is nothing to
    /// check the nibs' classes and outlets against.
    public var codeFound = false
    /// Image, color and symbol set names from asset catalogs, and loose image files' names.
    public var images: Set<String> = []
    public var colors: Set<String> = []
    /// True when at least one asset catalog or loose image was found: asset rules run only then.
    public var assetsFound = false
    /// The project pulls in code nibcheck cannot see (CocoaPods, Carthage, package dependencies):
    /// a class name found nowhere may come from there, so unknown-custom-class stands down for
    /// classes without a module.
    public var hasExternalDependencies = false

    public init() {}

    public mutating func merge(_ other: FileDeclarations) {
        types += other.types
        literals += other.literals
    }
}

/// What one source file declares: the unit that is read and cached.
public struct FileDeclarations: Sendable, Codable, Hashable {
    public var types: [TypeDeclaration] = []
    public var literals: [LiteralUse] = []
    public init(types: [TypeDeclaration] = [], literals: [LiteralUse] = []) {
        self.types = types
        self.literals = literals
    }
}

/// A place in a source file (Codable, unlike the document's `SourceLocation`).
public struct CodeLocation: Sendable, Codable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }
    public var sourceLocation: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    public var description: String { "\(file):\(line)" }
}

/// A class, or something that adds to one: a Swift class or extension, an Objective-C
/// `@interface` (class, category or class extension) or `@implementation`.
public struct TypeDeclaration: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        /// Declares the class: a Swift `class`, an Objective-C `@interface Name : Super`.
        case classDeclaration
        /// Adds members: a Swift extension, an Objective-C category, class extension or `@implementation`.
        case addition
    }
    public enum Language: String, Sendable, Codable, Hashable {
        case swift, objectiveC
    }

    public var kind: Kind
    public var language: Language
    public var name: String
    /// Swift: the inherited types as written (the superclass, if any, comes first). Objective-C:
    /// the superclass alone.
    public var inheritedTypes: [String] = []
    /// Swift `@objc(Name)`: the class's Objective-C runtime name.
    public var objcName: String?
    /// Set from the project layout after reading; nil when unknown.
    public var module: String?
    public var location: CodeLocation
    public var properties: [Property] = []
    public var methods: [Method] = []

    public init(kind: Kind, language: Language, name: String, location: CodeLocation) {
        self.kind = kind
        self.language = language
        self.name = name
        self.location = location
    }

    /// A stored or computed property (Swift), a `@property` or instance variable (Objective-C).
    public struct Property: Sendable, Codable, Hashable {
        public var name: String
        /// The type as written, without `!`/`?` and `*`: `UILabel`, `[UIButton]`, nil when inferred.
        public var typeName: String?
        public var isOutlet: Bool
        public var isOutletCollection: Bool
        /// Swift `UILabel!`: nil until a nib sets it, and a crash when it never does.
        public var isImplicitlyUnwrapped: Bool
        public var location: CodeLocation

        public init(name: String, typeName: String?, isOutlet: Bool, isOutletCollection: Bool = false,
                    isImplicitlyUnwrapped: Bool = false, location: CodeLocation) {
            self.name = name
            self.typeName = typeName
            self.isOutlet = isOutlet
            self.isOutletCollection = isOutletCollection
            self.isImplicitlyUnwrapped = isImplicitlyUnwrapped
            self.location = location
        }
    }

    /// A method, by its Objective-C selector.
    public struct Method: Sendable, Codable, Hashable {
        public var selector: String
        /// `@IBAction`/`IBAction`.
        public var isAction: Bool
        public var location: CodeLocation
        public init(selector: String, isAction: Bool, location: CodeLocation) {
            self.selector = selector
            self.isAction = isAction
            self.location = location
        }
    }
}

/// A string passed to an API that names something in a nib: a reuse identifier, a nib or
/// storyboard name, a storyboard identifier, a segue identifier.
public struct LiteralUse: Sendable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable {
        /// `dequeueReusableCell(withIdentifier:)` and friends.
        case dequeueReuseIdentifier
        /// `register(_:forCellReuseIdentifier:)` and friends: provides an identifier.
        case registerReuseIdentifier
        /// `UINib(nibName:)`, `loadNibNamed(_:owner:)`, `NibLoader.load(named:)`.
        case nibName
        /// `UIStoryboard(name:bundle:)`.
        case storyboardName
        /// `instantiateViewController(withIdentifier:)`.
        case storyboardIdentifier
        /// `performSegue(withIdentifier:sender:)`.
        case segueIdentifier
    }
    public var kind: Kind
    /// The literal's value; nil when the argument is not a plain string literal.
    public var value: String?
    public var location: CodeLocation
    public init(kind: Kind, value: String?, location: CodeLocation) {
        self.kind = kind
        self.value = value
        self.location = location
    }
}
