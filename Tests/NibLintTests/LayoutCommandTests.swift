import Foundation
import NibTestSupport
import Testing

/// `nibcheck layout`: the JSON contract, parsed as a client would, and the options.
@Suite struct LayoutCommandTests {
    /// Every key and type the contract names, and nothing else.
    static func checkContract(_ object: [String: Any], file: String) throws {
        #expect(Set(object.keys) == ["file", "roots"])
        #expect(object["file"] as? String == file)
        let roots = try #require(object["roots"] as? [[String: Any]])
        for root in roots {
            #expect(Set(root.keys) == ["id", "size", "views"])
            #expect(root["id"] is String)
            #expect((root["size"] as? [Double])?.count == 2)
            for view in try #require(root["views"] as? [[String: Any]]) {
                #expect(Set(view.keys) == ["id", "stored", "solved", "status"])
                #expect(view["id"] is String)
                #expect((view["stored"] as? [Double])?.count == 4)
                #expect((view["solved"] as? [Double])?.count == 4 || view["solved"] is NSNull)
                #expect(["ok", "ambiguous", "unsatisfiable", "not-laid-out"].contains(view["status"] as? String ?? ""))
            }
        }
    }

    @Test func jsonIsOneObjectPerFilePerLine() throws {
        let files = ["Samples/Valid/BookCell.xib", "Samples/Broken/ambiguous-layout.xib",
                     "Samples/Broken/unsatisfiable-constraints.xib", "Samples/Valid/MacPreferences.xib"]
        let run = try Nibcheck.run(["layout", "--format", "json"] + files)
        #expect(run.status == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == files.count)
        var statuses: [String: String] = [:]
        for (line, file) in zip(lines, files) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            try Self.checkContract(object, file: file)
            for root in object["roots"] as? [[String: Any]] ?? [] {
                for view in root["views"] as? [[String: Any]] ?? [] {
                    statuses["\(file)#\(view["id"] as? String ?? "")"] = view["status"] as? String
                }
            }
        }
        #expect(statuses["Samples/Valid/BookCell.xib#Tl5-Hx-0Ke"] == "ok")
        // macOS documents are not laid out: no root, or views not-laid-out.
        #expect(statuses["Samples/Broken/ambiguous-layout.xib#Ml9-Dz-4Qa"] == "ambiguous")
        #expect(statuses["Samples/Broken/unsatisfiable-constraints.xib#Ml9-Dz-4Qa"] == "unsatisfiable")
        #expect(statuses.filter { $0.key.hasPrefix("Samples/Valid/MacPreferences") }.values.allSatisfy { $0 == "not-laid-out" })
    }

    /// cwa-app-ios's check-in screen: a label 20 pt inside the top and bottom of a view 0 pt
    /// tall would need to be −40 pt tall. UIKit's engine keeps sizes at zero or more, so the
    /// constraints conflict; the output shows the conflict with the bound, and no negative size.
    @Test func aSizeBelowNothingIsAConflict() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-negative-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Checkin.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="Ci1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="382" height="0.0"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Ci2-aa-001">
                                <rect key="frame" x="16" y="20" width="350" height="0.0"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="Ci2-aa-001" firstAttribute="top" secondItem="Ci1-aa-001" secondAttribute="top" constant="20" id="Cc1-aa-001"/>
                            <constraint firstAttribute="bottom" secondItem="Ci2-aa-001" secondAttribute="bottom" constant="20" id="Cc2-aa-001"/>
                            <constraint firstItem="Ci2-aa-001" firstAttribute="leading" secondItem="Ci1-aa-001" secondAttribute="leading" constant="16" id="Cc3-aa-001"/>
                            <constraint firstAttribute="trailing" secondItem="Ci2-aa-001" secondAttribute="trailing" constant="16" id="Cc4-aa-001"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: file))
        let run = try Nibcheck.run(["layout", file])
        #expect(run.status == 0)
        #expect(run.output.contains("\"UIView:Ci2-aa-001.height >= 0\""), "\(run.output)")
        #expect(run.output.contains("UIView:Ci2-aa-001  stored (16, 20, 350, 0)  solved (16, 20, 350, 0)  unsatisfiable"), "\(run.output)")
    }

    /// A cell saved 100 pt tall whose two labels share the spare height: open at the canvas
    /// height, settled in a table with automatic row heights, which makes the cell as short as
    /// its labels. Without --size the cell is shown fitted, as the layout rules judge it; --size
    /// still holds it at the size asked for.
    @Test func aCellWhoseSavedHeightLeavesAViewOpenIsShownFitted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-fitted-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("TwoLineCell.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <objects>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="TwoLine" id="Tc1-aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Tc1-aa-001" id="Tc2-aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tl1-aa-001">
                                    <rect key="frame" x="16" y="11" width="288" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Subtitle" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Tl2-aa-001">
                                    <rect key="frame" x="16" y="35.5" width="288" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="Tl1-aa-001" firstAttribute="top" secondItem="Tc2-aa-001" secondAttribute="top" constant="11" id="Tk1-aa-001"/>
                                <constraint firstItem="Tl1-aa-001" firstAttribute="leading" secondItem="Tc2-aa-001" secondAttribute="leading" constant="16" id="Tk2-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Tl1-aa-001" secondAttribute="trailing" constant="16" id="Tk3-aa-001"/>
                                <constraint firstItem="Tl2-aa-001" firstAttribute="top" secondItem="Tl1-aa-001" secondAttribute="bottom" constant="4" id="Tk4-aa-001"/>
                                <constraint firstItem="Tl2-aa-001" firstAttribute="leading" secondItem="Tc2-aa-001" secondAttribute="leading" constant="16" id="Tk5-aa-001"/>
                                <constraint firstAttribute="trailing" secondItem="Tl2-aa-001" secondAttribute="trailing" constant="16" id="Tk6-aa-001"/>
                                <constraint firstAttribute="bottom" secondItem="Tl2-aa-001" secondAttribute="bottom" constant="11" id="Tk7-aa-001"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """.utf8).write(to: URL(fileURLWithPath: file))
        let shown = try Nibcheck.run(["layout", file])
        #expect(shown.status == 0)
        #expect(shown.output.contains("root Tc1-aa-001 at 320x67 (its height fitted to its content, saved at 320x100)"), "\(shown.output)")
        #expect(shown.output.contains("UILabel:Tl2-aa-001  stored (16, 35.5, 288, 20.5)  solved (16, 35.5, 288, 20.5)  ok"), "\(shown.output)")
        #expect(!shown.output.contains("ambiguous"), "\(shown.output)")
        let json = try Nibcheck.run(["layout", "--format", "json", file])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        try Self.checkContract(object, file: file)
        #expect((object["roots"] as? [[String: Any]])?.first?["size"] as? [Double] == [320, 67])
        // Held at the canvas height, the labels share its spare 33 pt in any split.
        let held = try Nibcheck.run(["layout", "--size", "320x100", file])
        #expect(held.output.contains("root Tc1-aa-001 at 320x100\n"), "\(held.output)")
        #expect(held.output.contains("ambiguous"), "\(held.output)")
    }

    @Test func sizeLaysTheRootOutAtAnotherWidth() throws {
        let run = try Nibcheck.run(["layout", "--format", "json", "--size", "393x88", "Samples/Valid/BookCell.xib"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let root = try #require((object["roots"] as? [[String: Any]])?.first)
        #expect(root["size"] as? [Double] == [393, 88])
        let views = try #require(root["views"] as? [[String: Any]])
        let button = try #require(views.first { $0["id"] as? String == "Fv1-Ro-6Yd" })
        // 18 pt more: the button hugs at 250, below the labels' 251, so it is the one that grows.
        #expect(button["solved"] as? [Double] == [300, 29, 77, 30])
    }

    /// `--traits`: the variations of other size classes (issue #25 cause 1).
    @Test func traitsLayTheFileOutUnderOtherSizeClasses() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("traits-\(getpid()).xib")
        defer { try? FileManager.default.removeItem(at: file) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="10"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="30" id="w"><variation key="widthClass=regular" constant="60"/></constraint>
                                    <constraint firstAttribute="height" constant="10" id="h"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        #expect(try Nibcheck.run(["layout", file.path]).output.contains("solved (0, 0, 30, 10)"))
        let regular = try Nibcheck.run(["layout", "--traits", "wR,hR", file.path])
        #expect(regular.status == 0 && regular.output.contains("solved (0, 0, 60, 10)"), "\(regular.output)")
        let bad = try Nibcheck.run(["layout", "--traits", "regular", file.path])
        #expect(bad.status == 2 && bad.error.contains("--traits expects"))
    }

    @Test func textAndUsageErrors() throws {
        let text = try Nibcheck.run(["layout", "Samples/Valid/BookCell.xib"])
        #expect(text.status == 0)
        #expect(text.output.contains("UILabel:Tl5-Hx-0Ke  stored (76, 12, 215.5, 41)  solved (76, 12, 215.5, 41)  ok"))
        #expect(try Nibcheck.run(["layout", "--size", "wide", "Samples/Valid/BookCell.xib"]).status == 2)
        #expect(try Nibcheck.run(["layout"]).status == 2)
    }
}
