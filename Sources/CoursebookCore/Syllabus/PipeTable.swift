import CourseMarkdown

/// A GitHub pipe table recognised in a paragraph (plain cmark has no table extension).
struct PipeTable: Sendable {
    /// Column alignment from the delimiter row's colons.
    enum Alignment: Sendable { case none, left, center, right }

    /// Column alignments; the header decides the column count.
    var alignments: [Alignment]
    /// Every cell as a top-level paragraph holding the cell's inlines.
    var cells: MarkdownDocument
    /// Header cells, as paragraph indices in `cells`.
    var header: [Int]
    /// Body rows, padded or cut to the header's width, as paragraph indices in `cells`.
    var rows: [[Int]]
    /// The paragraph's lines before the header row (a kramdown border `|---+---|`), which GitHub
    /// shows as a paragraph above the table: its inlines as a paragraph in `cells`, and how many
    /// lines it takes.
    var lead: Int?
    var leadLines = 0

    /// The header texts.
    var headerTexts: [String] { header.map(cells.plainText) }

    /// The page line of row `number` (0 the header, 1 the first body row) of a table whose
    /// paragraph starts on `firstLine`: the lead lines, then the header, the delimiter row and one
    /// line per body row.
    func line(ofRow number: Int, tableStart firstLine: Int) -> Int {
        firstLine + leadLines + number + (number > 0 ? 1 : 0)
    }
}
