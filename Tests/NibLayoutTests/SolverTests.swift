import Testing
@testable import NibLayout

// MARK: - Helpers

/// `Σ coefficient × variable + constant`.
private func expr(_ terms: (SolverVariable, Double)..., constant: Double = 0) -> SolverExpression {
    SolverExpression(terms, constant: constant)
}

/// `variable == value` (i.e. `variable − value == 0`).
private func pin(_ variable: SolverVariable, _ value: Double, _ strength: Strength = .required,
                 tag: Int? = nil) -> SolverConstraint {
    SolverConstraint(expr((variable, 1), constant: -value), .equal, strength: strength, tag: tag)
}

private func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}

/// The error of an `addConstraint` call, or nil if it did not throw.
private func addError(_ solver: Solver, _ constraint: SolverConstraint) -> SolverError? {
    do {
        try solver.addConstraint(constraint)
        return nil
    } catch {
        return error
    }
}

/// Whether `constraints` can all hold together (checked on a fresh solver).
private func satisfiable(_ constraints: [SolverConstraint]) -> Bool {
    let solver = Solver()
    for constraint in constraints where addError(solver, constraint) != nil { return false }
    return true
}

/// Checks an `.unsatisfiable` error: `broken` is reported, the conflict is real and minimal.
private func expectMinimalConflict(_ error: SolverError?, broken: SolverConstraint,
                                   sourceLocation: SourceLocation = #_sourceLocation) -> [SolverConstraint] {
    guard case let .unsatisfiable(conflicting, reported)? = error else {
        Issue.record("expected .unsatisfiable, got \(String(describing: error))", sourceLocation: sourceLocation)
        return []
    }
    #expect(reported === broken, sourceLocation: sourceLocation)
    #expect(!satisfiable(conflicting + [broken]), "reported set is not a conflict", sourceLocation: sourceLocation)
    for index in conflicting.indices {
        var rest = conflicting
        rest.remove(at: index)
        #expect(satisfiable(rest + [broken]),
                "conflict not minimal: \(conflicting[index]) is unnecessary", sourceLocation: sourceLocation)
    }
    return conflicting
}

// MARK: - Priorities

@Test func requiredBeatsOptional() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    try solver.addConstraint(pin(x, 20, .defaultHigh))
    try solver.addConstraint(pin(x, 10))
    #expect(isClose(solver.value(of: x), 10))
    try solver.addConstraint(pin(x, 30, Strength(999)))
    #expect(isClose(solver.value(of: x), 10))
}

@Test(arguments: [false, true])
func higherOptionalBeatsLower(highFirst: Bool) throws {
    let solver = Solver()
    let x = SolverVariable("x")
    let low = pin(x, 0, .defaultLow)
    let high = pin(x, 100, .defaultHigh)
    for constraint in highFirst ? [high, low] : [low, high] {
        try solver.addConstraint(constraint)
    }
    #expect(isClose(solver.value(of: x), 100))
    try solver.removeConstraint(high)
    #expect(isClose(solver.value(of: x), 0))
}

@Test func higherPriorityWinsWithComparableErrors() throws {
    // Two constraints on one width, priorities close together (251 vs 250): still decisive.
    let solver = Solver()
    let width = SolverVariable("width")
    try solver.addConstraint(pin(width, 300, Strength(250)))
    try solver.addConstraint(pin(width, 100, Strength(251)))
    #expect(isClose(solver.value(of: width), 100))
}

@Test func weightsAreLinearInPriority() throws {
    #expect(Strength.objectiveWeight(forPriority: 250) == 250)
    #expect(Strength.defaultHigh.weight == 750)
    #expect(Strength(2000) == .required)
    // Linear weights add up: two violated 300s (cost 600/pt) beat one 500 (cost 500/pt).
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y"), z = SolverVariable("z")
    try solver.addConstraint(SolverConstraint(expr((x, 1), (y, -1)), .equal))
    try solver.addConstraint(SolverConstraint(expr((x, 1), (z, -1)), .equal))
    try solver.addConstraint(pin(x, 0, Strength(500)))
    try solver.addConstraint(pin(y, 100, Strength(300)))
    try solver.addConstraint(pin(z, 100, Strength(300)))
    #expect(isClose(solver.value(of: x), 100))
}

