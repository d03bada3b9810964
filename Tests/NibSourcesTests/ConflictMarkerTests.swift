import Foundation
import Testing
@testable import NibSources
import NibDocument
import NibSupport

/// A project file committed with an unresolved merge (raivo-otp's): the problem names the
/// marker's line and says what to do, instead of the parser's "expected a string".
@Suite struct ConflictMarkerTests {
    @Test func aConflictMarkerIsNamedAtItsLine() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-conflict-\(getpid())")
        try? FileManager.default.removeItem(at: root)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        let path = root.appendingPathComponent("App.xcodeproj/project.pbxproj").path
        try """
            // !$*UTF8*$!
            {
              objects = {
            <<<<<<< HEAD
                P1 = { isa = PBXProject; targets = ( ); };
            =======
                P1 = { isa = PBXProject; targets = ( T1 ); };
            >>>>>>> feature
              };
              rootObject = P1;
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        var layout = ProjectLayout(roots: [try #require(ProjectRoot(folder: root.path))])
        let result = layout.addXcodeProject(pbxproj: path)
        let problem = try #require(result)
        #expect(problem.hasSuffix("project.pbxproj:4:1: holds a merge conflict marker ('<<<<<<<'); resolve the conflict, as Xcode cannot open the project either"), "\(problem)")
    }

    @Test func markersOnlyCountAtTheStartOfALine() {
        func line(_ text: String) -> Int? { Array(text.utf8).withUnsafeBytes(SourceText.conflictMarkerLine(in:)) }
        #expect(line("a = \"<<<<<<< x\";\n") == nil)
        #expect(line("{\n<<<<<<< HEAD\n") == 2)
        #expect(line("<<<<<<<") == nil)
    }
}
