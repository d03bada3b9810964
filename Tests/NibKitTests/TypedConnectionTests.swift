import Foundation
import NibKit
import NibTestSupport
import Testing

/// Cell nibs written for one test, in the shape Interface Builder writes them: a table cell of
/// class `className` whose content view holds a label (`lbl-00-001`, class `labelClass` when
/// given) and a button (`btn-00-001`) that sends `action` to the cell; the cell's outlet `outlet`
/// points at the label.
enum ConnectionFixtures {
    static func cellXIB(className: String, outlet: String = "titleLabel", labelClass: String? = nil,
                        action: String? = "tapped:", buttonElement: String = "button") -> String {
        let labelCustom = labelClass.map { #" customClass="\#($0)" customModule="NibKitTests" customModuleProvider="target""# } ?? ""
        let actionXML = action.map {
            #"<connections><action selector="\#($0)" destination="cel-l0-001" eventType="touchUpInside" id="act-00-001"/></connections>"#
        } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(className)" id="cel-l0-001" customClass="\(className)" customModule="NibKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cnt-v0-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label text="Title" id="lbl-00-001"\(labelCustom)>
                                <rect key="frame" x="16" y="11" width="200" height="21"/>
                            </label>
                            <\(buttonElement) id="btn-00-001">
                                <rect key="frame" x="250" y="7" width="54" height="30"/>
                                \(actionXML)
                            </\(buttonElement)>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="\(outlet)" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The line a trap reported in this file (`NibKitTests/TypedConnectionTests.swift:LINE: Fatal
    /// error: …`). Inside an exit test the compiler may report the `#expect` line for the call
    /// it wraps, so callers accept that line or the next.
    static func trapLine(in text: String, file: String = "NibKitTests/TypedConnectionTests.swift") -> Int? {
        guard let range = text.range(of: file + ":") else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The line of the first occurrence of `text` in `xib`, 1-based, as error locations count.
    static func line(of text: String, in xib: String) -> Int {
        let before = xib.range(of: text).map { xib[..<$0.lowerBound] } ?? ""
        return before.reduce(1) { $0 + ($1 == "\n" ? 1 : 0) }
    }

    /// A folder of nibs, one per (name, text), removed with the process.
    static func loader(_ nibs: [String: String]) throws -> NibLoader {
        let folder = TemporaryFolders.shared("connections-\(UUID().uuidString)")
        for (name, text) in nibs { try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).xib")) }
        return NibLoader(searchPaths: [folder])
    }

    static let loaderForTests: NibLoader = {
        let nibs: [String: String] = [
            "TypedActionCell": cellXIB(className: "TypedActionCell"),
            "NoArgumentActionCell": cellXIB(className: "NoArgumentActionCell", action: "refresh"),
            "IBActionCell": cellXIB(className: "IBActionCell"),
            "MissingOutletCell": cellXIB(className: "MissingOutletCell", outlet: "subtitleLabel"),
            "WrongOutletTypeCell": cellXIB(className: "WrongOutletTypeCell"),
            "BadgeOutletCell": cellXIB(className: "BadgeOutletCell", labelClass: "BadgeLabel"),
            "PlainLabelBadgeOutletCell": cellXIB(className: "PlainLabelBadgeOutletCell"),
            "UndeclaredActionCell": cellXIB(className: "UndeclaredActionCell"),
            "StringActionCell": cellXIB(className: "StringActionCell"),
            "SwitchSenderCell": cellXIB(className: "SwitchSenderCell"),
            "CollectionMissingOutletCell": cellXIB(className: "CollectionMissingOutletCell", outlet: "subtitleLabel")
                .replacingOccurrences(of: "tableViewCellContentView", with: "collectionViewCellContentView")
                .replacingOccurrences(of: "tableViewCell ", with: "collectionViewCell ")
                .replacingOccurrences(of: "</tableViewCell>", with: "</collectionViewCell>"),
        ]
        return try! loader(nibs)
    }()
}

/// A cell nib for each of the classes below comes from `ConnectionFixtures`.
protocol ConnectionFixtureCell: ReusableView, NibLoadableView {}
extension ConnectionFixtureCell {
    static var nibLoader: NibLoader { ConnectionFixtures.loaderForTests }
}

final class TypedActionCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    var taps: [Button] = []
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \TypedActionCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", TypedActionCell.tapped)] }
    func tapped(_ sender: Button) { taps.append(sender) }
}

final class NoArgumentActionCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    var refreshes = 0
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \NoArgumentActionCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("refresh", NoArgumentActionCell.refresh)] }
    func refresh() { refreshes += 1 }
}

