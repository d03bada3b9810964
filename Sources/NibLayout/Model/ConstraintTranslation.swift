import NibDocument

// The nib's constraints, translated as UIKit installs them, and the layout guides they name.
//
// Every view has four variables in the root's coordinates: left, top, width, height. An
// attribute is a linear expression of them:
//   left, top, width, height: the variable; right = left + width; bottom = top + height;
//   centerX = left + width / 2; centerY = top + height / 2;
//   leading/trailing = left/right, or, right to left, −right/−left (so `a.leading == b.leading + 8`
//   puts a's right edge 8 pt left of b's, as UIKit mirrors it);
//   margin attributes = the edges inset by the view's layout margins;
//   first/last baseline = see `baselineOffsets`; a view that is not a text view has its baseline
//   at its bottom, as UIView's default `forLastBaselineLayout` is the view itself.
// A constraint `first = multiplier × second + constant` becomes `first − m × second − c (rel) 0`
// with the nib's priority. Between a scroll view and one of its descendants, the scroll view's
// edges are those of its content (as UIKit reads them); its centres, width and height those of its
// frame (Interface Builder's saved frames agree: a view centred in a scroll view and pinned 20 pt
// from its top and bottom gets the frame's height less 40).

/// A layout guide a constraint can name.
struct LayoutGuide {
    enum Kind: Equatable {
        /// `safeAreaLayoutGuide`: the view inset by its safe area.
        case safeArea
        /// A scroll view's `contentLayoutGuide`.
        case content
        /// A scroll view's `frameLayoutGuide`.
        case frame
        /// A scene's `topLayoutGuide` (status bar and top bars), before safe areas.
        case top
        /// A scene's `bottomLayoutGuide`.
        case bottom
        /// A view's `keyboardLayoutGuide` with the keyboard hidden: along the view's bottom edge,
        /// as tall as the bottom safe-area inset (none when `usesBottomSafeArea` is off).
        case keyboard(usesBottomSafeArea: Bool)
    }
    let kind: Kind
    let viewIndex: Int
    let id: String
}

/// An item of a constraint.
enum LayoutItem: Hashable {
    case view(Int)
    case guide(Int)
}

/// What a nib constraint says, as the engine reads it: its items resolved in the root, and its
/// attributes, relation, multiplier, constant (a size-class variation's where one applies) and
/// priority.
struct NibConstraintFacts {
    let firstItem: LayoutItem?
    let secondItem: LayoutItem?
    let firstAttribute: LayoutAttribute?
    let secondAttribute: LayoutAttribute?
    let relation: LayoutRelation
    let multiplier: Double
    let constant: Double
    let priority: LayoutPriority
}

/// A nib constraint's translation as `LayoutRoot` keeps it: not made yet, none (an attribute
/// with no expression), or the expression, its relation and the views it relates.
enum CachedTranslation {
    case unknown
    case none
    case some(SolverExpression, SolverRelation, [Int])
}

extension LayoutRoot {
    // MARK: Safe area and margins

