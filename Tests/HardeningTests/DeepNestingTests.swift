import Foundation
import NibDocument
import NibKit
import NibLayout
import NibValidation
import Testing

/// 7,000 nested views, with the depth limit raised to allow them: every path from bytes to
/// objects (parse, validation, layout, instantiation, release) must be iterative or bounded,
/// whatever limit the user sets. Recursion used to overflow the stack in the plan compiler.
@MainActor @Suite struct DeepNestingTests {
    static let depth = 7_000

    static var xml: String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <objects>
            """
        for level in 0 ..< depth { text += "<view id=\"v\(level)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>" }
        for _ in 0 ..< depth { text += "</subviews></view>" }
        return text + "</objects></document>"
    }

    @Test func sevenThousandNestedViewsLoadLintAndLayOut() throws {
        let limits = ParseLimits(maxDepth: 3 * Self.depth)
        let document = try Document(string: Self.xml, file: "deep.xib", limits: limits)
        _ = Validator().validate(document)
        _ = LayoutSystem(document: document).roots.map { $0.solve() }
        let nib = try Nib(document: document, name: "deep")
        var made = try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: ClassRegistry()))
        var view = try #require(made.first as? View)
        var depth = 1
        while let child = view.subviews.first {
            view = child
            depth += 1
        }
        #expect(depth == Self.depth)
        made.removeAll()  // releasing a 7,000-deep chain must not recurse either
    }

    /// The release on a thread with a 256 KB stack (a worker thread's budget, far
    /// below what one frame per level needs under the address sanitizer): one deinit frame per
    /// level overflowed it. A view's deinit is isolated to the main actor, so the last release on
    /// the thread hands the chain to the main actor; neither may recurse.
    @Test func sevenThousandNestedViewsAreReleasedOnASmallStack() throws {
        let document = try Document(string: Self.xml, file: "deep.xib", limits: ParseLimits(maxDepth: 3 * Self.depth))
        let nib = try Nib(document: document, name: "deep")
        final class Box: @unchecked Sendable { var objects: [NibObject] = [] }  // handed to one thread, then back
        let box = Box()
        box.objects = try nib.tryInstantiate(withOwner: nil, options: NibInstantiationOptions(registry: ClassRegistry()))
        // A pthread of its own: Foundation's Thread.stackSize is not honoured on Linux.
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 256 * 1024)
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let context = Unmanaged.passRetained(box).toOpaque()
        let created = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.objects.removeAll()
            return nil
        }, context)
        try #require(created == 0)
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        pthread_join(thread!, nil)
        #endif
        #expect(box.objects.isEmpty)
    }
}
