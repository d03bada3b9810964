import Foundation

/// Finds the first start tag with more attributes than `ParseLimits.maxAttributes`, before
/// libxml2 reads it.
///
/// libxml2 2.9 compares each attribute of a start tag with every earlier one while it reads the
/// tag, before any callback: 40,000 attributes take 2.4 s and a million take minutes. The
/// start-element callback, which enforces the limit exactly, comes too late for such a tag, so
/// the parser feeds libxml2 only the bytes before the tag this scan finds.
///
/// The scan is cheap because `<` cannot occur inside a tag: a tag is no longer than the gap to
/// the next `<`, and an attribute takes at least four bytes (` a=""` is five), so only gaps
/// longer than four bytes per allowed attribute need reading. From each `<` the scan looks at the
/// point that far ahead and back from there to the nearest `<`: every gap before it is short, so
/// it jumps there. In a real file that reads a few dozen bytes per 16 KB (a `memchr` for every
/// tag, as before, was a twentieth of the parse).
enum StartTagScanner {
    /// The byte offset of the first start tag's `<` whose tag holds more than `limit` attributes.
    static func firstStartTag(in bytes: UnsafeBufferPointer<UInt8>, withMoreAttributesThan limit: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        func nextTag(after offset: Int) -> Int {
            guard offset < count, let found = memchr(base + offset, 0x3C, count - offset) else { return count }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        let longestSafeGap = 4 * max(limit, 0)
        var start = nextTag(after: 0)
        while start < count {
            // The last `<` at most `longestSafeGap` bytes after this one, if any.
            var probe = min(count - 1, start + longestSafeGap)
            while probe > start && base[probe] != 0x3C { probe -= 1 }
            if probe > start {
                start = probe
                continue
            }
            let next = nextTag(after: start + 1)
            if next - start > longestSafeGap, attributeCount(bytes, from: start + 1, to: next, limit: limit) > limit {
                return start
            }
            start = next
        }
        return nil
    }

    /// Attributes (their `=` signs outside quotes) of the tag starting at `from`, counted up to
    /// `limit + 1`. End tags, comments, declarations and processing instructions have none.
    private static func attributeCount(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int, limit: Int) -> Int {
        guard from < end else { return 0 }
        let first = bytes[from]
        if first == UInt8(ascii: "/") || first == UInt8(ascii: "!") || first == UInt8(ascii: "?") { return 0 }
        var count = 0
        var quote: UInt8 = 0
        for index in from ..< end {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "="):
                count += 1
                if count > limit { return count }
            case UInt8(ascii: ">"):
                return count
            default:
                break
            }
        }
        return count
    }
}
