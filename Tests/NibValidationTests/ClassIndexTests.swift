import NibDocument
import Testing
@testable import NibValidation

/// How the class index joins a class's declarations and additions.
@Suite struct ClassIndexTests {
    static func type(_ kind: TypeDeclaration.Kind, _ file: String, module: String? = nil, outlets: [String] = [], selectors: [String] = []) -> TypeDeclaration {
        var type = TypeDeclaration(kind: kind, language: .objectiveC, name: "AppController", location: SourceLocation(file: file, line: 3, column: 12))
        type.module = module
        type.properties = outlets.map { .init(name: $0, typeName: "NSMenu", isOutlet: true, location: SourceLocation(file: file, line: 4, column: 1)) }
        type.methods = selectors.map { .init(selector: $0, isAction: true, location: SourceLocation(file: file, line: 5, column: 1)) }
        return type
    }

    /// cocos2d's simulator: an iOS and a Mac target of one module name, each implementing its own
    /// AppController beside its header. Each implementation joins the interface beside it, and
    /// gives it the module, whatever order they are read in.
    @Test func anObjectiveCImplementationJoinsTheInterfaceBesideIt() throws {
        let declarations = [Self.type(.classDeclaration, "ios/AppController.h", outlets: ["window"]),
                            Self.type(.classDeclaration, "mac/SimulatorApp.h", outlets: ["menu"])]
        let implementations = [Self.type(.addition, "ios/AppController.mm", module: "Simulator", selectors: ["openInBrowser:"]),
                               Self.type(.addition, "mac/SimulatorApp.mm", module: "Simulator", selectors: ["onFileOpen:"])]
        for order in [implementations, Array(implementations.reversed())] {
            let index = ClassIndex(declarations + order)
            let classes = try #require(index.byName["AppController"])
            let mac = try #require(classes.first { $0.location.file == "mac/SimulatorApp.h" })
            let ios = try #require(classes.first { $0.location.file == "ios/AppController.h" })
            #expect(mac.module == "Simulator" && ios.module == "Simulator")
            #expect(mac.selectors["onFileOpen:"] != nil && mac.selectors["openInBrowser:"] == nil)
            #expect(ios.selectors["openInBrowser:"] != nil && ios.selectors["onFileOpen:"] == nil)
        }
    }
}
