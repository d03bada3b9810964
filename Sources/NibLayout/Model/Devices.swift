/// A device a nib can be drawn for: its portrait screen in points.
public struct Device: Sendable, Hashable {
    /// The name people use, e.g. `iPhone 15 Pro`.
    public let name: String
    /// Interface Builder's `<device id=…>` for this screen, when it has one.
    public let interfaceBuilderID: String?
    /// Portrait width and height in points.
    public let width: Double
    /// Portrait height in points.
    public let height: Double

    /// True for iPads (by name).
    public var isPad: Bool { name.hasPrefix("iPad") }

    /// The screen in portrait, in points.
    public var portrait: LayoutSize { LayoutSize(width: width, height: height) }
    /// The screen in landscape (width and height swapped), in points.
    public var landscape: LayoutSize { LayoutSize(width: height, height: width) }
}

/// The one table of device screens: current iPhone and iPad screens in points (Apple's "Device screen sizes" table in the Human
/// Interface Guidelines, https://developer.apple.com/design/human-interface-guidelines/layout),
/// with Interface Builder's device ids. `--device` takes a name (case, spaces and hyphens
/// ignored: `iphone-15-pro` works) or an Interface Builder id (`retina6_12`). The layout engine
/// takes a document's screen from it, and NibKit the screen of a view that nothing sizes.
public enum Devices {
    /// The phone a view controller's view, a bar or a list takes when no storyboard or window
    /// gives it a size: iPhone 16, 393 × 852 points.
    public static let phone = Device(name: "iPhone 16", interfaceBuilderID: nil, width: 393, height: 852)

    /// The current devices, iPhones first, then iPads (older Interface Builder ids are matched separately).
    public static let all: [Device] = [
        Device(name: "iPhone SE", interfaceBuilderID: "retina4_7", width: 375, height: 667),
        Device(name: "iPhone 8 Plus", interfaceBuilderID: "retina5_5", width: 414, height: 736),
        Device(name: "iPhone 13 mini", interfaceBuilderID: "retina5_4", width: 375, height: 812),
        Device(name: "iPhone 11", interfaceBuilderID: "retina6_1", width: 414, height: 896),
        Device(name: "iPhone 14", interfaceBuilderID: nil, width: 390, height: 844),
        Device(name: "iPhone 14 Plus", interfaceBuilderID: "retina6_7", width: 428, height: 926),
        Device(name: "iPhone 15", interfaceBuilderID: nil, width: 393, height: 852),
        Device(name: "iPhone 15 Pro", interfaceBuilderID: "retina6_12", width: 393, height: 852),
        Device(name: "iPhone 15 Plus", interfaceBuilderID: nil, width: 430, height: 932),
        Device(name: "iPhone 15 Pro Max", interfaceBuilderID: "retina6_72", width: 430, height: 932),
        phone,
        Device(name: "iPhone 16e", interfaceBuilderID: nil, width: 390, height: 844),
        Device(name: "iPhone 16 Plus", interfaceBuilderID: nil, width: 430, height: 932),
        Device(name: "iPhone 16 Pro", interfaceBuilderID: "retina6_3", width: 402, height: 874),
        Device(name: "iPhone 16 Pro Max", interfaceBuilderID: "retina6_9", width: 440, height: 956),
        Device(name: "iPad mini", interfaceBuilderID: nil, width: 744, height: 1133),
        Device(name: "iPad", interfaceBuilderID: "ipad10_9rounded", width: 820, height: 1180),
        Device(name: "iPad 9.7", interfaceBuilderID: "ipad9_7", width: 768, height: 1024),
        Device(name: "iPad 10.2", interfaceBuilderID: "ipad10_2", width: 810, height: 1080),
        Device(name: "iPad Pro 10.5", interfaceBuilderID: "ipad10_5", width: 834, height: 1112),
        Device(name: "iPad Air 11", interfaceBuilderID: nil, width: 820, height: 1180),
        Device(name: "iPad Air 13", interfaceBuilderID: nil, width: 1024, height: 1366),
        Device(name: "iPad Pro 11", interfaceBuilderID: "ipad11", width: 834, height: 1194),
        Device(name: "iPad Pro 12.9", interfaceBuilderID: "ipad12_9rounded", width: 1024, height: 1366),
        Device(name: "iPad Pro 13", interfaceBuilderID: nil, width: 1032, height: 1376),
    ]

    /// Older Interface Builder ids that name a screen no current device in the table has.
    static let otherInterfaceBuilderIDs: [String: Device] = [
        "retina3_5": Device(name: "iPhone 4s", interfaceBuilderID: "retina3_5", width: 320, height: 480),
        "retina4_0": Device(name: "iPhone SE (1st generation)", interfaceBuilderID: "retina4_0", width: 320, height: 568),
        "retina5_9": Device(name: "iPhone X", interfaceBuilderID: "retina5_9", width: 375, height: 812),
        // iPhone 12 to 14's 390 × 844 (cwa-app-ios HomeLinkCardView.xib: 47 pt below the top,
        // that screen's sensor housing; OsmAnd's cells, 16 pt side margins).
        "retina6_0": Device(name: "iPhone 12", interfaceBuilderID: "retina6_0", width: 390, height: 844),
        "retina6_5": Device(name: "iPhone 11 Pro Max", interfaceBuilderID: "retina6_5", width: 414, height: 896),
        "ipad11_0rounded": Device(name: "iPad Pro 11", interfaceBuilderID: "ipad11_0rounded", width: 834, height: 1194),
        "ipad12_9": Device(name: "iPad Pro 12.9 (2nd generation)", interfaceBuilderID: "ipad12_9", width: 1024, height: 1366),
    ]

    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" })
    }

    /// The device with this name or Interface Builder id, or nil.
    public static func named(_ name: String) -> Device? {
        let key = normalized(name)
        if let device = all.first(where: { normalized($0.name) == key }) { return device }
        return device(interfaceBuilderID: name)
    }

    /// The device for an Interface Builder `<device id=…>`.
    public static func device(interfaceBuilderID id: String) -> Device? {
        all.first { $0.interfaceBuilderID == id } ?? otherInterfaceBuilderIDs[id]
    }

    /// The names `--device` accepts, for messages.
    public static var names: [String] { all.map(\.name) }
}
