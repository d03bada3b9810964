import NibDocument

/// Typed Swift for the nibs and storyboards of a project: what `nibcheck generate` writes.
///
/// From the same documents lint reads, it generates:
/// - for each XIB whose one top-level object is a cell or reusable view with a custom class, its
///   `ReusableView` and `NibLoadableView` conformance, with the nib's own reuse identifier;
/// - for each XIB whose one top-level view has a custom class, its `NibLoadableView` conformance;
/// - for each storyboard, an enum with the storyboard, its initial controller and every scene
///   with a Storyboard ID, each typed as the scene's class;
/// - for each controller class with identified segues, a `SegueIdentifier` enum and typed
///   `performSegue` and `segueIdentifier(of:)`;
/// - for each storyboard prototype cell with a custom class, its `ReusableView` conformance.
///
/// Output is deterministic: documents in path order, objects in document order, no dates or
/// paths. An input that cannot be generated for is a diagnostic at its line; the rest is still
/// generated.
public struct CodeGenerator: Sendable {
    /// What the code is written against.
    public enum Flavor: String, Sendable, CaseIterable {
        /// NibKit, on Linux and macOS.
        case nibkit
        /// UIKit, for an iOS app, with the small protocols it needs.
        case uikit
        /// AppKit, for a macOS app, with the small protocols it needs.
        case appkit
    }

    /// The access level of what is generated.
    public enum Access: String, Sendable, CaseIterable {
        /// Visible in the module that holds the nibs.
        case `internal`
        /// Visible to the modules that import it (a framework's nibs).
        case `public`
    }

    /// How to generate.
    public struct Options: Sendable {
        /// What the code is written against.
        public var flavor: Flavor = .nibkit
        /// The expression every nib and storyboard lookup uses: a `NibLoader` for NibKit, a
        /// `Bundle?` for UIKit and AppKit. nil: `NibLoader.shared`, or `nil` (the main bundle).
        public var loader: String?
        /// The access level of the enums, functions and support code.
        public var access: Access = .internal
        /// Whether the UIKit and AppKit flavors include the protocols and extensions the code
        /// uses (`ReusableView`, `NibLoadableView`, typed `register` and dequeue).
        public var includesSupport = true
        /// Classes the sources already make conform to these protocols, with the protocols:
        /// nothing is generated for them.
        public var declaredConformances: [String: Set<String>] = [:]
        /// Classes whose sources declare their own `defaultReuseIdentifier`.
        public var declaredReuseIdentifiers: Set<String> = []

        /// NibKit, internal, with the support code.
        public init() {}

        var loaderExpression: String { loader ?? (flavor == .nibkit ? "NibLoader.shared" : "nil") }
    }

    /// A problem with an input, at its place: an error means that input was not generated for.
    public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
        /// An error (the input was not generated for) or a note.
        public enum Severity: String, Sendable {
            /// The input was not generated for: exit status 1.
            case error
            /// Something the user may want to know, such as a conformance left to the sources.
            case info
        }
        /// The file, as it was given.
        public var file: String
        /// The 1-based line of the element concerned.
        public var line: Int
        /// The 1-based column of the element's `<`.
        public var column: Int
        /// Error or note.
        public var severity: Severity
        /// What is wrong and what to change, after a `;`.
        public var message: String
        /// The rule it is reported under: `generate`, or a lint rule's id where it is that
        /// rule's finding (`reuse-identifier-mismatch`).
        public var rule = "generate"

        /// `file:line:col: error: message [generate]`.
        public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(rule)]" }
    }

    /// The generated file and what was said about the inputs.
    public struct Output: Sendable {
        /// The Swift file.
        public var text: String
        /// What was said about the inputs, in file and line order.
        public var diagnostics: [Diagnostic]
        /// Whether some input could not be generated for.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    let documents: [Document]
    let options: Options

    /// A generator for `documents` (sorted by path here, so the order they come in never shows).
    public init(documents: [Document], options: Options = Options()) {
        self.documents = documents.sorted { $0.file < $1.file }
        self.options = options
    }

    /// Generates the file.
    public func generate() -> Output {
        var model = Model(options: options)
        for document in documents {
            switch document.kind {
            case .xib: model.addXIB(document)
            case .storyboard: model.addStoryboard(document)
            case .legacyArchive:
                model.error(document.root, "a legacy <archive> XIB is not generated for; open it in Xcode and save it as a document")
            }
        }
        model.resolve()
        let emitter = Emitter(options: options)
        return Output(text: emitter.file(model), diagnostics: model.diagnostics)
    }
}