    /// What Interface Builder simulates for the root: none for cells; for a scene's root view
    /// and a XIB's top-level view, the device's insets, plus a navigation bar (44) and a tab bar
    /// (49) and a toolbar (49; 44 before Xcode 11 on a phone with a home button) the scene has,
    /// less what a root saved below the bars, or not extended under them, leaves out.
    /// A freeform root (shorter than the screen) at y = 0 keeps the insets, as does a top-level
    /// XIB view of any size, except one marked freeform (`<freeformSimulatedSizeMetrics>`), which
    /// keeps only a notched phone's (one more view of the corpus oracle, 970 of 1008, and the
    /// samples' ProfileView).
    func simulatedSafeArea() -> EdgeInsets {
        let root = views[0]
        guard root.role == .rootView, isLaidOut else { return .zero }
        if context.document.platform == .tvOS {
            return simulatedTelevisionSafeArea()
        }
        let screen = context.screen ?? savedSize
        // From tools 23700 a notched phone's insets are saved twice (`deviceSafeArea`), but once
        // in a scene a tab bar controller of the storyboard holds, itself or through a
        // navigation controller, and on a sheet's card (below). HearoApp's Main.storyboard,
        // 23727 on `retina6_12`: eleven such scenes save views pinned to the safe area's top at
        // y = 59, or 59 below their bars, its initial scene, in no container, at 118. eV App's
        // tabs at 59, the scenes of its navigation controller, in no tab bar controller, at 118
        // below their bar. calliope's EditorAndPrograms.storyboard, 24412: a scene pushed in a
        // navigation controller whose simulated tab bar says it is in another storyboard's tab
        // bar controller, at 118 below its bar.
        let controllerBars = controller.map { SceneBars(controller: $0, seguesByDestination: context.seguesByDestination) }
        var insets = InterfaceBuilderMetrics.deviceSafeArea(
            screen: screen, deviceID: context.deviceID, toolsVersion: context.toolsVersion,
            savedOnce: controllerBars?.heldByTabBarController == true)
        let once = InterfaceBuilderMetrics.deviceSafeArea(
            screen: screen, deviceID: context.deviceID, toolsVersion: context.toolsVersion, savedOnce: true)
        // A freeform top-level view of a XIB (`<freeformSimulatedSizeMetrics>`): no status bar
        // or home indicator around it, whatever the device; but a notched device in landscape
        // keeps the sensor housing's insets at its sides (wikipedia-ios
        // PageHistoryCountsViewController.xib: a view pinned to the safe area is saved at x = 44).
        // A view of a storyboard scene beside its controller (in the scene's dock, shown where the
        // code puts it) is drawn the same way: Interface Builder simulates no bars for it
        // (Velocity's Training.storyboard, tools 14490 on an iPhone 8: a 92-pt header view whose
        // stack is pinned 10 pt below the safe area's top saved at y = 10).
        let sceneDockView = context.document.kind == .storyboard && element.parent?.name == "objects"
        if controller == nil, sceneDockView || element.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }) {
            // On a notched device in portrait the sensor housing's inset stays at the top too,
            // however short the view (simplenote SPNoteHistoryViewController.xib, 258 pt tall,
            // and wikipedia InsertMediaImageInfoView.xib: views 16 pt below the safe area's top
            // are saved at y = 60).
            // From Xcode 14.3 (tools 21600, see below), whose devices without a housing have a
            // status bar again, a freeform view keeps that bar's 20 pt too (wsdot-ios-app TollTripView.xib,
            // tools 21701 on an iPhone 8: a view pinned to the safe area's top saved at y = 20;
            // duckduckgo NotificationView.xib, 22505: both views' contents pinned 8 pt below the
            // safe area's top are saved at y = 28); Xcode 14.0's have none (cwa-app-ios
            // HomeStatisticsCardView.xib, 21225 on an iPhone SE: views pinned to the safe area's
            // top saved at y = 0 and 24, 24 pt below it); Xcode 10's neither (openfoodfacts
            // SingleLetterNutriscoreView.xib, 13771; wikipedia's
            // InsertMediaCustomImageSizeSettingTableViewCell.xib, 14490), unless they are at least
            // as tall as the screen: those keep the status bar (lumenshine's five scroll-view
            // screens, tools 14113 and 14460 on an iPhone 8, 893 to 1744 pt tall: a scroll view
            // pinned to the safe area's top saved at y = 20; openfoodfacts' 888-pt view, 13771;
            // every shorter freeform view of those versions in the apps, 27, at 0).
            // An iPad with rounded corners keeps its status bar and home indicator in landscape
            // too (amperfy GenericDetailTableHeader.xib, tools 23094 on `ipad12_9rounded` in
            // landscape: a 1202 × 585 view whose content is pinned to its margins saved 24 pt
            // below its top and 20 above its bottom).
            let isPad = context.deviceID?.hasPrefix("ipad") == true
            let portrait = screen.height > screen.width || isPad
            let coversTheScreen = savedSize.height >= screen.height
            let top = portrait && (insets.top > 20 || context.toolsVersion >= 21600 || coversTheScreen) ? insets.top : 0
            // And the home indicator's 34 pt at the bottom, never doubled, in a view at least
            // twice as tall as the indicator (MixinNetwork PopupTipView.xib, tools 24765 on an
            // iPhone 15, 654 pt tall: buttons 20 pt above the safe area's bottom end 54 pt above
            // the view's; its 50-pt and 60-pt bars keep none; entourage-ios MJNavBackView.xib,
            // 23504 on an iPhone 11, 68 pt tall, less than the status bar's 48 and the
            // indicator's 34: two views pinned to the safe area's bottom saved 34 pt tall, ending
            // 34 pt above the view's bottom). Where between 60 and 68 pt the indicator starts,
            // and whether the status bar's inset counts, no file read says.
            // "Bottom Bar: None" took it away before Xcode 14 (cwa-app-ios
            // BottomErrorReportViewController.xib, 19529, and simplenote's
            // SPNoteHistoryViewController.xib), not after (OsmAnd's 22155 and 22505 files).
            let homeIndicator = isPad ? insets.bottom : 34.0
            let noBottomBar = context.toolsVersion < 21000 && element.children.contains { $0.name == "nil" && $0.key == "simulatedBottomBarMetrics" }
            let notched = portrait && insets.top > 20 && insets.bottom > 0 && !noBottomBar
            var bottom = notched && savedSize.height >= 2 * homeIndicator ? homeIndicator : 0
            // Before Xcode 14.3 (tools 21600) a freeform view that fits on the device's screen sits
            // at its top, and its safe area is the part of the screen's it covers: the home
            // indicator's inset only as far as the view reaches into it. The 17 such views of the
            // apps read agree: stopp-corona's four 414- and 386-pt-wide views 140 to 327 pt
            // tall (tools 17701 on an iPhone 11), ring's 400 × 400 and cwa's 219 × 102 keep none;
            // COVIDSafe's RestrictionsView.xib, 414 × 865 (17506), keeps 3; a view as tall as the
            // screen or taller (COVIDSafe's 896- to 2166-pt views), or wider (zotero's
            // AnnotationEditViewController.xib, 460 × 443 at 19162; LN-Zap's 423 × 254 at 15400),
            // the screen is sized to, and keeps all 34. From Xcode 14 on every such view keeps
            // 34 (MixinNetwork's 393 × 116 TokenReceiverTrayView.xib, 23504).
            // The change came with Xcode 14.3 (tools 21600, where phones without a sensor
            // housing got their status bar back), not 14.0: tinode's 414 × 180 and 414 × 245
            // message bars (21507 on an iPhone 11) and safe-ios's 414 × 186 amount field (21225)
            // keep none, views pinned to the safe area's bottom saved ending at the view's; at
            // 21701 safe-ios's 393 × 106 and 393 × 421 views on an iPhone 14 Pro keep 34. Where
            // between 21507 and 21701 it changed, no file read says; 21600 is the project's
            // other Xcode 14.3 boundary.
            if context.toolsVersion < 21600, let screen = context.screen,
               savedSize.width <= screen.width, savedSize.height <= screen.height {
                bottom = min(bottom, max(0, homeIndicator - (screen.height - savedSize.height)))
            }
            return EdgeInsets(top: top, left: insets.left, bottom: bottom, right: insets.right)
        }
        // A scene saved as iOS 13's page sheet on a notched phone in portrait (Xcode 11 on, tools
        // 14800): its root as wide as the screen and shorter by the status bar's inset and the
        // 10 pt above the card (842 pt on an iPhone 11, 758 on an iPhone X). The card is below
        // the status bar, so its safe area's top is 0; the home indicator stays at its bottom
        // (microblog-ios's edit-post scene in AllPosts and AllReplies, tools 17156 and 17701,
        // and dcrios's Privacy scene, 18122, all 842 pt tall on `retina6_1`: the views pinned to
        // the safe area's top saved 44 pt higher than under a status bar), up to tools 23700.
        // On a phone without a sensor housing the card is 20 pt shorter than the screen, with
        // no status bar above its content either (INaturalistIOS's MainStoryboard, tools 22154
        // on an iPhone 8 Plus: the add-comment scene a presentation segue shows, 716 pt tall, a
        // text view 64 pt below the top layout guide saved at y = 64).
        // A navigation bar on such a card is 56 pt tall, as iOS 13's sheets draw it
        // (INaturalistIOS's taxa search, the root of a navigation controller on such a card: a
        // view pinned to the top layout guide saved at y = 56; Eureka's Main.storyboard, 15505
        // on an iPhone X, 758 pt tall: a table 64 pt above the safe area's top at y = -8).
        // From tools 23700 the card of a phone without a sensor housing is unchanged
        // (wsdot-ios-app's Ferries and TrafficMap storyboards, 23727 on an iPhone 8: five
        // scenes shown by popover segues, which a phone shows as sheets, 647 pt tall, a 56-pt
        // navigation bar pinned to the safe area's top saved at y = 0). By tools 22684 the card
        // of a notched phone is only 10 pt shorter than the screen, its safe area's top still 0
        // (IOS-Assignments' coffee scene, 22684 on an iPhone 15: a pageSheet presentation
        // segue's destination, 842 pt tall, a stack 40 pt below the safe area's top saved at
        // y = 40). No file read between 18122 and 22684 says where it changed; none from 23700
        // on, where the saved insets of a notched phone double, says what the card is there.
        let housing = insets.top > 20
        var pageSheet = false
        let cardInset = housing ? (context.toolsVersion >= 22684 ? 10 : insets.top + 10) : 20
        if controller != nil, context.toolsVersion >= 14800,
           context.deviceID?.hasPrefix("ipad") != true, screen.height > screen.width,
           savedSize.width == screen.width, savedSize.height == screen.height - cardInset {
            insets.top = 0
            pageSheet = true
        }
        // From tools 23700 a scene on the card of a notched phone is shorter than the screen by
        // the sensor housing's inset and 10 pt, and saves the phone's insets once, the housing's
        // at its top too (HearoApp's player scene, 23727 on `retina6_12`, a presentation
        // segue's destination: 783 pt tall, a button pinned to the safe area's top saved at
        // y = 59).
        if controller != nil, !pageSheet, context.toolsVersion >= 23700, housing,
           context.deviceID?.hasPrefix("ipad") != true, screen.height > screen.width,
           savedSize.width == screen.width, savedSize.height == screen.height - once.top - 10 {
            insets = once
        }
        // A navigation controller Interface Builder draws on such a card saves its bar at the
        // card's 56 pt, whatever height it saves its scenes at (KBTUApp's About, tools 17701 on
        // an iPhone SE: a navigation controller a scene pushed in another shows, which UIKit
        // presents; its root saved 320 x 504, a button pinned 20 pt below the safe area's top
        // saved at y = 76).
        if !pageSheet, context.toolsVersion >= 14800,
           context.deviceID?.hasPrefix("ipad") != true, screen.height > screen.width,
           controllerBars?.navigationBarFrame?.height == SceneBars.sheetNavigationBarHeight {
            insets.top = 0
            pageSheet = true
        }
        // Before Xcode 14 (tools 21000) a freeform scene shorter than the screen sits at its
        // top, as a freeform XIB view does: its safe area's bottom is only as much of the home
        // indicator's inset as it reaches into (IOS-Nordic-Thingy's Motion.storyboard, 15705 on
        // an iPhone X: a 60-pt scene, a label pinned 8 pt above its safe area's bottom saved
        // ending at 52). The scene's size counts its bars: a freeform scene 871 pt tall keeps the
        // inset in its root saved 731 pt tall below a 140-pt large-title bar (its Dfu.storyboard).
        // Only the safe area: a document of top and bottom layout guides keeps the indicator's
        // whole 34 pt in its bottom guide (r2-testapp-swift's UserSettings.storyboard, 14460 on
        // an iPhone X: 250 x 200 and 250 x 400 scenes, stacks 5 and 10 pt above the bottom
        // guide saved ending 39 and 44 pt above the root's bottom). Whether it is the guides or
        // the version (Xcode 10 against the safe areas' 15705 and 18122) that keeps it, no file
        // read tells apart.
        if let controller, context.document.useSafeAreas, context.toolsVersion < 21000, insets.bottom > 0,
           let freeform = controller.children.first(where: { $0.key == "freeformSize" }),
           let height = freeform[attribute: "height"].flatMap(Double.init), height < screen.height {
            insets.bottom = min(insets.bottom, max(0, insets.bottom - (screen.height - height)))
        }
        // A freeform scene wider than it is tall, and shorter than any phone in portrait (568 pt),
        // is laid out as a phone in landscape, where iOS shows no status bar (AudioKitSynthOne's
        // About, Mailing List and Presets scenes, tools 14490 on an iPhone 8: 667 x 475, 667 x 375
        // and 512 x 299, views pinned to the top layout guide saved at y = 0; lifetrakiosapp's
        // 600 x 524 scene, 9059; wikipedia-ios's 240 x 80 and 320 x 100 scenes, 0). A taller one
        // keeps its status bar (eidolon's Fulfillment.storyboard, 13771 on an iPhone 8: 815 x 660
        // scenes, labels 60 pt below the top layout guide saved at y = 80; AudioKitSynthOne's
        // 1024 x 768 scenes). From Xcode 9 (tools 13000) a scene whose root is saved shorter
        // than 480 pt has none, whatever its shape and whatever made it so short (a freeform
        // size, a container view that embeds it, or a size the file keeps with neither, as
        // dev-team-4-cie-app-ios-swift's 375 x 257 lecture pages, 14113, pinned to the safe
        // area's top and saved at y = 0): TrippIOSApp's two 375 x 443 scenes (14113), Wisnuc-iOS-Swift's
        // 375 x 345 and 240 x 192 (14113 and 14460), schulcloud-mobile-ios's 300 x 300 (14490)
        // and keith27staines's 300 x 300 information scene (14113, a `freeformSize` with no
        // simulated size metrics); the embedded 375 x 128, 375 x 200, 320 x 252 and 231 x 0 scenes
        // of shopapp-ios, MoneySaverApp-iOS, blips-iOS-client and Dominant-Investors (13529 to
        // 14109); all pinned to the top layout guide or the safe area's top and saved at y = 0.
        // A taller one keeps it: Wisnuc's 375 x 500 freeform scene (14460, a view pinned to the
        // safe area's top at y = 20), NEM Wallet's three embedded 375 x 497 scenes (13529) and
        // words-ios-app's 375 x 554 (13771). Before Xcode 9 a portrait-shaped freeform scene kept
        // it too (Hero's 320 x 440 scenes, 11762: buttons 8 pt below the top layout guide saved at
        // y = 28), but an embedded one already had none (narengi's 300 x 420 verification
        // child, 11762: a label 38 pt below the top layout guide saved at y = 38). From Xcode
        // 14.3 (tools 21600), when the status bar came back, a short scene
        // keeps it: an embedded one (wsdot-ios-app's 375 x 457 Ferries scenes, 23727, at y = 20)
        // as a freeform XIB view does (above: wsdot-ios-app's TollTripView.xib); no
        // short freeform scene of those versions was read. Where between 443 and 497 pt the bar
        // returns, no file read says; 480, the shortest phone's height, is a guess.
        if let controller, insets.top == 20 {
            let freeform = controller.children.contains { $0.name == "freeformSimulatedSizeMetrics" || $0.key == "freeformSize" }
            let short = context.toolsVersion < 21600 && savedSize.height < 480
            if (freeform && savedSize.width > savedSize.height && savedSize.height < 568)
                || (short && (context.toolsVersion >= 13000 || context.isShownOnly(controller, bySeguesOf: ["embed"]))) {
                insets.top = 0
            }
        }
        // A freeform scene shown only as a popover sits in the popover, not on the screen: no
        // status bar, sensor housing or home indicator reaches it (a 200 x 65 slider scene
        // pinned to its safe area would otherwise have 48 + 34 pt of insets and less than no
        // room).
        if let controller, controller.children.contains(where: { $0.name == "freeformSimulatedSizeMetrics" }),
           context.isShownOnly(controller, bySeguesOf: ["popoverPresentation", "popover"]) {
            return .zero
        }
        // A scene an iPad shows only as a form or page sheet sits in the sheet, smaller than the
        // screen, under no status bar (ecodatum-ios-client's notes scene, tools 14113 on a 9.7"
        // iPad: a presentation segue with `modalPresentationStyle="formSheet"`, the root saved
        // 540 x 620, a stack pinned 8 pt inside its safe area saved at y = 8, and centred).
        if let controller, context.deviceID?.hasPrefix("ipad") == true,
           savedSize.width < screen.width, savedSize.height < screen.height,
           let id = controller.id, context.shownOnlyAsSheets.contains(id) {
            return .zero
        }
        // A scene's simulated metrics are its controller's; a XIB's top-level view carries its
        // own (pocket-casts PlaylistViewController.xib: `<simulatedNavigationBarMetrics>` on the
        // view, a view pinned to the root's top margin saved 44 pt down on an iPhone 8).
        let simulatedMetricsKeys: Set<String> = ["simulatedTopBarMetrics", "simulatedBottomBarMetrics", "simulatedStatusBarMetrics"]
        if let controller = controller ?? (element.children.contains { $0.key.map(simulatedMetricsKeys.contains) == true } ? element : nil) {
            // `<nil key="simulatedStatusBarMetrics"/>`, "Status Bar: None", takes the status bar
            // away only from a scene before Xcode 9 (tools 13000): sprocket_ios_app's
            // PG_Main.storyboard (12120 on an iPhone 8, four scenes) and onepass-ios-client's
            // Xcode 7 scenes save views pinned to the top layout guide at y = 0. From Xcode 9 on a
            // phone without a sensor housing keeps it in its safe area, where it has one: NEM
            // Wallet's Main.storyboard (13529 on an iPhone 8: three full-screen scenes saying
            // None, views pinned to the top layout guide saved at y = 20), qsc-mobile-ios-v3's
            // Today widget and two launch screens (13529); a XIB's top-level view alike
            // (element-ios's RoomViewController.xib, 21701 on an iPhone 8: five views pinned to
            // the safe area's top saved at y = 20; Alfresco's preview, folder and task XIBs,
            // 14109 on an iPhone 8 and an iPad: views 8 pt below it saved at y = 28).
            // No scene saying None from Xcode 14.3 on was read; it is taken to keep the bar as a
            // XIB's view does then.
            let bars = controllerBars ?? SceneBars(controller: controller, seguesByDestination: context.seguesByDestination)
            if self.controller != nil, context.toolsVersion < 13000, bars.noStatusBar {
                insets.top = 0
            }
            // `edgesForExtendedLayout` without an edge (`<extendedEdge key="edgesForExtendedLayout"
            // bottom="YES"/>`, "Extend Edges: Under Top Bars" off): the root stops at the bars on
            // that side, as under opaque ones, and none of them, nor the status bar or the home
            // indicator beyond them, is in its safe area. entourage-ios GuideSolidarity.storyboard
            // (tools 20037 on an iPhone 8, no edge extended): a root saved 574 pt tall between a
            // navigation and a tab bar, a table pinned 60 pt below its top layout guide saved at
            // y = 60 and a view pinned 49 pt below its bottom one ending at 623; planck's
            // Thread.storyboard (21507, the bottom edge only): a table pinned to the safe area's
            // top saved at y = 0 under a navigation bar. Without bars on a side, nothing changes
            // there: the status bar is no bar a view controller extends under.
            let edges = controller.children.first { $0.name == "extendedEdge" && $0.key == "edgesForExtendedLayout" }
            let extendsUnderTopBars = edges.map { $0.bool("top") == true } ?? true
            let extendsUnderBottomBars = edges.map { $0.bool("bottom") == true } ?? true
            // A scene that extends under opaque bars (`extendedLayoutIncludesOpaqueBars`) has
            // its root under an opaque navigation bar as under a translucent one, the bar in its
            // top layout guide (Flux's MainStoryboard, tools 5056 on a 4-inch phone: the username
            // scene, pushed from one with an opaque bar, saves its root at y = 0, 568 pt tall, and
            // an image at most 37 pt below the top layout guide at y = 101, which the views below
            // it need).
            let includesOpaqueBars = controller.bool("extendedLayoutIncludesOpaqueBars") == true
            if (bars.opaqueNavigationBar && !includesOpaqueBars) || (bars.navigationBar && !extendsUnderTopBars) {
                insets.top = 0
            } else if bars.navigationBar {
                let largeTitle = bars.largeTitleNavigationBar
                    && !SceneBars.showsLargeTitleCollapsed(controller: controller, toolsVersion: context.toolsVersion)
                insets.top += largeTitle ? SceneBars.largeTitleNavigationBarHeight(screen: screen, toolsVersion: context.toolsVersion)
                    : pageSheet ? SceneBars.sheetNavigationBarHeight
                    : SceneBars.navigationBarHeight(screen: screen, toolsVersion: context.toolsVersion)
                if bars.prompt, !largeTitle, !pageSheet {
                    insets.top += SceneBars.promptHeight(toolsVersion: context.toolsVersion)
                }
            }
            // A toolbar above a home indicator is 49 pt tall, as a tab bar is: siskin-im's three
            // scenes with a simulated toolbar (tools 20037 on an iPhone 11) and stopp-corona's web view
            // (17701) save a view pinned to the safe area's bottom 83 pt above the root's, 34 + 49.
            // From Xcode 11 (tools 14800) it is 49 on a phone with a home button too:
            // MEWconnect's Setup.storyboard (14868 on an iPhone 8 Plus), a scene with a simulated
            // toolbar and two pushed from it, save scroll views and a column pinned to the safe
            // area's bottom 49 pt above the root's; planck's Thread.storyboard (21507 on an
            // iPhone 8) a table. Before, 44, UIToolbar's height to iOS 10; no file of Xcode 9 or
            // 10 with one was read. An iPad keeps 44 there: no iPad file with a toolbar was read.
            let phoneFromXcode11 = context.toolsVersion >= 14800 && context.deviceID?.hasPrefix("ipad") != true
            let toolbarHeight = insets.bottom > 0 || phoneFromXcode11 ? 49.0 : 44.0
            // A root that ends above an opaque tab bar, shorter than the screen by the bar and
            // the home indicator below it, reaches no part of the indicator (IOS-Nordic-Thingy's
            // Dfu.storyboard, 18122 on an iPhone X: a tab saved 641 pt tall, 812 less 88 above
            // and 83 below, with a table pinned to its safe area's bottom saved 641 tall).
            if bars.tabBar, bars.opaqueTabBar, savedSize.height + 49 + insets.bottom <= screen.height { insets.bottom = 0 }
            if (bars.tabBar || bars.toolbar) && !extendsUnderBottomBars {
                insets.bottom = 0
            } else {
                if bars.tabBar, !bars.opaqueTabBar { insets.bottom += 49 }
                if bars.toolbar { insets.bottom += toolbarHeight }
            }
        }
        // A root saved below the bars (y = 64 under an opaque navigation bar) has them outside.
        if root.storedFrame.y > 0 { insets.top = max(0, insets.top - root.storedFrame.y) }
        return insets
    }

    /// A tvOS root's simulated insets. No status bar on tvOS; from Xcode 9 (the tvOS 11 SDK,
    /// tools 13000) the television's title-safe area, 60 pt from the top and bottom of the screen
    /// and 80 from its sides, insets the root's layout margins and its layout guides, with safe
    /// areas on or off. PopcornTimeTV's tvOS.storyboard (tools 15705, no safe areas): every root
    /// whose margins follow its insets (not `insetsLayoutMarginsFromSafeArea="NO"`, which all of
    /// its others say) has its top margin 60 pt down, whatever its size (a 1300 × 430 and a
    /// 1920 × 890 embedded scene too), its bottom margin 60 pt up where it reaches the screen's
    /// bottom (1080 pt tall) and on it where it stops short (935 pt); a guide's top 60 pt down
    /// in a 1536 × 260 scene. Before, the guides are at the screen's edges (Reusable's tvOS
    /// storyboard, 11762, and MBProgressHUD's, 10117: views 5 and 20 pt below the top guide are
    /// saved at y = 5 and 20).
    /// A navigation bar, whose saved frame the navigation controller keeps (145 pt tall: at
    /// y = 60 alone, at y = 157 under a tab bar), moves the top down to its bottom: PopcornTimeTV's
    /// scenes pinned to their top margin inside its tab bar's navigation controllers are saved
    /// 302 pt down, a simulated bar's 205 (60 + 145), and Provenance's Settings.storyboard (23504,
    /// safe areas on) a text view 8 pt below the safe area's top, in a navigation controller whose
    /// bar is at y = 60, at y = 213.
    /// The sides, 80 pt, only in a full-screen root with safe areas (vlc-ios
    /// PlaylistMediaViewController.xib: a label pinned 600 pt inside it is saved at x = 680); the
    /// saved frames read do not agree on the margins beside them.
    func simulatedTelevisionSafeArea() -> EdgeInsets {
        guard context.toolsVersion >= 13000 else { return .zero }
        let titleSafe = EdgeInsets(top: 60, left: 80, bottom: 60, right: 80)
        let screen = LayoutSize(width: 1920, height: 1080)
        var insets = EdgeInsets(top: titleSafe.top, left: 0,
                                bottom: max(0, min(titleSafe.bottom, savedSize.height - (screen.height - titleSafe.bottom))), right: 0)
        if context.document.useSafeAreas, savedSize == screen {
            insets.left = titleSafe.left
            insets.right = titleSafe.right
        }
        if let controller {
            let bars = SceneBars(controller: controller, seguesByDestination: context.seguesByDestination)
            if bars.navigationBar {
                let televisionNavigationBarHeight = 145.0
                insets.top = bars.navigationBarFrame.map { $0.y + $0.height } ?? titleSafe.top + televisionNavigationBarHeight
            }
        }
        return insets
    }

    /// Whether the root is a XIB's top-level view marked freeform. Before Xcode 14 (tools 21000)
    /// its bottom layout margin leaves out the home indicator its safe area has (zotero-ios
    /// ItemDetailAddContentView.xib, 20037 on an iPhone 11: a stack pinned to the bottom margin
    /// of a 276-pt view is saved ending at 276; five views of zotero; OsmAnd's 22155 and 22505
    /// files include it).
    /// The root is wider than the device's screen, which Interface Builder then sizes to it
    /// (SwiftMessages' 600-pt message views on an iPhone 11, tools 17156: labels pinned to the
    /// bottom margin saved ending 34 pt above the view's bottom, the home indicator's inset).
    var isWiderThanTheScreen: Bool {
        context.screen.map { views[0].storedFrame.width > $0.width } ?? false
    }

    var isFreeformXIBView: Bool {
        controller == nil && views[0].role == .rootView && views[0].element.children.contains { $0.name == "freeformSimulatedSizeMetrics" }
    }

    /// Sets every view's safe-area insets (the root's, and for the others the part of the root's
    /// safe area they overlap, from the saved frames) and its layout margins.
    func applySafeArea() {
        translationCache = []
        let rootSize = views[0].storedFrame
        let safe = safeAreaInsets
        let screenWidth = context.screen?.width ?? rootSize.width
        topGuideLength = safe.top
        bottomGuideLength = safe.bottom
        var scrollAdjustsTop: [Int: Bool] = [:]
        for view in views {
            if view.index == 0 {
                view.safeArea = safe
            } else {
                let frame = view.savedAbsolute
                func clampInset(_ value: Double, _ limit: Double) -> Double { max(0, min(value, limit)) }
                // A scroll view's content keeps none of the bottom of the safe area (stopp-corona's
                // 17701 storyboards: columns 1173 to 2833 pt tall in a scroll view pinned to the
                // safe area, their stacks saved with no bottom margin, where the part below the
                // home indicator's line would otherwise inset them). At the top it keeps what its
                // scroll view overlaps, from the top of the content (covpass-ios
                // AcousticFeedbackSettingsViewController.xib, 20037 on an iPhone 11: a scroll view
                // filling the root, its content view's label 16 pt below the content view's top
                // margin saved at y = 68, 44 + 8 + 16); a scroll view below the safe area's top
                // has none to pass on. A scroll view that adjusts its top content inset for the
                // safe area passes none either (UIScrollView.ContentInsetAdjustmentBehavior:
                // `.always`; `.automatic` and `.scrollableAxes` where the content scrolls
                // vertically, bouncing or taller than the scroll view, and `.automatic` in a scene
                // under a navigation bar whatever it scrolls): erouska-ios's About scene (17701 on
                // an iPhone X, a bouncing scroll view filling a root under a large-title bar)
                // saves its content's stack, 16-pt margins, with its text view at y = 16.
                let scrollView = nearestScrollView(view)
                let inScrollView = scrollView != nil
                let topInScrollView = scrollView.map {
                    if let adjusts = scrollAdjustsTop[$0] { return adjusts }
                    let adjusts = adjustsTopContentInset(views[$0])
                    scrollAdjustsTop[$0] = adjusts
                    return adjusts
                } == true ? 0 : scrollView.map {
                    clampInset(views[$0].safeArea.top - (frame.y - views[$0].savedAbsolute.y), frame.height)
                } ?? 0
                view.safeArea = EdgeInsets(
                    top: inScrollView ? topInScrollView : clampInset(safe.top - frame.y, frame.height),
                    left: clampInset(safe.left - frame.x, frame.width),
                    bottom: inScrollView ? 0 : clampInset(frame.y + frame.height - (rootSize.height - safe.bottom), frame.height),
                    right: clampInset(frame.x + frame.width - (rootSize.width - safe.right), frame.width))
            }
            // Before Xcode 9 (tools 13000) a XIB's top-level view was no view controller's root
            // in Interface Builder: UIView's 8 pt all round (beam's NoAccessEmptyView.xib,
            // BeamEmptyView.xib and ReplyBarView.xib, tools 9532 to 10117: views pinned to the
            // side margins of 600-pt views saved 8 pt in).
            let xcode8TopLevelView = view.index == 0 && view.role == .rootView && controller == nil && context.toolsVersion < 13000
            // A top-level collection cell's content view (Xcode 11's `collectionViewCellContentView`,
            // which constraints name apart from the cell) has the cell's margins, a root view's
            // (Kurozora LibraryStatisticsCollectionViewCell.xib, tools 24506 on an iPhone 15: labels
            // pinned to the side margins of a 374-pt content view saved 16 pt in).
            let topLevelCellContent = isTopLevelCollectionCell && view.role == .cellContentView && view.superviewIndex == 0
            let systemMargins = xcode8TopLevelView ? EdgeInsets(all: 8) : InterfaceBuilderMetrics.defaultMargins(
                for: (view.index == 0 || topLevelCellContent) && isTopLevelCollectionCell ? .rootView : view.role, width: view.storedFrame.width, screenWidth: screenWidth,
                toolsVersion: context.toolsVersion,
                preservesTableMargins: view.role == .tableCellContentView && preservesTableMargins(view),
                cellTable: view.role == .tableCellContentView ? cellTable(of: view) : .noTable,
                television: context.document.platform == .tvOS, deviceNamed: context.screen != nil)
            var margins = view.element.layoutMargins ?? systemMargins
            // From Xcode 9 (tools 13000) on, a table cell's content view keeps at least the
            // cell's own margins, on every side, whatever smaller ones it was given, preserving
            // or not: cwa-app-ios ErrorReportHistoryCell.xib (17701 on an iPhone 11), margins of
            // 16 all round, a stack pinned to them saved 16 pt down and 20 pt in; covpass-ios
            // ActionTableViewCell.xib (17701, neither the cell nor its content view preserving),
            // margins of 0, a stack saved 20 pt in and 11 down; beam's Main.storyboard (15705 on
            // an iPhone 8) 12-pt margins at 15 on the sides, 12 at the top.
            if view.role == .tableCellContentView, let own = view.element.layoutMargins, context.toolsVersion >= 13000 {
                margins = own.atLeast(systemMargins)
            }
            // A content view that preserves its superview's margins takes its cell's explicit
            // ones where they are larger: UIKit gives a preserving view the larger of its own
            // margins and its superview's, and a cell that sets margins has at least those (AltStore's
            // Settings.storyboard, tools 17503 on an iPhone 8: static cells with margins of 30 at
            // the sides, they and their content views preserving, labels pinned to the content
            // views' leading margins saved 30 pt in, images pinned to the trailing ones 30 pt short).
            if view.role == .tableCellContentView, view.element.preservesSuperviewLayoutMargins,
               let cell = view.element.parent, let cellMargins = cell.layoutMargins, context.toolsVersion >= 13000 {
                margins = margins.atLeast(cellMargins)
            }
            // A root view's explicit margins are a minimum too: UIKit keeps a view controller's
            // root view's margins at least its system minimum, the side margins
            // (`viewRespectsSystemMinimumLayoutMargins`, iOS 11, tools 13000), and Interface
            // Builder lays a XIB's top-level view out as one (covpass-ios MainButton.xib, tools
            // 21225 on an iPhone 8: margins of 0, a button pinned to them in a 200-pt view saved
            // 16 pt in; seven more of its top-level views at 16 or 20).
            if view.index == 0, view.role == .rootView, let own = view.element.layoutMargins, context.toolsVersion >= 13000 {
                margins = own.atLeast(systemMargins)
            }
            // The table's margins reach a content view only where it meets the table's edges: a
            // cell's accessory leaves the content view's own 8 pt on that side (MiniKeePass's
            // disclosure cells, tools 12120: a label pinned to both side margins of a 342-pt
            // content view is saved 15 pt in from the left, 8 from the right).
            if view.role == .tableCellContentView, view.element.layoutMargins == nil, context.toolsVersion < 13000,
               let cellIndex = view.superviewIndex {
                let frame = view.storedFrame
                margins.left = max(8, margins.left - frame.x)
                margins.right = max(8, margins.right - (views[cellIndex].storedFrame.width - frame.x - frame.width))
            }
            // From Xcode 9 (tools 13000) on too, a content view that stops short of its cell's
            // trailing edge (a disclosure indicator, a detail button) has 8-pt trailing margin
            // where it would otherwise have the readable side margin: every cell with an accessory
            // of the corpus and the apps whose content is pinned to the trailing margin (24 cells,
            // tools 13196 to 23504: Pyto's Theme Chooser, 20037, a 318.5-pt content view in a
            // 343-pt cell, a view pinned to its trailing margin saved ending at 310.5; siskin-im,
            // KeePassium, green_ios) is saved so. Nothing seen says what the leading side does
            // beside an indented content view.
            if view.role == .tableCellContentView, view.element.layoutMargins == nil, context.toolsVersion >= 13000,
               let cellIndex = view.superviewIndex {
                let frame = view.storedFrame
                if views[cellIndex].storedFrame.width - frame.x - frame.width > 0 { margins.right = 8 }
            }
            // A cell's margins are the cell's own: where the content view stops short of the
            // cell's bottom (the separator's half point), its bottom margin is that much less.
            // 26 cells of the corpus and the apps, content views 0.5 pt shorter than their cells,
            // are saved with 10.5-pt bottom margins; none with 11 (element-ios
            // TableViewCellWithCheckBoxAndLabel.xib: a label 3 pt below the top margin, 3.5 pt
            // above the bottom one and centred, in a 43.5-pt content view).
            if view.role == .tableCellContentView, view.element.layoutMargins == nil, context.toolsVersion >= 13000,
               let cellIndex = view.superviewIndex {
                let shortfall = views[cellIndex].storedFrame.height - (view.storedFrame.y + view.storedFrame.height)
                if shortfall > 0 { margins.bottom = max(0, margins.bottom - shortfall) }
            }
            // Margins took in the safe area from iOS 11 (tools 13000); before, the status bar
            // was the top layout guide's alone (beam's NoAccessEmptyView.xib and
            // EmptyAlbumEmptyView.xib, 10116: views centred within the margins of 600-pt views
            // saved at their centres, not 10 pt below).
            if view.element.insetsLayoutMarginsFromSafeArea, context.toolsVersion >= 13000 {
                margins.top += view.safeArea.top
                margins.left += view.safeArea.left
                margins.bottom += isFreeformXIBView && context.toolsVersion < 21000 && !isWiderThanTheScreen ? 0 : view.safeArea.bottom
                margins.right += view.safeArea.right
            }
            // A top-level view that preserves its superview's margins takes UIView's 8 pt at the
            // top and bottom from the view Interface Builder hosts it in: covpass-ios
            // MainButton.xib, PlainLabel.xib and InfoHeaderView.xib (tools 19529 and 21225 on an
            // iPhone 8), margins of 0, views pinned to them saved 8 pt from the top and bottom.
            // Before Xcode 14 (tools 21000) the host's top margin includes the safe area's
            // (CountryItemView.xib and SecureContentView.xib, 18122 and 17701 on an iPhone 11:
            // stacks pinned to the top margin of freeform views saved at y = 52, 44 + 8, and
            // ending 8 pt above the bottom); from it not (ListItemView.xib, 21701: at y = 48, the
            // safe area's top, ending 34 pt above the bottom, the home indicator's inset).
            if view.index == 0, view.role == .rootView, view.element.preservesSuperviewLayoutMargins {
                let hostIncludesSafeArea = context.toolsVersion < 21000
                margins.top = max(margins.top, 8 + (hostIncludesSafeArea ? view.safeArea.top : 0))
                margins.bottom = max(margins.bottom, 8 + (hostIncludesSafeArea && !isFreeformXIBView ? view.safeArea.bottom : 0))
            }
            // `preservesSuperviewLayoutMargins`: where the superview's margins reach into the view
            // (by the saved frames), they are the view's, if larger than its own. Views come in
            // pre-order, so the superview's are final.
            if view.element.preservesSuperviewLayoutMargins, let parentIndex = view.superviewIndex,
               view.role == .plain || view.role == .stackView {
                let parent = views[parentIndex]
                let frame = view.storedFrame
                margins.left = max(margins.left, parent.margins.left - frame.x)
                margins.top = max(margins.top, parent.margins.top - frame.y)
                margins.right = max(margins.right, parent.margins.right - (parent.storedFrame.width - frame.x - frame.width))
                margins.bottom = max(margins.bottom, parent.margins.bottom - (parent.storedFrame.height - frame.y - frame.height))
            }
            view.margins = margins
        }
    }

    /// Whether the root is a collection view cell or supplementary view at the top level of a XIB
    /// (not in a collection view): Interface Builder gives it a view controller's root view's
    /// side margins, not UIView's 8 pt. Every such view of the apps read with views pinned to its
    /// own margins is saved that way: OsmAnd's OAQuickActionCell.xib (124 pt wide) and
    /// OADestinationCollectionViewCell.xib (163) on an iPhone 8 at 16, EmptyStateCollectionViewCell.xib
    /// (417) at 20, and Provenance's AboutPatreonHeaderView.xib, a 375-pt header, at 16; cells and
    /// headers inside a collection view keep 8 (SwipeCellKit's MailExample, Hero's ListToGrid,
    /// KeePassium's ItemIconPicker). No top-level table view cell of those files pins anything to
    /// its own margins, so table cells keep theirs.
    var isTopLevelCollectionCell: Bool {
        let element = views[0].element
        return (element.name == "collectionViewCell" || element.name == "collectionReusableView")
            && element.parent?.name == "objects"
    }

    /// Whether a scroll view takes the top of the safe area into its adjusted content inset (so
    /// its content keeps none of it): its `contentInsetAdjustmentBehavior` is `always`, or
    /// `automatic` (the default) or `scrollableAxes` and it scrolls vertically (it bounces
    /// vertically, or a subview's saved frame reaches below its bottom), or `automatic` in a
    /// scene under a navigation bar.
    private func adjustsTopContentInset(_ scrollView: LayoutView) -> Bool {
        let behavior = scrollView.element[attribute: "contentInsetAdjustmentBehavior"] ?? "automatic"
        switch behavior {
        case "never": return false
        case "always": return true
        default: break
        }
        if scrollView.element.bool("alwaysBounceVertical") == true { return true }
        let height = scrollView.storedFrame.height
        if views.contains(where: { $0.superviewIndex == scrollView.index && $0.storedFrame.y + $0.storedFrame.height > height + 0.5 }) {
            return true
        }
        guard behavior == "automatic", let controller else { return false }
        return SceneBars(controller: controller, seguesByDestination: context.seguesByDestination).navigationBar
    }

    /// The index of a view's nearest scroll view ancestor (a scroll view's own content
    /// variables say it is one), or nil outside any.
    private func nearestScrollView(_ view: LayoutView) -> Int? {
        var current = view.superviewIndex
        while let index = current {
            if views[index].contentHeight != nil { return index }
            current = views[index].superviewIndex
        }
        return nil
    }

    /// Where the table view of a cell's content view is: a view controller's root view
    /// (`key="view"`) or a XIB's top-level view, another view, or none.
    private func cellTable(of contentView: LayoutView) -> CellTable {
        guard let cell = contentView.element.parent,
              let table = cell.ancestors.first(where: { $0.name == "tableView" }) else { return .noTable }
        return table.key == "view" || table.parent?.name == "objects" ? .root : .nested
    }

    /// Whether a cell's content view takes the table view's margins: it and its cell preserve
    /// their superview's margins, and the cell is in a table view (not a XIB's top-level cell).
    private func preservesTableMargins(_ contentView: LayoutView) -> Bool {
        guard contentView.element.preservesSuperviewLayoutMargins, let cell = contentView.element.parent,
              cell.preservesSuperviewLayoutMargins else { return false }
        return cell.ancestors.contains { $0.name == "tableView" }
    }

    // MARK: Collecting

    func collectGuidesAndConstraints() {
        for view in views {
            for child in view.element.children where child.name == "viewLayoutGuide" || child.name == "keyboardLayoutGuide" {
                guard let id = child.id else { continue }
                let kind: LayoutGuide.Kind
                switch child.key {
                case "keyboard" where child.name == "keyboardLayoutGuide":
                    kind = .keyboard(usesBottomSafeArea: child.bool("usesBottomSafeArea") ?? true)
                case "safeArea": kind = .safeArea
                case "contentLayoutGuide": kind = .content
                case "frameLayoutGuide": kind = .frame
                default: continue
                }
                guideIndex[id] = guides.count
                guides.append(LayoutGuide(kind: kind, viewIndex: view.index, id: id))
            }
        }
        if let layoutGuides = controller?.child(named: "layoutGuides") {
            for guide in layoutGuides.children where guide.name == "viewControllerLayoutGuide" {
                guard let id = guide.id else { continue }
                let kind: LayoutGuide.Kind = guide[attribute: "type"] == "bottom" ? .bottom : .top
                guideIndex[id] = guides.count
                guides.append(LayoutGuide(kind: kind, viewIndex: 0, id: id))
            }
        }
        // The items are resolved once here and kept for `nibConstraintFacts`; without size-class
        // masks, no constraint's id is read.
        let excludes = !context.excludedIDs.isEmpty
        for view in views {
            for constraint in view.element.constraints {
                if excludes, let id = constraint.id, context.excludedIDs.contains(id) { continue }
                let secondID = constraint.secondItem
                guard let first = item(constraint.firstItem) else {
                    unresolvedConstraints.append(constraint)
                    continue
                }
                let second = item(secondID)
                guard secondID == nil || second != nil else {
                    unresolvedConstraints.append(constraint)
                    continue
                }
                nibConstraints.append(constraint)
                nibConstraintItems.append((first, second))
            }
        }
    }

    func item(_ id: String?) -> LayoutItem? {
        guard let id else { return nil }
        if let index = viewIndex[id] { return .view(index) }
        if let index = guideIndex[id] { return .guide(index) }
        return nil
    }

    // MARK: Attributes

    /// The expression of `attribute` of `item`; `other` is the constraint's other item (it
    /// decides whether a scroll view's edges are its content's).
    func expression(_ attribute: LayoutAttribute, of item: LayoutItem, other: LayoutItem?) -> SolverExpression? {
        var geometry: AttributeGeometry
        switch item {
        case .view(let index):
            let view = views[index]
            // Baselines are read (the font, the number of lines) only for a baseline attribute.
            let isBaseline = attribute == .firstBaseline || attribute == .lastBaseline
            geometry = AttributeGeometry(view.frameVariables, margins: view.margins,
                                         baselineOffsets: isBaseline && view.fontPointSize != nil ? baselineOffsets(of: view) : nil)
            // A view without text has no baseline: Auto Layout takes its top edge for the first
            // and its bottom for the last (UIView's offsets from them are 0). nerkh's
            // Main.storyboard (tools 15702) saves a plain 1000-pt view whose first baseline is
            // pinned 8 pt below a label's with its top there. Only a plain view (or a custom
            // class of one): a stack view's baselines are its arranged views', a symbol image's
            // its symbol's, and controls that show text (segments, a search bar) have their own,
            // which this does not follow; they keep their bottoms.
            if attribute == .firstBaseline, view.element.name == "view" {
                return geometry.expression(.top, rightToLeft: options.direction == .rightToLeft)
            }
            if let contentWidth = view.contentWidth, let contentHeight = view.contentHeight,
               case .view(let otherIndex)? = other, isAncestor(index, of: otherIndex) {
                geometry.edgeWidth = SolverExpression(contentWidth)
                geometry.edgeHeight = SolverExpression(contentHeight)
            }
        case .guide(let index):
            let guide = guides[index]
            let view = views[guide.viewIndex]
            switch guide.kind {
            case .safeArea:
                geometry = AttributeGeometry(view.frameVariables, insets: view.safeArea)
            case .frame:
                geometry = AttributeGeometry(view.frameVariables)
            case .content:
                geometry = AttributeGeometry(view.frameVariables)
                geometry.width = SolverExpression(view.contentWidth ?? view.width)
                geometry.height = SolverExpression(view.contentHeight ?? view.height)
            case .top:
                geometry = AttributeGeometry(view.frameVariables)
                geometry.height = SolverExpression(constant: topGuideLength)
            case .bottom:
                geometry = AttributeGeometry(view.frameVariables)
                geometry.top = SolverExpression(view.top).adding(view.height).adding(constant: -bottomGuideLength)
                geometry.height = SolverExpression(constant: bottomGuideLength)
            case .keyboard(let usesBottomSafeArea):
                let inset = usesBottomSafeArea ? view.safeArea.bottom : 0
                geometry = AttributeGeometry(view.frameVariables)
                geometry.top = SolverExpression(view.top).adding(view.height).adding(constant: -inset)
                geometry.height = SolverExpression(constant: inset)
            }
            geometry.edgeWidth = geometry.width
            geometry.edgeHeight = geometry.height
        }
        return geometry.expression(attribute, rightToLeft: options.direction == .rightToLeft)
    }

    /// The baselines of a nib text view: see `AttributeGeometry.textBaselineOffsets`, with the
    /// saved height for a multi-line label. A multi-line label saved less than two lines tall
    /// shows one line, centred as a single-line label's: BlackBerry's ServerServices (a 21-pt
    /// label of four lines, flagged as misplaced, both centre- and baseline-aligned with a
    /// one-line label of its font) and a charging app's home cell (a 21-pt label of any number of
    /// lines aligned with a 16-pt one-line label by first and by last baseline, saved with no
    /// flag): UIKit satisfies both, and Interface Builder shows no conflict.
    func baselineOffsets(of view: LayoutView) -> (first: Double, last: Double) {
        let lines = Int(view.element[attribute: "numberOfLines"] ?? "1") ?? 1
        let pointSize = view.fontPointSize ?? 17
        let showsOneLine = lines != 1 && view.storedFrame.height < 2 * FontMetrics(pointSize: pointSize).lineHeight
        return AttributeGeometry.textBaselineOffsets(pointSize: pointSize, numberOfLines: showsOneLine ? 1 : lines,
                                                     height: view.storedFrame.height)
    }

    // MARK: Nib constraints

    func addNibConstraint(at index: Int, into solver: Solver) {
        guard let (expression, relation, indexes) = translation(ofNibConstraintAt: index) else { return }
        let priority = Double(nibConstraintFacts[index].priority.rawValue)
        guard priority > 0 else { return }
        // Described from the origin when needed (`describe(_: SolverConstraint)`).
        add(expression, relation, strength: Strength(priority), origin: .nib(nibConstraints[index]), views: indexes,
            summary: "", into: solver)
    }

    /// What each of `nibConstraints` says, its items resolved, read once: translating a
    /// constraint and checking saved frames read these for every constraint, each time from the
    /// element's attributes before.
    var nibConstraintFacts: [NibConstraintFacts] {
        if let known = nibFactsCache { return known }
        let facts = zip(nibConstraints, nibConstraintItems).map { constraint, items in
            NibConstraintFacts(firstItem: items.first, secondItem: items.second,
                               firstAttribute: constraint.firstAttribute, secondAttribute: constraint.secondAttribute,
                               relation: constraint.relation, multiplier: constraint.multiplier,
                               constant: constant(of: constraint), priority: constraint.priority)
        }
        nibFactsCache = facts
        return facts
    }

    /// How many of the root's equalities mention each item, by axis (horizontal, vertical),
    /// keyed by the item's id as the constraint writes it (an item named twice by one
    /// constraint counts once): what a layout finding reads to tell a view held on one axis by a
    /// single equality.
    public var equalityMentions: [String: (horizontal: Int, vertical: Int)] {
        var mentions: [String: (horizontal: Int, vertical: Int)] = [:]
        func id(of item: LayoutItem) -> String {
            switch item {
            case .view(let index): return views[index].id
            case .guide(let index): return guides[index].id
            }
        }
        for facts in nibConstraintFacts where facts.relation == .equal {
            let horizontal: Bool
            switch facts.firstAttribute?.axis ?? facts.secondAttribute?.axis {
            case .horizontal?: horizontal = true
            case .vertical?: horizontal = false
            default: continue
            }
            func count(_ id: String) {
                if horizontal { mentions[id, default: (0, 0)].horizontal += 1 } else { mentions[id, default: (0, 0)].vertical += 1 }
            }
            let firstID = facts.firstItem.map(id(of:))
            if let firstID { count(firstID) }
            if let second = facts.secondItem.map(id(of:)), second != firstID { count(second) }
        }
        return mentions
    }

    /// `translate(_:)` of `nibConstraints[index]`, made once until the safe area changes.
    func translation(ofNibConstraintAt index: Int) -> (SolverExpression, SolverRelation, [Int])? {
        if translationCache.count != nibConstraints.count {
            translationCache = Array(repeating: .unknown, count: nibConstraints.count)
        }
        switch translationCache[index] {
        case .none: return nil
        case let .some(expression, relation, indexes): return (expression, relation, indexes)
        case .unknown:
            let translation = translate(nibConstraintFacts[index])
            translationCache[index] = translation.map { .some($0.0, $0.1, $0.2) } ?? .none
            return translation
        }
    }

    /// The constraint's constant on the document's device: a matching size-class variation's, else its own.
    func constant(of constraint: Constraint) -> Double {
        constraint.id.flatMap { context.variedConstants[$0] } ?? constraint.constant
    }

    /// `first − multiplier × second − constant`, its relation and the views it relates.
    func translate(_ constraint: NibConstraintFacts) -> (SolverExpression, SolverRelation, [Int])? {
        guard let firstItem = constraint.firstItem, let firstAttribute = constraint.firstAttribute else { return nil }
        let secondItem = constraint.secondItem
        guard var expression = self.expression(firstAttribute, of: firstItem, other: secondItem) else { return nil }
        var indexes: [Int] = []
        if case .view(let index) = firstItem { indexes.append(index) }
        if let secondItem, let secondAttribute = constraint.secondAttribute, secondAttribute != .notAnAttribute {
            guard let second = self.expression(secondAttribute, of: secondItem, other: firstItem) else { return nil }
            expression = expression.adding(second, times: -constraint.multiplier)
            if case .view(let index) = secondItem { indexes.append(index) }
            // Positions are measured in the coordinates of the two items' nearest common
            // ancestor, whose own edges are its bounds (0 to its width). Solver variables are in
            // the root's coordinates, so a multiplier on positions needs that ancestor's origin:
            // `a − o = m (b − o) + c`. With a multiplier of 1 the origins cancel.
            if constraint.multiplier != 1, !firstAttribute.isSize, !secondAttribute.isSize,
               let firstAxis = firstAttribute.axis, let secondAxis = secondAttribute.axis,
               let container = commonAncestor(of: firstItem, and: secondItem) {
                expression = expression.adding(origin(of: container, on: firstAxis), times: -1)
                expression = expression.adding(origin(of: container, on: secondAxis), times: constraint.multiplier)
            }
        }
        expression = expression.adding(constant: -constraint.constant)
        let relation: SolverRelation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        case .unknown: return nil
        }
        return (expression, relation, indexes)
    }

    /// The view an item belongs to: itself, or the view that owns the guide.
    func owningView(of item: LayoutItem) -> Int {
        switch item {
        case .view(let index): return index
        case .guide(let index): return guides[index].viewIndex
        }
    }

    /// The nearest view that is an ancestor of, or the same as, both items' views.
    func commonAncestor(of first: LayoutItem, and second: LayoutItem) -> Int? {
        var firstChain: Set<Int> = []
        var current: Int? = owningView(of: first)
        while let index = current {
            firstChain.insert(index)
            current = views[index].superviewIndex
        }
        current = owningView(of: second)
        while let index = current {
            if firstChain.contains(index) { return index }
            current = views[index].superviewIndex
        }
        return nil
    }

    /// A view's left (horizontal) or top (vertical) edge, in the root's coordinates.
    func origin(of viewIndex: Int, on axis: LayoutAxis) -> SolverExpression {
        if case .vertical = axis { return SolverExpression(views[viewIndex].top) }
        return SolverExpression(views[viewIndex].left)
    }

    /// UIKit's wording for a nib constraint: `H:[UILabel:id(100)]` for a constant size,
    /// otherwise `<NSLayoutConstraint:id A.attr == B.attr + c>`, with the nib line.
    func describe(_ constraint: Constraint) -> String {
        let line = constraint.element.line
        let nibID = constraint.id ?? "?"
        let relation: String
        switch constraint.relation {
        case .lessThanOrEqual: relation = "<="
        case .greaterThanOrEqual: relation = ">="
        default: relation = "=="
        }
        let priority = constraint.priority.isRequired ? "" : "@\(constraint.priority)"
        let firstName = itemName(constraint.firstItem)
        let firstAttribute = constraint.firstAttribute?.interfaceBuilderName ?? "?"
        let constant = constant(of: constraint)
        if constraint.secondItem == nil, let attribute = constraint.firstAttribute, attribute.isSize {
            let axis = attribute == .width ? "H" : "V"
            let relationText = relation == "==" ? "" : relation
            return "\(axis):[\(firstName)(\(relationText)\(LayoutFormat.number(constant))\(priority))] (\(nibID), line \(line))"
        }
        var text = "<NSLayoutConstraint:\(nibID) \(firstName).\(firstAttribute) \(relation)"
        if constraint.secondItem != nil {
            let secondAttribute = constraint.secondAttribute?.interfaceBuilderName ?? "?"
            text += " "
            if constraint.multiplier != 1 { text += "\(LayoutFormat.number(constraint.multiplier))*" }
            text += "\(itemName(constraint.secondItem)).\(secondAttribute)"
            if constant != 0 { text += constant > 0 ? " + \(LayoutFormat.number(constant))" : " - \(LayoutFormat.number(-constant))" }
        } else {
            text += " \(LayoutFormat.number(constant))"
        }
        if !priority.isEmpty { text += " \(priority)" }
        return text + " (line \(line))>"
    }

    /// `UILabel:Tl5-Hx-0Ke`, or `UILayoutGuide:id'UIViewSafeAreaLayoutGuide'` for a guide.
    func itemName(_ id: String?) -> String {
        switch item(id) {
        case .view(let index): return views[index].name
        case .guide(let index):
            let guide = guides[index]
            switch guide.kind {
            case .safeArea: return "UILayoutGuide:\(guide.id)'UIViewSafeAreaLayoutGuide'"
            case .content: return "UILayoutGuide:\(guide.id)'UIScrollView-contentLayoutGuide'"
            case .frame: return "UILayoutGuide:\(guide.id)'UIScrollView-frameLayoutGuide'"
            case .top: return "_UILayoutGuide:\(guide.id)'topLayoutGuide'"
            case .bottom: return "_UILayoutGuide:\(guide.id)'bottomLayoutGuide'"
            case .keyboard: return "UIKeyboardLayoutGuide:\(guide.id)'UIViewKeyboardLayoutGuide'"
            }
        case nil: return id ?? "?"
        }
    }

    // MARK: Stale saved frames

    /// The plain required constraints the saved frames violate by more than `tolerance`: those
    /// between views only (no margin attribute, no baseline, no scroll-view content, no guide but
    /// the horizontal edges of a safe area without side insets, which are the view's own),
    /// whose truth does not depend on anything the engine approximates. Interface Builder's own
    /// frames contradicting them means the file's frames are stale (it was saved without
    /// updating them).
    ///
    /// With `trustingAlignmentInsets == false` constraints on views with alignment-rect insets
    /// are left out too (those insets are measured approximations), for a finding that must not
    /// depend on anything approximated.
    public func savedFrameViolations(tolerance: Double = 0.5, trustingAlignmentInsets: Bool = true) -> [SavedFrameViolation] {
        // A view saved without a frame (nor a superview's to fill) has no saved frame to judge.
        var framed = [Bool](repeating: false, count: views.count)
        var values: [SolverVariable: Double] = [:]
        for view in views {
            let filled = view.role == .tableCellContentView || view.role == .cellContentView
            framed[view.index] = (view.hasStoredFrame || filled) && view.superviewIndex.map { framed[$0] } != false
            guard framed[view.index] else { continue }
            values[view.left] = view.savedAbsolute.x
            values[view.top] = view.savedAbsolute.y
            values[view.width] = view.savedAbsolute.width
            values[view.height] = view.savedAbsolute.height
        }
        var violations: [SavedFrameViolation] = []
        let facts = nibConstraintFacts
        for (index, constraint) in nibConstraints.enumerated() where facts[index].priority.isRequired {
            guard isPlain(facts[index], trustingAlignmentInsets: trustingAlignmentInsets),
                  let (expression, relation, indexes) = translation(ofNibConstraintAt: index) else { continue }
            var value = expression.constant
            var known = true
            for term in expression.terms {
                guard let saved = values[term.variable] else { known = false; break }
                value += term.coefficient * saved
            }
            guard known else { continue }
            let amount: Double
            switch relation {
            case .equal: amount = abs(value)
            case .lessThanOrEqual: amount = max(0, value)
            case .greaterThanOrEqual: amount = max(0, -value)
            }
            guard amount > tolerance else { continue }
            // The views it is "on": not the root, and not an ancestor of the other item.
            let onViews = indexes.filter { index in
                index != 0 && !indexes.contains { $0 != index && isAncestor(index, of: $0) }
            }
            violations.append(SavedFrameViolation(constraint: constraint, description: describe(constraint),
                                                  viewIDs: onViews.map { views[$0].id }, amount: amount))
        }
        return violations
    }

    func isPlain(_ constraint: NibConstraintFacts, trustingAlignmentInsets: Bool) -> Bool {
        func isPlain(_ attribute: LayoutAttribute?) -> Bool {
            guard let attribute else { return true }
            return !(attribute.isMarginAttribute || attribute == .firstBaseline || attribute == .lastBaseline)
        }
        guard isPlain(constraint.firstAttribute), isPlain(constraint.secondAttribute) else { return false }
        // Both items of a nib constraint resolve (`collectGuidesAndConstraints`); an absent
        // second item is nil.
        for resolved in [constraint.firstItem, constraint.secondItem] {
            guard let resolved else { continue }
            switch resolved {
            case .view(let index):
                if !trustingAlignmentInsets,
                   views[index].alignmentInsets != .zero || views[index].element.name == "segmentedControl" { return false }
            case .guide(let index):
                // A safe area's sides are exact where it has no side insets (portrait): its
                // horizontal attributes are the view's own.
                let guide = guides[index]
                let insets = views[guide.viewIndex].safeArea
                guard guide.kind == .safeArea, insets.left == 0, insets.right == 0,
                      constraint.firstAttribute?.axis == .horizontal else { return false }
            }
        }
        // Scroll-view content edges are unknowns of their own.
        if case .view(let a)? = constraint.firstItem, case .view(let b)? = constraint.secondItem,
           views[a].contentWidth != nil || views[b].contentWidth != nil,
           isAncestor(a, of: b) || isAncestor(b, of: a) {
            return false
        }
        return true
    }
}