@Test func invalidPrioritiesAreRejected() {
    let solver = Solver()
    let x = SolverVariable("x")
    guard case .invalidStrength? = addError(solver, pin(x, 1, Strength(0))) else {
        Issue.record("priority 0 accepted")
        return
    }
    #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .required) }
}

// MARK: - Inequalities

@Test func requiredInequalitiesActiveAndInactive() throws {
    let x = SolverVariable("x")
    // x >= 10 (x − 10 >= 0), pulled below: active.
    let atLeast = SolverConstraint(expr((x, 1), constant: -10), .greaterThanOrEqual)
    let s1 = Solver()
    try s1.addConstraint(atLeast)
    try s1.addConstraint(pin(x, 0, .defaultHigh))
    #expect(isClose(s1.value(of: x), 10))
    // Pulled above: inactive.
    let s2 = Solver()
    try s2.addConstraint(atLeast)
    try s2.addConstraint(pin(x, 50, .defaultHigh))
    #expect(isClose(s2.value(of: x), 50))

    let atMost = SolverConstraint(expr((x, 1), constant: -20), .lessThanOrEqual)
    let s3 = Solver()
    try s3.addConstraint(pin(x, 50, .defaultHigh))
    try s3.addConstraint(atMost)
    #expect(isClose(s3.value(of: x), 20))
    let s4 = Solver()
    try s4.addConstraint(pin(x, 5, .defaultHigh))
    try s4.addConstraint(atMost)
    #expect(isClose(s4.value(of: x), 5))
}

@Test func optionalInequalitiesFollowPriority() throws {
    let x = SolverVariable("x")
    let s1 = Solver()
    try s1.addConstraint(SolverConstraint(expr((x, 1), constant: -20), .lessThanOrEqual, strength: .defaultHigh))
    try s1.addConstraint(pin(x, 50, .defaultLow))
    #expect(isClose(s1.value(of: x), 20))  // the stronger inequality wins

    let s2 = Solver()
    try s2.addConstraint(SolverConstraint(expr((x, 1), constant: -100), .greaterThanOrEqual, strength: .defaultLow))
    try s2.addConstraint(pin(x, 50, .defaultHigh))
    #expect(isClose(s2.value(of: x), 50))  // the weaker inequality gives way
}

@Test func twoSidedLayoutWithInequalities() throws {
    // A label inside a container: leading >= 8, trailing <= container − 8, width wants 500.
    let solver = Solver()
    let container = SolverVariable("container.width")
    let x = SolverVariable("label.x"), w = SolverVariable("label.width")
    try solver.addConstraint(pin(container, 320))
    try solver.addConstraint(SolverConstraint(expr((x, 1), constant: -8), .greaterThanOrEqual))
    try solver.addConstraint(SolverConstraint(expr((x, 1), (w, 1), (container, -1), constant: 8), .lessThanOrEqual))
    try solver.addConstraint(pin(w, 500, .defaultLow))
    try solver.addConstraint(pin(x, 8, .defaultHigh))
    #expect(isClose(solver.value(of: x), 8))
    #expect(isClose(solver.value(of: w), 304))
}

// MARK: - Conflicts

@Test func conflictReportsOnlyTheTwoConstraintsInvolved() throws {
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y")
    let z = SolverVariable("z"), w = SolverVariable("w")
    let a = pin(x, 10, tag: 1)
    let b = SolverConstraint(expr((y, 1), (x, -1), constant: -5), .equal, tag: 2)  // y == x + 5
    let c = pin(z, 3, tag: 3)
    let d = SolverConstraint(expr((w, 1), (z, -1)), .greaterThanOrEqual, tag: 4)  // w >= z
    for constraint in [a, b, c, d] { try solver.addConstraint(constraint) }
    let optional = pin(y, 40, .defaultHigh)
    try solver.addConstraint(optional)

    let broken = pin(y, 100, tag: 5)
    let conflicting = expectMinimalConflict(addError(solver, broken), broken: broken)
    #expect(conflicting.map(\.tag) == [1, 2])

    // The solver is unchanged and still usable.
    #expect(!solver.hasConstraint(broken))
    #expect(isClose(solver.value(of: y), 15))
    #expect(isClose(solver.value(of: w), 3))
    try solver.removeConstraint(a)
    try solver.addConstraint(broken)
    #expect(isClose(solver.value(of: y), 100))
    #expect(isClose(solver.value(of: x), 95))
}

