/// A front matter value: YAML's shapes without YAML, so the model stays dependency-free.
package indirect enum SyllabusMetaValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
    case list([SyllabusMetaValue])
    case map([SyllabusMetaEntry])

    /// The value as text when it is a scalar (numbers as written in decimal).
    package var scalarText: String? {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .text(let value): value
        case .null, .list, .map: nil
        }
    }
}

/// One key of a front matter mapping, kept in file order.
package struct SyllabusMetaEntry: Sendable, Hashable {
    /// The key.
    package var key: String
    /// Its value.
    package var value: SyllabusMetaValue

    /// Creates an entry.
    package init(key: String, value: SyllabusMetaValue) {
        self.key = key
        self.value = value
    }
}

extension [SyllabusMetaEntry] {
    /// The value under `key`, if present.
    package subscript(key: String) -> SyllabusMetaValue? {
        first { $0.key == key }?.value
    }
}
