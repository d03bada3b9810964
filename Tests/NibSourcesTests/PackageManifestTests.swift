import Testing
@testable import NibSources

/// The targets of a SwiftPM manifest, read from its text.
@Suite struct PackageManifestTests {
    @Test func targetsAreReadWithTheirPathsAndNotTheNamesOfTheirDependencies() {
        let manifest = PackageManifest(text: """
            // swift-tools-version:5.3
            import PackageDescription
            let kit = "Kit"
            let package = Package(
                name: "ChatUI-SDK",
                products: [.library(name: "ChatUI-SDK", targets: ["ChatUI-SDK"])],
                dependencies: [.package(name: "Kingfisher", url: "https://example.com/Kingfisher.git", from: "7.0.0")],
                targets: [
                    .target(name: "ChatUI-SDK",
                            dependencies: ["RichMessageKit", .product(name: "Core", package: "Core")],
                            path: "Sources", // the whole folder
                            exclude: ["Extras"]),
                    /* .target(name: "Old", path: "Old"), */
                    .target(name: "RichMessageKit", dependencies: []),
                    .executableTarget(name: "Tool"),
                    .target(name: kit),
                    .testTarget(name: "ChatUITests", dependencies: ["ChatUI-SDK"]),
                ]
            )
            """)
        #expect(manifest.targets == [
            .init(name: "ChatUI-SDK", path: "Sources", isTest: false),
            .init(name: "RichMessageKit", path: nil, isTest: false),
            .init(name: "Tool", path: nil, isTest: false),
            .init(name: "ChatUITests", path: nil, isTest: true),
        ])
    }

    @Test func aManifestWithoutTargetsListsNone() {
        #expect(PackageManifest(text: "let package = Package(name: \"Empty\")\n").targets.isEmpty)
        #expect(PackageManifest(text: "").targets.isEmpty)
    }
}