@Test func conflictBetweenInequalities() throws {
    // x >= 10, y >= x + 5, z == 1 (unrelated), then y <= 12 cannot hold.
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y"), z = SolverVariable("z")
    let a = SolverConstraint(expr((x, 1), constant: -10), .greaterThanOrEqual, tag: 1)
    let b = SolverConstraint(expr((y, 1), (x, -1), constant: -5), .greaterThanOrEqual, tag: 2)
    let c = pin(z, 1, tag: 3)
    let d = SolverConstraint(expr((y, 1), constant: 0), .lessThanOrEqual, strength: .defaultLow, tag: 4)
    for constraint in [a, b, c, d] { try solver.addConstraint(constraint) }
    let before = (solver.value(of: x), solver.value(of: y))

    let broken = SolverConstraint(expr((y, 1), constant: -12), .lessThanOrEqual, tag: 9)
    let conflicting = expectMinimalConflict(addError(solver, broken), broken: broken)
    #expect(conflicting.map(\.tag) == [1, 2])
    #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)

    // Compatible bound still works afterwards.
    let fine = SolverConstraint(expr((y, 1), constant: -30), .lessThanOrEqual)
    try solver.addConstraint(fine)
    #expect(isClose(solver.value(of: y), 15))
}

@Test func conflictWithRedundantRequiredConstraintsIsMinimal() throws {
    // Several overlapping explanations exist; whichever is reported must be minimal.
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y"), z = SolverVariable("z")
    try solver.addConstraint(pin(x, 10))
    try solver.addConstraint(pin(y, 10))
    try solver.addConstraint(SolverConstraint(expr((x, 1), (y, -1)), .equal))  // redundant
    try solver.addConstraint(SolverConstraint(expr((z, 1), (x, -1), (y, -1)), .equal))
    let broken = pin(z, 25)
    let conflicting = expectMinimalConflict(addError(solver, broken), broken: broken)
    #expect(!conflicting.isEmpty)
    #expect(isClose(solver.value(of: z), 20))
}

@Test func conflictInsideALargerLayout() throws {
    // A chain of 30 views pinned edge to edge inside a fixed 320-point container, plus noise:
    // demanding a width that the chain forbids must name the chain, not the noise.
    let solver = Solver()
    let container = SolverVariable("container")
    let containerPin = pin(container, 320, tag: 0)
    try solver.addConstraint(containerPin)
    var lefts: [SolverVariable] = [], rights: [SolverVariable] = []
    var chain: [SolverConstraint] = [containerPin]
    for index in 0..<30 {
        let left = SolverVariable("v\(index).left"), right = SolverVariable("v\(index).right")
        lefts.append(left)
        rights.append(right)
        let width = SolverConstraint(expr((right, 1), (left, -1)), .greaterThanOrEqual, tag: 100 + index)
        try solver.addConstraint(width)
        if index == 0 {
            let lead = SolverConstraint(expr((left, 1)), .equal, tag: 200)
            try solver.addConstraint(lead)
            chain.append(lead)
        } else {
            let link = SolverConstraint(expr((left, 1), (rights[index - 1], -1)), .equal, tag: 200 + index)
            try solver.addConstraint(link)
            chain.append(link)
        }
        try solver.addConstraint(pin(right, Double(index * 10 + 10), .defaultLow))
        let noise = SolverVariable("noise\(index)")
        try solver.addConstraint(pin(noise, Double(index), tag: 300 + index))
    }
    let trail = SolverConstraint(expr((rights[29], 1), (container, -1)), .lessThanOrEqual, tag: 400)
    try solver.addConstraint(trail)
    // v10 must be 400 wide: impossible inside 320 points.
    let broken = SolverConstraint(expr((rights[10], 1), (lefts[10], -1), constant: -400), .equal, tag: 999)
    let conflicting = expectMinimalConflict(addError(solver, broken), broken: broken)
    let tags = Set(conflicting.compactMap(\.tag))
    #expect(tags.contains(0) && tags.contains(400))
    #expect(tags.allSatisfy { $0 < 300 || $0 == 400 })
}

