import Testing
@testable import NibSources

/// A nib load that stands in for a dequeue's nil result (`DequeueFallback`).
@Suite struct DequeueFallbackTests {
    /// The text where the dequeue the load in `source` falls back from begins; nil when it is none.
    private func dequeue(in source: String) -> String? {
        let bytes = Array(source.utf8)
        let load = Array("loadNibNamed:".utf8)
        guard let at = (0...(bytes.count - load.count)).first(where: { bytes[$0..<($0 + load.count)].elementsEqual(load) }),
              let found = DequeueFallback.dequeue(before: at + load.count, in: bytes) else { return nil }
        return String(decoding: bytes[found..<min(bytes.count, found + 33)], as: UTF8.self)
    }

    @Test(arguments: ["cell == nil", "nil == cell", "!cell", "cell == NULL"])
    func aLoadInTheNilBranchOfTheDequeueFallsBackFromIt(_ test: String) {
        let source = """
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                JobCell *cell = (JobCell *)[tableView dequeueReusableCellWithIdentifier:@"JobCell"];
                if (\(test)) {
                    cell = [[[NSBundle mainBundle] loadNibNamed:@"JobCell" owner:self options:nil] objectAtIndex:0];
                }
                return cell;
            }
            """
        #expect(dequeue(in: source) == "dequeueReusableCellWithIdentifier")
    }

    @Test(arguments: [
        // Another test, another name, another statement before the `if`, a dequeue that never
        // returns nil, and no `if` at all.
        ("JobCell *cell = [tableView dequeueReusableCellWithIdentifier:@\"JobCell\"];", "cell != nil"),
        ("JobCell *cell = [tableView dequeueReusableCellWithIdentifier:@\"JobCell\"];", "other == nil"),
        ("JobCell *cell = [tableView dequeueReusableCellWithIdentifier:@\"JobCell\"]; [self log];", "cell == nil"),
        ("JobCell *cell = [tableView dequeueReusableCellWithIdentifier:@\"JobCell\" forIndexPath:indexPath];", "cell == nil"),
        ("JobCell *cell = [self makeCell];", "cell == nil"),
    ])
    func anythingElseIsNoFallback(_ statement: String, _ test: String) {
        let source = """
            - (UITableViewCell *)cell {
                \(statement)
                if (\(test)) {
                    cell = [[[NSBundle mainBundle] loadNibNamed:@"JobCell" owner:self options:nil] objectAtIndex:0];
                }
                return cell;
            }
            """
        #expect(dequeue(in: source) == nil)
    }
}
