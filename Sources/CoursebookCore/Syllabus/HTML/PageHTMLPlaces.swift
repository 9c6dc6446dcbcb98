import CourseModel

/// Page positions for the sanitizer: of the author's elements from the raw runs, of the renderer's
/// links and images from the Markdown links, taken in order per address.
struct PageHTMLPlaces {
    let raw: RawHTMLSegments
    let rendered: [UInt8]
    let lineOffset: Int
    private var lineFeeds: [Int]?
    private var links: [String: ArraySlice<SyllabusLink>]
    private var images: [String: ArraySlice<SyllabusImage>]

    init(raw: RawHTMLSegments, rendered: [UInt8], lineOffset: Int, markdownLinks: (links: [SyllabusLink], images: [SyllabusImage])) {
        self.raw = raw
        self.rendered = rendered
        self.lineOffset = lineOffset
        links = Dictionary(grouping: markdownLinks.links, by: \.url).mapValues { ArraySlice($0) }
        images = Dictionary(grouping: markdownLinks.images, by: \.url).mapValues { ArraySlice($0) }
    }

    /// The page position of the author's element at output offset `offset`.
    mutating func position(_ offset: Int) -> (line: Int, column: Int?) {
        if lineFeeds == nil { lineFeeds = RawHTMLSegments.lineFeeds(in: rendered) }
        let place = raw.position(of: offset, lineFeeds: lineFeeds!, in: rendered) ?? (1, nil)
        return (place.line + lineOffset, place.column)
    }

    mutating func nextMarkdownLink(_ url: String) -> (line: Int, column: Int?)? {
        guard let link = links[url]?.popFirst(), let line = link.line else { return nil }
        return (line, link.column)
    }

    mutating func nextMarkdownImage(_ url: String) -> (line: Int, column: Int?)? {
        guard let image = images[url]?.popFirst(), let line = image.line else { return nil }
        return (line, image.column)
    }
}