@Test func randomConflictsAreMinimalAndLeaveTheSolverIntact() throws {
    // Random required equalities and inequalities, many of them contradictory. Every rejection
    // must name a minimal conflict and leave the values of the solver exactly as they were.
    var random = Scrambler(state: 0xC0FF)
    var rejections = 0
    for _ in 0..<25 {
        let variables = (0..<6).map { SolverVariable("v\($0)") }
        let solver = Solver()
        for variable in variables { try solver.addConstraint(pin(variable, 0, Strength(1))) }
        for _ in 0..<14 {
            var terms: [(SolverVariable, Double)] = []
            for variable in variables where random.next(3) == 0 {
                terms.append((variable, [1.0, -1.0, 2.0][random.next(3)]))
            }
            if terms.isEmpty { continue }
            let relation = [SolverRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
            let constraint = SolverConstraint(SolverExpression(terms, constant: Double(random.next(41)) - 20), relation)
            let before = variables.map { solver.value(of: $0) }
            let error = addError(solver, constraint)
            if error != nil {
                rejections += 1
                _ = expectMinimalConflict(error, broken: constraint)
                #expect(variables.map { solver.value(of: $0) } == before)
                #expect(!solver.hasConstraint(constraint))
            }
        }
    }
    #expect(rejections > 20)
}

// MARK: - Ambiguity

@Test func widthWithoutConstraintIsAmbiguous() throws {
    let solver = Solver()
    let x = SolverVariable("x"), width = SolverVariable("width"), right = SolverVariable("right")
    try solver.addConstraint(pin(x, 20))
    // right == x + width, and nothing fixes width.
    try solver.addConstraint(SolverConstraint(expr((right, 1), (x, -1), (width, -1)), .equal))
    try solver.addConstraint(SolverConstraint(expr((width, 1)), .greaterThanOrEqual))
    #expect(!solver.isAmbiguous(x))
    #expect(solver.isAmbiguous(width))
    #expect(solver.isAmbiguous(right))
    #expect(solver.isAmbiguous(SolverVariable("never seen")))

    try solver.addConstraint(pin(width, 100))
    #expect(!solver.isAmbiguous(width))
    #expect(!solver.isAmbiguous(right))
    #expect(isClose(solver.value(of: right), 120))
}

@Test func equalPriorityTugOfWarIsAmbiguous() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    try solver.addConstraint(pin(x, 0, Strength(500)))
    try solver.addConstraint(pin(x, 100, Strength(500)))
    #expect(solver.isAmbiguous(x))
}

@Test func unequalPriorityTugOfWarIsDetermined() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    try solver.addConstraint(pin(x, 0, Strength(500)))
    try solver.addConstraint(pin(x, 100, Strength(750)))
    #expect(!solver.isAmbiguous(x))
    #expect(isClose(solver.value(of: x), 100))
}

