import Foundation
import NibDocument
import NibKit
import NibTestSupport
import Testing

@MainActor @Suite(.serialized) struct InstantiationTests {

    func nib(_ name: String) throws(NibError) -> Nib { try Nib(contentsOf: Fixtures.valid("\(name).xib")) }

    @Test func bookCellClassesFramesTextsColors() throws {
        let objects = try nib("BookCell").tryInstantiate(withOwner: nil, options: Registrations.options)
        #expect(objects.count == 1)
        let cell = try #require(objects.first as? BookCell)
        #expect(cell.reuseIdentifier == "BookCell")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 375, height: 88))
        #expect(cell.bounds == CGRect(x: 0, y: 0, width: 375, height: 88))
        #expect(cell.contentView.nibElementName == "tableViewCellContentView")
        #expect(cell.contentView.superview === cell)
        #expect(cell.contentView.subviews.map { String(describing: type(of: $0)) } == ["ImageView", "Label", "Label", "Button"])
        #expect(cell.contentView.backgroundColor == Color(white: 1, alpha: 1))
        let title = try #require(cell.titleLabel)
        #expect(title.text == "The Swift Programming Language")
        #expect(title.numberOfLines == 2)
        #expect(title.font == Font(name: nil, pointSize: 17, systemType: "boldSystem"))
        #expect(title.textColor == Color(named: "labelColor"))
        #expect(title.frame == CGRect(x: 76, y: 12, width: 215.5, height: 41))
        #expect(title.superview === cell.contentView)
        #expect(title.runtimeAttributes["layer.cornerRadius"] == .number(4))
        #expect(title.layer.cornerRadius == 4, "applied to the layer, as UIKit's key-value coding does")
        #expect(cell.authorLabel.textColor == Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 1))
        #expect(cell.coverImageView.imageName == "book-cover")
        #expect(cell.coverImageView.contentMode == .scaleAspectFit)
        #expect(cell.favoriteButton.title(for: .normal) == "Favorite")
        // Nothing in the file is dropped: every attribute is still there.
        #expect(title.nibAttributes.contains { $0.name == "baselineAdjustment" && $0.value == "alignBaselines" })
    }

    @Test func constraintsHoldTheRealViews() throws {
        let cell = try #require(try nib("BookCell").tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        let content = cell.contentView
        #expect(content.constraints.count == 12)
        let fractional = try #require(content.constraints.first { $0.constant == 8.5 })
        #expect(fractional.firstItem === cell.favoriteButton)
        #expect(fractional.firstAttribute == .leading)
        #expect(fractional.secondItem === cell.titleLabel)
        #expect(fractional.secondAttribute == .trailing)
        #expect(content.constraints.contains { $0.priority == .defaultHigh && $0.secondItem === cell.authorLabel })
        #expect(content.constraints.contains { $0.relation == .greaterThanOrEqual && $0.firstItem === content })
        let aspect = try #require(cell.coverImageView.constraints.first { $0.secondAttribute == .height })
        #expect(aspect.firstItem === cell.coverImageView && aspect.secondItem === cell.coverImageView)
        #expect(abs(Double(aspect.multiplier) - 2.0 / 3.0) < 1e-6)
    }

    @Test func actionsAreRecordedOnControls() throws {
        let cell = try #require(try nib("BookCell").tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        #expect(cell.favoriteButton.actions(forTarget: cell, forControlEvent: .touchUpInside) == ["favoriteTapped:"])
        #expect(cell.favoriteButton.sendActions(for: .touchUpInside) == 1)
        #expect(cell.favoriteTaps == 1)
    }

