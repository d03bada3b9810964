import NibValidation
import Testing
@testable import NibSources

/// Which platforms each part of a Swift file is compiled for (`CompilationConditions`): a
/// declaration is left out of a platform only where its conditions are false there.
struct CompilationConditionsTests {
    /// The platforms of the line holding `marker` in `source`.
    static func platforms(of marker: String, in source: String) throws -> SourcePlatforms {
        let offset = try #require(source.range(of: marker)).lowerBound.utf16Offset(in: source)
        return CompilationConditions(bytes: Array(source.utf8)).platforms(at: offset)
    }

    /// eduVPN's shared controllers: one outlet per platform, under `#if os(macOS)` and
    /// `#elseif os(iOS)`; code after `#endif` is everyone's.
    @Test func eachBranchIsItsPlatforms() throws {
        let source = """
            class CredentialsViewController {
                #if os(macOS)
                @IBOutlet weak var mac: NSSecureTextField!
                #elseif os(iOS)
                @IBOutlet weak var phone: UITextField!
                #else
                var other: Int
                #endif
                var shared: Int
            }
            """
        #expect(try Self.platforms(of: "var mac", in: source) == .macOS)
        #expect(try Self.platforms(of: "var phone", in: source) == .iOS)
        #expect(try Self.platforms(of: "var other", in: source) == .tvOS)
        #expect(try Self.platforms(of: "var shared", in: source) == .all)
    }

    /// A flag the file cannot know (`DEBUG`) rules nothing out, negated or not; with a platform
    /// condition it still rules out what that condition does.
    static let conditions: [(String, SourcePlatforms)] = [
        ("#if DEBUG", .all), ("#if !DEBUG", .all), ("#if os(iOS) && DEBUG", .iOS),
        ("#if os(iOS) || DEBUG", .all), ("#if !os(macOS) // AppKit has its own", [.iOS, .tvOS]),
        ("#if canImport(UIKit)", [.iOS, .tvOS]), ("#if canImport(AppKit)", [.iOS, .macOS]),
        ("#if targetEnvironment(macCatalyst)", .iOS), ("#if os(watchOS)", []),
        ("#if (os(iOS) || os(tvOS)) && !targetEnvironment(macCatalyst)", [.iOS, .tvOS]),
        ("#if swift(>=5.9)", .all), ("#if os(iOS", .all), ("#if os(visionOS)", .iOS),
        ("#if " + String(repeating: "!", count: 10_000) + "os(iOS)", .all),
        ("#if " + String(repeating: "(", count: 10_000) + "os(iOS)" + String(repeating: ")", count: 10_000), .all),
    ]

    @Test(arguments: conditions)
    func aConditionRulesOutOnlyWhatIsFalse(_ directive: String, _ expected: SourcePlatforms) throws {
        let source = "\(directive)\nvar inside: Int\n#endif\n"
        #expect(try Self.platforms(of: "var inside", in: source) == expected)
    }

    /// An `#if` never closed (one in a comment, a file cut short) leaves the blocks unknown:
    /// nothing is ruled out, before or after it.
    @Test func anUnclosedBlockRulesNothingOut() throws {
        let source = """
            #if os(macOS)
            var mac: Int
            #endif
            /*
            #if os(iOS)
            */
            var after: Int
            """
        #expect(try Self.platforms(of: "var mac", in: source) == .all)
        #expect(try Self.platforms(of: "var after", in: source) == .all)
    }

    /// Nested blocks: the inner branch is within the outer one's platforms, and `#else` after a
    /// branch that may be taken keeps what is unknown.
    @Test func nestedBlocksNarrow() throws {
        let source = """
            #if canImport(UIKit)
            #if os(iOS)
            var phone: Int
            #else
            var television: Int
            #endif
            #elseif DEBUG
            var debugMac: Int
            #endif
            """
        #expect(try Self.platforms(of: "var phone", in: source) == .iOS)
        #expect(try Self.platforms(of: "var television", in: source) == .tvOS)
        #expect(try Self.platforms(of: "var debugMac", in: source) == .macOS)
    }
}
