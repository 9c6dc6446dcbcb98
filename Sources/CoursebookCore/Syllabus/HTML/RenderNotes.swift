import CourseModel

/// What rendering a page noted besides its bytes: where raw HTML went, and warnings for addresses
/// the page's presentation disarmed.
struct RenderNotes: Sendable {
    var raw = RawHTMLSegments()
    var notices: [SyllabusNotice] = []
}
