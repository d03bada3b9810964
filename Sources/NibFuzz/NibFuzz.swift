import Foundation
import NibDocument
import NibKit
import NibValidation

// The fuzz target: bytes → document → validation → (lenient) instantiation, the whole path a
// file from a pull request takes. Built by Scripts/fuzz.sh with -sanitize=fuzzer,address and
// -DFUZZING, libFuzzer calls LLVMFuzzerTestOneInput. Built normally (`swift run NibFuzz FILE…`),
// it runs the same path once per file: the way to reproduce a crash the fuzzer saved.

let fuzzRegistry = ClassRegistry()

// On the main actor, where views are made: libFuzzer and the reproducer call it from the main
// thread.
@MainActor
func exercise(_ bytes: UnsafeBufferPointer<UInt8>) {
    let document: Document
    do {
        document = try Document(bytes: bytes, file: "fuzz.xib", limits: ParseLimits(maxFileSize: 1 << 20))
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "parse error without a position: \(error)")
        return
    }
    for diagnostic in Validator().validate(document) {
        precondition(diagnostic.line >= 1, "diagnostic without a position: \(diagnostic)")
    }
    guard document.kind == .xib, let nib = try? Nib(document: document, name: "fuzz") else { return }
    let objects = try? nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(fallBackOnUnknownClasses: true, registry: fuzzRegistry))
    // Run-time layout too: at the saved size, at another width, and fitted.
    for case let view as View in objects ?? [] {
        view.layoutIfNeeded()
        view.frame.size.width = 393
        view.layoutIfNeeded()
        _ = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                         verticalFittingPriority: .fittingSizeLevel)
    }
}

/// libFuzzer's entry point (`LLVMFuzzerTestOneInput`): parses and validates the `size` bytes at `data` (at most 1 MB), and instantiates them leniently when they are a XIB; a failed check traps. Always returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // A copy, which can be handed to the main actor (libFuzzer calls from the main thread).
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    MainActor.assumeIsolated { bytes.withUnsafeBufferPointer { exercise($0) } }
    return 0
}

#if !FUZZING
@main
enum Reproduce {
    @MainActor static func main() {
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("NibFuzz: cannot read \(path)\n".utf8))
                exit(2)
            }
            data.withUnsafeBytes { exercise($0.bindMemory(to: UInt8.self)) }
            count += 1
        }
        print("NibFuzz: ran \(count) inputs without a crash")
    }
}
#endif
