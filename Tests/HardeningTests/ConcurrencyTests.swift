import Foundation
import NibDocument
import NibKit
import NibTestSupport
import NibValidation
import Testing

/// Parsing, loading through one shared cache and validation from 8 threads at once, while the main
/// actor instantiates the same nibs (compiling their plans, which the nibs cache): the document
/// layer is nonisolated and `Nib` is `Sendable`, the objects a nib makes are main-actor ones.
/// Run under `swift test --sanitize=thread` to check for races.
@MainActor @Suite struct ConcurrencyTests {
    @Test func eightThreadsHammerTheWholePath() throws {
        let loader = NibLoader(searchPaths: [Fixtures.valid])
        let names = ["BookCell", "BookCollectionCell", "BookHeaderView", "BookSectionHeader", "ProfileView"]
        let registry = ClassRegistry()
        let failures = Counter()
        let group = DispatchGroup()
        for thread in 0 ..< 8 {
            group.enter()
            Thread {
                defer { group.leave() }
                for round in 0 ..< 40 {
                    let name = names[(thread + round) % names.count]
                    do {
                        let nib = try loader.load(named: name)
                        _ = Validator().validate(nib.document)
                        let reparsed = try Document(contentsOf: Fixtures.valid("\(name).xib"))
                        if reparsed.elementCount != nib.document.elementCount { failures.add() }
                    } catch {
                        failures.add()
                    }
                }
            }.start()
        }
        for round in 0 ..< 40 {
            for name in names {
                do {
                    let objects = try loader.load(named: name)
                        .tryInstantiate(withOwner: nil, options: .init(fallBackOnUnknownClasses: true, registry: round.isMultiple(of: 2) ? registry : ClassRegistry()))
                    if objects.isEmpty { failures.add() }
                } catch {
                    failures.add()
                }
            }
        }
        group.wait()
        #expect(failures.value == 0)
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
