/// A link on the page.
package struct SyllabusLink: Sendable, Hashable, Codable {
    /// The link text.
    package var text: String
    /// The resolved address.
    package var url: String
    /// Where the link's address is written in the page file (1-based); nil when not known.
    package var line: Int?
    /// The column of that place, when known.
    package var column: Int?

    /// Creates a link.
    package init(text: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.text = text
        self.url = url
        self.line = line
        self.column = column
    }
}
