// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NibKit",
    // Synchronization's Mutex and Atomic need macOS 15, and a view's isolated deinit (a main-actor
    // class's deinit that runs on the main actor) macOS 15.4; Linux has them with Swift 6.2.
    platforms: [.macOS("15.4")],
    products: [
        .library(name: "NibDocument", targets: ["NibDocument"]),
        .library(name: "NibValidation", targets: ["NibValidation"]),
        .library(name: "NibLint", targets: ["NibLint"]),
        .library(name: "NibLayout", targets: ["NibLayout"]),
        .library(name: "NibRender", targets: ["NibRender"]),
        .library(name: "NibDiff", targets: ["NibDiff"]),
        .library(name: "NibGenerate", targets: ["NibGenerate"]),
        .library(name: "NibKit", targets: ["NibKit"]),
        .library(name: "NibKitSeedDialects", targets: ["NibKitSeedDialects"]),
        .executable(name: "nibcheck", targets: ["nibcheck"]),
        // nibbench, the samples (BookList, Bookshelf) and the fuzz target are built and run here
        // (`swift run BookList`), not shipped: a root package's executables run without products.
        // `swift package nibcheck`, and nibcheck on every build of a target that applies it.
        .plugin(name: "NibcheckCommand", targets: ["NibcheckCommand"]),
        .plugin(name: "NibcheckBuildTool", targets: ["NibcheckBuildTool"]),
        .plugin(name: "NibcheckGenerate", targets: ["NibcheckGenerate"]),
    ],
    targets: [
        // libxml2, through the system's headers and library. Nothing else is written in C.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // What every layer shares and no product exposes: bounded file reads and listings,
        // subprocesses, parallel loops, a lock, and the escaping of text for terminals and markup.
        .target(name: "NibSupport"),
        .target(name: "NibDocument", dependencies: ["CLibXML2", "NibSupport"]),
        // What a nib must be for the runtime to load it and register it for reuse (the cell
        // contract, duplicate ids, dangling references), checked once for both users: NibKit, and
        // the rules of the same ids in NibValidation. Its own module, so the runtime does not
        // carry the linter. No product: each user names its types in its own API.
        .target(name: "NibContract", dependencies: ["NibDocument"]),
        // sourcekitd's types and signatures only: the library is opened at run time, never linked.
        .systemLibrary(name: "CSourceKit"),
        // What Swift and Objective-C sources, Xcode projects and asset catalogs declare, as the
        // SourceFacts that NibValidation's source rules read. nibcheck (and nibbench) only.
        .target(name: "NibSources", dependencies: ["NibSupport", "CSourceKit", "NibValidation"]),
        // The layout rules (unsatisfiable constraints, ambiguous layout, misplaced frames) solve
        // the document's constraints with NibLayout.
        .target(name: "NibValidation", dependencies: ["NibSupport", "NibDocument", "NibContract", "NibLayout"], plugins: ["RuleList"]),
        // A rule is one file: the list of rules is made at build time from the types declared.
        .executableTarget(name: "RuleListGenerator"),
        .plugin(name: "RuleList", capability: .buildTool(), dependencies: ["RuleListGenerator"]),
        // Auto Layout: an incremental Cassowary solver, and the constraint model built from a
        // Document. Used by the runtime and by the linter, so it depends on neither.
        .target(name: "NibLayout", dependencies: ["NibSupport", "NibDocument"]),
        // Pictures of nibs: a Document and its solved frames drawn as SVG (PNG through Debian's
        // rsvg-convert, when installed). Used by nibcheck and the HTML report, never by NibKit.
        .target(name: "NibRender", dependencies: ["NibSupport", "NibDocument", "NibLayout"]),
        // Semantic diff of two versions of a nib, by object id (`nibcheck diff`).
        .target(name: "NibDiff", dependencies: ["NibSupport", "NibDocument", "NibLayout"]),
        // The runtime: a document turned into objects (Nib, NibLoader, ClassRegistry, the plan
        // compiler), with UIKit's shapes (views, reuse, storyboards, controllers, the typed API).
        // Never the linter (NibValidation): what both check lives in NibContract.
        .target(name: "NibKit", dependencies: ["NibSupport", "NibDocument", "NibContract", "NibLayout"]),
        .target(name: "NibKitSeedDialects", dependencies: ["NibKit"]),
        .target(name: "NibGenerate", dependencies: ["NibSupport", "NibDocument"]),
        .target(name: "NibLint", dependencies: ["NibSupport", "NibDocument", "NibValidation", "NibRender", "NibSources"]),
        .executableTarget(name: "nibcheck", dependencies: ["NibSupport", "NibDocument", "NibValidation", "NibLint", "NibLayout", "NibRender", "NibSources", "NibDiff", "NibGenerate"]),
        .executableTarget(name: "nibbench", dependencies: ["CLibXML2", "NibDocument", "NibValidation", "NibLint", "NibKit", "NibLayout", "NibRender", "NibSources", "NibDiff", "NibGenerate"]),
        .plugin(
            name: "NibcheckCommand",
            capability: .command(intent: .custom(verb: "nibcheck", description: "Lint the package's .xib and .storyboard files")),
            dependencies: ["nibcheck"]),
        .plugin(name: "NibcheckBuildTool", capability: .buildTool(), dependencies: ["nibcheck"]),
        .plugin(name: "NibcheckGenerate", capability: .buildTool(), dependencies: ["nibcheck"]),
        .executableTarget(name: "BookList", dependencies: ["NibKit"], path: "Samples/BookList"),
        .executableTarget(name: "Bookshelf", dependencies: ["NibKit"], path: "Samples/Bookshelf"),
        // A UIKit app ported by dropping `UI` and replacing its @IBOutlet lines (UIKit/ holds the
        // original, which LibraryAppTests compare with the port).
        .target(name: "LibraryApp", dependencies: ["NibKit"], path: "Samples/LibraryApp", exclude: ["UIKit"],
                resources: [.copy("Library.storyboard")]),
        .testTarget(name: "LibraryAppTests", dependencies: ["LibraryApp", "NibKit"]),
        // An app whose nibs are used only through the code `nibcheck generate` wrote for them
        // (Generated.swift, checked by GeneratedAppTests to be the generator's current output).
        .target(name: "GeneratedApp", dependencies: ["NibKit"], path: "Tests/GeneratedApp",
                resources: [.copy("Resources/Shelf.storyboard"), .copy("Resources/ShelfBookCell.xib")]),
        .testTarget(name: "GeneratedAppTests", dependencies: ["GeneratedApp", "NibKit", "NibTestSupport", "nibcheck"]),
        .testTarget(name: "NibGenerateTests", dependencies: ["NibGenerate", "NibDocument", "NibTestSupport", "nibcheck"], exclude: ["Stubs"]),
        .executableTarget(name: "NibFuzz", dependencies: ["NibDocument", "NibValidation", "NibKit"]),
        .target(name: "NibTestSupport", path: "Tests/NibTestSupport"),
        .testTarget(name: "NibLayoutTests", dependencies: ["NibLayout", "NibDocument", "NibTestSupport"]),
        .testTarget(name: "NibDocumentTests", dependencies: ["NibSupport", "NibDocument", "NibTestSupport"]),
        .testTarget(name: "NibValidationTests", dependencies: ["NibDocument", "NibContract", "NibValidation", "NibLayout", "NibTestSupport"]),
        .testTarget(name: "NibKitTests", dependencies: ["NibSupport", "NibKit", "NibDocument", "NibValidation", "NibLayout", "NibTestSupport"]),
        .testTarget(name: "NibKitSeedDialectsTests", dependencies: ["NibKit", "NibKitSeedDialects", "NibTestSupport"]),
        .testTarget(name: "HardeningTests", dependencies: ["NibDocument", "NibValidation", "NibKit", "NibLayout", "NibTestSupport"]),
        .testTarget(name: "NibRenderTests", dependencies: ["NibRender", "NibLint", "NibValidation", "NibLayout", "NibDocument", "NibTestSupport", "nibcheck"],
                    exclude: ["Goldens"]),
        // The README's Swift blocks, compiled into an executable of their own and run by a test.
        .executableTarget(name: "ReadmeExamples", dependencies: ["NibKit", "NibDocument", "NibLayout"], path: "Tests/ReadmeExamples"),
        .testTarget(name: "ReadmeTests", dependencies: ["NibTestSupport", "ReadmeExamples", "nibcheck", "BookList", "Bookshelf"]),
        .testTarget(name: "NibLintTests", dependencies: ["NibSupport", "NibLint", "NibValidation", "NibDocument", "NibTestSupport", "nibcheck"],
                    exclude: ["corpus-findings.txt"]),
        // Issue #21's hostile projects: generated inputs, each run bounded in time by the harness.
        .testTarget(name: "HostileTests", dependencies: ["NibTestSupport", "nibcheck"], path: "Tests/Hostile"),
        .testTarget(name: "NibDiffTests", dependencies: ["NibDiff", "NibDocument", "NibTestSupport", "nibcheck"]),
        .testTarget(name: "NibSourcesTests", dependencies: ["NibSupport", "NibSources", "NibValidation", "NibLint", "NibDocument", "NibTestSupport", "nibcheck"]),
    ],
    swiftLanguageModes: [.v6]
)

// The tests themselves are compiled without optimization in every configuration. CI runs the suite
// on an optimized build, because the tests that time code measure the libraries as they ship; the
// test code around them gains nothing from the optimizer, which took longer on the test targets
// than on every library together.
for target in package.targets where target.type == .test {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Onone"], .when(configuration: .release))]
}
