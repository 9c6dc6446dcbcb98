/// An image on the page.
package struct SyllabusImage: Sendable, Hashable, Codable {
    /// The alternative text.
    package var alt: String
    /// The resolved address.
    package var url: String
    /// Where the image's address is written in the page file (1-based); nil when not known.
    package var line: Int?
    /// The column of that place, when known.
    package var column: Int?

    /// Creates an image.
    package init(alt: String, url: String, line: Int? = nil, column: Int? = nil) {
        self.alt = alt
        self.url = url
        self.line = line
        self.column = column
    }
}