@Test func degenerateBoundsAreDetermined() throws {
    // x >= 0 and x <= 0: x is fixed, though the tableau shows a zero-cost slack in its row;
    // only the pivoting check sees that the slack is blocked.
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y")
    try solver.addConstraint(SolverConstraint(expr((x, 1)), .greaterThanOrEqual))
    try solver.addConstraint(SolverConstraint(expr((x, 1)), .lessThanOrEqual))
    #expect(!solver.isAmbiguous(x))
    // z copies x at priority 100: its row holds the blocked slack and the copy's costly errors.
    let z = SolverVariable("z")
    try solver.addConstraint(SolverConstraint(expr((z, 1), (x, -1)), .equal, strength: Strength(100)))
    #expect(!solver.isAmbiguous(z))
    // A pull against the bounds changes nothing: x stays fixed (the pull's error has a cost).
    try solver.addConstraint(pin(x, 5, Strength(100)))
    #expect(!solver.isAmbiguous(x))
    #expect(isClose(solver.value(of: x), 0))
    // y is fixed through x and two more degenerate bounds: x + y == 10, y >= 10, y <= 10.
    try solver.addConstraint(SolverConstraint(expr((x, 1), (y, 1), constant: -10), .equal))
    try solver.addConstraint(SolverConstraint(expr((y, 1), constant: -10), .greaterThanOrEqual))
    try solver.addConstraint(SolverConstraint(expr((y, 1), constant: -10), .lessThanOrEqual))
    #expect(!solver.isAmbiguous(x))
    #expect(!solver.isAmbiguous(y))
    #expect(isClose(solver.value(of: y), 10))
}

@Test func ambiguityInsideBoundsAndAtThem() throws {
    // 0 <= x <= 50 with nothing else: ambiguous. Pushed against the upper bound: determined.
    let solver = Solver()
    let x = SolverVariable("x")
    try solver.addConstraint(SolverConstraint(expr((x, 1)), .greaterThanOrEqual))
    try solver.addConstraint(SolverConstraint(expr((x, 1), constant: -50), .lessThanOrEqual))
    #expect(solver.isAmbiguous(x))
    let push = pin(x, 80, .defaultLow)
    try solver.addConstraint(push)
    #expect(!solver.isAmbiguous(x))
    #expect(isClose(solver.value(of: x), 50))
    try solver.removeConstraint(push)
    #expect(solver.isAmbiguous(x))
}

/// Deterministic pseudo-random numbers for the randomized tests (a 64-bit LCG).
private struct Scrambler {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    mutating func unit() -> Double { Double(next(1 << 30)) / Double(1 << 30) }
}

/// A random system whose required constraints all hold at a hidden reference point, with
/// optional constraints of random priorities.
private func randomSystem(_ random: inout Scrambler) -> (variables: [SolverVariable], constraints: [SolverConstraint]) {
    let count = 3 + random.next(10)
    let variables = (0..<count).map { SolverVariable("v\($0)") }
    let point = (0..<count).map { _ in Double(random.next(400)) - 100 }
    var constraints: [SolverConstraint] = []
    for _ in 0..<(1 + random.next(3 * count)) {
        var terms: [(SolverVariable, Double)] = []
        var value = 0.0
        for index in 0..<count where random.next(count) < 2 {
            let coefficient = [1.0, -1.0, 0.5, 2.0, -2.0][random.next(5)]
            terms.append((variables[index], coefficient))
            value += coefficient * point[index]
        }
        if terms.isEmpty { continue }
        let relation = [SolverRelation.equal, .lessThanOrEqual, .greaterThanOrEqual][random.next(3)]
        if random.next(3) == 0 {
            // Zero slack half the time: bounds that meet make degenerate vertices.
            let slack = random.next(2) == 0 ? 0 : Double(random.next(30))
            let constant = relation == .equal ? -value : (relation == .lessThanOrEqual ? -value - slack : -value + slack)
            constraints.append(SolverConstraint(SolverExpression(terms, constant: constant), relation))
        } else {
            let priority = 1 + random.unit() * 998
            constraints.append(SolverConstraint(SolverExpression(terms, constant: Double(random.next(600)) - 300),
                                                relation, strength: Strength(priority)))
        }
    }
    return (variables, constraints)
}

