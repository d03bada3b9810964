import NibDocument

/// What Interface Builder simulates around a view when it computes the frames it saves: the
/// device's screen, the status bar, navigation and tab bars, the safe area and the default layout
/// margins. These are facts about the format measured on real files (see the AutoLayout
/// article); UIKit at run time gets the same numbers from the window and the device.
enum InterfaceBuilderMetrics {
    /// The portrait screen size (points) of Interface Builder's `<device id=…>`, from the one
    /// device table, or nil for an id it does not know.
    static func screenSize(deviceID: String) -> LayoutSize? {
        Devices.device(interfaceBuilderID: deviceID)?.portrait
    }

    /// The safe-area insets of a full-screen view on a device, before bars.
    /// - Notched iPhones: bottom 34; top 44 (375×812, 414×896; from tools version 21000, 48 for
    ///   the `retina6_1` device and 50 for `retina5_9`), 47 (390×844, 428×926; 44 for `retina6_0`
    ///   and `retina6_7` before tools version 21000), 59 (393×852, 430×932), 62 (402×874, 440×956);
    ///   in portrait, twice those from tools version 23727 (see below).
    /// - Phones without a sensor housing in landscape (a `retina…` device the document names):
    ///   none, as compact height has no status bar.
    /// - Other devices: a 20-pt status bar when the tools version is below 14500 or at least 21600
    ///   (the simulated metrics of Xcode 11, whose tools versions start at 14800, to Xcode 14.1
    ///   leave it out: wikipedia-ios's Xcode 11.3 files, tools 15705, save a view pinned 16 pt
    ///   below the safe area's top at y = 16 on an iPhone 8, element-ios's
    ///   StartChatViewController.xib, 21507, at 0; from tools 21701 it is back: INaturalistIOS
    ///   AboutHeaderView.xib and element-ios EnterPinCodeViewController.storyboard, 21701 on an
    ///   iPhone 8, save views pinned to the safe area's top 20 pt down; nothing seen between
    ///   21507 and 21701), otherwise 0.
    static func deviceSafeArea(screen: LayoutSize, deviceID: String?, toolsVersion: Double, savedOnce: Bool = false) -> EdgeInsets {
        let portrait = LayoutSize(width: min(screen.width, screen.height), height: max(screen.width, screen.height))
        let landscape = screen.width > screen.height
        var top: Double?
        switch (portrait.width, portrait.height) {
        case (375, 812), (414, 896):
            // Xcode 14's devices (tools 21000 on) have the taller status bars of iOS 16: 48 on
            // `retina6_1` (pocket-casts, vlc, duckduckgo), 50 on `retina5_9` (IQKeyboardManager's
            // General.storyboard, 22505: four views pinned to the safe area's top saved at y = 50,
            // where element-ios's 18122 file saves 44).
            // Not yet Xcode 14.0's first tools (twilio-video-app-ios Main.storyboard, 21208.1 on
            // `retina6_1`: an image pinned 53 pt below the safe area's top saved at y = 97, 44
            // + 53); the corpus's 21225 file has the 48, so the mark is between the two.
            switch deviceID {
            case "retina6_1" where toolsVersion >= 21225: top = 48
            case "retina5_9" where toolsVersion >= 21000: top = 50
            default: top = 44
            }
        // Xcode 12 and 13 gave `retina6_0` (iPhone 12) 44, as every notched phone before
        // (covpass-ios StateSelectionViewController.xib, 20037: a header pinned to the safe
        // area's top saved at y = 44); from Xcode 14 (tools 21000), with `retina6_1`'s 48, 47.
        // So did they `retina6_7` (iPhone 12 Pro Max, 428 pt): safe-ios
        // EditConfirmationsViewController.xib, 20037, saves a stack pinned to the safe area's
        // top under a simulated navigation bar at y = 88, 44 + 44. No file of it from 21000 on
        // seen; 47 there, as for `retina6_0`.
        case (390, 844) where deviceID == "retina6_0" && toolsVersion < 21000: top = 44
        case (428, 926) where deviceID == "retina6_7" && toolsVersion < 21000: top = 44
        case (390, 844), (428, 926): top = 47
        case (393, 852), (430, 932): top = 59
        case (402, 874), (440, 956): top = 62
        default: top = nil
        }
        if let top {
            if landscape { return EdgeInsets(top: 0, left: top, bottom: 21, right: top) }
            // From tools version 23727, the saved frames of a notched phone in
            // portrait show its top and bottom insets twice: MixinNetwork's seven 23727 files on
            // `retina6_12` save views pinned to the safe area's top at y = 118, its eight 23094 and
            // 23504 ones at 59 (and in all six such files of the corpus and the other apps:
            // vlc's four donation screens on `retina6_12`, 118 pt below the top and 68 above the
            // bottom; wikipedia's AddToCollectionView.xib, 96; NetNewsWire's image viewer, 68).
            // Not what the device does; what Interface Builder saves, but where `savedOnce` says
            // it saves them once (`LayoutRoot.simulatedSafeArea`: a scene a tab bar controller
            // holds, or on a sheet's card).
            let twice = toolsVersion >= 23700 && !savedOnce ? 2.0 : 1.0
            return EdgeInsets(top: top * twice, bottom: 34 * twice)
        }
        // An iPad with rounded corners (Face ID): a 24-pt status bar and a 20-pt home indicator,
        // in either orientation (pocket-casts PodcastViewController.xib on `ipad12_9rounded`:
        // a view pinned to the root's bottom margin ends 20 pt above the bottom, one pinned to
        // the safe area's top is 24 pt tall).
        if let deviceID, deviceID.hasPrefix("ipad"), deviceID.hasSuffix("rounded") || deviceID == "ipad11" {
            return EdgeInsets(top: 24, bottom: 20)
        }
        // A phone in landscape has compact height, where iOS shows no status bar (HMD-iOS-Swift's
        // Main.storyboard, tools 14109 on an iPhone 8 in landscape: views pinned to the top
        // layout guide saved at y = 0).
        // Only a phone the document names: a generic 600 x 600 canvas, or a freeform size wider
        // than tall, says nothing of the device (malaria-app-ios's size-class scenes keep 20).
        if landscape, let deviceID, deviceID.hasPrefix("retina") { return EdgeInsets(top: 0) }
        let statusBar = toolsVersion < 14500 || toolsVersion >= 21600
        return EdgeInsets(top: statusBar ? 20 : 0)
    }

