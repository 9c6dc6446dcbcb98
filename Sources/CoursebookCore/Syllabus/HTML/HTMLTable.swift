/// An author's HTML `<table>` read as the schedule rules read a pipe table: header texts and row
/// texts, with `colspan` and `rowspan` cells repeated into every column and row they cover.
struct HTMLTable: Sendable {
    /// The first row's texts (the `<thead>` row, or the first row when there is none).
    var headers: [String]
    /// The other rows' texts, each as wide as the widest row.
    var rows: [[String]]
    /// The anchor of the page heading the table sits under; nil before the first heading.
    var sectionAnchor: String?
}

/// An author's HTML `<ul>` or `<ol>`: the text of each item, for a schedule written as a list of
/// dated items (`<li><b>Monday, January 13:</b> First day!</li>`).
struct HTMLList: Sendable {
    /// Each `<li>`'s text as a reader sees it (`HTMLTableReader.cellText`).
    var items: [String]
    /// The anchor of the page heading the list sits under; nil before the first heading.
    var sectionAnchor: String?
}

/// The lines of text an author's raw HTML shows outside its tables and lists, struck text left
/// out: where a page whose HTML block runs on (a `<ul>` with no blank line after it) shows its
/// Markdown as text (`* Lab 1 (Due: Wednesday, 09/11/2024)`), and its deadlines with it.
struct HTMLText: Sendable {
    var lines: [String]
    /// The anchor of the page heading the text sits under; nil before the first heading.
    var sectionAnchor: String?
}
