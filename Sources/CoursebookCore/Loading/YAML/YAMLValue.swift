import CourseModel
internal import Yams

/// A located YAML node with typed, diagnosing accessors.
struct YAMLValue {
    let node: Node
    let path: String
    let lineOffset: Int
    /// Where the node starts, then (for a mapping) each key and value, when it was read by
    /// `FlatYAML`; libyaml's nodes carry their own marks instead.
    var positions: [(line: Int, column: Int)] = []

    /// Where this value starts.
    var location: SourceLocation {
        if let start = positions.first { return SourceLocation(path: path, line: start.line + lineOffset, column: start.column) }
        guard let mark = node.mark else { return SourceLocation(path: path, line: 1 + lineOffset, column: 1) }
        return SourceLocation(path: path, line: mark.line + lineOffset, column: mark.column)
    }

    /// The scalar text, or nil for mappings and sequences.
    var scalarText: String? {
        if case .scalar(let scalar) = node { return scalar.string }
        return nil
    }

    /// Whether this is an explicit null (`~`, `null` or nothing).
    var isNull: Bool { Self.isNull(node) }

    /// Whether `node` is an explicit null: a plain scalar `~`, `null` (`Null`, `NULL`) or nothing;
    /// the one rule, also for a course page's front matter.
    static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// The key-value pairs of a mapping, keys as text; nil when this is not a mapping.
    var pairs: [(key: String, keyLocation: SourceLocation, value: YAMLValue)]? {
        guard case .mapping(let mapping) = node else { return nil }
        return mapping.enumerated().map { index, pair in
            let flat = positions.count > 2 * index + 2
            let key = YAMLValue(node: pair.key, path: path, lineOffset: lineOffset, positions: flat ? [positions[2 * index + 1]] : [])
            let value = YAMLValue(node: pair.value, path: path, lineOffset: lineOffset, positions: flat ? [positions[2 * index + 2]] : [])
            return (key.scalarText ?? "", key.location, value)
        }
    }

    /// The text of scalar `key` of a mapping, if this is one and has it.
    func mappingScalar(_ key: String) -> String? {
        pairs?.first { $0.key == key }?.value.scalarText?.trimmingWhitespace()
    }

    /// The items of a sequence; nil when this is not a sequence.
    var items: [YAMLValue]? {
        guard case .sequence(let sequence) = node else { return nil }
        return sequence.map { YAMLValue(node: $0, path: path, lineOffset: lineOffset) }
    }

    /// A short name for the node's shape, for "expected X, found Y" messages.
    var shapeName: String {
        switch node {
        case .scalar: "a value"
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .alias: "an alias"
        }
    }
}
