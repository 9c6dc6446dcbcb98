/// Ids (of courses or people) numbered in the order they were added, and found again by their
/// UTF-8 bytes: a big CSV file names the same few thousand ids millions of times, and looking
/// them up straight from the file's bytes spares a String and a SipHash per cell.
struct IDTable: Sendable {
    /// The ids, by number.
    private(set) var ids: [String] = []
    /// Every id's bytes, back to back; id `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing over a power-of-two number of slots, probed from an id's hash.
    private var slots: [Slot] = Array(repeating: .empty, count: 16)
    /// 64 minus log2 of the slot count: a hash's top bits pick its first slot.
    private var shift = 60

    /// An id's number with its first eight bytes and its length: an id of up to eight bytes (most
    /// are) is recognized in the slot itself, without a trip to its bytes.
    private struct Slot {
        var prefix: UInt64
        var length: Int32
        var number: Int32

        static let empty = Slot(prefix: 0, length: 0, number: -1)
    }

    /// An empty table.
    init() {}

    /// A table of `ids`, numbered in order (a repeated id keeps its first number).
    init(_ ids: some Sequence<String>) {
        for id in ids { insert(id) }
    }

    /// How many ids there are.
    var count: Int { ids.count }

    /// The number of `id`, adding it when new.
    @discardableResult
    mutating func insert(_ id: String) -> Int {
        if let known = index(of: id) { return known }
        let number = ids.count
        ids.append(id)
        bytes.append(contentsOf: id.utf8)
        starts.append(bytes.count)
        if ids.count * 2 > slots.count {
            slots = Array(repeating: .empty, count: slots.count * 2)
            shift -= 1
            for known in ids.indices { place(known) }
        } else {
            place(number)
        }
        return number
    }

    /// The number of the id spelled by `key`, if known.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let prefix = Self.prefix(key)
        let mask = slots.count - 1
        var slot = Int(Self.hash(key, prefix: prefix) >> shift)
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let candidate = slots[slot]
                if candidate.number < 0 { return nil }
                if candidate.prefix == prefix, Int(candidate.length) == key.count, key.count <= 8 || spells(key, Int(candidate.number)) {
                    return Int(candidate.number)
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The number of `id`, if known.
    func index(of id: String) -> Int? {
        var id = id
        return id.withUTF8 { index(of: $0) }
    }

    /// Whether `id` is known.
    func contains(_ id: String) -> Bool { index(of: id) != nil }

    private func spells(_ key: UnsafeBufferPointer<UInt8>, _ number: Int) -> Bool {
        bytes.withUnsafeBufferPointer { key.elementsEqual($0[starts[number]..<starts[number + 1]]) }
    }

    private mutating func place(_ number: Int) {
        let slot = bytes.withUnsafeBufferPointer { stored in
            let key = UnsafeBufferPointer(rebasing: stored[starts[number]..<starts[number + 1]])
            let prefix = Self.prefix(key)
            return (Slot(prefix: prefix, length: Int32(key.count), number: Int32(number)), Int(Self.hash(key, prefix: prefix) >> shift))
        }
        let mask = slots.count - 1
        var index = slot.1
        while slots[index].number >= 0 { index = (index + 1) & mask }
        slots[index] = slot.0
    }

    /// The first eight bytes, little-endian, zero-padded.
    private static func prefix(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var prefix: UInt64 = 0
        for (position, byte) in key.prefix(8).enumerated() { prefix |= UInt64(byte) << (8 * position) }
        return prefix
    }

    /// The prefix and length, then any further bytes (FNV-1a), mixed by a Fibonacci multiply
    /// whose top bits are well spread.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>, prefix: UInt64) -> UInt64 {
        var hash = prefix ^ UInt64(key.count) << 56
        for byte in key.dropFirst(8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash &* 0x9E37_79B9_7F4A_7C15
    }
}
