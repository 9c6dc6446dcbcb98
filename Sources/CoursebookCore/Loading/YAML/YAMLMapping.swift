import CourseModel

/// A YAML mapping read field by field, each problem reported at the field's own line and column.
struct YAMLMapping {
    /// The mapping node itself.
    let value: YAMLValue
    private var entries: [String: (keyLocation: SourceLocation, value: YAMLValue)] = [:]
    private var keyOrder: [String] = []

    /// Reads `value` as a mapping; nil with a diagnostic naming `what` when it is something else.
    init?(_ value: YAMLValue, what: String, diagnostics: inout [Diagnostic]) {
        guard let pairs = value.pairs else {
            diagnostics.append(.error(value.location, "\(what) must be a mapping of keys to values, found \(value.shapeName)"))
            return nil
        }
        self.value = value
        for pair in pairs {
            if let first = entries[pair.key] {
                diagnostics.append(.error(pair.keyLocation, "duplicate key '\(pair.key)' (first on line \(first.keyLocation.line))"))
                continue
            }
            entries[pair.key] = (pair.keyLocation, pair.value)
            keyOrder.append(pair.key)
        }
    }

    /// The value under `key`, treating an explicit null as absent.
    subscript(key: String) -> YAMLValue? {
        guard let entry = entries[key], !entry.value.isNull else { return nil }
        return entry.value
    }

    /// The keys in the order they are written, each once.
    var keys: [String] { keyOrder }

    /// Where `key` is written, or the mapping itself when it is missing.
    func location(of key: String) -> SourceLocation {
        entries[key]?.keyLocation ?? value.location
    }

    /// Warns about keys outside `allowed`, which are usually typos.
    func warnAboutUnknownKeys(allowed: [String], diagnostics: inout [Diagnostic]) {
        for key in keyOrder where !allowed.contains(key) {
            let suggestion = ClosestNames.typo(of: key, among: allowed).map { " (did you mean '\($0)'?)" } ?? ""
            diagnostics.append(.warning(location(of: key), "unknown key '\(key)' is ignored\(suggestion)"))
        }
    }

    /// Reads a text field; reports a missing required field or a non-scalar value.
    func string(_ key: String, required: Bool, diagnostics: inout [Diagnostic]) -> String? {
        guard let field = self[key] else {
            if required { diagnostics.append(.error(value.location, "missing required field '\(key)'")) }
            return nil
        }
        guard let text = field.scalarText else {
            diagnostics.append(.error(field.location, "'\(key)' must be a single value, found \(field.shapeName)"))
            return nil
        }
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty, required {
            diagnostics.append(.error(field.location, "'\(key)' must not be empty"))
            return nil
        }
        return trimmed
    }

    /// Reads a `YYYY-MM-DD` field.
    func date(_ key: String, required: Bool, diagnostics: inout [Diagnostic]) -> LocalDate? {
        guard let text = string(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let date = LocalDate(iso: text) else {
            diagnostics.append(.error(self[key]?.location ?? value.location, "'\(key)' is not a valid date (expected YYYY-MM-DD, an existing day)"))
            return nil
        }
        return date
    }

    /// Reads an `HH:MM` field.
    func time(_ key: String, required: Bool, diagnostics: inout [Diagnostic]) -> LocalTime? {
        guard let text = string(key, required: required, diagnostics: &diagnostics) else { return nil }
        guard let time = LocalTime(text: text) else {
            diagnostics.append(.error(self[key]?.location ?? value.location, "'\(key)' is not a valid time (expected HH:MM, 00:00 to 23:59)"))
            return nil
        }
        return time
    }

    /// Reads a number field.
    func number(_ key: String, diagnostics: inout [Diagnostic]) -> Double? {
        guard let text = string(key, required: false, diagnostics: &diagnostics) else { return nil }
        guard let number = Double(text), number.isFinite else {
            diagnostics.append(.error(self[key]?.location ?? value.location, "'\(key)' must be a number"))
            return nil
        }
        return number
    }
}
