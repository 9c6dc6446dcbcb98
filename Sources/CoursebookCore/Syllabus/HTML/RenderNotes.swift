import CourseModel

/// What rendering a page noted besides its bytes: where raw HTML went, the links and images it
/// wrote (in page order, resolved, each where its address is written in the page file), and
/// warnings for addresses the page's presentation disarmed.
struct RenderNotes: Sendable {
    var raw = RawHTMLSegments()
    var links: [SyllabusLink] = []
    var images: [SyllabusImage] = []
    var notices: [SyllabusNotice] = []
}
