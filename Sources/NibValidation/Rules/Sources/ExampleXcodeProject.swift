/// The Xcode projects of rule examples: a `project.pbxproj` whose targets copy resources and
/// compile sources, every file at the project's folder. One builder, so that each example says
/// only what its project holds.
enum ExampleXcodeProject {
    /// A native target, its module's name, the files its phases copy, compile and link, and
    /// what it builds (`com.apple.product-type.application`), when the example needs it said.
    struct Target {
        var name: String
        var resources: [String] = []
        var sources: [String] = []
        var productType: String? = nil
        var frameworks: [String] = []
    }

    /// What an application target builds.
    static let application = "com.apple.product-type.application"

    /// A repository of two apps in one project (a course's lessons): App copies `resources` and
    /// compiles the Swift files of `app`; Other copies `otherResources` and compiles the files of
    /// `other`, both under `Other/`. Every file of both, and the project, by path.
    static func twoApplications(app: [String: String], resources: [String], other: [String: String],
                                otherResources: [String] = []) -> [String: String] {
        var files = ["Apps.xcodeproj/project.pbxproj": pbxproj([
            .init(name: "App", resources: resources, sources: app.keys.sorted(), productType: application),
            .init(name: "Other", resources: otherResources.map { "Other/" + $0 }, sources: other.keys.sorted().map { "Other/" + $0 },
                  productType: application),
        ])]
        for (path, text) in app { files[path] = text }
        for (path, text) in other { files["Other/" + path] = text }
        return files
    }

    /// `project.pbxproj` text for `targets`. `otherFiles` are in the project but in no target;
    /// `attributes` are the project's (`LastSwiftUpdateCheck = 0730;`) and `buildSettings` the
    /// targets' (`SWIFT_VERSION = 3.0;`), as written in the file.
    static func pbxproj(_ targets: [Target], otherFiles: [String] = [], attributes: String = "", buildSettings: String = "") -> String {
        var files: [String] = []
        for path in targets.flatMap({ $0.resources + $0.sources + $0.frameworks }) + otherFiles where !files.contains(path) { files.append(path) }
        func file(_ path: String) -> String { "F\(files.firstIndex(of: path)! + 1)" }
        var objects: [String] = []
        let targetIDs = targets.indices.map { "T\($0 + 1)" }
        objects.append("P1 = { isa = PBXProject; \(attributes.isEmpty ? "" : "attributes = { \(attributes) }; ")mainGroup = G0; targets = ( \(targetIDs.joined(separator: ", ")) ); buildConfigurationList = L0; };")
        objects.append("G0 = { isa = PBXGroup; children = ( \(files.map(file).joined(separator: ", ")) ); sourceTree = \"<group>\"; };")
        for path in files {
            // Quoted unless plain letters, digits and `._/`, as Xcode quotes paths with spaces or `@`.
            let plain = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._/".contains($0)) }
            objects.append("\(file(path)) = { isa = PBXFileReference; path = \(plain ? path : "\"\(path)\""); sourceTree = \"<group>\"; };")
        }
        var buildFiles = 0
        for (index, target) in targets.enumerated() {
            var phases: [String] = []
            for (kind, isa, paths) in [("R", "PBXResourcesBuildPhase", target.resources), ("S", "PBXSourcesBuildPhase", target.sources),
                                       ("K", "PBXFrameworksBuildPhase", target.frameworks)] where !paths.isEmpty {
                var ids: [String] = []
                for path in paths {
                    buildFiles += 1
                    ids.append("B\(buildFiles)")
                    objects.append("B\(buildFiles) = { isa = PBXBuildFile; fileRef = \(file(path)); };")
                }
                phases.append("\(kind)\(index + 1)")
                objects.append("\(kind)\(index + 1) = { isa = \(isa); files = ( \(ids.joined(separator: ", ")) ); };")
            }
            let product = target.productType.map { " productType = \"\($0)\";" } ?? ""
            objects.append("\(targetIDs[index]) = { isa = PBXNativeTarget; name = \(target.name); buildConfigurationList = L1; buildPhases = ( \(phases.joined(separator: ", ")) );\(product) };")
        }
        objects.append("L0 = { isa = XCConfigurationList; buildConfigurations = ( C0 ); };")
        objects.append("C0 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };")
        objects.append("L1 = { isa = XCConfigurationList; buildConfigurations = ( C1 ); };")
        objects.append("C1 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = \"$(TARGET_NAME)\";\(buildSettings.isEmpty ? "" : " " + buildSettings) }; };")
        return "// !$*UTF8*$!\n{\n  objects = {\n" + objects.map { "    " + $0 + "\n" }.joined() + "  };\n  rootObject = P1;\n}\n"
    }
}
