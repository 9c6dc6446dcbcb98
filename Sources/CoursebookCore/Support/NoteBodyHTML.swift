import CourseMarkdown

/// How a note body becomes safe HTML, for the site's note lists and the HTML reports alike.
enum NoteBodyHTML {
    /// The body rendered by cmark with `SafeURL` as its address policy, as a course page's
    /// addresses are; a body the Markdown limits refuse is shown as escaped preformatted text, so its
    /// line breaks stay.
    static func render(_ markdown: String) -> String {
        (try? MarkdownHTML.render(markdown, addresses: SafeURL.allows)) ?? "<pre>" + HTMLEscaping.escape(markdown) + "</pre>\n"
    }
}