    @Test func initThenConnectThenAwake() throws {
        let log = EventLog()
        let objects = try EventLog.$current.withValue(log) { try nib("BookCell").tryInstantiate(withOwner: nil, options: Registrations.options) }
        let cell = try #require(objects.first as? BookCell)
        #expect(cell.outletsSeenInInit == false)  // outlets are nil inside init(coder:)
        #expect(log.all == [
            "init BookCell",
            "awake BookCell titleLabel=The Swift Programming Language",
        ])
    }

    @Test func filesOwnerOutletsCollectionsAndActions() throws {
        let owner = ProfileView(frame: .zero)
        let objects = try nib("ProfileView").tryInstantiate(withOwner: owner, options: Registrations.options)
        let root = try #require(objects.first as? View)
        #expect(objects.count == 1)
        #expect(owner.contentView === root)
        #expect(owner.nameLabel.text == "Ada Lovelace")
        #expect(owner.labels.map(\.text) == ["Ada Lovelace", owner.bioLabel.text])
        #expect(owner.labels.count == 2)
        let stack = try #require(root.allViews.compactMap { $0 as? StackView }.first)
        #expect(stack.axis == .vertical && stack.spacing == 8)
        #expect(stack.arrangedSubviews.map { $0 as? Label }.compactMap { $0 } .count == 2)
        #expect(root.allViews.compactMap { $0 as? Switch }.first?.isOn == true)
        #expect(owner.followButton.actions(forTarget: owner, forControlEvent: .touchUpInside) == ["followTapped:"])
        owner.followButton.sendActions(for: .touchUpInside)
        #expect(owner.follows == 1)
        // Without an owner, File's Owner outlets are skipped, as in UIKit.
        #expect(try nib("ProfileView").tryInstantiate(withOwner: nil, options: Registrations.options).count == 1)
    }

    @Test func eachInstantiationMakesNewObjects() throws {
        let bookCell = try nib("BookCell")
        let first = try #require(try bookCell.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        let second = try #require(try bookCell.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        #expect(first !== second)
        #expect(first.titleLabel !== second.titleLabel)
        #expect(second.titleLabel.superview === second.contentView)
    }

    @Test func otherSamplesInstantiate() throws {
        #expect(try nib("BookCollectionCell").tryInstantiate(withOwner: nil, options: Registrations.options).first is BookCollectionCell)
        let header = try #require(try nib("BookSectionHeader").tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookSectionHeader)
        #expect(header.titleLabel != nil && header.reuseIdentifier == "BookSectionHeader")
        let tableHeader = try #require(try nib("BookHeaderView").tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookHeaderView)
        #expect(tableHeader.titleLabel.superview === tableHeader)
        let mac = try #require(try nib("MacPreferences").tryInstantiate(withOwner: nil, options: Registrations.options).first)
        #expect(mac.nibElementName == "window")
    }

    @Test func unknownClassIsAnErrorUnlessFallingBack() throws {
        let registry = ClassRegistry()
        let bookCell = try nib("BookCell")
        do {
            _ = try bookCell.tryInstantiate(withOwner: nil, options: .init(registry: registry))
            Issue.record("instantiated an unknown class")
        } catch {
            #expect(error.kind == .unknownClass)
            #expect(error.message.hasPrefix("Unknown class BookCell in Interface Builder file"))
            #expect(error.location?.line == 14 && error.objectID == "Ka3-Fp-8Rw")
        }
        let instance = try bookCell.instantiateWithDetails(withOwner: nil, options: .init(fallBackOnUnknownClasses: true, registry: registry))
        let cell = try #require(instance.topLevelObjects.first)
        #expect(type(of: cell) == TableViewCell.self)
        #expect(instance.warnings.count == 1)
        #expect(instance.warnings.first?.hasSuffix("BookCell.xib:14:9: Unknown class BookCell in Interface Builder file.") == true)
        // The outlets the missing class would have had are kept by name.
        #expect(cell.undeclaredOutlets["titleLabel"]?.first is Label)
        #expect(instance.objectsByID["Tl5-Hx-0Ke"] is Label)
    }

    @Test func undeclaredOutletUsesKVCWording() throws {
        let registry = ClassRegistry()
        try registry.register(BareCell.self, as: "BookCell")
        do {
            _ = try nib("BookCell").tryInstantiate(withOwner: nil, options: .init(registry: registry))
            Issue.record("connected an undeclared outlet")
        } catch {
            #expect(error.kind == .unknownOutlet)
            #expect(error.message.contains("this class is not key value coding-compliant for the key authorLabel"))
            #expect(error.location?.line == 72)  // the first outlet, authorLabel
        }
    }

    /// Every outlet of this nib is declared (so the undeclared-outlet check cannot answer first),
    /// and the one outlet, declared `Label!`, is connected to a button.
    @Test func outletOfTheWrongTypeNamesBothTypes() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            <tableViewCell id="cell" customClass="LabelOutletCell"><tableViewCellContentView key="contentView" id="cv"><subviews>
            <button id="button"/>
            </subviews></tableViewCellContentView>
            <connections>
            <outlet property="titleLabel" destination="button" id="o1"/>
            </connections></tableViewCell>
            </objects></document>
            """
        let registry = ClassRegistry()
        try registry.register(LabelOutletCell.self)
        let nib = try Nib(document: try Document(string: text, file: "WrongType.xib"), name: "WrongType")
        do {
            _ = try nib.tryInstantiate(withOwner: nil, options: .init(fallBackOnUnknownClasses: false, registry: registry))
            Issue.record("connected a button to an outlet declared as a label")
        } catch {
            #expect(error.kind == .outletType, "\(error)")
            #expect(error.message.contains("titleLabel"), "\(error.message)")
            #expect(error.message.contains("declared as Label"), "\(error.message)")
            #expect(error.message.contains("connects it to a Button"), "\(error.message)")
            #expect(error.location?.line == 7 && error.file == "WrongType.xib", "\(error)")
        }
    }

    @Test func registryRefusesTwoTypesUnderOneName() throws {
        let registry = ClassRegistry()
        try registry.register(BareCell.self, as: "Cell")
        try registry.register(BareCell.self, as: "Cell")  // the same type again: fine
        do {
            try registry.register(WrongTypeCell.self, as: "Cell")
            Issue.record("registered two types under one name")
        } catch {
            #expect(error.kind == .registration)
            #expect(error.message.contains("already registered"))
        }
        #expect(registry.type(named: "UILabel") == Label.self)
        #expect(registry.type(named: "label") == Label.self)
        #expect((try registry.resolve(customClass: "BareCell", module: "SomeOtherModule")) == BareCell.self)
    }

    @Test func aNonViewClassOnAViewIsAnError() throws {
        let registry = ClassRegistry()
        try registry.register(NotAView.self, as: "BookCell")
        do {
            _ = try nib("BookCell").tryInstantiate(withOwner: nil, options: .init(registry: registry))
            Issue.record("made a view from a non-view class")
        } catch {
            #expect(error.kind == .unknownClass)
            #expect(error.message.contains("is not a view"))
        }
    }

    /// Every modern iOS XIB of the corpus instantiates with the fallback; the views made are
    /// exactly the elements that are views. Without the fallback, each failure names a class.
    @Test(.enabled(if: Fixtures.corpusURL != nil, Comment(rawValue: Fixtures.noCorpus)))
    func corpusInstantiates() throws {
        let corpus = try #require(Fixtures.corpusURL)
        var instantiated = 0
        var unknownClassFailures = 0
        for entry in try Fixtures.corpusEntries(corpus) where entry.kind == "ios-cell" || entry.kind == "ios-view" {
            let document = try Document(contentsOf: entry.url)
            let nib: Nib
            do {
                nib = try Nib(document: document, name: entry.url.deletingPathExtension().lastPathComponent)
            } catch {
                // Broken on purpose upstream (IBLinter's duplicate-id fixture): refused with a rule.
                #expect(error.ruleID != nil, "\(entry.path): \(error)")
                continue
            }
            let instance = try nib.instantiateWithDetails(withOwner: nil, options: .init(fallBackOnUnknownClasses: true, registry: ClassRegistry()))
            let views = Set(instance.objectsByID.values.compactMap { $0 as? View }.map(ObjectIdentifier.init))
            let viewElements = document.elements.filter { element in
                ElementClassTable.isView(element.name, platform: document.platform)
                    && !element.isPlaceholder
                    && element.ancestors.contains { $0.name == "objects" }
                    && element.id != nil
            }
            #expect(views.count == viewElements.count, "\(entry.path)")
            instantiated += 1
            do {
                _ = try nib.tryInstantiate(withOwner: nil, options: .init(registry: ClassRegistry()))
            } catch {
                #expect(error.kind == .unknownClass, "\(entry.path): \(error)")
                #expect(error.message.hasPrefix("Unknown class "))
                unknownClassFailures += 1
            }
        }
        #expect(instantiated >= 190)
        #expect(unknownClassFailures > 100)
    }
}
