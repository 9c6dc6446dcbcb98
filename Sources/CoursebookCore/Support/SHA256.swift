import Foundation

/// SHA-256 (FIPS 180-4) and HMAC-SHA-256 (RFC 2104), for the build manifest: content hashes of a
/// book's files and the manifest's authentication code. Foundation on Linux has no CryptoKit, and
/// this is the one place the tool needs a cryptographic hash.
struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19)
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hash of nothing yet.
    init() { pending.reserveCapacity(64) }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Adds bytes.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard var base = bytes.baseAddress else { return }
        var count = bytes.count
        length &+= UInt64(count)
        if !pending.isEmpty {
            let take = min(64 - pending.count, count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            base += take
            count -= take
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0.baseAddress!) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while count >= 64 {
            compress(base)
            base += 64
            count -= 64
        }
        if count > 0 { pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: count)) }
    }

    /// Adds bytes.
    mutating func update(_ data: Data) { data.withUnsafeBytes { update($0) } }

    /// Adds a string's UTF-8 bytes.
    mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// The 32-byte digest; the hash is spent.
    mutating func finish() -> [UInt8] {
        let bits = length &* 8
        var tail: [UInt8] = [0x80]
        while (pending.count + tail.count) % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        let savedLength = length
        tail.withUnsafeBytes { update($0) }
        length = savedLength
        let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        return words.flatMap { word in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) } }
    }

    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            for i in 16..<64 {
                let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] >> 3)
                let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.k.withUnsafeBufferPointer { k in
                for i in 0..<64 {
                    let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                    let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }

    /// The digest of `data`, as lower-case hex.
    static func hex(_ data: Data) -> String {
        var hash = SHA256()
        hash.update(data)
        return HexDigits.bytes(hash.finish())
    }

    /// The digest of a string's UTF-8 bytes, as lower-case hex.
    static func hex(_ text: String) -> String {
        var hash = SHA256()
        hash.update(text)
        return HexDigits.bytes(hash.finish())
    }

    /// The digest of a regular file's bytes read through `descriptor`, as hex; nil on a read error.
    static func hex(descriptor: Int32) -> String? {
        var hash = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { FileDescriptorIO.readFully(descriptor, into: $0) }
            if count < 0 { return nil }
            buffer.withUnsafeBytes { hash.update(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
            if count < buffer.count { break }
        }
        return HexDigits.bytes(hash.finish())
    }

    /// HMAC-SHA-256 of `message` under `key`, as hex.
    static func hmac(key: [UInt8], message: Data) -> String {
        var mac = HMAC(key: key)
        mac.update(message)
        return mac.finish()
    }

    /// HMAC-SHA-256 of a message given piece by piece, so a large one is never whole in memory.
    struct HMAC {
        private var key: [UInt8]
        private var inner = SHA256()

        /// A code under `key` of nothing yet.
        init(key: [UInt8]) {
            var key = key
            if key.count > 64 {
                var hash = SHA256()
                key.withUnsafeBytes { hash.update($0) }
                key = hash.finish()
            }
            key += [UInt8](repeating: 0, count: 64 - key.count)
            self.key = key
            key.map { $0 ^ 0x36 }.withUnsafeBytes { inner.update($0) }
        }

        /// Adds bytes of the message.
        mutating func update(_ bytes: UnsafeRawBufferPointer) { inner.update(bytes) }

        /// Adds bytes of the message.
        mutating func update(_ data: Data) { inner.update(data) }

        /// The code, as hex; it is spent.
        mutating func finish() -> String {
            let innerDigest = inner.finish()
            var outer = SHA256()
            key.map { $0 ^ 0x5c }.withUnsafeBytes { outer.update($0) }
            innerDigest.withUnsafeBytes { outer.update($0) }
            return HexDigits.bytes(outer.finish())
        }
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
