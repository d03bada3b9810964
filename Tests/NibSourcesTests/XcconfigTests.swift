import Foundation
import NibDocument
import NibTestSupport
import NibValidation
import Testing
@testable import NibSources

/// Module names set in `.xcconfig` files (Tests/XcconfigFixture: one Xcode project, a target per
/// way of setting the name).
@Suite struct XcconfigModuleTests {
    static let fixture = Fixtures.repositoryRoot.appendingPathComponent("Tests/XcconfigFixture").path

    static func layout() -> ProjectLayout {
        var layout = ProjectLayout(roots: [ProjectRoot(folder: fixture)!])
        layout.addXcodeProject(pbxproj: fixture + "/Shelf.xcodeproj/project.pbxproj")
        return layout
    }

    @Test(arguments: [
        // #include of a shared file, #include? of a missing one, PRODUCT_NAME = $(APP_NAME).
        ("Shelf/ShelfCell.swift", "Shelf"),
        ("Shelf/ShelfCell.xib", "Shelf"),
        // $(TARGET_NAME), $(inherited) in the same file, c99extidentifier (space, leading digit),
        // and an #include whose case differs from the file's.
        ("Widgets/WidgetCell.swift", "_3D_Widgets_Extension"),
        // The project's .xcconfig defines what the target's buildSettings use.
        ("Legacy/LegacyView.swift", "AcmeLegacy"),
    ])
    func targetsTakeTheirModuleFromTheirBuildSettings(_ file: String, _ module: String) {
        #expect(XcconfigModuleTests.layout().module(ofFile: XcconfigModuleTests.fixture + "/" + file) == module)
    }

    @Test func aNameThatCannotBeWorkedOutLeavesTheModuleUnknown() {
        let layout = XcconfigModuleTests.layout()
        // PRODUCT_NAME = $(SECRET_NAME), defined nowhere.
        #expect(layout.module(ofFile: XcconfigModuleTests.fixture + "/Mystery/MysteryView.swift") == nil)
    }

    /// End to end: the nib names module Shelf, which only the .xcconfig sets. Without it, the
    /// module would be `Shelf_iOS`, Shelf a module the sources do not cover, and the misspelt
    /// class would go unreported.
    @Test(.enabled(if: SourceKitAvailability.isAvailable, SourceKitAvailability.reason))
    func aMisspeltClassInAModuleSetByAnXcconfigIsFound() {
        let result = SourceLint.run([XcconfigModuleTests.fixture])
        let found = result.diagnostics.map { "\($0.ruleID.rawValue) \(($0.file as NSString).lastPathComponent):\($0.line)" }
        #expect(found == ["unknown-custom-class ShelfHeaderView.xib:11"], "\(result.diagnostics.map(\.description))")
        #expect(result.diagnostics.first?.message.contains("of module Shelf") == true)
    }
}

/// How build settings are layered and evaluated.
@Suite struct BuildSettingsTests {
    static func settings(_ definitions: [(String, String)]) -> BuildSettings {
        var settings = BuildSettings()
        for (name, value) in definitions { settings.set(name, value) }
        return settings
    }

    @Test func inheritedIsTheDefinitionBelowAndReferencesTakeTheFinalValue() {
        let settings = BuildSettingsTests.settings([
            ("TARGET_NAME", "App"),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("FLAGS", "$(inherited) -a"),
            ("FLAGS", "$(inherited) -b"),
            ("PRODUCT_NAME", "My $(inherited)"),
        ])
        #expect(settings.value(of: "PRODUCT_NAME") == .value("My App"))
        // Defined below PRODUCT_NAME's last definition, evaluated with it all the same.
        #expect(settings.value(of: "PRODUCT_MODULE_NAME") == .value("My_App"))
        #expect(settings.value(of: "FLAGS") == .value(" -a -b"))
        #expect(settings.value(of: "NOTHING") == .undefined)
    }

    @Test func referencesOperatorsAndWhatCannotBeKnown() {
        var settings = BuildSettingsTests.settings([
            ("A", "x"), ("B", "A"), ("NAME", "Big App-2.0"), ("EMPTY", ""), ("SELF", "$(SELF)"),
        ])
        settings.setUnknown("CONDITIONAL")
        func value(_ text: String) -> BuildSettings.Resolution {
            var copy = settings
            copy.set("TEST", text)
            return copy.value(of: "TEST")
        }
        #expect(value("${A}-$(A)") == .value("x-x"))
        #expect(value("$($(B))") == .value("x"))
        #expect(value("$(NAME:c99extidentifier)") == .value("Big_App_2_0"))
        #expect(value("$(NAME:rfc1034identifier)") == .value("Big-App-2.0"))
        #expect(value("$(NAME:lower)") == .value("big app-2.0"))
        #expect(value("$(NAME:upper)") == .value("BIG APP-2.0"))
        #expect(value("$(EMPTY:default=Fallback)") == .value("Fallback"))
        #expect(value("a $ b") == .value("a $ b"))
        #expect(value("$(NAME:base64)") == .unknown)
        #expect(value("$(UNDEFINED)") == .unknown)
        #expect(value("$(CONDITIONAL)") == .unknown)
        #expect(value("$(SELF)") == .unknown)
        #expect(value("$(A") == .unknown)
    }

    @Test(arguments: [("My App", "My_App"), ("3D", "_3D"), ("a-b.c", "a_b_c"), ("Ünïcödé", "Ünïcödé"), ("_ok", "_ok")])
    func productNamesBecomeModuleNames(_ name: String, _ module: String) {
        #expect(ProjectLayout.c99Identifier(name) == module)
    }

    @Test func xcconfigFilesAreReadAsXcodeReadsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-xcconfig-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ text: String) throws {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try write("Base.xcconfig", """
            // A comment line.
            #include "Shared/Names.xcconfig"
            #include? "Missing.xcconfig"
            #include "AlsoMissing.xcconfig"
            #include "Base.xcconfig"
            \tPRODUCT_NAME\t=   "$(APP) Pro"   // a comment after the value
            SITE = https://example.com
            PRODUCT_NAME[sdk=macosx*] = Mac
            not a setting
            9BAD = x
            """)
        try write("Shared/names.xcconfig", "APP = Notes\nOTHER = $(inherited)b\n")
        var settings = BuildSettings()
        settings.set("OTHER", "a")
        settings.add(xcconfig: folder.appendingPathComponent("Base.xcconfig").path, files: XcconfigFiles(roots: [ProjectRoot(folder: folder.path)!]))
        // The conditional assignment may apply: PRODUCT_NAME is not known.
        #expect(settings.value(of: "PRODUCT_NAME") == .unknown)
        #expect(settings.value(of: "APP") == .value("Notes"))
        #expect(settings.value(of: "OTHER") == .value("ab"))
        #expect(settings.value(of: "SITE") == .value("https:"))
        #expect(settings.value(of: "9BAD") == .undefined)

        var plain = BuildSettings()
        try write("Plain.xcconfig", "#include \"Shared/Names.xcconfig\"\nPRODUCT_NAME = \"$(APP) Pro\"\n")
        plain.add(xcconfig: folder.appendingPathComponent("Plain.xcconfig").path, files: XcconfigFiles(roots: [ProjectRoot(folder: folder.path)!]))
        #expect(plain.value(of: "PRODUCT_NAME") == .value("Notes Pro"))
    }
}
