/// Ids (of courses or people) numbered in the order they were added, and found again by their
/// UTF-8 bytes: a big CSV file names the same few thousand ids millions of times, and looking
/// them up straight from the file's bytes spares a String and a SipHash per cell.
struct IDTable: Sendable {
    /// The ids, by number.
    private(set) var ids: [String] = []
    /// Every id's bytes, back to back; id `n` is `bytes[starts[n]..<starts[n + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    /// Open addressing: an id number, or -1 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: -1, count: 16)

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
        if ids.count * 2 > slots.count { rehash(capacity: slots.count * 2) } else { place(number) }
        return number
    }

    /// The number of the id spelled by `key`, if known.
    func index(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(key) & mask
        return bytes.withUnsafeBufferPointer { stored in
            while true {
                let number = Int(slots[slot])
                if number < 0 { return nil }
                let start = starts[number]
                let end = starts[number + 1]
                if end - start == key.count, key.elementsEqual(stored[start..<end]) { return number }
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

    private mutating func rehash(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
        for number in ids.indices { place(number) }
    }

    private mutating func place(_ number: Int) {
        let mask = slots.count - 1
        var slot = bytes.withUnsafeBufferPointer { Self.hash(UnsafeBufferPointer(rebasing: $0[starts[number]..<starts[number + 1]])) } & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number)
    }

    /// FNV-1a: ids are short, and the table only needs them spread over its slots.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