/// A required constraint the nib's saved frames do not satisfy.
public struct SavedFrameViolation: Sendable {
    public let constraint: Constraint
    /// UIKit's wording of the constraint.
    public let description: String
    /// The views it constrains (not the root, not an ancestor of the other item): the views whose
    /// saved frames are stale.
    public let viewIDs: [String]
    /// By how many points the saved frames miss it.
    public let amount: Double
}

/// The bars Interface Builder simulates over a scene's root view.
struct SceneBars {
    var navigationBar = false
    /// The frame a navigation controller that shows the scene saved for its bar, if any.
    var navigationBarFrame: Rect?
    var opaqueNavigationBar = false
    /// The navigation bar shows a large title: its controller's bar prefers large titles
    /// (`largeTitles="YES"`) and the scene's navigation item does not refuse them
    /// (`largeTitleDisplayMode="never"`).
    var largeTitleNavigationBar = false
    /// A navigation bar with a large title: the bar and the title's 52 pt below it. On a phone
    /// 96 (Pyto's ScriptSettingsViewController.storyboard, tools 16097 on `retina5_9`: a label
    /// 44 pt below the safe area's top of a navigation controller's root is saved at y = 184,
    /// 44 + 96 + 44; the controller saves its bar 96 pt tall), and about 104.33 from Xcode 13
    /// (`tallerLargeTitlesToolsVersion`): one course's contacts app, copied into a dozen
    /// repositories (tools 20037 to 22505), saves text fields pinned 50 pt below the safe area's
    /// top of the scenes it pushes at y = 202.5 on `retina6_1` (48 + 104.5 + 50) and 213.33 on
    /// `retina6_12` (59 + 104.33 + 50), 198 under tools 20037 (44 + 104 + 50), and a search bar
    /// pinned to the root's at y = 152.5 and 163.33, whatever height its controller saved for
    /// the bar (96 or 104.5). 104.33 is within half a point of all three. On an iPad from Xcode
    /// 10, 102 (ONLYOFFICE's Main.storyboard, tools 18122 and 19162 on `ipad9_7`: its navigation
    /// controllers save their large-title bars 102 pt tall). On a 4-inch phone, 320 pt wide,
    /// before Xcode 13, 91: Umbrella's Feed, Checklist and Lesson storyboards (tools 14868 and
    /// 14490 on `retina4_0`) save their controllers' large-title bars 91 tall and views pinned to
    /// the safe area's top of the scenes below them 20 + 91 down, and DailyFeed's Main.storyboard
    /// (15705, system font) saves its bars 91 tall too.
    static func largeTitleNavigationBarHeight(screen: LayoutSize, toolsVersion: Double) -> Double {
        if isPad(screen) { return toolsVersion >= iPadTallBarsToolsVersion && toolsVersion < 24000 ? 102 : 96 }
        if toolsVersion >= tallerLargeTitlesToolsVersion { return 104.33 }
        return screen.width == 320 ? 91 : 96
    }