@Test func ambiguityAgreesWithPerturbation() throws {
    // A variable is ambiguous exactly when a vanishingly weak pull can move it without costing
    // anything in the original objective. Check `isAmbiguous` against that on random systems.
    var random = Scrambler(state: 0xA3B1)
    var ambiguousSeen = 0, determinedSeen = 0
    for _ in 0..<60 {
        let (variables, constraints) = randomSystem(&random)
        let solver = Solver()
        for constraint in constraints { try solver.addConstraint(constraint) }
        for variable in variables {
            let value = solver.value(of: variable)
            var moved = false
            for offset in [1.0, -1.0] {
                let probe = Solver()
                for constraint in constraints { try probe.addConstraint(constraint) }
                try probe.addConstraint(pin(variable, value + offset, Strength(1e-6)))
                if abs(probe.value(of: variable) - value) > 1e-6 { moved = true }
            }
            let claimed = solver.isAmbiguous(variable)
            #expect(claimed == moved, "\(variable): isAmbiguous \(claimed), moved \(moved)")
            if claimed { ambiguousSeen += 1 } else { determinedSeen += 1 }
        }
    }
    #expect(ambiguousSeen > 20 && determinedSeen > 20)
}

// MARK: - Edit variables

@Test func editVariableFollowsSuggestions() throws {
    let solver = Solver()
    let rootWidth = SolverVariable("root.width")
    let childX = SolverVariable("child.x"), childWidth = SolverVariable("child.width")
    try solver.addConstraint(pin(childX, 16))
    // child.x + child.width == root.width − 16
    try solver.addConstraint(SolverConstraint(expr((childX, 1), (childWidth, 1), (rootWidth, -1), constant: 16), .equal))
    try solver.addConstraint(SolverConstraint(expr((childWidth, 1), constant: -100), .greaterThanOrEqual))
    try solver.addEditVariable(rootWidth, strength: Strength(999))
    #expect(solver.hasEditVariable(rootWidth))

    try solver.suggestValue(rootWidth, 320)
    #expect(isClose(solver.value(of: rootWidth), 320))
    #expect(isClose(solver.value(of: childWidth), 288))
    try solver.suggestValue(rootWidth, 414)
    #expect(isClose(solver.value(of: childWidth), 382))
    // Too narrow: the required minimum width wins over the edit.
    try solver.suggestValue(rootWidth, 50)
    #expect(isClose(solver.value(of: childWidth), 100))
    #expect(isClose(solver.value(of: rootWidth), 132))
    try solver.suggestValue(rootWidth, 375)
    #expect(isClose(solver.value(of: childWidth), 343))

    try solver.removeEditVariable(rootWidth)
    #expect(!solver.hasEditVariable(rootWidth))
    #expect(throws: SolverError.self) { try solver.suggestValue(rootWidth, 100) }
    #expect(throws: SolverError.self) { try solver.removeEditVariable(rootWidth) }
    try solver.addEditVariable(rootWidth, strength: .defaultHigh)
    #expect(throws: SolverError.self) { try solver.addEditVariable(rootWidth, strength: .defaultHigh) }
    try solver.suggestValue(rootWidth, 500)
    #expect(isClose(solver.value(of: childWidth), 468))
}

