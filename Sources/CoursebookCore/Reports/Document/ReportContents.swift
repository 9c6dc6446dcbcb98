/// The contents of a long printable report: an anchor for every titled section as the renderer
/// meets it, and the list of links once there are enough to be worth one (`report-contents`
/// partial; the stylesheet keeps it off paper).
struct ReportContents {
    /// Fewer headings than this are seen at a glance; a contents would only push the report down.
    static let minimumEntries = 3

    private var entries: [TemplateValue] = []

    /// The anchor of `section`, a titled section, recorded as the next entry. Numbered, since
    /// headings repeat (two courses of one name) and a course id may not be one.
    mutating func add(_ section: ReportSection) -> String {
        let anchor = "part-\(entries.count + 1)"
        entries.append(["title": .string(section.heading), "anchor": .string(anchor), "sub": .bool(section.level > 2)])
        return anchor
    }

    /// The template value `contents`: the entries, or false when there are too few.
    var value: TemplateValue {
        entries.count >= Self.minimumEntries ? ["entries": .list(entries)] : false
    }
}