    /// Xcode 13's tools: the first seen to save phones' large-title bars taller than 96 pt is
    /// 20037; the last seen saving 96 under such a bar is Xcode 11's 16097, with no file read
    /// between.
    static let tallerLargeTitlesToolsVersion = 20000.0

    /// Whether Interface Builder shows the scene's large-title bar collapsed to a plain bar: from
    /// Xcode 13 (`tallerLargeTitlesToolsVersion`), when the first subview of the scene's view is
    /// a scroll view, the one UIKit tracks to collapse the title as it scrolls. The same course's
    /// film and product lists (tools 20037 to 22505, thirteen copies) save a collection or table
    /// view, the root's first subview, pinned to its safe area's top 44 pt below the status bar
    /// (y = 92 on `retina6_1`, 103 on `retina6_12`), where the contacts app's root, whose first
    /// subview is a search bar, is laid out under the large title.
    static func showsLargeTitleCollapsed(controller: Element, toolsVersion: Double) -> Bool {
        guard toolsVersion >= tallerLargeTitlesToolsVersion,
              let subviews = controller.child(key: "view")?.child(named: "subviews")
        else { return false }
        // Interface Builder's canvas: a plain view whose custom class is a scroll view
        // (`LayoutOptions.scrollsByRuntimeClass`) is not one there.
        for first in subviews.children { return LayoutRoot.scrollViewNames.contains(first.name) }
        return false
    }

