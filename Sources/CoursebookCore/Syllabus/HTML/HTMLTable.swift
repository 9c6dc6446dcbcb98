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