@Test func relayoutMatchesSolvingFromScratch() throws {
    // Nested views whose frames depend on the root width; after each suggestion the incremental
    // answer must equal a from-scratch solve with the width pinned. Nothing pulls against the
    // root width (with linear weights, many small pulls would outweigh the edit), so the root
    // follows every suggestion it can; 10 and 0 are too narrow for the required minimum widths.
    func build(_ solver: Solver, rootWidth: SolverVariable, pinned: Double?) throws -> [SolverVariable] {
        var widths = [rootWidth]
        var xs = [SolverVariable("root.x")]
        try solver.addConstraint(pin(xs[0], 0))
        for index in 1..<40 {
            let parent = (index - 1) / 3
            let x = SolverVariable("v\(index).x"), w = SolverVariable("v\(index).w")
            let inset = Double(4 + index % 5)
            try solver.addConstraint(SolverConstraint(expr((x, 1), (xs[parent], -1), constant: -inset), .equal))
            try solver.addConstraint(SolverConstraint(
                expr((x, 1), (w, 1), (xs[parent], -1), (widths[parent], -1), constant: inset), .lessThanOrEqual))
            if index % 3 == 0 {
                try solver.addConstraint(SolverConstraint(expr((w, 1), (widths[parent], -0.5)), .equal,
                                                          strength: Strength(500)))
            } else {
                try solver.addConstraint(SolverConstraint(
                    expr((x, 1), (w, 1), (xs[parent], -1), (widths[parent], -1), constant: inset), .equal,
                    strength: .defaultHigh))
            }
            try solver.addConstraint(SolverConstraint(expr((w, 1), constant: -Double(10 + index % 7)), .greaterThanOrEqual))
            xs.append(x)
            widths.append(w)
        }
        if let pinned { try solver.addConstraint(pin(rootWidth, pinned, Strength(999))) }
        return xs + widths
    }
    let rootWidth = SolverVariable("root.width")
    let incremental = Solver()
    let variables = try build(incremental, rootWidth: rootWidth, pinned: nil)
    try incremental.addEditVariable(rootWidth, strength: Strength(999))
    for width in [320.0, 1024, 10, 414, 0, 375, 768] {
        try incremental.suggestValue(rootWidth, width)
        if width >= 320 {
            #expect(isClose(incremental.value(of: rootWidth), width))
        } else {
            #expect(incremental.value(of: rootWidth) > width + 10)
        }
        let fresh = Solver()
        let freshRoot = SolverVariable("root.width")
        let freshVariables = try build(fresh, rootWidth: freshRoot, pinned: width)
        for (mine, theirs) in zip(variables, freshVariables) {
            #expect(isClose(incremental.value(of: mine), fresh.value(of: theirs)),
                    "\(mine) at width \(width)")
        }
    }
}

// MARK: - Incremental changes and book-keeping

@Test func removeThenAddRestoresTheSolution() throws {
    let solver = Solver()
    let x = SolverVariable("x"), y = SolverVariable("y")
    let sum = SolverConstraint(expr((x, 1), (y, 1), constant: -100), .equal)
    let xPin = pin(x, 30)
    try solver.addConstraint(sum)
    try solver.addConstraint(pin(y, 0, .defaultLow))
    try solver.addConstraint(xPin)
    #expect(isClose(solver.value(of: y), 70))
    try solver.removeConstraint(xPin)
    #expect(!solver.hasConstraint(xPin))
    #expect(isClose(solver.value(of: y), 0))
    #expect(isClose(solver.value(of: x), 100))
    try solver.addConstraint(xPin)
    #expect(solver.hasConstraint(xPin))
    #expect(isClose(solver.value(of: y), 70))
    try solver.removeConstraint(sum)
    try solver.addConstraint(sum)
    #expect(isClose(solver.value(of: y), 70))
    #expect(solver.constraintCount == 3)
}

@Test func removingAnUnknownConstraintThrows() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    let constraint = pin(x, 1)
    do {
        try solver.removeConstraint(constraint)
        Issue.record("removing an unknown constraint did not throw")
    } catch {
        guard case .unknownConstraint(let reported) = error, reported === constraint else {
            Issue.record("unexpected error \(error)")
            return
        }
    }
    try solver.addConstraint(constraint)
    try solver.removeConstraint(constraint)
    #expect(throws: SolverError.self) { try solver.removeConstraint(constraint) }
}

@Test func duplicateAddThrows() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    let constraint = pin(x, 5, .defaultHigh)
    try solver.addConstraint(constraint)
    guard case .duplicateConstraint(let reported)? = addError(solver, constraint) else {
        Issue.record("duplicate add did not throw .duplicateConstraint")
        return
    }
    #expect(reported === constraint)
    // An equal but distinct constraint object is fine.
    try solver.addConstraint(pin(x, 5, .defaultHigh))
    #expect(solver.constraintCount == 2)
}

