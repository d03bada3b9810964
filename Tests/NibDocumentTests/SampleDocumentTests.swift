import Foundation
import NibDocument
import NibTestSupport
import Testing

/// The model, field by field, over the hand-written fixtures in Samples/Valid.
@Suite struct SampleDocumentTests {
    let bookCell = try! Document(contentsOf: Fixtures.valid("BookCell.xib"))

    @Test func documentAttributes() {
        #expect(bookCell.kind == .xib)
        #expect(bookCell.platform == .iOS)
        #expect(bookCell.type == "com.apple.InterfaceBuilder3.CocoaTouch.XIB")
        #expect(bookCell.version == "3.0")
        #expect(bookCell.toolsVersion == "22505")
        #expect(bookCell.targetRuntime == "iOS.CocoaTouch")
        #expect(bookCell.useAutolayout && bookCell.useTraitCollections && bookCell.useSafeAreas)
        #expect(bookCell.file.hasSuffix("Samples/Valid/BookCell.xib"))
    }

    @Test func placeholdersAreNotObjects() throws {
        #expect(bookCell.placeholders.map(\.id) == ["-1", "-2"])
        #expect(bookCell.filesOwner?.id == "-1")
        let objects = bookCell.objects
        #expect(objects.count == 1)
        let cell = try #require(objects.first)
        #expect(cell.name == "tableViewCell")
        #expect(cell.baseClassName == "UITableViewCell")
        #expect(cell.className == "BookCell")
    }

    @Test func cellFields() throws {
        let cell = try #require(bookCell.objects.first)
        #expect(cell.id == "Ka3-Fp-8Rw")
        #expect(cell.customClass == "BookCell")
        #expect(cell.customModule == "Books")
        #expect(cell.customModuleProvider == "target")
        #expect(cell.reuseIdentifier == "BookCell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 375, height: 88))
        #expect(cell.line == 14)
        #expect(cell.column == 9)
        #expect(cell.location.description.hasSuffix("BookCell.xib:14:9"))
        #expect(cell[attribute: "rowHeight"] == "88")
        #expect(cell.double("rowHeight") == 88)
        let contentView = try #require(cell.child(key: "contentView"))
        #expect(contentView.name == "tableViewCellContentView")
        #expect(contentView.subviews.map(\.name) == ["imageView", "label", "label", "button"])
        #expect(contentView.subviews.map(\.id) == ["Im9-Bc-4Tz", "Tl5-Hx-0Ke", "Au7-Ng-3Lp", "Fv1-Ro-6Yd"])
        #expect(contentView.subviews.allSatisfy { $0.parent?.parent == contentView })
    }

    @Test func outletsAndActions() throws {
        let cell = try #require(bookCell.objects.first)
        let outlets = cell.connections
        #expect(outlets.map(\.kind) == [.outlet, .outlet, .outlet, .outlet])
        #expect(outlets.map { $0.property ?? "" } == ["authorLabel", "coverImageView", "favoriteButton", "titleLabel"])
        #expect(outlets.map { $0.destination ?? "" } == ["Au7-Ng-3Lp", "Im9-Bc-4Tz", "Fv1-Ro-6Yd", "Tl5-Hx-0Ke"])
        #expect(outlets.allSatisfy { bookCell.element(withID: $0.destination!) != nil })
        let button = try #require(bookCell.element(withID: "Fv1-Ro-6Yd"))
        let action = try #require(button.connections.first)
        #expect(action.kind == .action)
        #expect(action.selector == "favoriteTapped:")
        #expect(action.eventType == .touchUpInside)
        #expect(action.destination == "Ka3-Fp-8Rw")
        #expect(action.source == button)
        #expect(button.child(named: "state")?[attribute: "title"] == "Favorite")
    }