    /// The document's tools version as a number; for `32700.x` versions, the Cocoa Touch
    /// plug-in's version instead (those documents were saved by tools that write a placeholder).
    static func toolsVersion(of document: Document) -> Double {
        let written = document.toolsVersion.flatMap { Double($0.split(separator: ".").first ?? "") } ?? 0
        if written == 32700 {
            let plugIn = document.root.child(named: "dependencies")?.children(named: "plugIn").first
            if let version = plugIn?[attribute: "version"], let number = Double(version.split(separator: ".").first ?? "") {
                return number
            }
        }
        return written
    }

    /// The `<device id=…>` of a document and whether it is in landscape.
    static func device(of document: Document) -> (id: String, landscape: Bool)? {
        if let device = document.root.child(named: "device"), let id = device.id {
            return (id, device[attribute: "orientation"] == "landscape")
        }
        // Xcode 7 and 8 documents: `<simulatedScreenMetrics key="destination" type="retina4_7.fullscreen"/>`.
        let metrics = document.root.child(named: "simulatedMetricsContainer")
        guard let screen = metrics?.children.first(where: { $0.name == "simulatedScreenMetrics" }),
              let type = screen[attribute: "type"], let id = type.split(separator: ".").first else { return nil }
        let orientation = metrics?.children.first { $0.name == "simulatedOrientationMetrics" }
        return (String(id), orientation?[attribute: "orientation"] == "landscapeRight")
    }

    /// The first tools version whose cells all have the readable-content margins (16 pt at the
    /// sides of a phone's cell, 11 at the top and bottom). Xcode 9.1 (tools 13529): the 92 files
    /// of that version read, every cell pinned to its content view's margins saved 16 pt in.
    /// Xcode 9.0 (tools 13000 to 13499) gave them only to a cell that preserves its table's
    /// margins (MiniKeePass's Settings and MoveItems storyboards, 13196: labels pinned to such
    /// content views' margins saved 16 pt in); the others kept UIView's 8 (CodingMart_iOS's
    /// Independence, PublishReward and EAProjectPrivate storyboards, 13196: about 300 views
    /// pinned to a content view's margins saved 8 pt in and down, none flagged; and
    /// toshi-ios-client's AdvancedSettings.storyboard). No file between 13196 and 13529 says
    /// where it changed.
    static let cellReadableMarginsToolsVersion = 13500.0

