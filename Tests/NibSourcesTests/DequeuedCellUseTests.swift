import Testing
@testable import NibSources

/// What Swift code does with a dequeued cell, read around the call: a cell of a class the app
/// lacks is made as a plain cell, which breaks only where the code takes it as its own class.
@Suite struct DequeuedCellUseTests {
    /// The use of the cell the call `call` in `body` (a cell provider's statements) returns.
    func use(of call: String = #"tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)"#,
             in body: String) -> DequeuedCellUse {
        let text = "override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n"
            + body + "\n}\nfunc other() { let x = y as! OtherCell }\n"
        let bytes = Array(text.utf8)
        guard let range = text.range(of: call) else { return .unknown }
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        return DequeuedCellUse.of(callFrom: start, to: start + call.utf8.count, in: bytes)
    }

    static let call = #"tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)"#

    @Test func aCastRightAfterTheCallNamesTheClass() {
        #expect(use(in: "return \(Self.call) as! BookCell") == .cast("BookCell"))
        #expect(use(in: "guard let cell = \(Self.call) as? BookCell else { fatalError() }\nreturn cell") == .cast("BookCell"))
        #expect(use(in: "let cell = \(Self.call)\n    as! Shelf.BookCell\nreturn cell") == .cast("BookCell"))
        let withoutIndexPath = #"tableView.dequeueReusableCell(withIdentifier: "cell")"#
        #expect(use(of: withoutIndexPath, in: "let cell = \(withoutIndexPath)! as! BookCell\nreturn cell") == .cast("BookCell"))
    }

    @Test func aTypedLocalNamesTheClass() {
        #expect(use(in: "let cell: BookCell = \(Self.call)\nreturn cell") == .cast("BookCell"))
        #expect(use(in: "let cell: UITableViewCell = \(Self.call)\nreturn cell") == .asItIs)
    }

    /// A local cast further down in the same function, not in the next one.
    @Test func aLocalCastFurtherDownNamesTheClass() {
        #expect(use(in: "let cell = \(Self.call)\nlet book = cell as! BookCell\nbook.show()\nreturn cell") == .cast("BookCell"))
        #expect(use(in: "let cell = \(Self.call)\nif let book = cell as? BookCell { book.show() }\nreturn cell") == .cast("BookCell"))
    }

    @Test func theCellAsTheListGivesIt() {
        #expect(use(in: "return \(Self.call)") == .asItIs)
        #expect(use(in: "    \(Self.call)") == .asItIs)
        #expect(use(in: "let provider = { tableView, indexPath, item in \(Self.call) }\nreturn provider") == .asItIs)
        #expect(use(in: "let cell = \(Self.call)\ncell.textLabel?.text = \"Station\"\nreturn cell") == .asItIs)
        #expect(use(in: "return \(Self.call) as! UITableViewCell") == .asItIs)
        // `cellView` and `self.cell` are other names.
        #expect(use(in: "let cell = \(Self.call)\ncellView.show(self.cell)\nreturn cell") == .asItIs)
    }

    /// Handed on, stored, or used where the reader cannot follow: it may be cast there.
    @Test func theCellHandedOnMayBeCast() {
        #expect(use(in: "let cell = \(Self.call)\nconfigure(cell)\nreturn cell") == .unknown)
        #expect(use(in: "configure(\(Self.call))") == .unknown)
        #expect(use(in: "self.lastCell = \(Self.call)\nreturn lastCell") == .unknown)
    }

    /// The statement before a call is read from at most `statementReach` bytes of its line, so
    /// a file written on one line is read in linear time: a binding further back than that is
    /// not seen, and the cell counts as handed on.
    @Test func theStatementIsReadWithinItsReach() {
        let near = "let cell: BookCell = " + String(repeating: " ", count: 100) + Self.call
        #expect(use(in: near + "\nreturn cell") == .cast("BookCell"))
        #expect(DequeuedCellUse.statementReach < 2_000)
        let far = "let cell: BookCell = " + String(repeating: " ", count: 2_000) + Self.call
        #expect(use(in: far + "\nreturn cell") == .unknown)
    }
}