    @Test func constraints() throws {
        let image = try #require(bookCell.element(withID: "Im9-Bc-4Tz"))
        let aspect = try #require(image.constraints.first)
        #expect(aspect.firstItem == "Im9-Bc-4Tz")  // no firstItem written: the owner
        #expect(aspect.firstAttribute == .width)
        #expect(aspect.secondAttribute == .height)
        #expect(abs(aspect.multiplier - 2.0 / 3.0) < 1e-12)
        #expect(aspect.priority == .required)
        let content = try #require(bookCell.element(withID: "Vd2-mQ-7sN"))
        let all = content.constraints
        #expect(all.count == 12)
        let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id!, $0) })
        #expect(byID["Ue3-Jq-Kz0"]?.constant == 8.5)
        #expect(byID["Nt4-Ec-Gs1"]?.priority == .defaultHigh)
        #expect(byID["Cq6-Rb-Lh3"]?.relation == .greaterThanOrEqual)
        #expect(byID["Cq6-Rb-Lh3"]?.firstItem == "Vd2-mQ-7sN")
        #expect(byID["3Jc-uN-Wd7"]?.relation == .equal)
        #expect(byID["3Jc-uN-Wd7"]?.multiplier == 1)
    }

    @Test func colorsFontsAndRuntimeAttributes() throws {
        let title = try #require(bookCell.element(withID: "Tl5-Hx-0Ke"))
        #expect(title[attribute: "text"] == "The Swift Programming Language")
        #expect(title.font?.type == "boldSystem")
        #expect(title.font?.pointSize == 17)
        #expect(title.color(forKey: "textColor")?.value == .system("labelColor"))
        let attribute = try #require(title.userDefinedRuntimeAttributes.first)
        #expect(attribute.keyPath == "layer.cornerRadius")
        #expect(attribute.type == "number")
        #expect(attribute.value == "4")
        let author = try #require(bookCell.element(withID: "Au7-Ng-3Lp"))
        #expect(author.color(forKey: "textColor")?.value == .rgb(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))
        #expect(author.color(forKey: "textColor")?.customColorSpace == "sRGB")
        let content = try #require(bookCell.element(withID: "Vd2-mQ-7sN"))
        #expect(content.color(forKey: "backgroundColor")?.value == .white(1, alpha: 1))
        #expect(content.colors.count == 1)
    }

    @Test func filesOwnerOutletsAndCollections() throws {
        let document = try Document(contentsOf: Fixtures.valid("ProfileView.xib"))
        let owner = try #require(document.filesOwner)
        #expect(owner.customClass == "ProfileView")
        let connections = owner.connections
        #expect(connections.filter { $0.kind == .outlet }.map { $0.property! }
            == ["avatarImageView", "bioLabel", "contentView", "followButton", "nameLabel"])
        let collection = connections.filter { $0.kind == .outletCollection }
        #expect(collection.map { $0.destination! } == ["Nn4-Ki-7Vs", "Nb8-Yc-6Jw"])
        #expect(collection.allSatisfy { $0.collectionClass == "NSMutableArray" && $0.property == "labels" })
        #expect(document.objects.map(\.name) == ["view"])
        let stack = try #require(document.element(withID: "Sk6-Ap-1Mz"))
        #expect(stack.baseClassName == "UIStackView")
        #expect(stack[attribute: "axis"] == "vertical")
        #expect(stack.subviews.map(\.id) == ["Nn4-Ki-7Vs", "Nb8-Yc-6Jw"])
        #expect(document.element(withID: "Sw7-Jc-4Ob")?.bool("on") == true)
    }

    @Test func storyboardScenes() throws {
        let document = try Document(contentsOf: Fixtures.valid("Main.storyboard"))
        #expect(document.kind == .storyboard)
        #expect(document.initialViewControllerID == "Tv2-Lc-8Qa")
        let scenes = document.scenes
        #expect(scenes.map { $0.sceneID ?? "" } == ["Sc1-Bk-4Rt", "Sc2-Dt-6Wm"])
        #expect(scenes[0].objects.first?.name == "tableViewController")
        #expect(scenes[0].objects.first?.customClass == "BookListViewController")
        #expect(scenes.allSatisfy { $0.placeholders.contains { $0[attribute: "sceneMemberID"] == "firstResponder" } })
        #expect(document.objects.map { $0.customClass ?? "" }.contains("BookDetailViewController"))
        let prototype = try #require(document.element(withID: "Pc7-Ye-3Mv"))
        #expect(prototype.reuseIdentifier == "BookCell")
        let segue = try #require(prototype.connections.first { $0.kind == .segue })
        #expect(segue.segueKind == .show)
        #expect(segue.identifier == "showDetail")
        #expect(document.element(withID: segue.destination!)?.customClass == "BookDetailViewController")
    }

    @Test func macOSPlaceholders() throws {
        let document = try Document(contentsOf: Fixtures.valid("MacPreferences.xib"))
        #expect(document.platform == .macOS)
        #expect(Set(document.placeholders.map { $0.id! }) == ["-1", "-2", "-3"])
        #expect(document.filesOwner?.customClass == "PreferencesWindowController")
        #expect(document.objects.map(\.name) == ["window"])
        let window = try #require(document.objects.first)
        #expect(window.baseClassName == "NSWindow")
        #expect(document.element(withID: "Sb3-Lv-9Gm")?.baseClassName == "NSButton")
    }

    @Test func legacyArchive() throws {
        let document = try Document(contentsOf: Fixtures.valid("LegacyCell.xib"))
        #expect(document.kind == .legacyArchive)
        #expect(document.root.name == "archive")
        #expect(document.version == "8.00")
        #expect(document.platform == .iOS)
        #expect(document.elementCount > 50)
    }

    @Test func elementTable() {
        #expect(ElementClassTable.baseClassName(forElement: "label", platform: .iOS) == "UILabel")
        #expect(ElementClassTable.baseClassName(forElement: "collectionReusableView", platform: .iOS) == "UICollectionReusableView")
        #expect(ElementClassTable.baseClassName(forElement: "textField", platform: .macOS) == "NSTextField")
        #expect(ElementClassTable.baseClassName(forElement: "hologramView", platform: .iOS) == nil)
        #expect(ElementClassTable.isKnown("rect"))
        #expect(!ElementClassTable.isKnown("hologramView"))
    }

    @Test func sendableAcrossTasks() async throws {
        let document = bookCell
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { document.elements.filter { $0.id != nil }.count }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(Set(counts).count == 1)
        #expect(counts[0] == document.elements.filter { $0.id != nil }.count && counts[0] > 20)
    }
}
