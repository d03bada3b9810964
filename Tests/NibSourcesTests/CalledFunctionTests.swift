import NibValidation
import Testing

/// Whether some file calls a function, from the argument labels of the calls (`SourceFacts.isCalled`).
struct CalledFunctionTests {
    static func facts(_ calls: [String: Set<String>]) -> SourceFacts {
        var facts = SourceFacts()
        facts.callLabels = calls
        return facts
    }

    /// UIKit's `instantiateViewController(withIdentifier:)` is called everywhere; a helper of the
    /// same base name without parameters only where a call passes nothing.
    @Test func labelsTellAHelperFromUIKitsMethod() {
        let uikitOnly = Self.facts(["instantiateViewController": ["withIdentifier:"]])
        #expect(!uikitOnly.isCalled("instantiateViewController()"))
        #expect(uikitOnly.isCalled("instantiateViewController(withIdentifier:)"))
        #expect(Self.facts(["instantiateViewController": ["withIdentifier:", ""]]).isCalled("instantiateViewController()"))
    }

    /// Arguments with defaults may be left out, and an unlabelled one (a trailing closure among
    /// them) may be any parameter; a label the function lacks is another function's call.
    @Test func omittedDefaultsAndTrailingClosuresStillCall() {
        let facts = Self.facts(["show": ["animated:", "_:"], "load": ["from:"]])
        #expect(facts.isCalled("show(_:animated:completion:)"))
        #expect(facts.isCalled("show(completion:)"))
        #expect(!facts.isCalled("load(named:)"))
        #expect(!facts.isCalled("present(_:)"))
    }

    /// An initializer is called by its type's name, and a name without parameters is no
    /// function's: both are taken as called.
    @Test func initializersAndOtherNamesAreTakenAsCalled() {
        let facts = Self.facts([:])
        #expect(facts.isCalled("init(coder:)"))
        #expect(facts.isCalled("storyboardID"))
    }
}
