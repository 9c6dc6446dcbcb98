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

extension SyllabusMetaValue: Codable {
    private enum CodingKeys: String, CodingKey { case null, bool, int, double, text, list, map }

    /// A double is kept as its bits: the text of a JSON number loses `-0`, infinities and NaN.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .null: try container.encode(true, forKey: .null)
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value.bitPattern, forKey: .double)
        case .text(let value): try container.encode(value, forKey: .text)
        case .list(let values): try container.encode(values, forKey: .list)
        case .map(let entries): try container.encode(entries, forKey: .map)
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "one case expected"))
        }
        switch key {
        case .null: self = .null
        case .bool: self = .bool(try container.decode(Bool.self, forKey: key))
        case .int: self = .int(try container.decode(Int.self, forKey: key))
        case .double: self = .double(Double(bitPattern: try container.decode(UInt64.self, forKey: key)))
        case .text: self = .text(try container.decode(String.self, forKey: key))
        case .list: self = .list(try container.decode([SyllabusMetaValue].self, forKey: key))
        case .map: self = .map(try container.decode([SyllabusMetaEntry].self, forKey: key))
        }
    }
}

/// One key of a front matter mapping, kept in file order.
package struct SyllabusMetaEntry: Sendable, Hashable, Codable {
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