    /// A navigation bar: 44 pt; 54 from Xcode 26 (tools 24000) on, whose iOS 26 bars are taller
    /// (green_ios's Home and Wallet scenes, tools 24128 on `retina6_1`, and GoMap's Changeset
    /// scene, 24093: views pinned to the safe area's top of a navigation controller's scene
    /// saved 150 pt down, twice the status bar's 48 and 54; calliope's iPad scenes, 24412, save
    /// their controllers' bars 54 tall). On an iPad 50 from Xcode 10 (iOS 12's taller iPad bars)
    /// to Xcode 16: calliope's HomeScreen.storyboard (22155 on `ipad9_7`) saves its bar 50 tall
    /// at y = 20 and a stack 10 pt below the safe area's top at y = 80, summit-app-ios's
    /// ScheduleFilter.storyboard (14460) and DaVita-iPad-app's Main.storyboard (23727) save 50,
    /// ecodatum's TopNavigationChoice.storyboard (14109, Xcode 9.4) 44.
    static func navigationBarHeight(screen: LayoutSize, toolsVersion: Double) -> Double {
        if toolsVersion >= 24000 { return 54 }
        return isPad(screen) && toolsVersion >= iPadTallBarsToolsVersion ? 50 : 44
    }

    /// Xcode 10's first tools versions (14300 and up; Xcode 9.4 wrote 14109 to 14113), whose
    /// iPads simulate iOS 12's 50-pt navigation bars.
    static let iPadTallBarsToolsVersion = 14300.0

