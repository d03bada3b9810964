import Foundation

/// A decoded PNG (8-bit greyscale, RGB or RGBA, not interlaced: what rsvg-convert and Chromium
/// write), for tests that look at pixels. Inflate after RFC 1951, filters after the PNG
/// specification; written for these tests, not for hostile input.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let pixels: [UInt8]

    struct DecodeError: Error, CustomStringConvertible {
        let description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
            throw DecodeError(description: "not a PNG")
        }
        var offset = 8
        var width = 0, height = 0, depth = 0, colorType = 0, interlace = 0
        var compressed: [UInt8] = []
        func be32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            let start = offset + 8
            guard start + length <= bytes.count else { throw DecodeError(description: "truncated chunk \(type)") }
            switch type {
            case "IHDR":
                width = be32(start)
                height = be32(start + 4)
                depth = Int(bytes[start + 8])
                colorType = Int(bytes[start + 9])
                interlace = Int(bytes[start + 12])
            case "IDAT": compressed += bytes[start ..< start + length]
            default: break
            }
            offset = start + length + 4
            if type == "IEND" { break }
        }
        guard depth == 8, interlace == 0, [0, 2, 4, 6].contains(colorType) else {
            throw DecodeError(description: "unsupported PNG: depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        let channels = [0: 1, 2: 3, 4: 2, 6: 4][colorType]!
        let raw = try Inflate.zlib(compressed)
        let stride = width * channels
        guard raw.count >= height * (stride + 1) else { throw DecodeError(description: "short image data") }
        var rows = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let source = y * (stride + 1) + 1
            let row = y * stride
            for x in 0..<stride {
                let value = raw[source + x]
                let left = x >= channels ? Int(rows[row + x - channels]) : 0
                let up = y > 0 ? Int(rows[row - stride + x]) : 0
                let upLeft = (x >= channels && y > 0) ? Int(rows[row - stride + x - channels]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let p = left + up - upLeft
                    let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
                    predicted = (pa <= pb && pa <= pc) ? left : (pb <= pc ? up : upLeft)
                default: throw DecodeError(description: "bad filter \(filter)")
                }
                rows[row + x] = UInt8((Int(value) + predicted) & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0 ..< width * height {
            let s = index * channels
            let d = index * 4
            switch channels {
            case 1: rgba[d] = rows[s]; rgba[d + 1] = rows[s]; rgba[d + 2] = rows[s]
            case 2: rgba[d] = rows[s]; rgba[d + 1] = rows[s]; rgba[d + 2] = rows[s]; rgba[d + 3] = rows[s + 1]
            case 3: rgba[d] = rows[s]; rgba[d + 1] = rows[s + 1]; rgba[d + 2] = rows[s + 2]
            default: rgba[d] = rows[s]; rgba[d + 1] = rows[s + 1]; rgba[d + 2] = rows[s + 2]; rgba[d + 3] = rows[s + 3]
            }
        }
        self.width = width
        self.height = height
        self.pixels = rgba
    }

    /// The pixel at (x, y): red, green, blue, alpha.
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let i = (min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)) * 4
        return (Int(pixels[i]), Int(pixels[i + 1]), Int(pixels[i + 2]), Int(pixels[i + 3]))
    }

    /// The pixel composited over white (rsvg leaves uncovered pixels transparent).
    func opaquePixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
        let p = pixel(x, y)
        func over(_ c: Int) -> Int { (c * p.a + 255 * (255 - p.a)) / 255 }
        return (over(p.r), over(p.g), over(p.b))
    }
}

/// zlib / DEFLATE decompression.
enum Inflate {
    struct Failure: Error, CustomStringConvertible { let description: String }

    static func zlib(_ input: [UInt8]) throws -> [UInt8] {
        guard input.count > 2, input[0] & 0x0F == 8 else { throw Failure(description: "not zlib/deflate") }
        var reader = BitReader(bytes: input, position: 2)
        var output: [UInt8] = []
        output.reserveCapacity(input.count * 4)
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let length = try reader.bits(16)
                _ = try reader.bits(16)
                for _ in 0..<length { output.append(UInt8(try reader.bits(8))) }
            case 1:
                try inflateBlock(&reader, &output, literals: fixedLiterals, distances: fixedDistances)
            case 2:
                let (literals, distances) = try dynamicTables(&reader)
                try inflateBlock(&reader, &output, literals: literals, distances: distances)
            default:
                throw Failure(description: "bad block type")
            }
        }
        return output
    }

    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0
        var count = 0

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
        }

        mutating func bits(_ needed: Int) throws -> Int {
            while count < needed {
                guard position < bytes.count else { throw Failure(description: "out of input") }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first += count
                first <<= 1
                code <<= 1
            }
            throw Failure(description: "bad Huffman code")
        }
    }

    static let fixedLiterals = Huffman(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
    static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    static func dynamicTables(_ reader: inout BitReader) throws -> (Huffman, Huffman) {
        let literalCount = try reader.bits(5) + 257
        let distanceCount = try reader.bits(5) + 1
        let codeCount = try reader.bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
        let codes = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try codes.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        return (Huffman(lengths: Array(lengths[0..<literalCount])),
                Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }

    static func inflateBlock(_ reader: inout BitReader, _ output: inout [UInt8], literals: Huffman, distances: Huffman) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure(description: "bad length symbol") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw Failure(description: "bad distance symbol") }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure(description: "distance too far") }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
