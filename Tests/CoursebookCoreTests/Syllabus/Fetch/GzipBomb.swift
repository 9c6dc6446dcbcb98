import Foundation

/// A gzip stream of zeros built at test time, so no large fixture sits in the repository: one
/// fixed-Huffman deflate block of a literal zero followed by back-references (length 258,
/// distance 1), 13 bits for every 258 bytes it expands to.
enum GzipBomb {
    /// A gzip body expanding to `1 + 258 × copies` zero bytes.
    static func zeros(copies: Int) -> Data {
        var bits = BitWriter()
        bits.write(1, count: 1)                     // BFINAL
        bits.write(1, count: 2)                     // BTYPE 01: fixed Huffman codes
        bits.writeCode(0x30, count: 8)              // literal 0
        for _ in 0..<copies {
            bits.writeCode(0xC0 + 5, count: 8)      // length code 285: 258 bytes
            bits.writeCode(0, count: 5)             // distance code 0: 1 byte back
        }
        bits.writeCode(0, count: 7)                 // end of block (256)
        let size = UInt32(truncatingIfNeeded: 1 + 258 * copies)
        var out = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        out.append(contentsOf: bits.finish())
        out.append(contentsOf: littleEndian(crcOfZeros(Int(size))))
        out.append(contentsOf: littleEndian(size))
        return out
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// CRC-32 of `count` zero bytes, byte by byte.
    private static func crcOfZeros(_ count: Int) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            var crc = UInt32(index)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
            return crc
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant bit first.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var filled = 0

        mutating func write(_ value: UInt32, count: Int) {
            buffer |= value << filled
            filled += count
            while filled >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                filled -= 8
            }
        }

        mutating func writeCode(_ code: UInt32, count: Int) {
            var reversed: UInt32 = 0
            for bit in 0..<count { reversed |= ((code >> bit) & 1) << (count - 1 - bit) }
            write(reversed, count: count)
        }

        mutating func finish() -> [UInt8] {
            if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
            return bytes
        }
    }
}