/// A cell as UIKit code writes it: an `@IBAction` method, main-actor isolated as the cell is,
/// named bare in `actions`, with no closure around it.
final class IBActionCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    var taps: [Button] = []
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \IBActionCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", IBActionCell.tapped)] }
    @IBAction func tapped(_ sender: Button) { taps.append(sender) }
}

final class MissingOutletCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \MissingOutletCell.titleLabel)] }
}

final class WrongOutletTypeCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: ImageView!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \WrongOutletTypeCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", WrongOutletTypeCell.tapped)] }
    func tapped(_ sender: Any) {}
}

/// A label subclass the nib names with `customClass`, resolved through the class registry.
final class BadgeLabel: Label {}

final class BadgeOutletCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: BadgeLabel!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \BadgeOutletCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", BadgeOutletCell.tapped)] }
    func tapped(_ sender: Control) {}
}

final class PlainLabelBadgeOutletCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: BadgeLabel!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \PlainLabelBadgeOutletCell.titleLabel)] }
}

final class UndeclaredActionCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \UndeclaredActionCell.titleLabel)] }
}

final class StringActionCell: TableViewCell, ConnectionFixtureCell, ActionTarget {
    var titleLabel: Label!
    var selectors: [String] = []
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \StringActionCell.titleLabel)] }
    func perform(_ selector: String, sender: Control) -> Bool {
        selectors.append(selector)
        return true
    }
}

final class SwitchSenderCell: TableViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \SwitchSenderCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", SwitchSenderCell.tapped)] }
    func tapped(_ sender: Switch) {}
}

final class CollectionMissingOutletCell: CollectionViewCell, ConnectionFixtureCell {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \CollectionMissingOutletCell.titleLabel)] }
    override class var actions: [ActionMethod] { super.actions + [ActionMethod("tapped:", CollectionMissingOutletCell.tapped)] }
    func tapped(_ sender: Button) {}
}

/// File's Owner of ProfileView.xib that is no NibObject, declaring outlets and actions the
/// same way (`OutletDeclaring`).
final class ProfileScreen: OutletDeclaring {
    var contentView: View!
    var avatarImageView: ImageView!
    var nameLabel: Label!
    var bioLabel: Label!
    var followButton: Button!
    var labels: [Label] = []
    var follows = 0

    class var outlets: [Outlet] {
        [
            Outlet("contentView", \ProfileScreen.contentView),
            Outlet("avatarImageView", \ProfileScreen.avatarImageView),
            Outlet("nameLabel", \ProfileScreen.nameLabel),
            Outlet("bioLabel", \ProfileScreen.bioLabel),
            Outlet("followButton", \ProfileScreen.followButton),
            Outlet("labels", \ProfileScreen.labels),
        ]
    }
    class var actions: [ActionMethod] { [ActionMethod("followTapped:", ProfileScreen.followTapped)] }
    func followTapped(_ sender: Button) { follows += 1 }
}

/// Actions: UIKit's target-action (UIControl, "sendActions(for:)": "UIControl calls the action
/// method of every target registered for the event"), reached through a method the class
/// declares instead of an Objective-C selector.
@MainActor @Suite(.serialized) struct TypedActionTests {

    @Test func sendActionsForCallsTheMethodTheTargetsClassDeclares() throws {
        let table = Registrations.table()
        let cell: TypedActionCell = try table.tryDequeueReusableCell(for: IndexPath(row: 0, section: 0))
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(cell.taps.count == 1 && cell.taps.first === button)  // the sender is the control
        #expect(button.sendActions(for: .valueChanged) == 0)         // not registered for that event
    }

    @Test func aMethodThatTakesNoSenderHasASelectorWithoutColon() throws {
        let table = Registrations.table()
        let cell: NoArgumentActionCell = try table.tryDequeueReusableCell(for: IndexPath(row: 0, section: 0))
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        button.sendActions(for: .touchUpInside)
        #expect(cell.refreshes == 1)
    }

    /// An `@IBAction` method, named bare in `actions` (`ActionMethod("tapped:", IBActionCell.tapped)`,
    /// which compiles because the cell is main-actor isolated as its method is), is sent its
    /// action on the main actor. (Outside Apple's platforms the compiler takes `@IBAction` only on
    /// methods of one argument, the sender.)
    @Test func ibActionMethodsAreSentTheirActions() throws {
        let table = Registrations.table()
        let cell: IBActionCell = try table.tryDequeueReusableCell(for: IndexPath(row: 0, section: 0))
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(cell.taps.count == 1 && cell.taps.first === button)
    }