    /// The screen is an iPad's.
    static func isPad(_ screen: LayoutSize) -> Bool { DocumentLayoutContext.idiom(platform: .iOS, screen: screen) == "pad" }
    /// A navigation bar on an iOS 13 page sheet's card: 56 pt (see `simulatedSafeArea`).
    static let sheetNavigationBarHeight = 56.0
    /// The scene's navigation item has a prompt (`prompt="…"`), a line above the bar's title.
    var prompt = false
    /// The room a prompt adds above a navigation bar: 34 pt from Xcode 9 (tools 13000) on
    /// (arc-cie-ios-client's Notes.storyboard, 13196 on an iPhone 8: a text view 12 pt below the
    /// safe area's top of a navigation controller's root whose item has a prompt saved at
    /// y = 110, 20 + 34 + 44 + 12, and the bar's Cancel button saved 41 pt down in it); 30 before,
    /// UIKit's 74-pt bar of iOS 7 to 10, which no file read shows. Only over a plain bar: no file
    /// read has a prompt over a large-title bar or a sheet's, and none from Xcode 26, whose bars
    /// are taller.
    static func promptHeight(toolsVersion: Double) -> Double { toolsVersion >= 13000 ? 34 : 30 }
    var tabBar = false
    /// A tab bar controller of this storyboard holds the scene, itself or through a navigation
    /// or split view controller (not one a navigation controller's simulated tab bar says is in
    /// another storyboard).
    var heldByTabBarController = false
    /// An opaque tab bar (`translucent="NO"`): the root view ends above it, or extends under it
    /// (`extendedLayoutIncludesOpaqueBars`) without an inset for it, as Interface Builder saves
    /// both (wikipedia Places.storyboard: a view pinned to the bottom layout guide is saved at the
    /// root's full height over an opaque simulated tab bar).
    var opaqueTabBar = false
    var toolbar = false
    /// The scene, or a navigation controller showing it, says "Status Bar: None" in its own
    /// metrics (`<nil key="simulatedStatusBarMetrics"/>`).
    var noStatusBar = false

