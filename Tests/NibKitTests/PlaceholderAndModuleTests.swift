import Foundation
import NibKit
import NibTestSupport
import Testing

/// A view whose nib connects it to an External Object placeholder.
final class ExternalHostView: View {
    weak var provider: ExternalProvider?
    override class var outlets: [Outlet] {
        super.outlets + [Outlet("provider", typeName: "ExternalProvider") { (view: ExternalHostView, object: AnyObject) in
            guard let provider = object as? ExternalProvider else { return false }
            view.provider = provider
            return true
        }]
    }
}

/// The object given for the placeholder; it has outlets of its own, into the nib.
final class ExternalProvider: OutletDeclaring {
    var hostView: ExternalHostView?
    static var outlets: [Outlet] { [Outlet("hostView", \ExternalProvider.hostView)] }
}

enum PlaceholderFixtures {
    static func document(objects: String, placeholders: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(placeholders)
        \(objects)
            </objects>
        </document>
        """
    }

    static let external = document(
        objects: """
                <view contentMode="scaleToFill" id="vw1-00-001" customClass="ExternalHostView" customModule="NibKitTests" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <connections>
                        <outlet property="provider" destination="ext-00-001" id="out-00-001"/>
                    </connections>
                </view>
        """,
        placeholders: """
                <placeholder placeholderIdentifier="IBExternalObject" id="ext-00-001" userLabel="Provider" customClass="ExternalProvider" customModule="NibKitTests" customModuleProvider="target">
                    <connections>
                        <outlet property="hostView" destination="vw1-00-001" id="out-00-002"/>
                    </connections>
                </placeholder>
        """)

    static func cell(module: String, provider: Bool) -> String {
        let moduleAttributes = #"customModule="\#(module)""# + (provider ? #" customModuleProvider="target""# : "")
        return document(objects: """
                <tableViewCell contentMode="scaleToFill" reuseIdentifier="BookCell" id="cel-l0-001" customClass="BookCell" \(moduleAttributes)>
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="cnt-v0-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </tableViewCellContentView>
                </tableViewCell>
        """)
    }
}

/// External objects: UIKit, "UINib.OptionsKey.externalObjects": "The keys of the dictionary are
/// the names of any proxy objects in the nib file, and the value for each key is the actual
/// object to use in place of the proxy."
@MainActor @Suite(.serialized) struct ExternalObjectTests {
    /// A registry that knows the view the nibs name.
    let registry = ClassRegistry()

    init() throws {
        try registry.register(ExternalHostView.self)
    }

    @Test func externalObjectsReplaceTheirPlaceholdersByIdentifier() throws {
        let nib = try Nib(data: Data(PlaceholderFixtures.external.utf8), name: "External")
        let provider = ExternalProvider()
        let instance = try nib.instantiateWithDetails(withOwner: nil, options: NibInstantiationOptions(registry: registry, externalObjects: ["Provider": provider]))
        let view = try #require(instance.topLevelObjects.first as? ExternalHostView)
        #expect(view.provider === provider)      // an outlet to the placeholder
        #expect(provider.hostView === view)      // an outlet of the placeholder
        #expect(instance.warnings.isEmpty)
        #expect(instance.topLevelObjects.count == 1)  // placeholders are not top-level objects
    }

    @Test func aPlaceholderWithoutItsObjectIsAWarningNotSilence() throws {
        let nib = try Nib(data: Data(PlaceholderFixtures.external.utf8), name: "External")
        let instance = try nib.instantiateWithDetails(withOwner: nil, options: NibInstantiationOptions(registry: registry))
        let view = try #require(instance.topLevelObjects.first as? ExternalHostView)
        #expect(view.provider == nil)
        #expect(instance.warnings.count == 2)
        #expect(instance.warnings.contains { $0.contains("External.xib:") && $0.contains("outlet 'provider' left nil: it points at the external object 'Provider'") && $0.hasSuffix("pass it as NibInstantiationOptions.externalObjects[\"Provider\"]") })
        #expect(instance.warnings.contains { $0.contains("outlet 'hostView' of the external object 'Provider' left unset") })
    }

    @Test func anOutletToFilesOwnerWithoutAnOwnerIsAWarning() throws {
        let xib = PlaceholderFixtures.document(objects: """
                <view contentMode="scaleToFill" id="vw1-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <connections>
                        <outlet property="delegate" destination="-1" id="out-00-001"/>
                    </connections>
                </view>
        """)
        let nib = try Nib(data: Data(xib.utf8), name: "OwnerOutlet")
        let instance = try nib.instantiateWithDetails(withOwner: nil, options: NibInstantiationOptions(registry: registry))
        #expect(instance.warnings.count == 1)
        #expect(instance.warnings.first?.contains("outlet 'delegate' left nil: it points at File's Owner") == true)
    }
}

/// UIKit finds a nib's class by `Module.Class` when the nib names a module ("Unknown class X in
/// Interface Builder file." otherwise, UIKit's console message); `customModuleProvider="target"`
/// means the module of the target that builds the nib.
@MainActor @Suite(.serialized) struct ModuleMismatchTests {

    func warnings(module: String, provider: Bool) throws -> [String] {
        let nib = try Nib(data: Data(PlaceholderFixtures.cell(module: module, provider: provider).utf8), name: "ModuleCell")
        return try nib.instantiateWithDetails(withOwner: nil, options: Registrations.options).warnings
    }

    @Test func aModuleNoRegisteredClassHasIsAWarning() throws {
        let found = try warnings(module: "Elsewhere", provider: false)
        #expect(found.count == 1)
        #expect(found.first?.contains("customModule 'Elsewhere' has no registered class BookCell; NibKitTests.BookCell stands in, but UIKit would not find the class") == true)
        #expect(found.first?.hasSuffix("set the object's Module to NibKitTests in Interface Builder, or check Inherit Module From Target") == true)
    }

    @Test func theRegisteredModuleOrTheTargetsModuleIsNoWarning() throws {
        #expect(try warnings(module: "NibKitTests", provider: false).isEmpty)
        #expect(try warnings(module: "Elsewhere", provider: true).isEmpty)
    }
}