    @Test func bookCellDeclaresItsActionAndTheSampleNibReachesIt() throws {
        let nib = try Nib(contentsOf: Fixtures.valid("BookCell.xib"))
        let cell = try #require(try nib.tryInstantiate(withOwner: nil, options: Registrations.options).first as? BookCell)
        #expect(BookCell.actions.map(\.selector) == ["favoriteTapped:"])
        #expect(cell.favoriteButton.sendActions(for: .touchUpInside) == 1)
        #expect(cell.favoriteTaps == 1)
    }

    @Test func theStringFormStaysTheFallback() throws {
        let table = Registrations.table()
        let cell: StringActionCell = try table.tryDequeueReusableCell(for: IndexPath(row: 0, section: 0))
        let button = try #require(cell.contentView.subviews.compactMap { $0 as? Button }.first)
        #expect(button.sendActions(for: .touchUpInside) == 1)
        #expect(cell.selectors == ["tapped:"])
    }

    @Test func filesOwnerThatIsNoNibObjectDeclaresOutletsAndActions() throws {
        // UIKit, "instantiate(withOwner:options:)": File's Owner's outlets and actions are connected
        // like any other object's.
        let nib = try Nib(contentsOf: Fixtures.valid("ProfileView.xib"))
        let owner = ProfileScreen()
        try nib.checkConnections(owner: ProfileScreen.self, options: Registrations.options)
        _ = try nib.tryInstantiate(withOwner: owner, options: Registrations.options)
        #expect(owner.followButton.sendActions(for: .touchUpInside) == 1)
        #expect(owner.follows == 1)
    }

    /// UIKit stops with "unrecognized selector sent to instance" when a target has no method for
    /// its selector (#24 item 3); the throwing twin says so, and a nil target (the responder
    /// chain, not modelled) is not sent anything.
    @Test func aTargetWithoutTheMethodIsAnUnrecognizedSelector() {
        let button = Button(frame: .zero)
        let target = UndeclaredActionCell(reuseIdentifier: nil)
        button.addTarget(target, action: "tapped:", for: .touchUpInside)
        do {
            _ = try button.trySendActions(for: .touchUpInside)
            Issue.record("sent to a target without the method")
        } catch {
            #expect(error.kind == .unknownAction)
            #expect(error.description.contains("-[UndeclaredActionCell tapped:]: unrecognized selector sent to instance"), "\(error)")
            #expect(error.description.contains(#"ActionMethod("tapped:", UndeclaredActionCell.tapped)"#))
        }
        #expect(!button.sendAction("tapped:", to: nil))
    }

    @Test func sendingAnUnrecognizedSelectorTrapsAtTheCaller() async {
        // At the caller's file, not Controls.swift (an exit test's body reports lines of its own).
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            let button = Button(frame: .zero)
            let target = UndeclaredActionCell(reuseIdentifier: nil)
            button.addTarget(target, action: "tapped:", for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("TypedConnectionTests.swift:") && !text.contains("Controls.swift") && text.contains("unrecognized selector"), "\(text)")
        }
    }

    @Test func aSelectorWhoseColonsDoNotMatchTheMethodTrapsAtTheDeclaration() async {
        let callLine = #line + 2
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            _ = ActionMethod("tapped", TypedActionCell.tapped)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(ConnectionFixtures.trapLine(in: text).map { (callLine - 1)...callLine ~= $0 } == true)
            #expect(text.contains("write ActionMethod(\"tapped:\", …)"))
        }
    }
}

/// Typed registration checks the nib's connections when it registers, where UIKit only fails
/// later: an undeclared outlet at instantiation ("this class is not key value coding-compliant
/// for the key …", UIKit's setValue(_:forUndefinedKey:) documentation), an undeclared action
/// when the control fires ("unrecognized selector sent to instance").
@MainActor @Suite(.serialized) struct RegistrationCheckTests {

