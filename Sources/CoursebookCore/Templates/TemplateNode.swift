/// One piece of a parsed Mustache template; a template is a list of them, sections nest.
enum TemplateNode: Sendable {
    /// Literal bytes, copied as they are (lines indented inside an indented partial).
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (not escaped).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
    case section(TemplateName, [TemplateNode], inverted: Bool)
    /// `{{>name}}` (no overrides) or `{{<name}}…{{/name}}` (a parent with its `{{$block}}`
    /// overrides). `indentation` is added to every line the partial renders after its first; nil
    /// when the tag sits inside a line and the partial keeps the surrounding indentation.
    case partial(String, indentation: [UInt8]?, overrides: [String: [TemplateNode]]?)
    /// `{{$name}}default{{/name}}` outside a parent tag: the innermost caller's override of `name`,
    /// or the default, with `indentation` added to every line after the first.
    case block(String, defaultContent: [TemplateNode], indentation: [UInt8])
}

/// A name in a tag: `.` (the current context) or dot-separated keys, split and hashed once when
/// parsing.
struct TemplateName: Sendable, CustomStringConvertible {
    /// One key with its `TemplateObject.hash`.
    struct Key: Sendable {
        let name: String
        let hash: UInt32

        init(_ name: String) {
            self.name = name
            hash = TemplateObject.hash(name)
        }
    }

    /// The key looked up through the context stack; nil for `.`.
    let first: Key?
    /// The keys after the first, looked up in what the first found, e.g. `name` in `course.name`.
    let rest: [Key]

    /// The name made of `keys`; no keys is `.`.
    init(keys: [String]) {
        first = keys.first.map(Key.init)
        rest = keys.dropFirst().map(Key.init)
    }

    /// The name as written in the tag.
    var description: String { first.map { ([$0] + rest).map(\.name).joined(separator: ".") } ?? "." }
}
