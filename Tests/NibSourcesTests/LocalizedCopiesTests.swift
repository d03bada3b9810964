import Foundation
import NibLint
import Testing

/// A nib localized by copying it whole gets its findings once, at the Base copy, naming the
/// copies that repeat them; a finding only one copy has stays where it is.
@Suite struct LocalizedCopiesTests {
    static func card(extraLines: Int, secondDuplicate: Bool) -> String {
        let padding = String(repeating: "<!-- translated -->\n", count: extraLines)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            \(padding)<objects>
                <view id="Cv1-aa-001">
                    <subviews>
                        <view id="Av1-aa-001"/>
                        <view id="Bv1-aa-001">
                            <constraints>
                                <constraint firstAttribute="width" constant="8" id="w1"/>
                                \(secondDuplicate ? "<constraint firstAttribute=\"width\" constant=\"8\" id=\"w2\"/>" : "")
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c1"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="leading" secondItem="Bv1-aa-001" secondAttribute="leading" constant="16" id="c2"/>
                        <constraint firstItem="Av1-aa-001" firstAttribute="top" secondItem="Bv1-aa-001" secondAttribute="top" constant="8" id="c3"/>
                    </constraints>
                </view>
            </objects>
            </document>
            """
    }

    @Test func findingsRepeatedInLocalizedCopiesAreReportedOnceAtTheBaseCopy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-lproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (language, lines, second) in [("Base", 0, false), ("de", 3, true), ("es", 5, false)] {
            let directory = folder.appendingPathComponent("App/\(language).lproj")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try LocalizedCopiesTests.card(extraLines: lines, secondDuplicate: second)
                .write(to: directory.appendingPathComponent("Card.xib"), atomically: true, encoding: .utf8)
        }
        let found = SourceLint.run([folder.path]).diagnostics.filter { $0.ruleID.rawValue == "duplicate-constraint" }
        let places = found.map { "\(URL(fileURLWithPath: $0.file).deletingLastPathComponent().lastPathComponent):\($0.line)" }
        // c2 in all three copies: once, at Base; w2 only in the German copy: there.
        #expect(places == ["Base.lproj:16", "de.lproj:13"], "\(places)")
        #expect(found.first?.message.hasSuffix("(the same in the localized copies de.lproj/Card.xib:19, es.lproj/Card.xib:21)") == true,
                "\(found.map(\.message))")
        #expect(found.last.map { !$0.message.contains("the same in") } == true)
    }
}
