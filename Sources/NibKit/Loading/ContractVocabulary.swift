import NibContract

// The types NibKit's API shares with the linter live in NibContract, which is no product: these
// names make them NibKit's, so an app that depends on NibKit alone can name them.

/// How much a finding matters; every finding of `NibError.diagnostics` is an error.
public typealias Severity = NibContract.Severity
/// One broken rule, as `NibError.diagnostics` lists them.
public typealias Diagnostic = NibContract.Diagnostic
/// The id of a broken rule (`NibError.ruleID`), as nibcheck prints it.
public typealias RuleID = NibContract.RuleID
/// How a nib is registered for reuse: as what kind of view, under which identifier, for which
/// class (`Nib.checkCellContract(_:)`, `NibLoader.loadCell(named:kind:reuseIdentifier:className:)`).
public typealias CellRegistration = NibContract.CellRegistration
