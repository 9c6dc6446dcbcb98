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
