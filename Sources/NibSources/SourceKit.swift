import CSourceKit
import Foundation

/// The one owner of sourcekitd's C API: opens the library at run time, sends syntactic-only
/// `source.request.editor.open` requests, and turns the `key.substructure` tree of each response
/// into plain Swift values. No other type sees a sourcekitd pointer.
///
/// The library is found, in order, at `--sourcekit PATH`, `$SOURCEKIT_PATH`, and next to the
/// `swift` on PATH (`../lib/libsourcekitdInProc.so` on Linux, the toolchain's
/// `sourcekitd.framework` on macOS). Nothing is linked, so nibcheck builds and runs without it.
package final class SourceKit: @unchecked Sendable {
    /// One declaration or expression of the substructure tree. Offsets and lengths count UTF-8
    /// bytes, as sourcekitd does; a missing one is -1.
    package struct Node: Sendable, Hashable {
        /// sourcekitd's `key.kind`, e.g. `source.lang.swift.decl.class`.
        package var kind: String
        /// `key.name`: the declared name (for a function, with its argument labels); nil when there is none.
        package var name: String?
        /// `key.offset`: where the node starts, in UTF-8 bytes from the start of the file.
        package var offset = -1
        /// `key.length`: the node's length in UTF-8 bytes.
        package var length = -1
        /// `key.nameoffset`: where the node's name starts, in UTF-8 bytes.
        package var nameOffset = -1
        /// `key.bodyoffset`: where the node's body starts (after its `{`), in UTF-8 bytes.
        package var bodyOffset = -1
        /// `key.bodylength`: the body's length in UTF-8 bytes.
        package var bodyLength = -1
        /// `key.typename`: the declared type as written, e.g. `UILabel!`; nil when inferred.
        package var typeName: String?
        /// `key.inheritedtypes`: the superclass and protocols as written, in order.
        package var inheritedTypes: [String] = []
        /// `source.decl.attribute.*` kinds, with their ranges (for `@objc(name)`).
        package var attributes: [Attribute] = []
        /// `key.substructure`: the nested declarations and expressions, in source order.
        package var children: [Node] = []

        /// One attribute of a declaration, e.g. `source.decl.attribute.objc`.
        package struct Attribute: Sendable, Hashable {
            /// The attribute's kind, e.g. `source.decl.attribute.IBOutlet`.
            package var kind: String
            /// Where the attribute starts, in UTF-8 bytes.
            package var offset: Int
            /// The attribute's length in UTF-8 bytes.
            package var length: Int
        }
    }

    /// sourcekitd could not be found or opened; the description lists each path tried and why it failed.
    package struct LoadError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, ready to print.
        package let description: String
    }

    /// A request sourcekitd answered with an error, or did not answer.
    package struct RequestError: Error, CustomStringConvertible, Sendable {
        /// What went wrong, ready to print.
        package let description: String
    }

    /// The library's path.
    package let path: String

    private let handle: UnsafeMutableRawPointer
    private let api: API
    private let keys: Keys

    /// Opens sourcekitd. `explicitPath` (from `--sourcekit`) wins over `SOURCEKIT_PATH`, which
    /// wins over the search beside `swift`.
    package static func load(explicitPath: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws(LoadError) -> SourceKit {
        let candidates: [String]
        if let explicitPath {
            candidates = [explicitPath]
        } else if let fromEnvironment = environment["SOURCEKIT_PATH"], !fromEnvironment.isEmpty {
            candidates = [fromEnvironment]
        } else {
            candidates = searchPaths(environment: environment)
        }
        var reasons: [String] = []
        for candidate in candidates {
            guard FileManager.default.fileExists(atPath: candidate) else {
                reasons.append("\(candidate): no such file")
                continue
            }
            guard let handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL) else {
                reasons.append("\(candidate): \(String(cString: dlerror()))")
                continue
            }
            guard let api = API(handle: handle) else {
                reasons.append("\(candidate): not a sourcekitd library")
                dlclose(handle)
                continue
            }
            return SourceKit(path: candidate, handle: handle, api: api)
        }
        if candidates.isEmpty { reasons.append("no swift on PATH") }
        throw LoadError(description: "sourcekitd not found (\(reasons.joined(separator: "; ")))")
    }

    /// Where a toolchain keeps sourcekitd, relative to each `swift` on PATH.
    static func searchPaths(environment: [String: String]) -> [String] {
        var paths: [String] = []
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let swift = "\(folder)/swift"
            guard FileManager.default.isExecutableFile(atPath: swift) else { continue }
            let resolved = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
            let usr = resolved.deletingLastPathComponent().deletingLastPathComponent()
            #if os(macOS)
            paths.append(usr.appendingPathComponent("lib/sourcekitd.framework/sourcekitd").path)
            #else
            paths.append(usr.appendingPathComponent("lib/libsourcekitdInProc.so").path)
            #endif
        }
        #if os(macOS)
        paths.append("/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/sourcekitd.framework/sourcekitd")
        #endif
        return paths
    }

    private init(path: String, handle: UnsafeMutableRawPointer, api: API) {
        self.path = path
        self.handle = handle
        self.api = api
        api.initialize()
        self.keys = Keys(api)
    }

    /// The substructure of `source`, parsed without compiling (`key.syntactic_only`).
    package func structure(of source: [UInt8], name: String) throws(RequestError) -> [Node] {
        let request = api.dictionaryCreate(nil, nil, 0)!
        defer { api.requestRelease(request) }
        api.setUID(request, keys.request, keys.editorOpen)
        name.withCString { api.setString(request, keys.nameKey, $0) }
        source.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { api.setStringBuf(request, keys.sourceText, $0.baseAddress, $0.count) }
        }
        api.setInt64(request, keys.enableSyntaxMap, 0)
        api.setInt64(request, keys.enableSubstructure, 1)
        api.setInt64(request, keys.syntacticOnly, 1)
        guard let response = api.sendSync(request) else {
            throw RequestError(description: "sourcekitd gave no response")
        }
        defer { api.responseDispose(response) }
        if api.responseIsError(response) {
            let text = api.errorDescription(response).map { String(cString: $0) } ?? "unknown error"
            throw RequestError(description: "sourcekitd: \(text)")
        }
        // sourcekitd keeps every opened document (about 20 times its size) until it is closed.
        defer { close(name) }
        let root = api.responseValue(response)
        return nodes(in: api.dictionaryValue(root, keys.substructure))
    }

    /// Closes the document `name` opened, so that sourcekitd lets go of it.
    private func close(_ name: String) {
        let request = api.dictionaryCreate(nil, nil, 0)!
        defer { api.requestRelease(request) }
        api.setUID(request, keys.request, keys.editorClose)
        name.withCString { api.setString(request, keys.nameKey, $0) }
        if let response = api.sendSync(request) { api.responseDispose(response) }
    }

    // MARK: Reading variants

    private func nodes(in array: nk_sourcekitd_variant_t) -> [Node] {
        guard api.type(array) == Int32(NK_SOURCEKITD_VARIANT_TYPE_ARRAY) else { return [] }
        let count = api.arrayCount(array)
        var result: [Node] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            result.append(node(api.arrayValue(array, index)))
        }
        return result
    }

    private func int(_ dictionary: nk_sourcekitd_variant_t, _ key: nk_sourcekitd_uid_t?) -> Int {
        api.type(api.dictionaryValue(dictionary, key)) == Int32(NK_SOURCEKITD_VARIANT_TYPE_INT64)
            ? Int(api.dictionaryInt64(dictionary, key)) : -1
    }

    private func string(_ dictionary: nk_sourcekitd_variant_t, _ key: nk_sourcekitd_uid_t?) -> String? {
        api.dictionaryString(dictionary, key).map { String(cString: $0) }
    }

    private func uid(_ dictionary: nk_sourcekitd_variant_t, _ key: nk_sourcekitd_uid_t?) -> String {
        guard let value = api.dictionaryUID(dictionary, key), let text = api.uidString(value) else { return "" }
        return String(cString: text)
    }

    private func node(_ dictionary: nk_sourcekitd_variant_t) -> Node {
        var node = Node(kind: uid(dictionary, keys.kind))
        node.name = string(dictionary, keys.nameKey)
        node.offset = int(dictionary, keys.offset)
        node.length = int(dictionary, keys.length)
        node.nameOffset = int(dictionary, keys.nameOffset)
        node.bodyOffset = int(dictionary, keys.bodyOffset)
        node.bodyLength = int(dictionary, keys.bodyLength)
        node.typeName = string(dictionary, keys.typeName)
        let inherited = api.dictionaryValue(dictionary, keys.inheritedTypes)
        if api.type(inherited) == Int32(NK_SOURCEKITD_VARIANT_TYPE_ARRAY) {
            for index in 0..<api.arrayCount(inherited) {
                if let name = string(api.arrayValue(inherited, index), keys.nameKey) { node.inheritedTypes.append(name) }
            }
        }
        let attributes = api.dictionaryValue(dictionary, keys.attributes)
        if api.type(attributes) == Int32(NK_SOURCEKITD_VARIANT_TYPE_ARRAY) {
            for index in 0..<api.arrayCount(attributes) {
                let attribute = api.arrayValue(attributes, index)
                node.attributes.append(Node.Attribute(
                    kind: uid(attribute, keys.attribute), offset: int(attribute, keys.offset), length: int(attribute, keys.length)))
            }
        }
        node.children = nodes(in: api.dictionaryValue(dictionary, keys.substructure))
        return node
    }

    // MARK: The C functions

    /// The functions looked up with dlsym, each once.
    private struct API {
        let initialize: @convention(c) () -> Void
        let uidFromCString: @convention(c) (UnsafePointer<CChar>?) -> nk_sourcekitd_uid_t?
        let uidString: @convention(c) (nk_sourcekitd_uid_t?) -> UnsafePointer<CChar>?
        let dictionaryCreate: @convention(c) (UnsafePointer<nk_sourcekitd_uid_t?>?, UnsafePointer<nk_sourcekitd_object_t?>?, Int) -> nk_sourcekitd_object_t?
        let setUID: @convention(c) (nk_sourcekitd_object_t?, nk_sourcekitd_uid_t?, nk_sourcekitd_uid_t?) -> Void
        let setString: @convention(c) (nk_sourcekitd_object_t?, nk_sourcekitd_uid_t?, UnsafePointer<CChar>?) -> Void
        let setStringBuf: @convention(c) (nk_sourcekitd_object_t?, nk_sourcekitd_uid_t?, UnsafePointer<CChar>?, Int) -> Void
        let setInt64: @convention(c) (nk_sourcekitd_object_t?, nk_sourcekitd_uid_t?, Int64) -> Void
        let requestRelease: @convention(c) (nk_sourcekitd_object_t?) -> Void
        let sendSync: @convention(c) (nk_sourcekitd_object_t?) -> nk_sourcekitd_response_t?
        let responseIsError: @convention(c) (nk_sourcekitd_response_t?) -> Bool
        let errorDescription: @convention(c) (nk_sourcekitd_response_t?) -> UnsafePointer<CChar>?
        let responseDispose: @convention(c) (nk_sourcekitd_response_t?) -> Void
        let responseValue: @convention(c) (nk_sourcekitd_response_t?) -> nk_sourcekitd_variant_t
        let type: @convention(c) (nk_sourcekitd_variant_t) -> Int32
        let dictionaryValue: @convention(c) (nk_sourcekitd_variant_t, nk_sourcekitd_uid_t?) -> nk_sourcekitd_variant_t
        let dictionaryString: @convention(c) (nk_sourcekitd_variant_t, nk_sourcekitd_uid_t?) -> UnsafePointer<CChar>?
        let dictionaryInt64: @convention(c) (nk_sourcekitd_variant_t, nk_sourcekitd_uid_t?) -> Int64
        let dictionaryUID: @convention(c) (nk_sourcekitd_variant_t, nk_sourcekitd_uid_t?) -> nk_sourcekitd_uid_t?
        let arrayCount: @convention(c) (nk_sourcekitd_variant_t) -> Int
        let arrayValue: @convention(c) (nk_sourcekitd_variant_t, Int) -> nk_sourcekitd_variant_t

        init?(handle: UnsafeMutableRawPointer) {
            func symbol<T>(_ name: String, as _: T.Type) -> T? {
                guard let pointer = dlsym(handle, name) else { return nil }
                return unsafeBitCast(pointer, to: T.self)
            }
            guard let initialize = symbol("sourcekitd_initialize", as: nk_initialize_fn.self),
                  let uidFromCString = symbol("sourcekitd_uid_get_from_cstr", as: nk_uid_get_from_cstr_fn.self),
                  let uidString = symbol("sourcekitd_uid_get_string_ptr", as: nk_uid_get_string_ptr_fn.self),
                  let dictionaryCreate = symbol("sourcekitd_request_dictionary_create", as: nk_request_dictionary_create_fn.self),
                  let setUID = symbol("sourcekitd_request_dictionary_set_uid", as: nk_request_dictionary_set_uid_fn.self),
                  let setString = symbol("sourcekitd_request_dictionary_set_string", as: nk_request_dictionary_set_string_fn.self),
                  let setStringBuf = symbol("sourcekitd_request_dictionary_set_stringbuf", as: nk_request_dictionary_set_stringbuf_fn.self),
                  let setInt64 = symbol("sourcekitd_request_dictionary_set_int64", as: nk_request_dictionary_set_int64_fn.self),
                  let requestRelease = symbol("sourcekitd_request_release", as: nk_request_release_fn.self),
                  let sendSync = symbol("sourcekitd_send_request_sync", as: nk_send_request_sync_fn.self),
                  let responseIsError = symbol("sourcekitd_response_is_error", as: nk_response_is_error_fn.self),
                  let errorDescription = symbol("sourcekitd_response_error_get_description", as: nk_response_error_get_description_fn.self),
                  let responseDispose = symbol("sourcekitd_response_dispose", as: nk_response_dispose_fn.self),
                  let responseValue = symbol("sourcekitd_response_get_value", as: nk_response_get_value_fn.self),
                  let type = symbol("sourcekitd_variant_get_type", as: nk_variant_get_type_fn.self),
                  let dictionaryValue = symbol("sourcekitd_variant_dictionary_get_value", as: nk_variant_dictionary_get_value_fn.self),
                  let dictionaryString = symbol("sourcekitd_variant_dictionary_get_string", as: nk_variant_dictionary_get_string_fn.self),
                  let dictionaryInt64 = symbol("sourcekitd_variant_dictionary_get_int64", as: nk_variant_dictionary_get_int64_fn.self),
                  let dictionaryUID = symbol("sourcekitd_variant_dictionary_get_uid", as: nk_variant_dictionary_get_uid_fn.self),
                  let arrayCount = symbol("sourcekitd_variant_array_get_count", as: nk_variant_array_get_count_fn.self),
                  let arrayValue = symbol("sourcekitd_variant_array_get_value", as: nk_variant_array_get_value_fn.self)
            else { return nil }
            self.initialize = initialize
            self.uidFromCString = uidFromCString
            self.uidString = uidString
            self.dictionaryCreate = dictionaryCreate
            self.setUID = setUID
            self.setString = setString
            self.setStringBuf = setStringBuf
            self.setInt64 = setInt64
            self.requestRelease = requestRelease
            self.sendSync = sendSync
            self.responseIsError = responseIsError
            self.errorDescription = errorDescription
            self.responseDispose = responseDispose
            self.responseValue = responseValue
            self.type = type
            self.dictionaryValue = dictionaryValue
            self.dictionaryString = dictionaryString
            self.dictionaryInt64 = dictionaryInt64
            self.dictionaryUID = dictionaryUID
            self.arrayCount = arrayCount
            self.arrayValue = arrayValue
        }
    }

    /// The UIDs used, looked up once.
    private struct Keys {
        let request, editorOpen, editorClose, nameKey, sourceText, enableSyntaxMap, enableSubstructure, syntacticOnly: nk_sourcekitd_uid_t?
        let kind, offset, length, nameOffset, bodyOffset, bodyLength, typeName, inheritedTypes, attributes, attribute, substructure: nk_sourcekitd_uid_t?

        init(_ api: API) {
            func uid(_ text: String) -> nk_sourcekitd_uid_t? { text.withCString { api.uidFromCString($0) } }
            request = uid("key.request")
            editorOpen = uid("source.request.editor.open")
            editorClose = uid("source.request.editor.close")
            nameKey = uid("key.name")
            sourceText = uid("key.sourcetext")
            enableSyntaxMap = uid("key.enablesyntaxmap")
            enableSubstructure = uid("key.enablesubstructure")
            syntacticOnly = uid("key.syntactic_only")
            kind = uid("key.kind")
            offset = uid("key.offset")
            length = uid("key.length")
            nameOffset = uid("key.nameoffset")
            bodyOffset = uid("key.bodyoffset")
            bodyLength = uid("key.bodylength")
            typeName = uid("key.typename")
            inheritedTypes = uid("key.inheritedtypes")
            attributes = uid("key.attributes")
            attribute = uid("key.attribute")
            substructure = uid("key.substructure")
        }
    }
}
