import Foundation
import NibDocument
import NibKit
import NibTestSupport
import Testing

private final class ThingA: View {}
private final class ThingB: View {}

/// Two modules' worth of `HeaderCell`: nested types stand in for modules, since their qualified
/// names differ (`NibKitTests.Feed.HeaderCell`) while their bare names are the same.
private enum Feed { final class HeaderCell: View {} }
private enum Profile { final class HeaderCell: View {} }

@MainActor @Suite struct ClassRegistryTests {
    static func nib(customClass: String, module: String? = nil) throws -> Nib {
        let moduleAttribute = module.map { #" customModule="\#($0)""# } ?? ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <view contentMode="scaleToFill" id="v1" customClass="\(customClass)"\(moduleAttribute)>
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    </view>
                </objects>
            </document>
            """
        return try Nib(data: Data(xml.utf8), name: "Thing")
    }

    /// A freed registry's address is soon another's; a plan cached under the address would make
    /// the old registry's class. Each registry must get its own classes.
    @Test func freshRegistriesNeverShareCompiledPlans() throws {
        let nib = try Self.nib(customClass: "Thing")
        var wrong = 0
        for round in 0 ..< 200 {
            let registry = ClassRegistry()
            if round.isMultiple(of: 2) {
                try registry.register(ThingA.self, as: "Thing")
            } else {
                try registry.register(ThingB.self, as: "Thing")
            }
            let made = try nib.tryInstantiate(withOwner: nil, options: .init(registry: registry))
            let expected: AnyClass = round.isMultiple(of: 2) ? ThingA.self : ThingB.self
            if type(of: made[0]) != expected { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// Registering a known type under a new alias changes what a nib resolves to, so it must
    /// change the registry's version and invalidate plans compiled before.
    @Test func anAliasForAKnownTypeRecompilesPlans() throws {
        let registry = ClassRegistry()
        try registry.register(ThingA.self)
        let nib = try Self.nib(customClass: "Alias")
        let options = NibInstantiationOptions(fallBackOnUnknownClasses: true, registry: registry)
        #expect(type(of: try nib.tryInstantiate(withOwner: nil, options: options)[0]) == View.self)
        try registry.register(ThingA.self, as: "Alias")
        #expect(type(of: try nib.tryInstantiate(withOwner: nil, options: options)[0]) == ThingA.self)
    }

    @Test func twoModulesMayRegisterTheSameClassName() throws {
        let registry = ClassRegistry()
        try registry.register(Feed.HeaderCell.self)
        try registry.register(Profile.HeaderCell.self)
        #expect(registry.type(named: String(reflecting: Feed.HeaderCell.self)) == Feed.HeaderCell.self)
        #expect(registry.type(named: String(reflecting: Profile.HeaderCell.self)) == Profile.HeaderCell.self)
        // The bare name is ambiguous: no guess.
        #expect(registry.type(named: "HeaderCell") == nil)
        do {
            _ = try registry.resolve(customClass: "HeaderCell", module: nil)
            Issue.record("an ambiguous bare name resolved")
        } catch {
            #expect(error.kind == .unknownClass)
            #expect(error.message.contains("ambiguous"))
            #expect(error.message.contains(String(reflecting: Feed.HeaderCell.self)))
            #expect(error.message.contains(String(reflecting: Profile.HeaderCell.self)))
        }
        // A nib that names the module gets its class; one that doesn't gets the error, at its line.
        let feedModule = String(reflecting: Feed.self)
        let feed = try Self.nib(customClass: "HeaderCell", module: feedModule)
        #expect(type(of: try feed.tryInstantiate(withOwner: nil, options: .init(registry: registry))[0]) == Feed.HeaderCell.self)
        let bare = try Self.nib(customClass: "HeaderCell")
        do {
            _ = try bare.tryInstantiate(withOwner: nil, options: .init(registry: registry))
            Issue.record("instantiated an ambiguous class")
        } catch {
            #expect(error.kind == .unknownClass && error.location?.line == 5)
        }
    }

    @Test func aBareNameOneModuleRegisteredResolves() throws {
        let registry = ClassRegistry()
        try registry.register(Feed.HeaderCell.self)
        #expect(registry.type(named: "HeaderCell") == Feed.HeaderCell.self)
        #expect((try registry.resolve(customClass: "HeaderCell", module: "SomeApp")) == Feed.HeaderCell.self)
    }
}

/// Found by its module-qualified name, as UIKit finds classes (issue #24 item 6).
final class UnregisteredBadge: View {
    var titleLabel: Label!
    override class var outlets: [Outlet] { super.outlets + [Outlet("titleLabel", \UnregisteredBadge.titleLabel)] }
}

@MainActor @Suite struct ClassLookupWithoutRegistrationTests {
    static func nib(_ classAttributes: String) throws -> Nib {
        try Nib(data: Data(Fixtures.xib("""
            <view contentMode="scaleToFill" id="Ub1-aa-001" \(classAttributes)>
                <rect key="frame" x="0.0" y="0.0" width="120" height="24"/>
                <subviews>
                    <label text="New" id="Ul1-aa-001"><rect key="frame" x="0.0" y="0.0" width="60" height="24"/></label>
                </subviews>
                <connections>
                    <outlet property="titleLabel" destination="Ul1-aa-001" id="Uo1-aa-001"/>
                </connections>
            </view>
            """).utf8), name: "Badge")
    }

    @Test func aClassTheNibNamesWithItsModuleNeedsNoRegistration() throws {
        let registry = ClassRegistry()
        let nib = try Self.nib(#"customClass="UnregisteredBadge" customModule="NibKitTests" customModuleProvider="target""#)
        let badge = try #require(try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: registry)).first as? UnregisteredBadge)
        #expect(badge.titleLabel?.text == "New")
        #expect(registry.isUserType(UnregisteredBadge.self), "found classes are held to their declared outlets, as registered ones")
    }

    @Test func aClassNotFoundIsStillAnError() throws {
        for attributes in [#"customClass="UnregisteredBadge""#,  // no module: UIKit would not find a Swift class either
                           #"customClass="UnregisteredBadge" customModule="Elsewhere""#,
                           #"customClass="MissingBadge" customModule="NibKitTests""#] {
            let nib = try Self.nib(attributes)
            do throws(NibError) {
                _ = try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: ClassRegistry()))
                Issue.record("instantiated \(attributes)")
            } catch {
                #expect(error.kind == .unknownClass, "\(attributes): \(error)")
            }
        }
    }
}
