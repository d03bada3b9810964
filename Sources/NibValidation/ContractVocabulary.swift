import NibContract

// The types the rules share with the runtime live in NibContract, which is no product: these
// names keep them NibValidation's API, so that code importing NibValidation names them as before.
// (Re-exporting the module instead would hand a whole layer to every client.)

/// How much a finding matters (NibContract's).
public typealias Severity = NibContract.Severity
/// One finding: where, how bad, which rule, what is wrong and what to change (NibContract's).
public typealias Diagnostic = NibContract.Diagnostic
/// A rule's identifier (NibContract's).
public typealias RuleID = NibContract.RuleID
/// What a rule reports, before the validator adds severity and rule id (NibContract's).
public typealias Finding = NibContract.Finding
/// How a nib is registered for reuse (NibContract's).
public typealias CellRegistration = NibContract.CellRegistration