@Test func randomRemovalsMatchFreshSolves() throws {
    // Deterministic pseudo-random systems: remove and re-add constraints in a scrambled order
    // and compare every value with a solver built from the surviving constraints alone.
    var seed: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return Int((seed >> 33) % UInt64(bound))
    }
    let variables = (0..<12).map { SolverVariable("v\($0)") }
    var constraints: [SolverConstraint] = []
    for (index, variable) in variables.enumerated() {
        // Every variable gets a distinct-priority preference, so the optimum is unique.
        constraints.append(pin(variable, Double(next(200)), Strength(Double(100 + index * 37))))
    }
    for _ in 0..<20 {
        let a = variables[next(12)], b = variables[next(12)]
        if a === b { continue }
        let relation: SolverRelation = next(2) == 0 ? .lessThanOrEqual : .greaterThanOrEqual
        constraints.append(SolverConstraint(expr((a, 1), (b, -1), constant: Double(next(50)) - 25), relation,
                                            strength: next(3) == 0 ? .required : Strength(Double(50 + next(900)))))
    }
    let solver = Solver()
    var active: [SolverConstraint] = []
    for constraint in constraints where addError(solver, constraint) == nil { active.append(constraint) }
    for round in 0..<30 {
        let index = next(active.count)
        let removed = active.remove(at: index)
        try solver.removeConstraint(removed)
        if round % 3 != 0 {
            try solver.addConstraint(removed)
            active.append(removed)
        }
        let fresh = Solver()
        for constraint in active { try fresh.addConstraint(constraint) }
        for variable in variables {
            #expect(isClose(solver.value(of: variable), fresh.value(of: variable), tolerance: 1e-5),
                    "round \(round): \(variable)")
        }
    }
}

@Test func resetEmptiesTheSolver() throws {
    let solver = Solver()
    let x = SolverVariable("x")
    let constraint = pin(x, 3)
    try solver.addConstraint(constraint)
    try solver.addEditVariable(x, strength: .defaultLow)
    solver.reset()
    #expect(!solver.hasConstraint(constraint))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.value(of: x) == 0)
    try solver.addConstraint(constraint)
    #expect(isClose(solver.value(of: x), 3))
}

// MARK: - Limits

/// A chain `x[i+1] >= x[i] + 1` spells every earlier link's slack out in each new row: the
/// tableau holds a quadratic number of cells. (The same chain of equalities is folded and stays
/// linear: see `aChainOfEqualitiesIsLinearWhenFolded`.) Under limits the solver stops adding,
/// throws `.tooLarge`, and keeps the system it had (still solved, still usable); without limits
/// it takes the chain.
@Test func limitsStopAQuadraticChainAndKeepTheSolver() throws {
    func chain(_ solver: Solver, _ variables: [SolverVariable]) -> (added: Int, error: SolverError?) {
        if let error = addError(solver, pin(variables[0], 0)) { return (0, error) }
        for index in 1..<variables.count {
            let link = SolverConstraint(expr((variables[index], 1), (variables[index - 1], -1), constant: -1), .greaterThanOrEqual)
            if let error = addError(solver, link) { return (index, error) }
        }
        return (variables.count, nil)
    }
    let variables = (0..<400).map { SolverVariable("x\($0)") }
    let limited = Solver()
    limited.limits = SolverLimits(work: .max, cells: 5_000)
    let (added, error) = chain(limited, variables)
    guard case .tooLarge(let limits)? = error else {
        Issue.record("expected .tooLarge, got \(String(describing: error))")
        return
    }
    #expect(limits.cells == 5_000)
    // About √(2 × 5,000) links fit, then nothing more is added.
    #expect((90...110).contains(added), "\(added) links added")
    #expect(isClose(limited.value(of: variables[added - 1]), Double(added - 1)))
    #expect(addError(limited, pin(SolverVariable("fresh"), 1)) != nil)

    let workLimited = Solver()
    workLimited.limits = SolverLimits(work: 2_000, cells: .max)
    #expect(chain(workLimited, variables).error.map { "\($0)" } == "the constraint system is too large: solving it passed 2000 steps or \(Int.max) terms")

    let unlimited = Solver()
    #expect(chain(unlimited, variables).error == nil)
    #expect(isClose(unlimited.value(of: variables[399]), 399))
}
