/// The two texts of the search index, `search/index.json` (pretty) and `assets/search-index.js`
/// (compact), written entry by entry into two streams; each entry's text starts with its
/// separator, so entries can be cut out and spliced back in any order after the first.
struct SearchIndexText {
    /// The JSON file being written.
    let pretty: SiteStream
    /// The script being written.
    let script: SiteStream
    private var count = 0

    /// Starts both texts.
    init(pretty: SiteStream, script: SiteStream) {
        self.pretty = pretty
        self.script = script
        pretty.append("[")
        script.append("window.COURSEBOOK_SEARCH = [")
    }

    /// The texts of one entry, in the JSON file and in the script, preceded by their separators.
    static func fragments(_ item: JSONValue, first: Bool) -> (pretty: String, script: String) {
        var pretty = first ? "\n  " : ",\n  "
        item.write(to: &pretty, indent: 2)
        var script = first ? "" : ","
        item.write(to: &script, indent: nil)
        return (pretty, script)
    }

    /// Whether no entry was appended yet: the next one's fragments are made with `first: true`.
    var isEmpty: Bool { count == 0 }

    /// Appends an entry's texts made by `fragments(_:first:)`.
    mutating func append(_ fragments: (pretty: String, script: String)) {
        count += 1
        pretty.append(fragments.pretty)
        script.append(fragments.script)
    }

    /// Closes the texts: `JSONValue.serialized()` of the array, and the script assigning it.
    func finish() {
        pretty.append(count == 0 ? "]\n" : "\n]\n")
        script.append("];\n")
    }
}