    /// The error `instantiate` gives for the same nib, to compare the registration's with.
    func instantiationError(_ name: String, registry: ClassRegistry = Registrations.registry) throws -> NibError? {
        let nib = try ConnectionFixtures.loaderForTests.load(named: name)
        do {
            _ = try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: registry))
            return nil
        } catch {
            return error
        }
    }

    func registrationError<T: TableViewCell & ReusableView>(_ type: T.Type, registry: ClassRegistry = Registrations.registry) -> NibError? {
        let table = TableView()
        table.nibOptions = NibInstantiationOptions(registry: registry)
        do {
            try table.tryRegister(type)
            return nil
        } catch {
            return error
        }
    }

    @Test func anUndeclaredOutletFailsAtRegistrationWithInstantiationsError() throws {
        let error = try #require(registrationError(MissingOutletCell.self))
        #expect(error.kind == .unknownOutlet)
        #expect(error.message.contains("not key value coding-compliant for the key subtitleLabel"))
        let xib = ConnectionFixtures.cellXIB(className: "MissingOutletCell", outlet: "subtitleLabel")
        #expect(error.location?.line == ConnectionFixtures.line(of: "<outlet ", in: xib))
        #expect(error.objectID == "cel-l0-001")
        #expect(try instantiationError("MissingOutletCell") == error)
    }

    @Test func anOutletOfTheWrongTypeFailsAtRegistrationWithInstantiationsError() throws {
        let error = try #require(registrationError(WrongOutletTypeCell.self))
        #expect(error.kind == .outletType)
        #expect(error.message.hasPrefix("outlet 'titleLabel' of WrongOutletTypeCell is declared as ImageView, but the nib connects it to a Label"))
        #expect(error.message.hasSuffix("or connect it to a ImageView in Interface Builder"))
        #expect(try instantiationError("WrongOutletTypeCell") == error)
    }

    @Test func theDestinationsCustomClassComesFromTheRegistry() throws {
        let registry = ClassRegistry()
        try registry.register(BadgeLabel.self)
        #expect(registrationError(BadgeOutletCell.self, registry: registry) == nil)
        let error = try #require(registrationError(PlainLabelBadgeOutletCell.self, registry: registry))
        #expect(error.kind == .outletType)
        #expect(error.message.contains("declared as BadgeLabel, but the nib connects it to a Label"))
    }

    @Test func anUndeclaredActionFailsAtRegistrationButNotAtInstantiation() throws {
        // UIKit loads the nib, and crashes only when the button fires.
        let registry = ClassRegistry()
        try registry.register(UndeclaredActionCell.self)
        #expect(try instantiationError("UndeclaredActionCell", registry: registry) == nil)
        let error = try #require(registrationError(UndeclaredActionCell.self, registry: registry))
        #expect(error.kind == .unknownAction)
        #expect(error.message.hasPrefix("-[NibKitTests.UndeclaredActionCell tapped:]: unrecognized selector sent to instance"))
        #expect(error.message.contains("ActionMethod(\"tapped:\", UndeclaredActionCell.tapped)"))
        let xib = ConnectionFixtures.cellXIB(className: "UndeclaredActionCell")
        #expect(error.location?.line == ConnectionFixtures.line(of: "<action ", in: xib))
        #expect(error.objectID == "btn-00-001")
    }

    @Test func anActionTargetIsNotCheckedByName() {
        #expect(registrationError(StringActionCell.self) == nil)
    }

    @Test func anActionWhoseSenderIsAnotherControlFailsAtRegistration() throws {
        let error = try #require(registrationError(SwitchSenderCell.self))
        #expect(error.kind == .actionType)
        #expect(error.message.hasPrefix("action 'tapped:' of SwitchSenderCell takes a Switch, but the nib sends it from a Button"))
    }

    @Test func collectionViewRegistrationChecksToo() throws {
        do {
            try Registrations.collection().tryRegister(CollectionMissingOutletCell.self)
            Issue.record("registered a nib whose outlet the class does not declare")
        } catch {
            #expect(error.kind == .unknownOutlet)
        }
    }

    @Test func sampleCellsPassTheirChecks() throws {
        #expect(registrationError(BookCell.self) == nil)
        #expect(registrationError(TypedActionCell.self) == nil)
        try Registrations.collection().tryRegister(BookCollectionCell.self)
    }

    @Test func registerTrapsAtTheCallersLine() async {
        let callLine = #line + 2
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { @MainActor in
            Registrations.table().register(MissingOutletCell.self)
        }.map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(ConnectionFixtures.trapLine(in: text).map { (callLine - 1)...callLine ~= $0 } == true)
            #expect(text.contains("not key value coding-compliant for the key subtitleLabel"))
        }
    }
}
