import Foundation

/// Large inputs built from the real samples, for tests of size and time.
public enum GeneratedInput {
    /// An iOS XIB of at least `bytes` bytes shaped like a real one: the top-level objects of the
    /// valid iOS samples, repeated as sibling subviews of one root view, in the samples' own
    /// header and footer. Ids repeat (the parser does not mind; the duplicate-id rule would).
    public static func realShapedXIB(atLeast bytes: Int) throws -> Data {
        let samples = try ["BookCell.xib", "BookCollectionCell.xib", "BookHeaderView.xib", "ProfileView.xib"].map {
            try String(contentsOf: Fixtures.valid($0), encoding: .utf8)
        }
        let objects = samples.map { text -> String in
            let body = text.components(separatedBy: "<objects>")[1].components(separatedBy: "</objects>")[0]
            return body.replacing(/<placeholder[^>]*?\/>|<placeholder[\s\S]*?<\/placeholder>/, with: "")
        }.joined(separator: "\n")
        let first = samples[0]
        let head = first.components(separatedBy: "<objects>")[0] + "<objects>\n"
            + "        <view contentMode=\"scaleToFill\" id=\"root\">\n"
            + "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/>\n"
            + "            <subviews>\n"
        let tail = "\n            </subviews>\n        </view>\n    </objects>" + first.components(separatedBy: "</objects>")[1]
        var data = Data(head.utf8)
        let unit = Data((objects + "\n").utf8)
        while data.count + tail.utf8.count < bytes { data.append(unit) }
        data.append(Data(tail.utf8))
        return data
    }

    /// One element with `count` attributes, `a0="0" a1="1" …`, in an otherwise empty document.
    public static func element(withAttributes count: Int) -> Data {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n    <objects>\n        <view"
        text.reserveCapacity(count * 12 + 200)
        for index in 0 ..< count { text += " a\(index)=\"\(index)\"" }
        text += "/>\n    </objects>\n</document>\n"
        return Data(text.utf8)
    }
}
