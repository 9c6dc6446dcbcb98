import CourseModel
internal import Yams

/// Reads front matter YAML into ordered `SyllabusMetaEntry` values, keeping its structure.
enum FrontMatterValues {
    /// The mapping's entries; a document that is not a mapping is stored under `value`.
    static func read(_ yaml: String, path: String, lineOffset: Int) throws(SyllabusError) -> [SyllabusMetaEntry] {
        var diagnostics: [Diagnostic] = []
        guard let root = YAMLSource(path: path).compose(yaml, lineOffset: lineOffset, diagnostics: &diagnostics) else {
            if let first = diagnostics.first {
                let reason = first.message.hasPrefix("invalid YAML: ") ? String(first.message.dropFirst(14)) : first.message
                throw .invalidFrontMatter(path: path, line: first.location.line, column: first.location.column ?? 1, reason: reason)
            }
            return []
        }
        switch value(root.node) {
        case .map(let entries): return entries
        case .null: return []
        case let other: return [SyllabusMetaEntry(key: "value", value: other)]
        }
    }

    private static func value(_ node: Node) -> SyllabusMetaValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return .text(scalar.string) }
            if let null = NSNullCheck.isNull(node), null { return .null }
            if let bool = Bool.construct(from: scalar) { return .bool(bool) }
            if let int = Int.construct(from: scalar) { return .int(int) }
            if let double = Double.construct(from: scalar), double.isFinite { return .double(double) }
            return .text(scalar.string)
        case .mapping(let mapping):
            return .map(mapping.map { SyllabusMetaEntry(key: $0.key.string ?? "", value: value($0.value)) })
        case .sequence(let sequence):
            return .list(sequence.map(value))
        case .alias:
            return .null
        }
    }
}

/// YAML's null spellings for plain scalars.
private enum NSNullCheck {
    static func isNull(_ node: Node) -> Bool? {
        guard case .scalar(let scalar) = node else { return nil }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }
}
