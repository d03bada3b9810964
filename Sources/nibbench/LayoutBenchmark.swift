import Foundation
import NibDocument
import NibLayout

/// `nibbench layout PATH... [--export FILE]`: every root of the given nibs solved from scratch
/// (the system built and solved at the saved size), against the same roots re-laid out after a
/// width change (±20 pt) through the solver's incremental path. Both contenders cover every root
/// once per round; rounds alternate; best of 9.
///
/// `--export FILE` also writes every root's system for Scripts/kiwi_compare.py and times
/// NibLayout's Solver on those systems exactly as the script times kiwi, for a same-run
/// comparison (see `export`).
enum LayoutBenchmark {
    static func run(_ arguments: [String]) {
        var exportPath: String?
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--export", index + 1 < arguments.count {
                exportPath = arguments[index + 1]
                index += 2
                continue
            }
            paths.append(arguments[index])
            index += 1
        }
        guard !paths.isEmpty else { Benchmark.fail("usage: nibbench layout [--export FILE] PATH...") }
        let documents = Benchmark.load(paths).compactMap { try? Document(data: $0.data, file: $0.path) }
            .filter { $0.useAutolayout && ($0.platform == .iOS || $0.platform == .tvOS) }
        func usable(_ root: LayoutRoot) -> Bool {
            root.isLaidOut && root.views.allSatisfy {
                [$0.storedFrame.x, $0.storedFrame.y, $0.storedFrame.width, $0.storedFrame.height].allSatisfy(\.isFinite)
            }
        }
        let rootCount = documents.reduce(0) { $0 + LayoutSystem(document: $1, options: .interfaceBuilder).roots.filter(usable).count }
        let built = documents.flatMap { LayoutSystem(document: $0, options: .interfaceBuilder).roots.filter(usable) }
        for root in built { _ = root.frames(at: nil) }
        let views = built.reduce(0) { $0 + $1.views.count }
        print("layout: \(documents.count) documents, \(rootCount) roots, \(views) views")

        var sink = 0.0
        var wide = false
        let times = Benchmark.compare(rounds: 9, {
            for document in documents {
                for root in LayoutSystem(document: document, options: .interfaceBuilder).roots where usable(root) {
                    sink += root.frames(at: nil).last??.width ?? 0
                }
            }
        }, against: {
            wide.toggle()
            for root in built {
                let size = LayoutSize(width: root.storedFrame.width + (wide ? 20 : -20), height: root.storedFrame.height)
                sink += root.frames(at: size).last??.width ?? 0
            }
        })
        if sink == .infinity { print("") }
        let solves = Double(rootCount) / times.first
        let relayouts = Double(built.count) / times.second
        print("from scratch: \(Benchmark.format(times.first * 1000)) ms for \(rootCount) roots")
        print("relayout:     \(Benchmark.format(times.second * 1000)) ms for \(built.count) roots")
        if let exportPath { export(built, to: exportPath) }
        print("layout solves/s=\(Benchmark.format(solves)) relayouts/s=\(Benchmark.format(relayouts)) ratio=\(Benchmark.format(relayouts / solves))")
    }

    /// Writes every root's system for Scripts/kiwi_compare.py (`{"systems": [...]}`, one per root,
    /// each with its `width`: the root's width variable and saved width) and times NibLayout's
    /// Solver on the same systems the way the script times kiwi: a full solve is a new solver
    /// with every constraint; a relayout removes the width constraint and adds one 20 pt wider
    /// (or narrower), as `LayoutRoot` does.
    static func export(_ roots: [LayoutRoot], to path: String) {
        var systems: [(constraints: [SolverConstraint], width: SolverVariable, saved: Double)] = []
        var parts: [String] = []
        for root in roots {
            let system = root.installedSystem()
            guard let widthConstraint = system.widthConstraint else { continue }
            let constraints = system.constraints.filter { $0 !== widthConstraint }
            var numbers: [ObjectIdentifier: Int] = [:]
            func number(_ variable: SolverVariable) -> Int {
                if let known = numbers[ObjectIdentifier(variable)] { return known }
                numbers[ObjectIdentifier(variable)] = numbers.count
                return numbers.count - 1
            }
            let items = constraints.map { constraint -> String in
                let terms = constraint.expression.terms.map { "[\(number($0.variable)), \($0.coefficient)]" }.joined(separator: ", ")
                let op = constraint.relation == .equal ? "==" : (constraint.relation == .lessThanOrEqual ? "<=" : ">=")
                return "{\"terms\": [\(terms)], \"constant\": \(constraint.expression.constant), \"op\": \"\(op)\", \"priority\": \(constraint.strength.priority)}"
            }
            let width = number(system.width)
            let names = (0..<numbers.count).map { "\"v\($0)\"" }.joined(separator: ", ")
            parts.append("{\"variables\": [\(names)], \"constraints\": [\(items.joined(separator: ", "))], "
                + "\"width\": {\"variable\": \(width), \"saved\": \(root.storedFrame.width)}}")
            systems.append((constraints, system.width, root.storedFrame.width))
        }
        let json = "{\"systems\": [\n" + parts.joined(separator: ",\n") + "\n]}\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(json.utf8)) else {
            Benchmark.fail("nibbench: cannot write \(path)")
        }
        let constraintCount = systems.reduce(0) { $0 + $1.constraints.count }
        print("exported \(systems.count) systems, \(constraintCount) constraints to \(path)")

        func widthConstraint(_ system: (constraints: [SolverConstraint], width: SolverVariable, saved: Double), _ delta: Double) -> SolverConstraint {
            SolverConstraint(SolverExpression([(system.width, 1)], constant: -(system.saved + delta)), .equal)
        }
        var bestFull = 0.0
        var bestRelayout = 0.0
        for _ in 0..<5 {
            var count = 0
            var start = DispatchTime.now().uptimeNanoseconds
            var elapsed = 0.0
            var solvers: [(Solver, SolverConstraint?)] = []
            repeat {
                solvers = systems.map { system in
                    let solver = Solver()
                    for constraint in system.constraints { try? solver.addConstraint(constraint) }
                    let width = widthConstraint(system, 0)
                    return (solver, (try? solver.addConstraint(width)) != nil ? width : nil)
                }
                count += systems.count
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            } while elapsed < 0.25
            bestFull = max(bestFull, Double(count) / elapsed)
            count = 0
            var delta = 20.0
            start = DispatchTime.now().uptimeNanoseconds
            repeat {
                for index in solvers.indices {
                    let (solver, old) = solvers[index]
                    if let old { try? solver.removeConstraint(old) }
                    let new = widthConstraint(systems[index], delta)
                    solvers[index].1 = (try? solver.addConstraint(new)) != nil ? new : nil
                }
                delta = -delta
                count += systems.count
                elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            } while elapsed < 0.25
            bestRelayout = max(bestRelayout, Double(count) / elapsed)
        }
        print("swift full solves/s: \(Benchmark.format(bestFull))")
        print("swift relayouts/s: \(Benchmark.format(bestRelayout))")
    }
}
