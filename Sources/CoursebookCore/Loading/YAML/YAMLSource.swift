import CourseModel
internal import Yams

/// Composes YAML into located nodes, turning Yams errors into `path:line:col` diagnostics.
///
/// Yams reports positions for syntax errors but not for type mismatches, so values are read from
/// the composed `Node` tree, whose marks locate every field.
struct YAMLSource {
    /// Path relative to the book.
    let path: String

    /// Yams' default encoding, read once: Yams works it out from the environment on every call.
    private static let encodingName = Parser.Encoding.default.rawValue

    /// Yams' default constructor, built once: `Constructor.default` builds its tables on every
    /// call. It never changes after that (its tables are `let`s), so threads may share it.
    nonisolated(unsafe) private static let constructor = Constructor.default

    /// Why a text is not valid YAML: where, and the reason without the `invalid YAML: ` every
    /// diagnostic of it starts with (front matter words its own error from the reason).
    struct Invalid: Error {
        let location: SourceLocation
        let reason: String

        /// The diagnostic a book file's loader gives: `invalid YAML: REASON` at the location.
        var diagnostic: Diagnostic { .error(location, "invalid YAML: \(reason)") }
    }

    /// The root node of `text`, or nil (with a diagnostic) when it is not valid YAML.
    /// An empty document yields nil and no diagnostic.
    func compose(_ text: String, lineOffset: Int = 0, diagnostics: inout [Diagnostic]) -> YAMLValue? {
        do {
            return try compose(text, lineOffset: lineOffset)
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// The root node of `text`, nil for an empty document; throws where and why it is not valid YAML.
    func compose(_ text: String, lineOffset: Int = 0) throws(Invalid) -> YAMLValue? {
        if let flat = FlatYAML.mapping(text, resolver: Self.resolver(for: text), constructor: Self.constructor) {
            return YAMLValue(node: flat.node, path: path, lineOffset: lineOffset, positions: flat.positions)
        }
        return try composeWithLibyaml(text, lineOffset: lineOffset)
    }

    /// The same, always through libyaml, with a diagnostic.
    func composeWithLibyaml(_ text: String, lineOffset: Int = 0, diagnostics: inout [Diagnostic]) -> YAMLValue? {
        do {
            return try composeWithLibyaml(text, lineOffset: lineOffset)
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// The same, always through libyaml.
    func composeWithLibyaml(_ text: String, lineOffset: Int = 0) throws(Invalid) -> YAMLValue? {
        do {
            guard let node = try Yams.compose(yaml: text, Self.resolver(for: text), Self.constructor, Parser.Encoding(rawValue: Self.encodingName) ?? .utf8) else { return nil }
            return YAMLValue(node: node, path: path, lineOffset: lineOffset)
        } catch let error as YamlError {
            throw invalid(error, text: text, lineOffset: lineOffset)
        } catch {
            throw Invalid(location: SourceLocation(path: path, line: 1 + lineOffset, column: 1), reason: "\(error)")
        }
    }

    /// Yams resolves tags (with a regular expression per rule) only to compare mapping keys, and
    /// keys without an explicit `!tag` are equal under any resolver exactly when their texts are:
    /// so without a `!` in the text the rule-free resolver finds the same duplicates, far faster.
    private static func resolver(for text: String) -> Resolver {
        text.utf8.contains(UInt8(ascii: "!")) ? .default : .basic
    }

    /// The line of the first `key:` of the block mapping starting at `line`:`column` (1-based),
    /// and the line and column of the second; nil when it is not found that way (a flow mapping).
    static func occurrences(of key: String, inBlockMappingAt line: Int, column: Int, text: String) -> (first: Int, second: (line: Int, column: Int))? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = column - 1
        guard line >= 1, indent >= 0 else { return nil }
        var found: [Int] = []
        for number in line...max(line, lines.count) where number <= lines.count {
            let content = Array(lines[number - 1].utf8)
            let leading = content.prefix { $0 == UInt8(ascii: " ") }.count
            let blank = content.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") } || content.dropFirst(leading).first == UInt8(ascii: "#")
            if number > line, !blank, leading < indent { break }
            guard number == line || leading == indent, content.count > indent else { continue }
            let rest = content[indent...]
            for form in [key, "\"\(key)\"", "'\(key)'"] {
                let bytes = Array(form.utf8)
                guard rest.starts(with: bytes) else { continue }
                let after = rest.dropFirst(bytes.count).drop { $0 == UInt8(ascii: " ") }
                if after.first == UInt8(ascii: ":") { found.append(number); break }
            }
            if found.count == 2 { return (found[0], (found[1], column)) }
        }
        return nil
    }

    private func invalid(_ error: YamlError, text: String, lineOffset: Int) -> Invalid {
        func at(_ mark: Mark, _ message: String) -> Invalid {
            at(mark.line, mark.column, message)
        }
        func at(_ line: Int, _ column: Int, _ message: String) -> Invalid {
            Invalid(location: SourceLocation(path: path, line: line + lineOffset, column: column), reason: message)
        }
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml finds an unclosed quote only at the end of the file; its context mark is
            // the opening quote, which is where the mistake is.
            if let context, context.text.contains("quoted scalar") {
                return at(context.mark, "the quote opened here is never closed (\(problem))")
            }
            let detail = context.map { "\(problem) (\($0.text) at line \($0.mark.line + lineOffset))" } ?? problem
            if let hint = YAMLErrorHint.hint(problem: problem, text: text, line: mark.line, column: mark.column, contextLine: context?.mark.line) {
                return at(hint.line, hint.column, "\(detail); \(hint.text)")
            }
            return at(mark, detail)
        case .reader(let problem, let offset, _, _):
            // Yams gives the offset in Characters (grapheme clusters); the column counts scalars.
            let prefix = text.prefix(offset ?? 0)
            let line = prefix.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let lineStart = prefix.lastIndex(of: "\n").map(prefix.index(after:)) ?? prefix.startIndex
            let before = prefix[lineStart...].utf8
            return at(line, SourceColumn.characterColumn(ofByte: before.count, inLine: before), problem)
        case .duplicatedKeysInMapping(let duplicates, let context):
            // libyaml marks the mapping; the mistake is the key written a second time.
            if let key = duplicates.first,
               let (first, second) = Self.occurrences(of: key, inBlockMappingAt: context.mark.line, column: context.mark.column, text: text) {
                return at(second.line, second.column, "duplicate key '\(key)' (first on line \(first + lineOffset))")
            }
            return at(context.mark, "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return at(1, 1, "\(error)")
        }
    }
}
