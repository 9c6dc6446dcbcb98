/// Named template values: what a section over an object pushes on the context stack, and every
/// page's context. A page looks names up thousands of times, mostly in objects of a few keys, so
/// each key keeps a cheap hash made once, and a lookup compares hashes before strings instead of
/// hashing the name again for every object on the stack as a `Dictionary` would.
package struct TemplateObject: Sendable, Equatable {
    private struct Entry: Sendable {
        var key: String
        var hash: UInt32
        var value: TemplateValue
    }

    /// In insertion order; a key appears once.
    private var entries: [Entry] = []

    /// An empty object.
    package init() {}

    /// The value of `key`; setting nil removes it.
    package subscript(key: String) -> TemplateValue? {
        get { self[key, Self.hash(key)] }
        set {
            let hash = Self.hash(key)
            let index = entries.firstIndex { $0.hash == hash && $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append(Entry(key: key, hash: hash, value: value))
            case (nil, nil): break
            }
        }
    }

    /// The value of `key`, whose `hash(_:)` the caller computed once.
    subscript(key: String, hash: UInt32) -> TemplateValue? {
        entries.withUnsafeBufferPointer { entries in
            for index in entries.indices where entries[index].hash == hash && entries[index].key == key {
                return entries[index].value
            }
            return nil
        }
    }

    /// Adds `other`'s values, which replace this object's values of the same keys.
    package mutating func merge(_ other: TemplateObject) {
        entries.reserveCapacity(entries.count + other.entries.count)
        for entry in other.entries { self[entry.key] = entry.value }
    }

    /// This object with `other`'s values added; `other` wins where both have a key.
    package func merging(_ other: TemplateObject) -> TemplateObject {
        var merged = self
        merged.merge(other)
        return merged
    }

    /// How many keys the object has.
    package var count: Int { entries.count }

    /// Equal when both have the same keys with equal values, in any order.
    package static func == (lhs: TemplateObject, rhs: TemplateObject) -> Bool {
        lhs.count == rhs.count && lhs.entries.allSatisfy { rhs[$0.key, $0.hash] == $0.value }
    }

    /// A key's hash for lookups: 32-bit FNV-1a of its UTF-8 bytes, the same in every process.
    static func hash(_ key: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }
}

extension TemplateObject: Sequence {
    /// The keys and values in insertion order.
    package func makeIterator() -> some IteratorProtocol<(key: String, value: TemplateValue)> {
        entries.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
    }
}

extension TemplateObject: ExpressibleByDictionaryLiteral {
    /// An object literal; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        entries.reserveCapacity(elements.count)
        for (key, value) in elements { self[key] = value }
    }
}