    /// Whether `element`'s own simulated metrics say "Status Bar: None".
    static func saysNoStatusBar(_ element: Element) -> Bool {
        element.children.contains { $0.name == "nil" && $0.key == "simulatedStatusBarMetrics" }
    }

    init(controller: Element, seguesByDestination: [String: [(source: Element, kind: String?)]]) {
        // `<nil key="simulatedTopBarMetrics"/>` is the inspector's "Top Bar: None": no bar,
        // whatever container shows the scene (wikipedia's Places.storyboard); no element is
        // "Inferred", from the containers.
        var noTopBar = false
        var noBottomBar = false
        // "Translucent Navigation Bar" chosen in the scene's own simulated metrics (the element
        // without `translucent="NO"`) is the bar Interface Builder lays the scene out under, even
        // in a navigation controller whose bar is opaque (beam's Main.storyboard, tools 15705:
        // "My Subreddits", root of a controller with an opaque bar, saved full-screen at y = 0
        // with two bars pinned to its safe area's top at y = 44).
        var translucentNavigationBar = false
        for child in controller.children where child.key == "simulatedTopBarMetrics" {
            if child.name == "simulatedNavigationBarMetrics" {
                navigationBar = true
                if child.bool("translucent") == false { opaqueNavigationBar = true } else { translucentNavigationBar = true }
            }
            if child.name == "nil" { noTopBar = true }
        }
        noStatusBar = SceneBars.saysNoStatusBar(controller)
        prompt = !(controller.child(key: "navigationItem")?[attribute: "prompt"] ?? "").isEmpty
        for child in controller.children where child.key == "simulatedBottomBarMetrics" {
            if child.name == "simulatedTabBarMetrics" {
                tabBar = true
                if child.bool("translucent") == false { opaqueTabBar = true }
            }
            if child.name == "simulatedToolbarMetrics" { toolbar = true }
            if child.name == "nil" { noBottomBar = true }
        }
        // "Hide Bottom Bar on Push" (`hidesBottomBarWhenPushed`): no tab bar of a container
        // reaches the scene, unless its own metrics choose one (IOS-Nordic-Thingy's
        // Dfu.storyboard, 18122 on an iPhone X, and beam's Subreddit.storyboard, 15705 on an
        // iPhone 11: scenes pushed inside a tab bar controller with an opaque bar, saved as tall
        // as the screen below the navigation bar, views pinned to the bottom of the safe area or
        // margins saved 34 pt above the root's bottom, the home indicator's inset alone).
        let hidesTabBar = controller.bool("hidesBottomBarWhenPushed") == true && !tabBar
        defer {
            if noTopBar { (navigationBar, opaqueNavigationBar, navigationBarFrame, largeTitleNavigationBar) = (false, false, nil, false) }
            if noBottomBar { (tabBar, opaqueTabBar, toolbar) = (false, false, false) }
            if hidesTabBar { (tabBar, opaqueTabBar) = (false, false) }
        }
        guard let id = controller.id else { return }
        let refusesLargeTitles = controller.children.first { $0.key == "navigationItem" }?[attribute: "largeTitleDisplayMode"] == "never"
        // Containers that show this controller: navigation and tab bar controllers, through
        // relationship segues, and pushes from a controller inside a navigation controller.
        // A scene reached through a push from a scene that says "Top Bar: None" gets no
        // navigation bar from the containers above that scene: Interface Builder infers a pushed
        // scene's top bar from the scene that pushes it, and that scene's is none
        // (iOS-planckForiOS AccountCreation.storyboard, tools 21701 on `retina6_12`: the scene a
        // button of the root of a navigation controller with a visible bar pushes, the root saying
        // "Top Bar: None", saves a stack pinned to its safe area's top at y = 59, the status
        // bar's alone; so do the three scenes of a navigation controller another scene pushed
        // from that root shows). Tab bars still reach it.
        // A container's or pusher's own simulated navigation bar, which the scene infers.
        func inferNavigationBar(simulatedBy container: Element?) {
            guard let bar = container?.children.first(where: { $0.key == "simulatedTopBarMetrics" }),
                  bar.name == "simulatedNavigationBarMetrics" else { return }
            navigationBar = true
            if bar.bool("translucent") == false, !translucentNavigationBar { opaqueNavigationBar = true }
        }
        var visited = Set<String>()
        var queue = [(id: id, noTopBar: false)]
        while let (current, barless) = queue.popLast() {
            guard visited.insert(current).inserted else { continue }
            let incoming = seguesByDestination[current] ?? []
            // A scene whose first segue in the file is a custom one (SWRevealViewController's) is
            // shown by Interface Builder in no container, whatever relationships follow
            // (telemed-ios-app's Main.storyboard, tools 18122: five navigation controllers'
            // roots, each also the destination of an earlier SWRevealViewControllerSegue, save
            // stacks pinned to the safe area's top at y = 0, under no bar; the scenes they push
            // are saved as sheets, 716 pt tall on a 736-pt phone).
            if incoming.first?.kind == "custom" { continue }
            for (source, kind) in incoming {
                if source.name == "navigationController", kind == "relationship" {
                    // A controller that hides its bar shows none over its scenes, in Interface
                    // Builder as on a device (opentrace-ios: scenes saved under the status bar).
                    if source.bool("navigationBarHidden") != true, !barless {
                        navigationBar = true
                        let bar = source.children.first { $0.key == "navigationBar" }
                        navigationBarFrame = navigationBarFrame ?? bar?.frame
                        if bar?.bool("translucent") == false, !translucentNavigationBar {
                            opaqueNavigationBar = true
                        }
                        if bar?.bool("largeTitles") == true, !refusesLargeTitles { largeTitleNavigationBar = true }
                    }
                    if source.bool("toolbarHidden") == false { toolbar = true }
                    // A navigation controller shown in a tab bar controller of another storyboard
                    // says so with its own simulated tab bar (erouska-ios's Help.storyboard,
                    // 17701: a scene pushed in it saves a table ending 83 pt above the root's
                    // bottom, the tab bar's 49 and the home indicator's 34).
                    for child in source.children where child.key == "simulatedBottomBarMetrics" && child.name == "simulatedTabBarMetrics" {
                        tabBar = true
                        if child.bool("translucent") == false { opaqueTabBar = true }
                    }
                    // "Status Bar: None" chosen on the navigation controller is its scenes' too
                    // (onepass-ios-client's Verify.storyboard, tools 10117: the roots of a
                    // controller saying so save views pinned to the top layout guide's bottom at
                    // y = 0).
                    if SceneBars.saysNoStatusBar(source) { noStatusBar = true }
                    if let next = source.id { queue.append((next, barless)) }
                } else if source.name == "splitViewController", kind == "relationship" {
                    // A split view controller's columns are inside whatever shows it (trySwift's
                    // Main.storyboard, 14113: a navigation controller, master of a split view
                    // controller in a tab bar controller, saves its root's scroll view ending
                    // 49 pt above the root's bottom).
                    if let next = source.id { queue.append((next, barless)) }
                } else if source.name == "tabBarController", kind == "relationship" {
                    tabBar = true
                    heldByTabBarController = true
                    if source.children.first(where: { $0.key == "tabBar" })?.bool("translucent") == false { opaqueTabBar = true }
                    // Interface Builder infers a tab's top bar from the tab bar controller, also
                    // where that controller's bar is only simulated, chosen in its own metrics
                    // (kukai-mobile-ios's exported Home.storyboard, 19529 on an iPhone 11: the
                    // tabs of a tab bar controller the code shows, simulating a navigation bar,
                    // save buttons pinned 24 pt below their safe area's top at y = 112, 44 + 44 + 24).
                    if !barless { inferNavigationBar(simulatedBy: source) }
                    // A tab bar controller's tabs are inside whatever shows it, as a split view
                    // controller's columns are (IOS-Nordic-Thingy's Dfu.storyboard, 18122 on an
                    // iPhone X: the tab of a tab bar controller pushed in a navigation controller
                    // with an opaque bar saved 641 pt tall, 812 less 88 above and 83 below, with
                    // a table pinned to its safe area's top at y = 0).
                    if let next = source.id { queue.append((next, barless)) }
                } else if kind == "show" || kind == "push" {
                    // A segue from a cell, a button or a gesture recognizer pushes from the
                    // controller whose scene holds it (MiniKeePass Help.storyboard: a web view
                    // pinned to the top layout guide of a scene a cell shows inside a navigation
                    // controller is saved 64 pt down).
                    let pusher = source[attribute: "sceneMemberID"] == "viewController" ? source
                        : source.ancestors.first { $0[attribute: "sceneMemberID"] == "viewController" }
                    let saysNoTopBar = pusher?.children.contains { $0.key == "simulatedTopBarMetrics" && $0.name == "nil" } == true
                    if let next = pusher?.id { queue.append((next, barless || saysNoTopBar)) }
                    // Interface Builder infers a pushed scene's top bar from the scene that pushes
                    // it, also where that scene's bar is only simulated, chosen in its own metrics
                    // with no navigation controller in the storyboard (IOS-Nordic-Thingy's
                    // Cloud.storyboard, 15705 on an iPhone X: a scene a bar button of such a scene
                    // shows saves a container pinned to its safe area's top at y = 88, 44 + 44).
                    if !barless { inferNavigationBar(simulatedBy: pusher) }
                    // And its toolbar, chosen in the pushing scene's own metrics, down a chain of
                    // pushes (MEWconnect's Setup.storyboard, 14868: the two scenes pushed one after
                    // the other from a scene with a simulated toolbar save views pinned to their
                    // safe area's bottom 49 pt above the root's, as that scene does).
                    if pusher?.children.contains(where: { $0.key == "simulatedBottomBarMetrics" && $0.name == "simulatedToolbarMetrics" }) == true {
                        toolbar = true
                    }
                }
            }
        }
    }
}

extension EdgeInsets {
    /// These insets, each side raised to `minimum`'s where that is larger.
    func atLeast(_ minimum: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, minimum.top), left: max(left, minimum.left),
                   bottom: max(bottom, minimum.bottom), right: max(right, minimum.right))
    }
}
