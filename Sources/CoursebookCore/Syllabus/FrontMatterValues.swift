import CourseModel
internal import Yams

/// Reads front matter YAML into ordered `SyllabusMetaEntry` values, keeping its structure.
enum FrontMatterValues {
    /// The mapping's entries; a document that is not a mapping is stored under `value`.
    static func read(_ yaml: String, path: String, lineOffset: Int) throws(SyllabusError) -> [SyllabusMetaEntry] {
        let composed: YAMLValue?
        do {
            composed = try YAMLSource(path: path).compose(yaml, lineOffset: lineOffset)
        } catch {
            throw .invalidFrontMatter(path: path, line: error.location.line, column: error.location.column ?? 1, reason: error.reason)
        }
        guard let root = composed else { return [] }
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
            if YAMLValue.isNull(node) { return .null }
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