    /// UIKit's default layout margins for a view, before explicit margins and the safe area.
    /// `preservesTableMargins`: the view is a table cell's
    /// content view that, with its cell, preserves its superview's margins, inside a table view.
    /// `cellTable`: for a table cell's content view, where its table view is (`noTable` for any
    /// other view). `television`: a tvOS document. `deviceNamed`: the document names a device
    /// nibcheck knows, whose width `screenWidth` is (otherwise it is the canvas's root width).
    static func defaultMargins(for role: ViewRole, width: Double, screenWidth: Double, toolsVersion: Double,
                               preservesTableMargins: Bool = false, cellTable: CellTable = .noTable,
                               television: Bool = false, deviceNamed: Bool = true) -> EdgeInsets {
        switch role {
        case .rootView:
            // 20 pt wider than 393 pt: covpass-ios CountryItemView.xib and ListItemView.xib, 394-pt
            // top-level views (tools 18122 and 21701), save stacks pinned to their side margins
            // 20 pt in; its ParagraphView.xib, 391 pt (21507), 16. Nothing read between; a
            // 393-pt root (`retina6_12`'s scenes) keeps 16 as before. A tvOS root, 1920 pt wide,
            // has 16 in Xcode 15's files: Windscribe's Apple TV PreferencesMainViewController.xib
            // and NewsFeedViewController.xib, margins not inset from the safe area, save a stack
            // 16 pt before the leading margin at x = 0 and labels 20 pt after it at 36. Xcode 7's
            // had 20 (PINRemoteImage's tvOS example, tools 9532: image views pinned to the side
            // margins saved at x = 20). Nothing read between says where it changed; Xcode 9
            // (tools 13000), whose tvOS 11 brought system minimum margins, is a guess. Before
            // Xcode 7 (tools 8000) a phone's root had 16 at any width: the 600-pt canvases of
            // Xcode 6 save views pinned to the side margins 16 pt in (three Main storyboards of
            // tools 6254, 17 views; one of 7706), where those of 8191 save them 20 pt in.
            let side: Double = television ? (toolsVersion >= 13000 ? 16 : 20) : width > 393 && toolsVersion >= 8000 ? 20 : 16
            return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
        case .tableCellContentView:
            let readable = toolsVersion >= cellReadableMarginsToolsVersion || (toolsVersion >= 13000 && preservesTableMargins)
            guard readable else {
                // Before Xcode 9 (and in Xcode 9.0 for a cell that does not preserve its table's
                // margins), a content view's margins were UIView's 8 pt, unless it and its cell
                // preserve their superview's margins: then the table view's side margins reach
                // it, 15 pt on a phone narrower than 414 pt (iOS 8 to 10 set table content 15 pt
                // in, 20 on the 414-pt phones). MiniKeePass's static cells, tools 12120 on an
                // iPhone 8: all 22 views pinned to a content view's side margins are saved 15 pt
                // in. A cell of a XIB has no table view, and keeps 8 (the corpus's 7 such cells).
                // The 414-pt figure is UIKit's, not seen in a saved file. Interface Builder's
                // any-size canvas, which names no device, keeps 15 at its 600 pt: SettlePad's
                // Main.storyboard, tools 10116, saves the 11 views pinned to the side margins of
                // its preserving cells' 600 and 567-pt content views 15 pt in.
                guard preservesTableMargins else { return EdgeInsets(all: 8) }
                let side: Double = deviceNamed && screenWidth >= 414 ? 20 : 15
                return EdgeInsets(top: 8, left: side, bottom: 8, right: side)
            }
            // 20 pt from a 393-pt screen up: every cell saved on `retina6_12` (393 pt) is 20 pt in,
            // in storyboards (MixinNetwork, KeePassium: 10 cells of tools 23504 to 24765) and XIBs
            // (OsmAnd OACardTableViewCell.xib, 22155: a stack pinned to the margins of a 414-pt
            // cell at x = 20). On `retina6_0`'s 390 pt, 20 until tools 23727, 16 from it (OsmAnd's
            // 414-pt cells: OASwitchTableViewCell.xib, 22155, and OAInputTableViewCell.xib, 22685,
            // at 20; OAValueTableViewCell.xib, 24128, and OATwoButtonsTableViewCell.xib, 24506,
            // at 16; no file between says where in 22685…23727 it changed).
            let wide = screenWidth >= 393 || (screenWidth >= 390 && toolsVersion < 23700)
            var side: Double = (wide && width > 320) ? 20 : 16
            // On a phone narrower than 414 pt the side margins changed with Xcode: Xcode 10
            // (tools 14000 to 14799) took them from the cell's own width, 20 for a cell wider
            // than 414 (element-ios's 600-pt cells saved by 14113, 14460 and 14490, 29 of them).
            // A cell of a table view inside another view is 15 pt in from Xcode 9.1 (tools 13500)
            // to Xcode 11 (16999): the cells' own default, where a cell in a table view that is a
            // view controller's root view has the root's 16-pt side margins, the larger. In
            // Xcode 9.1 and 10: NEM Wallet's Main.storyboard (13529 on an iPhone 8: its 9 plain
            // tables in a root view 15 pt in, its 23 cells of table view controllers 16);
            // Swift-iOS-Booking-App's Bill.storyboard, keith27staines's messages scene and
            // TrippIOSApp's (14460 and 14490, 15 pt in); iotbroker.cloud-ios-client's (14460, 7
            // cells at 15). In Xcode 11 (14800 to 16999): beam's Main.storyboard (15705 on an
            // iPhone 8: a 375-pt table in a root view), wsdot-ios-app's Notifications and
            // AmtrakCascades storyboards (15705) at 15, where IOS-Nordic-Thingy's static tables
            // (15705 on an iPhone 8 and an iPhone X, 19 cells) and Pisth's Git, Connection Info
            // and Settings storyboards (14854 and 14865, 38 views) are at 16. A XIB's top-level
            // cell, in no table, is 16 pt in up to Xcode 10 (18 of the 22 such cells of 13500 to
            // 14799 read; two at 15, two at 20) and 15 in Xcode 11 (openfoodfacts 14868 and 16097,
            // wikipedia-ios 15705, element-ios 16096: every cell of those versions on an iPhone 8).
            if !wide {
                if toolsVersion >= 14000, toolsVersion < 14800, width > 414 {
                    side = 20
                } else if toolsVersion < 17000, (toolsVersion >= cellReadableMarginsToolsVersion && cellTable == .nested) || (toolsVersion >= 14800 && cellTable == .noTable) {
                    side = 15
                }
            }
            // A cell's content is 15 pt from the top and bottom from Xcode 26 (tools 24000) on,
            // 11 before, static and prototype cells alike: every static cell of the corpus and
            // the apps saved by it and pinned to its content view's top margin (Delta's
            // Settings, 24128; NetNewsWire's settings, inspector and account scenes, 24506 and
            // 24765; 71 of dolphin-ios's 78 in ConfigSettings.storyboard, 24127) is saved 15 pt
            // down, and so are the prototype cells of that storyboard (4 of 4) and a XIB's
            // top-level cell (amperfy PlayableTableCell.xib, 24112: an image view pinned to the
            // top and bottom margins of a 70-pt content view saved 15 pt down, 40 tall). Cells
            // saved before are at 11 (Pyto's settings, 21179: a label at the top margin less 3
            // saved at y = 8; passforios, KeePassium and yubioath, 23504; siskin-im, 20037;
            // Coding-iOS, 14313). No file between 23504 and 24112 says where it changed. (An
            // earlier reading kept prototype cells at 11 from Xcode 26 too; no such cell of the
            // corpus or the apps read says so.)
            let vertical: Double = toolsVersion >= 24000 ? 15 : 11
            return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        case .stackView:
            return .zero
        case .plain, .cell, .cellContentView:
            return EdgeInsets(all: 8)
        }
    }
}

/// Where the table view of a cell's content view is: none (a XIB's top-level cell, `noTable`), a
/// view controller's root view or a XIB's top-level view (`root`), or inside another view
/// (`nested`).
enum CellTable: Sendable {
    case noTable, root, nested
}

/// The part a view plays for margins and the safe area.
enum ViewRole: Sendable {
    /// A view controller's root view, or a top-level view of a XIB that is not a cell.
    case rootView
    /// A table, collection or reusable cell at the root.
    case cell
    /// A table-view cell's content view.
    case tableCellContentView
    /// A collection-view cell's content view.
    case cellContentView
    case stackView
    case plain
}
