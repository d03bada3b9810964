import Foundation
import NibLint
import NibTestSupport
import NibValidation
import Testing
@testable import NibSources

/// Whether sourcekitd can be loaded here; tests that need it are skipped (not passed) without it.
enum SourceKitAvailability {
    static let problem: String? = {
        do throws(SourceKit.LoadError) {
            _ = try SourceKit.load()
            return nil
        } catch {
            return error.description
        }
    }()
    static var isAvailable: Bool { problem == nil }
    static var reason: Comment { Comment(rawValue: "needs SourceKit: \(problem ?? "")") }
}

/// A lint run with sources through nibcheck's own pipeline (`LintSession`), SourceKit in this
/// process, without the user's cache unless asked.
enum SourceLint {
    static func run(_ paths: [String], cache: Bool = false, configuration: LintConfiguration = LintConfiguration()) -> Linter.Result {
        var options = LintSession.Options()
        options.cachesSources = cache
        return LintSession(configuration: configuration, paths: paths, options: options).run().lint
    }
}
