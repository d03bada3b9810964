import CLibXML2
import Foundation
import NibDocument

/// `nibbench parse`: building NibDocument's model against libxml2's bare SAX2 pass (empty
/// callbacks) over the same bytes, in the same run. The floor is what any libxml2-based parser pays
/// before doing anything with what it reads.
enum ParseBenchmark {
    static func run(_ options: Benchmark.Options) {
        let inputs = Benchmark.load(options.paths)
        guard !inputs.isEmpty else { Benchmark.fail("nibbench parse: no .xib or .storyboard files given") }
        let totalBytes = inputs.reduce(0) { $0 + $1.data.count }
        let passes = options.repeatCount > 0 ? options.repeatCount : max(1, 20_000_000 / max(totalBytes, 1))
        xmlInitParser()

        var elements = 0
        var failures = 0
        let (ours, floor) = Benchmark.compare({
            elements = 0
            failures = 0
            for _ in 0..<passes {
                for input in inputs {
                    if let document = try? Document(data: input.data, file: input.path) {
                        elements += document.elementCount
                    } else {
                        failures += 1
                    }
                }
            }
        }, against: {
            for _ in 0..<passes {
                for input in inputs { saxPass(input.data) }
            }
        })
        let megabytes = Double(totalBytes * passes) / 1_000_000
        print("files: \(inputs.count), bytes: \(totalBytes), passes: \(passes), elements per pass: \(elements / passes), parse errors per pass: \(failures / passes)")
        print("document model: \(Benchmark.format(ours * 1000)) ms  libxml2 SAX2 floor: \(Benchmark.format(floor * 1000)) ms")
        print("parse MB/s=\(Benchmark.format(megabytes / ours)) floor MB/s=\(Benchmark.format(megabytes / floor)) ratio=\(Benchmark.format(floor / ours))")
    }

    /// libxml2's SAX2 push parser with every callback empty, the same options NibDocument uses.
    static func saxPass(_ data: Data) {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { _, _, _, _, _, _, _, _, _ in }
        handler.endElementNs = { _, _, _, _ in }
        handler.characters = { _, _, _ in }
        handler.serror = { _, _ in }
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0,
                  let context = xmlCreatePushParserCtxt(&handler, nil, nil, 0, "bench") else { return }
            xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue))
            _ = xmlParseChunk(context, base.assumingMemoryBound(to: CChar.self), Int32(raw.count), 1)
            xmlFreeParserCtxt(context)
        }
    }
}
